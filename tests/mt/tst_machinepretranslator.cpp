// SPDX-FileCopyrightText: 2026 Yiqiao authors
// SPDX-License-Identifier: GPL-3.0-or-later
#include "draft/blockstatus.h"
#include "draft/draftsession.h"
#include "draft/revisionrepository.h"
#include "mt/machinepretranslator.h"
#include "mt/mtsettings.h"
#include "mt/mtsuggester.h"
#include "mttestserver.h"
#include "store/postimporter.h"
#include "tempproject.h"

#include <QTest>

#include <memory>

namespace {
// A heading and three paragraphs: four draft blocks as imported.
const QByteArray kPost("# Install the driver\n\n"
                       "Install the NVIDIA driver before you build the container image.\n\n"
                       "Run the benchmark on every GPU in the node.\n\n"
                       "Restart the machine.\n");

// "text|status" per draft block.
QStringList describe(const DraftSession &session)
{
    QStringList lines;
    for (const TargetBlock &block : session.blocks()) {
        lines.append(QStringLiteral("%1|%2").arg(block.text, block.status));
    }
    return lines;
}
} // namespace

class TestMachinePretranslator : public QObject
{
    Q_OBJECT
private Q_SLOTS:
    void init();
    void cleanup();
    void fillsOnlyBlocksStillAsImported();
    void leavesEverythingWhenItStops_data();
    void leavesEverythingWhenItStops();
    void asksOutsideAnyTransaction();
    void secondRunAsksNothing();
    void onlyProseGoesToTheEndpoint();
    void countsOnlyWhatIsWritten();

private:
    std::unique_ptr<DraftSession> session();
    bool run(MachinePretranslator &pretranslator, MachinePretranslator::Result *result);

    TempProject m_project;
    std::unique_ptr<MtTestServer> m_server;
    qint64 m_issueId = 0;
};

void TestMachinePretranslator::init()
{
    QCOMPARE(m_project.create(), QString());
    PostImporter importer(m_project.store());
    QVERIFY2(importer.importPost(1, kPost, QString(), QString()), qPrintable(importer.errorString()));
    m_issueId = importer.result().issueId;
    m_server = std::make_unique<MtTestServer>();
    QVERIFY(m_server->isListening());
    QString error;
    QVERIFY2(MtSettings::write(m_project.store(), m_server->url(), QStringLiteral("test-model"), &error), qPrintable(error));
}

void TestMachinePretranslator::cleanup()
{
    m_server.reset();
    m_project.close();
}

std::unique_ptr<DraftSession> TestMachinePretranslator::session()
{
    auto loaded = std::make_unique<DraftSession>(m_project.store(), m_issueId);
    return loaded->load() ? std::move(loaded) : nullptr;
}

bool TestMachinePretranslator::run(MachinePretranslator &pretranslator, MachinePretranslator::Result *result)
{
    std::unique_ptr<DraftSession> draft = session();
    return draft && pretranslator.run(*draft, result);
}

// The block the translator confirmed and the one they edited stay; the others get
// the endpoint's answer with status machine, and one revision records it all.
void TestMachinePretranslator::fillsOnlyBlocksStillAsImported()
{
    {
        std::unique_ptr<DraftSession> draft = session();
        QVERIFY(draft);
        QVERIFY(draft->setStatus(1, BlockStatus::Translated));
        QStringList lines = draft->text().split(QLatin1Char('\n'));
        const TargetBlock edited = draft->blocks().at(3);
        lines[edited.lineStart] = QStringLiteral("重启机器。");
        QVERIFY2(draft->update(lines.join(QLatin1Char('\n')), draft->lineIds()), qPrintable(draft->errorString()));
    }
    const int revisions = RevisionRepository(m_project.store()).count(m_issueId);
    m_server->answer(QStringLiteral("机器译文\n"));
    MachinePretranslator pretranslator(m_project.store(), m_issueId, QString());
    MachinePretranslator::Result result;
    QVERIFY2(run(pretranslator, &result), qPrintable(pretranslator.errorString()));
    QCOMPARE(result.filled, 2);
    QCOMPARE(result.kept, 2);
    QCOMPARE(m_server->requests().size(), 2);
    const QStringList blocks = describe(*session());
    QCOMPARE(blocks.at(0), QStringLiteral("机器译文|machine"));
    QCOMPARE(blocks.at(1), QStringLiteral("Install the NVIDIA driver before you build the container image.|translated"));
    QCOMPARE(blocks.at(2), QStringLiteral("机器译文|machine"));
    QCOMPARE(blocks.at(3), QStringLiteral("重启机器。|draft"));
    QCOMPARE(result.blocks.size(), 2);
    QCOMPARE(result.blocks.at(0).text, QStringLiteral("机器译文"));
    QCOMPARE(RevisionRepository(m_project.store()).count(m_issueId), revisions + 1);
}

