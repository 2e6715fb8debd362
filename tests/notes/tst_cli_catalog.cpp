// SPDX-FileCopyrightText: 2026 Yiqiao authors
// SPDX-License-Identifier: GPL-3.0-or-later
#include "clirunner.h"

#include <QDir>
#include <QFile>
#include <QJsonArray>
#include <QJsonDocument>
#include <QJsonObject>
#include <QTemporaryDir>
#include <QTest>

#include <memory>

// yiqiao-cli catalog: a project's catalogues exported and imported as files, their
// status, and the choice when the shipped catalogue is newer than the project's own;
// malformed files and wrong command lines fail on one line and change nothing.
class TestCliCatalog : public QObject
{
    Q_OBJECT

private Q_SLOTS:
    void init();
    void cleanup();

    void exportImportRoundTrip_data();
    void exportImportRoundTrip();
    void refusedChangesNothing_data();
    void refusedChangesNothing();
    void shippedNewerIsAChoice_data();
    void shippedNewerIsAChoice();

private:
    QString path(const QString &name) const { return m_dir->filePath(name); }
    CliRun cli(const QStringList &arguments) const { return CliRun::in(m_dir->path(), arguments); }
    QJsonObject status(const QString &project, const QString &catalogue) const;
    QByteArray read(const QString &name) const;

    std::unique_ptr<QTemporaryDir> m_dir;
};

namespace {
const QByteArray kOldGpus(R"({"version": 1, "gpus": [{"name": "X1", "nvlink": "no"}, {"name": "A100", "nvlink": "no"}]})");
}

void TestCliCatalog::init()
{
    m_dir = std::make_unique<QTemporaryDir>();
    QVERIFY(m_dir->isValid());
    for (const QString &project : {QStringLiteral("a.yiqiao"), QStringLiteral("b.yiqiao")}) {
        const CliRun run = cli({QStringLiteral("new"), project, QStringLiteral("--name"), project});
        QVERIFY2(run.exitCode == 0, run.err.constData());
    }
}

void TestCliCatalog::cleanup()
{
    m_dir.reset();
}

QJsonObject TestCliCatalog::status(const QString &project, const QString &catalogue) const
{
    const CliRun run = cli({QStringLiteral("catalog"), QStringLiteral("status"), project, QStringLiteral("--json")});
    const QJsonArray rows = QJsonDocument::fromJson(run.out).array();
    for (const QJsonValue &row : rows) {
        if (row.toObject().value(QStringLiteral("catalogue")).toString() == catalogue) {
            return row.toObject();
        }
    }
    return {};
}

QByteArray TestCliCatalog::read(const QString &name) const
{
    QFile file(path(name));
    return file.open(QIODevice::ReadOnly) ? file.readAll() : QByteArray();
}

void TestCliCatalog::exportImportRoundTrip_data()
{
    QTest::addColumn<QString>("catalogue");
    QTest::newRow("GPU catalogue") << QStringLiteral("gpus");
    QTest::newRow("version catalogue") << QStringLiteral("versions");
    QTest::newRow("compatibility catalogue") << QStringLiteral("compat");
}

// a's catalogue becomes b's own, byte for byte.
void TestCliCatalog::exportImportRoundTrip()
{
    QFETCH(QString, catalogue);
    const QString file = catalogue + QStringLiteral(".json");
    CliRun run = cli({QStringLiteral("catalog"), QStringLiteral("export"), QStringLiteral("a.yiqiao"), catalogue, file});
    QVERIFY2(run.exitCode == 0, run.err.constData());
    QVERIFY(run.err.isEmpty());
    const QByteArray exported = read(file);
    QVERIFY(exported.contains("\"version\""));
    QCOMPARE(status(QStringLiteral("b.yiqiao"), catalogue).value(QStringLiteral("origin")).toString(), QStringLiteral("shipped"));
    run = cli({QStringLiteral("catalog"), QStringLiteral("import"), QStringLiteral("b.yiqiao"), catalogue, file});
    QVERIFY2(run.exitCode == 0, run.err.constData());
    QVERIFY2(run.err.isEmpty(), run.err.constData());
    const QJsonObject row = status(QStringLiteral("b.yiqiao"), catalogue);
    QCOMPARE(row.value(QStringLiteral("origin")).toString(), QStringLiteral("project"));
    QCOMPARE(row.value(QStringLiteral("shippedIsNewer")).toBool(), false);
    run = cli({QStringLiteral("catalog"), QStringLiteral("export"), QStringLiteral("b.yiqiao"), catalogue, QStringLiteral("again.json")});
    QVERIFY2(run.exitCode == 0, run.err.constData());
    QCOMPARE(read(QStringLiteral("again.json")), exported);
}

