// SPDX-FileCopyrightText: 2026 Yiqiao authors
// SPDX-License-Identifier: GPL-3.0-or-later
#include "clirunner.h"

#include <QJsonArray>
#include <QJsonDocument>
#include <QJsonObject>
#include <QTemporaryDir>
#include <QTest>

namespace {

// English words: Getting started 2, "Install the 2 packages first" 5 (the link target
// not counted) = 7. Chinese characters: 入门 2, 先安装个包 5 = 7; "2" is a word.
const QByteArray kSource("# Getting started\n\nInstall the 2 packages [first](https://example.com/install).\n");
const QByteArray kTranslation("# 入门\n\n先安装 2 个[包](https://example.com/install)。\n");

} // namespace

class TestDashboardCommand : public QObject
{
    Q_OBJECT

private Q_SLOTS:
    void initTestCase();
    void json_data();
    void json();
    void text();
    void statsKeepsItsFields();
    void missingProject();

private:
    QTemporaryDir m_dir;
};

void TestDashboardCommand::initTestCase()
{
    const QByteArray error = CliRun::newProjectWithIssue(m_dir.path(), QStringLiteral("p.yiqiao"), 4, kSource, kTranslation);
    QVERIFY2(error.isEmpty(), error.constData());
}

void TestDashboardCommand::json_data()
{
    QTest::addColumn<QString>("key");
    QTest::addColumn<int>("value");
    QTest::newRow("number") << QStringLiteral("number") << 4;
    QTest::newRow("english words of the source") << QStringLiteral("source_words") << 7;
    QTest::newRow("chinese characters of the draft") << QStringLiteral("chinese_characters") << 7;
    QTest::newRow("latin words of the draft") << QStringLiteral("draft_words") << 1;
    QTest::newRow("draft blocks") << QStringLiteral("draft_blocks") << 2;
    QTest::newRow("translated at import") << QStringLiteral("translated_blocks") << 2;
    QTest::newRow("nothing approved") << QStringLiteral("approved_blocks") << 0;
    QTest::newRow("no revision but the import") << QStringLiteral("revisions") << 0;
}

void TestDashboardCommand::json()
{
    QFETCH(QString, key);
    QFETCH(int, value);
    const CliRun run = CliRun::in(m_dir.path(), {QStringLiteral("dashboard"), QStringLiteral("p.yiqiao"), QStringLiteral("--json")});
    QCOMPARE(run.exitCode, 0);
    const QJsonObject root = QJsonDocument::fromJson(run.out).object();
    QCOMPARE(root.value(QStringLiteral("issues")).toInt(), 1);
    QCOMPARE(root.value(QStringLiteral("source_words")).toInt(), 7);
    const QJsonObject issue = root.value(QStringLiteral("per_issue")).toArray().at(0).toObject();
    QCOMPARE(issue.value(key).toInt(), value);
    for (const char *field : {"qa_errors", "qa_warnings", "open_checklist_items", "checklist_items", "deletion_ratio", "deletion_target",
             "updated_at", "reviewed_blocks", "translated_characters"}) {
        QVERIFY2(issue.contains(QLatin1String(field)), field);
    }
}

void TestDashboardCommand::text()
{
    const CliRun run = CliRun::in(m_dir.path(), {QStringLiteral("dashboard"), QStringLiteral("p.yiqiao")});
    QCOMPARE(run.exitCode, 0);
    const QString out = QString::fromUtf8(run.out);
    QVERIFY2(out.startsWith(QStringLiteral(
                 "#4 Getting started: translated 2/2, reviewed 0, approved 0 blocks; 7 Chinese characters, 7 English words")),
        qPrintable(out));
    QVERIFY2(out.contains(QStringLiteral(": 7 English words, 7 Chinese characters (1 Latin words in the drafts), 0 of 2 blocks approved")),
        qPrintable(out));
}

void TestDashboardCommand::statsKeepsItsFields()
{
    const CliRun run = CliRun::in(m_dir.path(), {QStringLiteral("stats"), QStringLiteral("p.yiqiao"), QStringLiteral("--json")});
    QCOMPARE(run.exitCode, 0);
    const QJsonObject root = QJsonDocument::fromJson(run.out).object();
    for (const char *field : {"source_blocks", "target_blocks", "source_chars", "progress", "per_issue"}) {
        QVERIFY2(root.contains(QLatin1String(field)), field);
    }
}

void TestDashboardCommand::missingProject()
{
    const CliRun run = CliRun::in(m_dir.path(), {QStringLiteral("dashboard"), QStringLiteral("none.yiqiao")});
    QCOMPARE(run.exitCode, 1);
    QVERIFY(!run.err.isEmpty());
    QVERIFY(run.out.isEmpty());
}

QTEST_GUILESS_MAIN(TestDashboardCommand)
#include "tst_dashboardcommand.moc"