void TestMachinePretranslator::leavesEverythingWhenItStops_data()
{
    QTest::addColumn<int>("status"); // of the endpoint; 0: it answers
    QTest::addColumn<int>("cancelAt"); // -1: never
    QTest::newRow("endpoint error 500") << 500 << -1;
    QTest::newRow("endpoint error 401") << 401 << -1;
    QTest::newRow("cancelled before the first request") << 0 << 0;
    QTest::newRow("cancelled after two answers") << 0 << 2;
}

// All or nothing: a failure or Cancel after some answers came back writes none of them.
void TestMachinePretranslator::leavesEverythingWhenItStops()
{
    QFETCH(int, status);
    QFETCH(int, cancelAt);
    if (status > 0) {
        m_server->error(status, QStringLiteral("model exploded"));
    } else {
        m_server->answer(QStringLiteral("机器译文"));
    }
    const QStringList before = describe(*session());
    const int revisions = RevisionRepository(m_project.store()).count(m_issueId);
    MachinePretranslator pretranslator(m_project.store(), m_issueId, QString());
    pretranslator.setProgress([cancelAt](int done, int) { return done != cancelAt; });
    MachinePretranslator::Result result;
    QVERIFY(!run(pretranslator, &result));
    QVERIFY(!pretranslator.errorString().isEmpty());
    QCOMPARE(pretranslator.wasCancelled(), cancelAt >= 0);
    QCOMPARE(result.filled, 0);
    QCOMPARE(describe(*session()), before);
    QCOMPARE(RevisionRepository(m_project.store()).count(m_issueId), revisions);
}

// No network call while the project is being written: every answer is in before
// the one transaction begins.
void TestMachinePretranslator::asksOutsideAnyTransaction()
{
    ProjectStore &store = m_project.store();
    QList<bool> writing;
    const MachinePretranslator::Suggest suggest = [&](qint64 sourceBlockId, MtSuggestion *out, QString *) {
        writing.append(store.isWriting());
        out->sourceBlockId = sourceBlockId;
        out->text = QStringLiteral("译文 %1").arg(sourceBlockId);
        out->findings = {{QStringLiteral("term.missing"), QStringLiteral("GPU is missing"), QStringLiteral("warning")}};
        return true;
    };
    MachinePretranslator pretranslator(store, m_issueId, suggest);
    MachinePretranslator::Result result;
    QVERIFY2(run(pretranslator, &result), qPrintable(pretranslator.errorString()));
    QCOMPARE(writing, QList<bool>({false, false, false, false}));
    QCOMPARE(result.filled, 4);
    QCOMPARE(result.findings, 4);
    QCOMPARE(result.blocks.at(2).findings.constFirst().check, QStringLiteral("term.missing"));
    const std::unique_ptr<DraftSession> filled = session();
    for (const TargetBlock &block : filled->blocks()) {
        QCOMPARE(block.status, BlockStatus::Machine);
        QVERIFY(block.text.startsWith(QStringLiteral("译文 ")));
    }
}