void TestCliCatalog::refusedChangesNothing_data()
{
    QTest::addColumn<QStringList>("arguments"); // after "catalog"; FILE is bad.json
    QTest::addColumn<QByteArray>("content"); // of bad.json; "<folder>": a folder
    QTest::addColumn<int>("exitCode");
    QTest::addColumn<QString>("message");
    const QStringList importGpus {QStringLiteral("import"), QStringLiteral("b.yiqiao"), QStringLiteral("gpus"), QStringLiteral("bad.json")};
    QTest::newRow("cut JSON") << importGpus << QByteArray("{\"gpus\": [") << 1 << QStringLiteral("bad.json is not a GPU catalogue");
    QTest::newRow("a version catalogue as GPUs") << importGpus << QByteArray(R"({"cuda": []})") << 1 << QStringLiteral("no \"gpus\" list");
    QTest::newRow("bad NVLink value") << importGpus << QByteArray(R"({"gpus": [{"name": "X", "nvlink": "fast"}]})") << 1
                                      << QStringLiteral("\"nvlink\" must be");
    QTest::newRow("empty file") << importGpus << QByteArray() << 1 << QStringLiteral("empty");
    QTest::newRow("a folder") << importGpus << QByteArray("<folder>") << 1 << QStringLiteral("folder");
    QTest::newRow("unknown catalogue") << QStringList {QStringLiteral("import"), QStringLiteral("b.yiqiao"), QStringLiteral("cards"),
        QStringLiteral("bad.json")} << QByteArray(R"({"gpus": []})")
                                       << 2 << QStringLiteral("unknown catalogue 'cards'");
    QTest::newRow("no file named") << QStringList {QStringLiteral("import"), QStringLiteral("b.yiqiao"), QStringLiteral("gpus")}
                                   << QByteArray(R"({"gpus": []})") << 2 << QString();
    QTest::newRow("unknown action") << QStringList {QStringLiteral("replace"), QStringLiteral("b.yiqiao"), QStringLiteral("gpus")}
                                    << QByteArray() << 2 << QStringLiteral("catalog needs export, import");
}

void TestCliCatalog::refusedChangesNothing()
{
    QFETCH(QStringList, arguments);
    QFETCH(QByteArray, content);
    QFETCH(int, exitCode);
    QFETCH(QString, message);
    if (content == "<folder>") {
        QVERIFY(QDir(m_dir->path()).mkdir(QStringLiteral("bad.json")));
    } else {
        QFile file(path(QStringLiteral("bad.json")));
        QVERIFY(file.open(QIODevice::WriteOnly));
        file.write(content);
    }
    const CliRun before = cli({QStringLiteral("catalog"), QStringLiteral("status"), QStringLiteral("b.yiqiao"), QStringLiteral("--json")});
    const CliRun run = cli(QStringList {QStringLiteral("catalog")} + arguments);
    QCOMPARE(run.exitCode, exitCode);
    QVERIFY2(run.err.contains(message.toUtf8()), run.err.constData());
    if (exitCode == 1) {
        QCOMPARE(run.err.count('\n'), 1);
    }
    QVERIFY(run.out.isEmpty());
    const CliRun after = cli({QStringLiteral("catalog"), QStringLiteral("status"), QStringLiteral("b.yiqiao"), QStringLiteral("--json")});
    QCOMPARE(after.out, before.out);
}

void TestCliCatalog::shippedNewerIsAChoice_data()
{
    QTest::addColumn<QString>("choice");
    QTest::addColumn<QString>("origin");
    QTest::addColumn<bool>("hasX1");
    QTest::addColumn<bool>("hasH200");
    QTest::newRow("keep: the project's own stays, not asked again") << QStringLiteral("keep") << QStringLiteral("project") << true << false;
    QTest::newRow("take: the shipped one") << QStringLiteral("take") << QStringLiteral("shipped") << false << true;
    QTest::newRow("merge: own entries and the shipped ones it lacked")
        << QStringLiteral("merge") << QStringLiteral("project") << true << true;
}

// A catalogue from an older Yiqiao (version 1) imported: the CLI says the shipped one
// is newer on stderr, until the project chooses.
void TestCliCatalog::shippedNewerIsAChoice()
{
    QFETCH(QString, choice);
    QFETCH(QString, origin);
    QFETCH(bool, hasX1);
    QFETCH(bool, hasH200);
    QFile file(path(QStringLiteral("old.json")));
    QVERIFY(file.open(QIODevice::WriteOnly));
    file.write(kOldGpus);
    file.close();
    CliRun run = cli({QStringLiteral("catalog"), QStringLiteral("import"), QStringLiteral("b.yiqiao"), QStringLiteral("gpus"),
        QStringLiteral("old.json")});
    QCOMPARE(run.exitCode, 0);
    QVERIFY2(run.err.contains("The shipped GPU catalogue is newer"), run.err.constData());
    QVERIFY2(run.err.contains("catalog keep|take|merge"), run.err.constData());
    QCOMPARE(status(QStringLiteral("b.yiqiao"), QStringLiteral("gpus")).value(QStringLiteral("shippedIsNewer")).toBool(), true);
    run = cli({QStringLiteral("catalog"), QStringLiteral("status"), QStringLiteral("b.yiqiao")});
    QVERIFY2(run.err.contains("The shipped GPU catalogue is newer"), run.err.constData());

    run = cli({QStringLiteral("catalog"), choice, QStringLiteral("b.yiqiao"), QStringLiteral("gpus")});
    QVERIFY2(run.exitCode == 0, run.err.constData());
    const QJsonObject row = status(QStringLiteral("b.yiqiao"), QStringLiteral("gpus"));
    QCOMPARE(row.value(QStringLiteral("shippedIsNewer")).toBool(), false);
    QCOMPARE(row.value(QStringLiteral("origin")).toString(), origin);
    run = cli({QStringLiteral("catalog"), QStringLiteral("status"), QStringLiteral("b.yiqiao")});
    QVERIFY2(run.err.isEmpty(), run.err.constData());
    run = cli({QStringLiteral("catalog"), QStringLiteral("export"), QStringLiteral("b.yiqiao"), QStringLiteral("gpus"),
        QStringLiteral("now.json")});
    QVERIFY2(run.exitCode == 0, run.err.constData());
    const QByteArray now = read(QStringLiteral("now.json"));
    QCOMPARE(now.contains("\"X1\""), hasX1);
    QCOMPARE(now.contains("\"H200\""), hasH200);
}

QTEST_GUILESS_MAIN(TestCliCatalog)
#include "tst_cli_catalog.moc"
