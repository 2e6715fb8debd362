// SPDX-FileCopyrightText: 2026 Yiqiao authors
// SPDX-License-Identifier: GPL-3.0-or-later
#include "clirunner.h"
#include "draft/blockstatus.h"
#include "draft/draftsession.h"
#include "store/issuerepository.h"
#include "store/projectstore.h"
#include "team/teamlease.h"
#include "team/teamworkingcopy.h"

#include <QJsonArray>
#include <QJsonDocument>
#include <QJsonObject>
#include <QTemporaryDir>
#include <QTest>

namespace {
const QByteArray kSource = "# Setup\n\nRun the benchmark twice.\n\nKeep the logs.\n\nRun the benchmark twice.\n";
const QByteArray kOther = "# Notes\n\nRun the benchmark twice.\n";
const QString kTranslation = QStringLiteral("把基准测试运行两次。");
} // namespace

// yiqiao-cli propagate as scripts call it: exit codes, --dry-run, --json, --all-issues.
class TestPropagateCommand : public QObject
{
    Q_OBJECT
private Q_SLOTS:
    void init();
    void exitCodes_data();
    void exitCodes();
    void nothingToPropagateIsExitZero();
    void dryRunChangesNothing();
    void propagatesAndPrintsJson();
    void allIssues();
    void workingCopyWritesOnlyHeldIssues();

private:
    CliRun cli(QStringList arguments);
    void import(int issue, const QByteArray &source);
    // Gives draft block index of issue `issue` (its first id) the translation, confirmed.
    void confirm(int issue, int index);
    QString draft(int issue);

    std::unique_ptr<QTemporaryDir> m_dir;
};

void TestPropagateCommand::init()
{
    m_dir = std::make_unique<QTemporaryDir>();
    QVERIFY(m_dir->isValid());
    QCOMPARE(cli({QStringLiteral("new"), QStringLiteral("p.yiqiao")}).exitCode, 0);
    import(1, kSource);
}

CliRun TestPropagateCommand::cli(QStringList arguments)
{
    return CliRun::in(m_dir->path(), arguments);
}

void TestPropagateCommand::import(int issue, const QByteArray &source)
{
    QFile file(m_dir->filePath(QStringLiteral("s%1.md").arg(issue)));
    QVERIFY(file.open(QIODevice::WriteOnly) && file.write(source) == source.size());
    file.close();
    const CliRun run =
        cli({QStringLiteral("import"), QStringLiteral("p.yiqiao"), QStringLiteral("--issue"), QString::number(issue), file.fileName()});
    QVERIFY2(run.exitCode == 0, run.err.constData());
}

void TestPropagateCommand::confirm(int issue, int index)
{
    ProjectStore store;
    QVERIFY(store.open(m_dir->filePath(QStringLiteral("p.yiqiao"))));
    DraftSession session(store, issue);
    QVERIFY2(session.load(), qPrintable(session.errorString()));
    const TargetBlock block = session.blocks().at(index);
    QStringList lines = session.text().split(QLatin1Char('\n'));
    lines[block.lineStart] = kTranslation;
    QVERIFY2(session.update(lines.join(QLatin1Char('\n')), session.lineIds()), qPrintable(session.errorString()));
    QVERIFY(session.setStatus(index, BlockStatus::Translated));
}

QString TestPropagateCommand::draft(int issue)
{
    const CliRun run = cli({QStringLiteral("export"), QStringLiteral("p.yiqiao"), QStringLiteral("--issue"), QString::number(issue),
        QStringLiteral("--draft")});
    return run.exitCode == 0 ? QString::fromUtf8(run.out) : QString::fromUtf8(run.err);
}

