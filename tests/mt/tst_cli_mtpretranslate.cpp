// SPDX-FileCopyrightText: 2026 Yiqiao authors
// SPDX-License-Identifier: GPL-3.0-or-later
#include "clirunner.h"
#include "mt/mtsettings.h"
#include "mttestserver.h"
#include "store/issuerepository.h"
#include "store/postimporter.h"
#include "store/projectstore.h"

#include <QJsonArray>
#include <QJsonDocument>
#include <QJsonObject>
#include <QSqlQuery>
#include <QTemporaryDir>
#include <QTest>

#include <memory>

namespace {
const QByteArray kPost("# Install the driver\n\n"
                       "Install the NVIDIA driver before you build the container image.\n\n"
                       "Restart the machine.\n");
} // namespace

// yiqiao-cli pretranslate PROJECT --issue N --mt [--json] against the tests' own
// endpoint, and how review and the dashboard count what it filled.
class TestCliMtPretranslate : public QObject
{
    Q_OBJECT
private Q_SLOTS:
    void init();
    void cleanup();
    void fillsFromTheEndpoint();
    void refuses_data();
    void refuses();
    void refusesMinWithMt();
    void dashboardAndReviewCountMachineApart();

private:
    bool configure();
    CliRun cli(const QStringList &arguments) const;
    QStringList statuses() const;

    std::unique_ptr<QTemporaryDir> m_dir;
    std::unique_ptr<MtTestServer> m_server;
    QString m_project;
};

void TestCliMtPretranslate::init()
{
    m_dir = std::make_unique<QTemporaryDir>();
    m_project = m_dir->filePath(QStringLiteral("p.yiqiao"));
    ProjectStore store;
    QVERIFY(store.create(m_project, QStringLiteral("P")));
    PostImporter importer(store);
    QVERIFY2(importer.importPost(7, kPost, QString(), QString()), qPrintable(importer.errorString()));
    m_server = std::make_unique<MtTestServer>();
}

void TestCliMtPretranslate::cleanup()
{
    m_server.reset();
    m_dir.reset();
}

bool TestCliMtPretranslate::configure()
{
    ProjectStore store;
    QString error;
    return store.open(m_project) && MtSettings::write(store, m_server->url(), QStringLiteral("test-model"), &error);
}

// With a key in the environment, as a script on a server would run it.
CliRun TestCliMtPretranslate::cli(const QStringList &arguments) const
{
    QProcessEnvironment env = QProcessEnvironment::systemEnvironment();
    env.insert(QStringLiteral("LANG"), QStringLiteral("C"));
    env.insert(QStringLiteral("LC_ALL"), QStringLiteral("C.UTF-8"));
    env.insert(QStringLiteral("YIQIAO_MT_KEY"), QStringLiteral("sk-test-123"));
    env.insert(QStringLiteral("YIQIAO_MT_ENDPOINT"), m_server->url().toString()); // the key goes only there
    return CliRun::program(QStringLiteral(YIQIAO_CLI), arguments, env, m_dir->path());
}

QStringList TestCliMtPretranslate::statuses() const
{
    ProjectStore store;
    if (!store.open(m_project)) {
        return {};
    }
    IssueRepository issues(store);
    QStringList found;
    for (const BlockRecord &block : issues.targetBlocks(issues.issue(7).value_or(Issue()).id)) {
        found.append(block.status);
    }
    return found;
}

void TestCliMtPretranslate::fillsFromTheEndpoint()
{
    QVERIFY(configure());
    m_server->answer(QStringLiteral("机器译文"));
    const CliRun run = cli({QStringLiteral("pretranslate"), m_project, QStringLiteral("--issue"), QStringLiteral("7"),
        QStringLiteral("--mt"), QStringLiteral("--json")});
    QVERIFY2(run.exitCode == 0, run.err.constData());
    const QJsonObject json = QJsonDocument::fromJson(run.out).object();
    QCOMPARE(json.value(QStringLiteral("issue")).toInt(), 7);
    QCOMPARE(json.value(QStringLiteral("source")).toString(), QStringLiteral("machine"));
    QCOMPARE(json.value(QStringLiteral("filled")).toInt(), 3);
    QCOMPARE(json.value(QStringLiteral("kept")).toInt(), 0);
    const QJsonArray blocks = json.value(QStringLiteral("blocks")).toArray();
    QCOMPARE(blocks.size(), 3);
    const QJsonArray suggestions = json.value(QStringLiteral("suggestions")).toArray();
    QCOMPARE(suggestions.size(), 3);
    for (int i = 0; i < suggestions.size(); ++i) {
        const QJsonObject suggestion = suggestions.at(i).toObject();
        QCOMPARE(suggestion.value(QStringLiteral("block")).toDouble(), blocks.at(i).toDouble());
        QCOMPARE(suggestion.value(QStringLiteral("text")).toString(), QStringLiteral("机器译文"));
        QVERIFY(suggestion.value(QStringLiteral("findings")).isArray());
        QVERIFY(suggestion.value(QStringLiteral("sourceBlock")).toDouble() > 0);
    }
    QCOMPARE(statuses(), QStringList({QStringLiteral("machine"), QStringLiteral("machine"), QStringLiteral("machine")}));
    QCOMPARE(m_server->requests().size(), 3);
    QCOMPARE(m_server->requests().constFirst().headers.value("authorization"), QByteArray("Bearer sk-test-123"));
}

