// SPDX-FileCopyrightText: 2026 Yiqiao authors
// SPDX-License-Identifier: GPL-3.0-or-later
#include "analysisproject.h"
#include "clirunner.h"

#include <QFile>
#include <QFileInfo>
#include <QJsonArray>
#include <QJsonDocument>
#include <QJsonObject>
#include <QSqlQuery>
#include <QTest>

// yiqiao-cli analyze PROJECT --issue N[,N...] [--json] [--csv FILE] over AnalysisProject:
// the text table, JSON, the CSV file (the golden file tst_matchanalysis keeps), and
// the refusals (exit 2, nothing written).
class TestAnalyzeCommand : public QObject
{
    Q_OBJECT
private Q_SLOTS:
    void initTestCase();
    void text();
    void json();
    void csvFile();
    void refused_data();
    void refused();
    void csvOverTheProjectIsRefused();
    void memoryUnreadable();

private:
    CliRun analyze(const QStringList &arguments) const;
    QString csvPath() const { return m_project.folder() + QStringLiteral("/out.csv"); }

    AnalysisProject m_project;
};

void TestAnalyzeCommand::initTestCase()
{
    const QString error = m_project.create();
    QVERIFY2(error.isEmpty(), qPrintable(error));
}

CliRun TestAnalyzeCommand::analyze(const QStringList &arguments) const
{
    return CliRun::in(m_project.folder(), QStringList {QStringLiteral("analyze"), m_project.path()} + arguments);
}

void TestAnalyzeCommand::text()
{
    const CliRun run = analyze({QStringLiteral("--issue"), QStringLiteral("1,2")});
    QCOMPARE(run.exitCode, 0);
    const QString out = QString::fromUtf8(run.out);
    QVERIFY2(out.contains(QStringLiteral("Issue 1: Analysis fixture")), run.out.constData());
    QVERIFY(out.contains(QStringLiteral("Issue 2: Second, with a comma")));
    QVERIFY(out.contains(QStringLiteral("Total of 2 issues")));
    for (const QString &label : {QStringLiteral("101% (in context)"), QStringLiteral("95–99%"), QStringLiteral("Repetitions"),
             QStringLiteral("Machine pre-translated"), QStringLiteral("Deleted")}) {
        QVERIFY2(out.contains(label), qPrintable(label));
    }
    QVERIFY(run.err.isEmpty());
}

void TestAnalyzeCommand::json()
{
    const CliRun run = analyze({QStringLiteral("--issue"), QStringLiteral("2,1"), QStringLiteral("--json")});
    QCOMPARE(run.exitCode, 0);
    QFile golden(QStringLiteral(YIQIAO_TEST_DATA "/analysis/issues-1-2.json"));
    QVERIFY(golden.open(QIODevice::ReadOnly));
    QCOMPARE(QJsonDocument::fromJson(run.out), QJsonDocument::fromJson(golden.readAll()));
    const QJsonObject total = QJsonDocument::fromJson(run.out).object().value(QStringLiteral("total")).toObject();
    QCOMPARE(total.value(QStringLiteral("issues")).toInt(), 2);
    QCOMPARE(total.value(QStringLiteral("total")).toObject().value(QStringLiteral("segments")).toInt(), AnalysisProject::BlockCount + 4);
}

void TestAnalyzeCommand::csvFile()
{
    QFile::remove(csvPath());
    const CliRun run = analyze({QStringLiteral("--issue"), QStringLiteral("1,2"), QStringLiteral("--csv"), csvPath()});
    QCOMPARE(run.exitCode, 0);
    QVERIFY(run.out.contains("Issue 1"));
    QFile written(csvPath());
    QVERIFY(written.open(QIODevice::ReadOnly));
    QFile golden(QStringLiteral(YIQIAO_TEST_DATA "/analysis/issues-1-2.csv"));
    QVERIFY(golden.open(QIODevice::ReadOnly));
    QCOMPARE(written.readAll(), golden.readAll());
}

void TestAnalyzeCommand::refused_data()
{
    QTest::addColumn<QStringList>("arguments");
    QTest::addColumn<QString>("message");
    const QString csv = QStringLiteral("--csv");
    QTest::newRow("an unknown issue among known ones")
        << QStringList {QStringLiteral("--issue"), QStringLiteral("1,99"), csv, QString()} << QStringLiteral("no issue 99");
    QTest::newRow("a number that is not one") << QStringList {QStringLiteral("--issue"), QStringLiteral("1,x"), csv, QString()}
                                              << QStringLiteral("'1,x'");
    QTest::newRow("issue 0") << QStringList {QStringLiteral("--issue"), QStringLiteral("0"), csv, QString()} << QStringLiteral("'0'");
    QTest::newRow("an empty item") << QStringList {QStringLiteral("--issue"), QStringLiteral("1,,2"), csv, QString()}
                                   << QStringLiteral("'1,,2'");
    QTest::newRow("no --issue") << QStringList {csv, QString()} << QStringLiteral("--issue N[,N...] is required");
}

void TestAnalyzeCommand::refused()
{
    QFETCH(QStringList, arguments);
    QFETCH(QString, message);
    QFile::remove(csvPath());
    arguments.last() = csvPath();
    const CliRun run = analyze(arguments);
    QCOMPARE(run.exitCode, 2);
    QVERIFY(run.out.isEmpty());
    QVERIFY2(QString::fromUtf8(run.err).contains(message), run.err.constData());
    QCOMPARE(run.err.count('\n'), 1);
    QVERIFY(!QFileInfo::exists(csvPath()));
}

void TestAnalyzeCommand::csvOverTheProjectIsRefused()
{
    QFile project(m_project.path());
    QVERIFY(project.open(QIODevice::ReadOnly));
    const QByteArray before = project.readAll();
    project.close();
    const CliRun run = analyze({QStringLiteral("--issue"), QStringLiteral("1"), QStringLiteral("--csv"), m_project.path()});
    QCOMPARE(run.exitCode, 2);
    QVERIFY2(run.err.contains("project file"), run.err.constData());
    QVERIFY(project.open(QIODevice::ReadOnly));
    QCOMPARE(project.readAll(), before);
}

// A memory whose units' sources cannot be read: exit 1 with the memory's message,
// no table of "no match" figures, no CSV.
void TestAnalyzeCommand::memoryUnreadable()
{
    AnalysisProject broken;
    const QString error = broken.create();
    QVERIFY2(error.isEmpty(), qPrintable(error));
    for (const QString &statement : {QStringLiteral("ALTER TABLE tm_units RENAME TO gone"),
             QStringLiteral("CREATE VIEW tm_units AS SELECT id, origin, issue_id FROM gone")}) {
        QSqlQuery query(broken.store().database());
        QVERIFY2(query.exec(statement), qPrintable(statement));
    }
    const QString csv = broken.folder() + QStringLiteral("/out.csv");
    const CliRun run = CliRun::in(broken.folder(),
        {QStringLiteral("analyze"), broken.path(), QStringLiteral("--issue"), QStringLiteral("1"), QStringLiteral("--csv"), csv});
    QCOMPARE(run.exitCode, 1);
    QVERIFY(run.out.isEmpty());
    QVERIFY2(!run.err.trimmed().isEmpty(), run.err.constData());
    QVERIFY(!QFileInfo::exists(csv));
}

QTEST_GUILESS_MAIN(TestAnalyzeCommand)
#include "tst_analyzecommand.moc"