void TestPropagateCommand::exitCodes_data()
{
    QTest::addColumn<QStringList>("arguments");
    QTest::addColumn<int>("exitCode");
    QTest::newRow("no --issue: wrong command line") << QStringList {QStringLiteral("p.yiqiao")} << 2;
    QTest::newRow("no project: wrong command line") << QStringList {QStringLiteral("--issue"), QStringLiteral("1")} << 2;
    QTest::newRow("an unknown option") << QStringList {QStringLiteral("p.yiqiao"), QStringLiteral("--issue"), QStringLiteral("1"),
        QStringLiteral("--everything")} << 2;
    QTest::newRow("no such issue") << QStringList {QStringLiteral("p.yiqiao"), QStringLiteral("--issue"), QStringLiteral("9")} << 1;
    QTest::newRow("no such project") << QStringList {QStringLiteral("q.yiqiao"), QStringLiteral("--issue"), QStringLiteral("1")} << 1;
}

void TestPropagateCommand::exitCodes()
{
    QFETCH(QStringList, arguments);
    QFETCH(int, exitCode);
    const CliRun run = cli(QStringList {QStringLiteral("propagate")} + arguments);
    QCOMPARE(run.exitCode, exitCode);
    QCOMPARE(run.err.count('\n'), 1); // one line saying why
}

void TestPropagateCommand::nothingToPropagateIsExitZero()
{
    const CliRun run = cli({QStringLiteral("propagate"), QStringLiteral("p.yiqiao"), QStringLiteral("--issue"), QStringLiteral("1"),
        QStringLiteral("--json")});
    QCOMPARE(run.exitCode, 0);
    const QJsonObject json = QJsonDocument::fromJson(run.out).object();
    QCOMPARE(json.value(QStringLiteral("propagated")).toInt(), 0);
    QCOMPARE(json.value(QStringLiteral("repetitions")).toInt(), 2);
}

void TestPropagateCommand::dryRunChangesNothing()
{
    confirm(1, 1);
    const QString before = draft(1);
    const CliRun run = cli({QStringLiteral("propagate"), QStringLiteral("p.yiqiao"), QStringLiteral("--issue"), QStringLiteral("1"),
        QStringLiteral("--dry-run")});
    QCOMPARE(run.exitCode, 0);
    QVERIFY2(run.out.contains("block 4 ← block 2"), run.out.constData());
    QVERIFY(run.out.contains("1 block would take"));
    QCOMPARE(draft(1), before);
}

void TestPropagateCommand::propagatesAndPrintsJson()
{
    confirm(1, 1);
    const CliRun run = cli({QStringLiteral("propagate"), QStringLiteral("p.yiqiao"), QStringLiteral("--issue"), QStringLiteral("1"),
        QStringLiteral("--json")});
    QCOMPARE(run.exitCode, 0);
    const QJsonObject json = QJsonDocument::fromJson(run.out).object();
    QCOMPARE(json.value(QStringLiteral("propagated")).toInt(), 1);
    QCOMPARE(json.value(QStringLiteral("dryRun")).toBool(), false);
    QCOMPARE(json.value(QStringLiteral("status")).toString(), BlockStatus::Pretranslated);
    const QJsonObject fill = json.value(QStringLiteral("blocks")).toArray().at(0).toObject();
    QCOMPARE(fill.value(QStringLiteral("issue")).toInt(), 1);
    QCOMPARE(fill.value(QStringLiteral("block")).toInt(), 4);
    QCOMPARE(fill.value(QStringLiteral("from")).toInt(), 2);
    QCOMPARE(fill.value(QStringLiteral("statusBefore")).toString(), BlockStatus::Draft);
    QCOMPARE(fill.value(QStringLiteral("text")).toString(), kTranslation);
    QCOMPARE(draft(1).count(kTranslation), 2);
    const CliRun revisions = cli({QStringLiteral("revisions"), QStringLiteral("p.yiqiao"), QStringLiteral("--issue"), QStringLiteral("1")});
    QVERIFY2(revisions.out.contains("propagated 1 confirmed translation to identical blocks"), revisions.out.constData());
}