void TestCliMtPretranslate::refuses_data()
{
    QTest::addColumn<bool>("configured");
    QTest::addColumn<int>("status"); // of the endpoint
    QTest::addColumn<QString>("message");
    QTest::newRow("no endpoint: nothing sent") << false << 200 << QStringLiteral("No machine-translation endpoint");
    QTest::newRow("endpoint error: nothing written") << true << 500 << QStringLiteral("model exploded");
}

void TestCliMtPretranslate::refuses()
{
    QFETCH(bool, configured);
    QFETCH(int, status);
    QFETCH(QString, message);
    if (configured) {
        QVERIFY(configure());
    }
    if (status != 200) {
        m_server->error(status, QStringLiteral("model exploded"));
    }
    const CliRun run =
        cli({QStringLiteral("pretranslate"), m_project, QStringLiteral("--issue"), QStringLiteral("7"), QStringLiteral("--mt")});
    QCOMPARE(run.exitCode, 1);
    QVERIFY2(QString::fromUtf8(run.err).contains(message), run.err.constData());
    QCOMPARE(statuses(), QStringList({QStringLiteral("draft"), QStringLiteral("draft"), QStringLiteral("draft")}));
    QCOMPARE(m_server->requests().isEmpty(), !configured);
}

// --min is a memory score: with --mt it would be silently ignored, so it is refused.
void TestCliMtPretranslate::refusesMinWithMt()
{
    QVERIFY(configure());
    m_server->answer(QStringLiteral("机器译文"));
    const CliRun run = cli({QStringLiteral("pretranslate"), m_project, QStringLiteral("--issue"), QStringLiteral("7"),
        QStringLiteral("--mt"), QStringLiteral("--min"), QStringLiteral("90")});
    QCOMPARE(run.exitCode, 2);
    QVERIFY2(QString::fromUtf8(run.err).contains(QStringLiteral("--min")), run.err.constData());
    QCOMPARE(statuses(), QStringList({QStringLiteral("draft"), QStringLiteral("draft"), QStringLiteral("draft")}));
    QVERIFY(m_server->requests().isEmpty());
}

// One block filled by the machine, one from the memory (through the CLI too).
void TestCliMtPretranslate::dashboardAndReviewCountMachineApart()
{
    QVERIFY(configure());
    {
        ProjectStore store;
        QVERIFY(store.open(m_project));
        QVERIFY(store.beginWrite());
        QSqlQuery query(store.database());
        QVERIFY(query.prepare(QStringLiteral("UPDATE target_blocks SET status = 'pretranslated', text = '重启机器。' WHERE text = ?")));
        query.addBindValue(QStringLiteral("Restart the machine."));
        QVERIFY(query.exec());
        QVERIFY(store.commit());
    }
    m_server->answer(QStringLiteral("机器译文"));
    QCOMPARE(
        cli({QStringLiteral("pretranslate"), m_project, QStringLiteral("--issue"), QStringLiteral("7"), QStringLiteral("--mt")}).exitCode,
        0);
    const CliRun dashboard = cli({QStringLiteral("dashboard"), m_project, QStringLiteral("--json")});
    QVERIFY2(dashboard.exitCode == 0, dashboard.err.constData());
    const QJsonObject root = QJsonDocument::fromJson(dashboard.out).object();
    QCOMPARE(root.value(QStringLiteral("machine_blocks")).toInt(), 2);
    QCOMPARE(root.value(QStringLiteral("pretranslated_blocks")).toInt(), 1);
    const QJsonObject issue = root.value(QStringLiteral("per_issue")).toArray().at(0).toObject();
    QCOMPARE(issue.value(QStringLiteral("machine_blocks")).toInt(), 2);
    QCOMPARE(issue.value(QStringLiteral("pretranslated_blocks")).toInt(), 1);
    QCOMPARE(issue.value(QStringLiteral("translated_blocks")).toInt(), 0);
    const CliRun review =
        cli({QStringLiteral("review"), m_project, QStringLiteral("--issue"), QStringLiteral("7"), QStringLiteral("--json")});
    QVERIFY2(review.exitCode == 0, review.err.constData());
    const QJsonObject blocks = QJsonDocument::fromJson(review.out).object().value(QStringLiteral("blocks")).toObject();
    QCOMPARE(blocks.value(QStringLiteral("machine")).toInt(), 2);
    QCOMPARE(blocks.value(QStringLiteral("pretranslated")).toInt(), 1);
}

QTEST_GUILESS_MAIN(TestCliMtPretranslate)
#include "tst_cli_mtpretranslate.moc"