void TestMachinePretranslator::secondRunAsksNothing()
{
    m_server->answer(QStringLiteral("机器译文"));
    MachinePretranslator first(m_project.store(), m_issueId, QString());
    MachinePretranslator::Result result;
    QVERIFY2(run(first, &result), qPrintable(first.errorString()));
    QCOMPARE(result.filled, 4);
    const int requests = int(m_server->requests().size());
    MachinePretranslator second(m_project.store(), m_issueId, QString());
    QVERIFY2(run(second, &result), qPrintable(second.errorString()));
    QCOMPARE(result.filled, 0);
    QCOMPARE(result.kept, 4);
    QCOMPARE(int(m_server->requests().size()), requests);
}

// Front matter, code, HTML and breaks are never sent: a model would "translate" YAML
// keys and code. They stay as imported and count as kept.
void TestMachinePretranslator::onlyProseGoesToTheEndpoint()
{
    const QByteArray post("---\ntitle: \"Install\"\n---\n\n"
                          "Install the driver.\n\n"
                          "```bash\nsudo apt install nvidia-driver\n```\n\n"
                          "---\n\n"
                          "<div align=\"center\">logo</div>\n\n"
                          "Reboot.\n");
    PostImporter importer(m_project.store());
    QVERIFY2(importer.importPost(2, post, QString(), QString()), qPrintable(importer.errorString()));
    const qint64 issueId = importer.result().issueId;
    QList<qint64> asked;
    const MachinePretranslator::Suggest suggest = [&](qint64 sourceBlockId, MtSuggestion *out, QString *) {
        asked.append(sourceBlockId);
        out->sourceBlockId = sourceBlockId;
        out->text = QStringLiteral("译文");
        return true;
    };
    MachinePretranslator pretranslator(m_project.store(), issueId, suggest);
    MachinePretranslator::Result result;
    DraftSession draft(m_project.store(), issueId);
    QVERIFY(draft.load());
    QVERIFY2(pretranslator.run(draft, &result), qPrintable(pretranslator.errorString()));
    QCOMPARE(asked.size(), 2);
    QCOMPARE(result.filled, 2);
    QCOMPARE(result.kept, 4);
    DraftSession reloaded(m_project.store(), issueId);
    QVERIFY(reloaded.load());
    QStringList statuses;
    for (const TargetBlock &block : reloaded.blocks()) {
        statuses.append(block.status);
    }
    QCOMPARE(statuses, QStringList({"draft", "machine", "draft", "draft", "draft", "machine"}));
    QVERIFY(reloaded.text().contains(QStringLiteral("sudo apt install nvidia-driver")));
}

// A block edited while the answers come in is not written: it is not counted
// as filled either, nor listed, nor are its findings.
void TestMachinePretranslator::countsOnlyWhatIsWritten()
{
    std::unique_ptr<DraftSession> draft = session();
    QVERIFY(draft);
    int asked = 0;
    const MachinePretranslator::Suggest suggest = [&](qint64 sourceBlockId, MtSuggestion *out, QString *) {
        if (++asked == 2) { // the translator types into the last block meanwhile
            QStringList lines = draft->text().split(QLatin1Char('\n'));
            lines[draft->blocks().at(3).lineStart] = QStringLiteral("重启机器。");
            if (!draft->update(lines.join(QLatin1Char('\n')), draft->lineIds())) {
                return false;
            }
        }
        out->sourceBlockId = sourceBlockId;
        out->text = QStringLiteral("译文");
        out->findings = {{QStringLiteral("term.missing"), QStringLiteral("GPU is missing"), QStringLiteral("warning")}};
        return true;
    };
    MachinePretranslator pretranslator(m_project.store(), m_issueId, suggest);
    MachinePretranslator::Result result;
    QVERIFY2(pretranslator.run(*draft, &result), qPrintable(pretranslator.errorString()));
    QCOMPARE(asked, 4);
    QCOMPARE(result.filled, 3);
    QCOMPARE(result.blocks.size(), 3);
    QCOMPARE(result.findings, 3);
    QCOMPARE(describe(*session()).at(3), QStringLiteral("重启机器。|draft"));
}

QTEST_GUILESS_MAIN(TestMachinePretranslator)
#include "tst_machinepretranslator.moc"