void TestPropagateCommand::allIssues()
{
    import(2, kOther);
    confirm(1, 1);
    const CliRun alone = cli({QStringLiteral("propagate"), QStringLiteral("p.yiqiao"), QStringLiteral("--issue"), QStringLiteral("1")});
    QCOMPARE(alone.exitCode, 0);
    QVERIFY(!draft(2).contains(kTranslation));
    const CliRun all = cli({QStringLiteral("propagate"), QStringLiteral("p.yiqiao"), QStringLiteral("--issue"), QStringLiteral("1"),
        QStringLiteral("--all-issues"), QStringLiteral("--json")});
    QCOMPARE(all.exitCode, 0);
    const QJsonObject json = QJsonDocument::fromJson(all.out).object();
    QCOMPARE(json.value(QStringLiteral("allIssues")).toBool(), true);
    QCOMPARE(json.value(QStringLiteral("propagated")).toInt(), 1);
    QCOMPARE(json.value(QStringLiteral("blocks")).toArray().at(0).toObject().value(QStringLiteral("issue")).toInt(), 2);
    QVERIFY(draft(2).contains(kTranslation));
}

// A working copy that holds issue 1 only: --issue 2 is refused (one line naming the
// holder, exit 1, no byte changed); --all-issues writes issue 1 and names issue 2 as
// left alone.
void TestPropagateCommand::workingCopyWritesOnlyHeldIssues()
{
    import(2, kOther);
    confirm(1, 1);
    {
        ProjectStore store;
        QVERIFY(store.open(m_dir->filePath(QStringLiteral("p.yiqiao"))));
        TeamWorkingCopy copy(store);
        QVERIFY2(copy.makeWorkingCopy(QStringLiteral("postgresql://me@127.0.0.1:1/series"), QStringLiteral("me"), false),
            qPrintable(copy.errorString()));
        IssueRepository issues(store);
        const QDateTime expires = QDateTime::currentDateTimeUtc().addSecs(3600);
        QVERIFY(copy.setLeases({TeamLease {copy.issueUuid(issues.issue(1)->id), QStringLiteral("me"), copy.settings().copyId, expires},
            TeamLease {copy.issueUuid(issues.issue(2)->id), QStringLiteral("zhang"), QStringLiteral("zhangs-copy"), expires}}));
    }
    const QString otherBefore = draft(2);
    QFile project(m_dir->filePath(QStringLiteral("p.yiqiao")));
    QVERIFY(project.open(QIODevice::ReadOnly));
    const QByteArray bytes = project.readAll();
    project.close();
    const CliRun refused = cli({QStringLiteral("propagate"), QStringLiteral("p.yiqiao"), QStringLiteral("--issue"), QStringLiteral("2")});
    QCOMPARE(refused.exitCode, 1);
    QVERIFY2(refused.err.contains("zhang"), refused.err.constData());
    QCOMPARE(refused.err.count('\n'), 1);
    QVERIFY(project.open(QIODevice::ReadOnly));
    QCOMPARE(project.readAll(), bytes);
    project.close();
    const CliRun all = cli({QStringLiteral("propagate"), QStringLiteral("p.yiqiao"), QStringLiteral("--issue"), QStringLiteral("1"),
        QStringLiteral("--all-issues"), QStringLiteral("--json")});
    QCOMPARE(all.exitCode, 0);
    const QJsonObject json = QJsonDocument::fromJson(all.out).object();
    QCOMPARE(json.value(QStringLiteral("leftAlone")).toArray(), QJsonArray({2}));
    QCOMPARE(json.value(QStringLiteral("propagated")).toInt(), 1); // issue 1's own repetition
    QCOMPARE(draft(1).count(kTranslation), 2);
    QCOMPARE(draft(2), otherBefore);
}

QTEST_GUILESS_MAIN(TestPropagateCommand)
#include "tst_propagatecommand.moc"
