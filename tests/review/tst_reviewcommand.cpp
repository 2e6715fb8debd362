// SPDX-FileCopyrightText: 2026 Yiqiao authors
// SPDX-License-Identifier: GPL-3.0-or-later
// yiqiao-cli review. The post is from d2l-zh (Apache-2.0): chapter_optimization/
// adam_origin.md with its published Chinese (adam.md), shortened.
#include "clirunner.h"
#include "draft/blockstatus.h"
#include "review/feedbackrepository.h"
#include "store/projectstore.h"

#include <QFile>
#include <QJsonArray>
#include <QJsonDocument>
#include <QJsonObject>
#include <QSqlQuery>
#include <QTemporaryDir>
#include <QTest>

#include <memory>

namespace {

const QByteArray kSource(
    "# Adam\n\n"
    "In the discussions leading up to this section we encountered a number of techniques for efficient optimization.\n\n"
    "Adam combines all these techniques into one efficient learning algorithm.\n");
const QByteArray kTranslation("# Adam算法\n\n"
                              "本章我们已经学习了许多有效优化的技术。\n\n"
                              "Adam算法将所有这些技术汇总到一个高效的学习算法中。\n");

} // namespace

class TestReviewCommand : public QObject
{
    Q_OBJECT
private Q_SLOTS:
    void init();
    void freshIssue();
    void statusesMoveOnWithWhoDidIt();
    void machinePretranslationIsConfirmed();
    void refusalsChangeNothing_data();
    void refusalsChangeNothing();
    void manualChecklistItems();
    void seniorReviewersConfirmFixes();
    void markFixedThenConfirm_data();
    void markFixedThenConfirm();

private:
    CliRun cli(const QStringList &arguments) const { return CliRun::in(m_dir->path(), arguments); }
    QJsonObject state() const;
    QStringList issueArgs(const QString &command = QStringLiteral("review")) const
    {
        return {command, m_project, QStringLiteral("--issue"), QStringLiteral("4")};
    }
    QList<qint64> draftIds() const;
    // A report by 小王 on issue 4, open; its id.
    qint64 addReport() const;

    std::unique_ptr<QTemporaryDir> m_dir;
    QString m_project;
};

void TestReviewCommand::init()
{
    m_dir = std::make_unique<QTemporaryDir>();
    m_project = m_dir->filePath(QStringLiteral("p.yiqiao"));
    const QByteArray error = CliRun::newProjectWithIssue(m_dir->path(), m_project, 4, kSource, kTranslation);
    QVERIFY2(error.isEmpty(), error.constData());
}

QJsonObject TestReviewCommand::state() const
{
    const CliRun run = cli(issueArgs() << QStringLiteral("--json"));
    return QJsonDocument::fromJson(run.out).object();
}

QList<qint64> TestReviewCommand::draftIds() const
{
    QList<qint64> ids;
    const CliRun run = cli(issueArgs(QStringLiteral("blocks")) << QStringLiteral("--json"));
    for (const QJsonValue &block : QJsonDocument::fromJson(run.out).array()) {
        ids.append(block.toObject().value(QStringLiteral("id")).toVariant().toLongLong());
    }
    return ids;
}

qint64 TestReviewCommand::addReport() const
{
    ProjectStore store;
    if (!store.open(m_project)) {
        return 0;
    }
    QSqlQuery query(store.database());
    if (!query.exec(QStringLiteral("SELECT id FROM issues WHERE number = 4")) || !query.next()) {
        return 0;
    }
    const qint64 issueId = query.value(0).toLongLong();
    query.finish();
    FeedbackRepository feedback(store);
    return feedback.add(issueId, 0, FeedbackReport::Type::Parameter, QStringLiteral("学习率应为 1e-3"), QStringLiteral("小王"))
        ? feedback.addedId()
        : 0;
}

void TestReviewCommand::freshIssue()
{
    const QJsonObject json = state();
    QCOMPARE(json.value(QStringLiteral("issue")).toInt(), 4);
    QCOMPARE(json.value(QStringLiteral("blocks")).toObject().value(QStringLiteral("translated")).toInt(), 3);
    QCOMPARE(json.value(QStringLiteral("mayShip")).toBool(), false);
    const QJsonObject checklist = json.value(QStringLiteral("checklist")).toObject();
    QVERIFY(checklist.value(QStringLiteral("open")).toArray().contains(QStringLiteral("reader_test")));
    QVERIFY(!checklist.value(QStringLiteral("open")).toArray().contains(QStringLiteral("deletions_justified")));
    const CliRun text = cli(issueArgs());
    QCOMPARE(text.exitCode, 0);
    QVERIFY2(text.out.contains("blocks: 3 (3 translated); 0 rejected"), text.out.constData());
    QVERIFY(text.out.contains("block shipping"));
}

void TestReviewCommand::statusesMoveOnWithWhoDidIt()
{
    const QList<qint64> ids = draftIds();
    QCOMPARE(ids.size(), 3);
    const QString blocks = QStringLiteral("%1,%2").arg(ids.at(0)).arg(ids.at(1));
    CliRun run = cli(issueArgs() << QStringLiteral("--set") << QStringLiteral("review") << QStringLiteral("--blocks") << blocks
                                 << QStringLiteral("--reviewer") << QStringLiteral("审校·李"));
    QVERIFY2(run.exitCode == 0, run.err.constData());
    run = cli(issueArgs() << QStringLiteral("--set") << QStringLiteral("approve") << QStringLiteral("--blocks")
                          << QString::number(ids.at(0)) << QStringLiteral("--reviewer") << QStringLiteral("审校·王"));
    QVERIFY2(run.exitCode == 0, run.err.constData());
    run = cli(issueArgs() << QStringLiteral("--set") << QStringLiteral("reject") << QStringLiteral("--blocks") << QString::number(ids.at(2))
                          << QStringLiteral("--note") << QStringLiteral("“有效优化”译法待定"));
    QVERIFY2(run.exitCode == 0, run.err.constData());
    const QJsonObject json = state();
    const QJsonObject counts = json.value(QStringLiteral("blocks")).toObject();
    QCOMPARE(counts.value(QStringLiteral("approved")).toInt(), 1);
    QCOMPARE(counts.value(QStringLiteral("reviewed")).toInt(), 1);
    QCOMPARE(counts.value(QStringLiteral("draft")).toInt(), 1);
    QCOMPARE(json.value(QStringLiteral("rejected")).toInt(), 1);
    QCOMPARE(json.value(QStringLiteral("reviewers")).toArray(), (QJsonArray {QStringLiteral("审校·李"), QStringLiteral("审校·王")}));
}

// A block the machine pre-translated is confirmed like one from the memory.
void TestReviewCommand::machinePretranslationIsConfirmed()
{
    const QList<qint64> ids = draftIds();
    QCOMPARE(ids.size(), 3);
    {
        ProjectStore store;
        QVERIFY(store.open(m_project));
        QSqlQuery query(store.database());
        QVERIFY(query.prepare(QStringLiteral("UPDATE target_blocks SET status = ? WHERE id = ?")));
        query.addBindValue(BlockStatus::Machine);
        query.addBindValue(ids.at(1));
        QVERIFY(query.exec());
    }
    QCOMPARE(state().value(QStringLiteral("blocks")).toObject().value(QStringLiteral("translated")).toInt(), 2);
    const CliRun run = cli(
        issueArgs() << QStringLiteral("--set") << QStringLiteral("confirm") << QStringLiteral("--blocks") << QString::number(ids.at(1)));
    QVERIFY2(run.exitCode == 0, run.err.constData());
    QCOMPARE(state().value(QStringLiteral("blocks")).toObject().value(QStringLiteral("translated")).toInt(), 3);
}

void TestReviewCommand::refusalsChangeNothing_data()
{
    QTest::addColumn<QStringList>("arguments");
    QTest::addColumn<int>("exitCode");
    QTest::newRow("unknown action") << QStringList {QStringLiteral("--set"), QStringLiteral("bless"), QStringLiteral("--blocks"),
        QStringLiteral("1")} << 2;
    QTest::newRow("no blocks") << QStringList {QStringLiteral("--set"), QStringLiteral("review"), QStringLiteral("--reviewer"),
        QStringLiteral("李")} << 2;
    QTest::newRow("a block of no issue") << QStringList {QStringLiteral("--set"), QStringLiteral("review"), QStringLiteral("--blocks"),
        QStringLiteral("999"), QStringLiteral("--reviewer"), QStringLiteral("李")}
                                         << 1;
    QTest::newRow("review without a reviewer") << QStringList {QStringLiteral("--set"), QStringLiteral("review"),
        QStringLiteral("--blocks"), QStringLiteral("FIRST")}
                                               << 1;
    QTest::newRow("reject without a reason") << QStringList {QStringLiteral("--set"), QStringLiteral("reject"), QStringLiteral("--blocks"),
        QStringLiteral("FIRST")} << 1;
    QTest::newRow("approve a translated block") << QStringList {QStringLiteral("--set"), QStringLiteral("approve"),
        QStringLiteral("--blocks"), QStringLiteral("FIRST"), QStringLiteral("--reviewer"), QStringLiteral("王")}
                                                << 1;
    QTest::newRow("a computed checklist item") << QStringList {QStringLiteral("--check"), QStringLiteral("qa_clean"),
        QStringLiteral("--reviewer"), QStringLiteral("王")}
                                               << 1;
    QTest::newRow("an unknown checklist item") << QStringList {QStringLiteral("--check"), QStringLiteral("nope"),
        QStringLiteral("--reviewer"), QStringLiteral("王")}
                                               << 1;
}

void TestReviewCommand::refusalsChangeNothing()
{
    QFETCH(QStringList, arguments);
    QFETCH(int, exitCode);
    arguments.replaceInStrings(QStringLiteral("FIRST"), QString::number(draftIds().constFirst()));
    const QJsonObject before = state();
    const CliRun run = cli(issueArgs() + arguments);
    QCOMPARE(run.exitCode, exitCode);
    QVERIFY(!run.err.isEmpty());
    QCOMPARE(state(), before);
    QCOMPARE(before.value(QStringLiteral("blocks")).toObject().value(QStringLiteral("translated")).toInt(), 3);
}

void TestReviewCommand::manualChecklistItems()
{
    CliRun run = cli(issueArgs() << QStringLiteral("--check") << QStringLiteral("code_verified") << QStringLiteral("--reviewer")
                                 << QStringLiteral("审校·王") << QStringLiteral("--note") << QStringLiteral("在 A100 上跑通"));
    QVERIFY2(run.exitCode == 0, run.err.constData());
    auto item = [this](const QString &key) {
        for (const QJsonValue &value : state().value(QStringLiteral("checklist")).toObject().value(QStringLiteral("items")).toArray()) {
            if (value.toObject().value(QStringLiteral("key")).toString() == key) {
                return value.toObject();
            }
        }
        return QJsonObject();
    };
    QCOMPARE(item(QStringLiteral("code_verified")).value(QStringLiteral("done")).toBool(), true);
    QCOMPARE(item(QStringLiteral("code_verified")).value(QStringLiteral("checkedBy")).toString(), QStringLiteral("审校·王"));
    run = cli(issueArgs() << QStringLiteral("--uncheck") << QStringLiteral("code_verified") << QStringLiteral("--reviewer")
                          << QStringLiteral("审校·王"));
    QVERIFY2(run.exitCode == 0, run.err.constData());
    QCOMPARE(item(QStringLiteral("code_verified")).value(QStringLiteral("done")).toBool(), false);
}

// Seed 000: a fix to a reader's report is cross-checked by two senior reviewers; the
// CLI confirms through the same model operation as the Review pane.
void TestReviewCommand::seniorReviewersConfirmFixes()
{
    const qint64 reportId = addReport();
    QVERIFY(reportId != 0);
    CliRun run = cli(issueArgs() << QStringLiteral("--mark-fixed") << QString::number(reportId) << QStringLiteral("--note")
                                 << QStringLiteral("已改") << QStringLiteral("--by") << QStringLiteral("陈工"));
    QVERIFY2(run.exitCode == 0, run.err.constData());
    const QString id = QString::number(reportId);
    auto confirm = [&](const QString &reviewer) {
        return cli(issueArgs() << QStringLiteral("--confirm-fix") << id << QStringLiteral("--reviewer") << reviewer);
    };
    run = confirm(QStringLiteral("王工"));
    QCOMPARE(run.exitCode, 1);
    QVERIFY2(run.err.contains("no senior reviewers yet"), run.err.constData());
    run = cli(issueArgs() << QStringLiteral("--senior-reviewers") << QStringLiteral("王工, 李雷，小王、陈工"));
    QVERIFY2(run.exitCode == 0, run.err.constData());
    QCOMPARE(state().value(QStringLiteral("seniorReviewers")).toArray().toVariantList(),
        QVariantList({QStringLiteral("王工"), QStringLiteral("李雷"), QStringLiteral("小王"), QStringLiteral("陈工")}));
    run = confirm(QStringLiteral("小王"));
    QCOMPARE(run.exitCode, 1);
    QVERIFY2(run.err.contains("cannot confirm its fix"), run.err.constData());
    run = confirm(QStringLiteral("陈工"));
    QCOMPARE(run.exitCode, 1);
    QVERIFY2(run.err.contains("陈工 marked this report fixed and cannot confirm their own fix"), run.err.constData());
    QVERIFY2(confirm(QStringLiteral("王工")).exitCode == 0, run.err.constData());
    QJsonObject report = state().value(QStringLiteral("feedback")).toArray().at(0).toObject();
    QCOMPARE(report.value(QStringLiteral("statusText")).toString(), QStringLiteral("Fixed by 陈工, awaiting confirmation (1/2)"));
    QCOMPARE(report.value(QStringLiteral("fixedBy")).toString(), QStringLiteral("陈工"));
    QCOMPARE(state().value(QStringLiteral("feedbackAwaitingConfirmation")).toInt(), 1);
    run = confirm(QStringLiteral("王工"));
    QCOMPARE(run.exitCode, 1);
    QVERIFY2(run.err.contains("has confirmed this fix already"), run.err.constData());
    QVERIFY(confirm(QStringLiteral("李雷")).exitCode == 0);
    report = state().value(QStringLiteral("feedback")).toArray().at(0).toObject();
    QCOMPARE(report.value(QStringLiteral("confirmedBy")).toArray().toVariantList(),
        QVariantList({QStringLiteral("王工"), QStringLiteral("李雷")}));
    QCOMPARE(report.value(QStringLiteral("awaitingConfirmation")).toBool(), false);
    QCOMPARE(state().value(QStringLiteral("feedbackAwaitingConfirmation")).toInt(), 0);
    run = cli(issueArgs() << QStringLiteral("--confirm-fix") << QStringLiteral("99999") << QStringLiteral("--reviewer")
                          << QStringLiteral("王工"));
    QCOMPARE(run.exitCode, 1);
    QVERIFY2(run.err.contains("has no feedback report 99999"), run.err.constData());
}

void TestReviewCommand::markFixedThenConfirm_data()
{
    QTest::addColumn<QStringList>("mark"); // after issueArgs(); REPORT: the report's id
    QTest::addColumn<QString>("user"); // $USER for the run; empty: as it is
    QTest::addColumn<int>("markExit");
    QTest::addColumn<QString>("fixedBy"); // in review --json after marking
    QTest::addColumn<QString>("confirmer"); // confirms next; empty: nobody
    QTest::addColumn<QString>("error"); // the refusal on stderr (of marking, or else of confirming); empty: none
    const QString report = QStringLiteral("REPORT");
    const QString markFixed = QStringLiteral("--mark-fixed");
    const QString by = QStringLiteral("--by");
    QTest::newRow("marked fixed --by, another senior reviewer confirms")
        << QStringList {markFixed, report, by, QStringLiteral("陈工"), QStringLiteral("--note"), QStringLiteral("已改")} << QString() << 0
        << QStringLiteral("陈工") << QStringLiteral("王工") << QString();
    QTest::newRow("refused: the fixer confirms their own fix")
        << QStringList {markFixed, report, by, QStringLiteral("陈工")} << QString() << 0 << QStringLiteral("陈工") << QStringLiteral("陈工")
        << QStringLiteral("陈工 marked this report fixed and cannot confirm their own fix; two other senior reviewers must.");
    QTest::newRow("refused: the fixer in another case")
        << QStringList {markFixed, report, by, QStringLiteral("Chen")} << QString() << 0 << QStringLiteral("Chen")
        << QStringLiteral(" CHEN ") << QStringLiteral("CHEN marked");
    QTest::newRow("without --by the system's user is the fixer")
        << QStringList {markFixed, report} << QStringLiteral("Chen") << 0 << QStringLiteral("Chen") << QStringLiteral("chen")
        << QStringLiteral("chen marked this report fixed");
    QTest::newRow("refused: a blank --by") << QStringList {markFixed, report, by, QStringLiteral("  ")} << QString() << 1 << QString()
                                           << QString() << QStringLiteral("Say who fixed the report: the name is empty.");
    QTest::newRow("refused: not a report id") << QStringList {markFixed, QStringLiteral("first"), by, QStringLiteral("陈工")} << QString()
                                              << 2 << QString() << QString() << QStringLiteral("--mark-fixed takes a report id");
    QTest::newRow("refused: no report of the issue")
        << QStringList {markFixed, QStringLiteral("99999"), by, QStringLiteral("陈工")} << QString() << 1 << QString() << QString()
        << QStringLiteral("issue 4 has no feedback report 99999");
}

// review --mark-fixed records who fixed a reader's report (the pane's Mark Fixed…); that
// person cannot confirm the fix, whatever the case of the name.
void TestReviewCommand::markFixedThenConfirm()
{
    QFETCH(QStringList, mark);
    QFETCH(QString, user);
    QFETCH(int, markExit);
    QFETCH(QString, fixedBy);
    QFETCH(QString, confirmer);
    QFETCH(QString, error);
    const qint64 reportId = addReport();
    QVERIFY(reportId != 0);
    const QString id = QString::number(reportId);
    QVERIFY(cli(issueArgs() << QStringLiteral("--senior-reviewers") << QStringLiteral("王工,陈工,Chen")).exitCode == 0);
    mark.replaceInStrings(QStringLiteral("REPORT"), id);
    const QJsonObject before = state();
    const bool hadUser = qEnvironmentVariableIsSet("USER");
    const QByteArray oldUser = qgetenv("USER");
    if (!user.isEmpty()) {
        qputenv("USER", user.toUtf8());
    }
    CliRun run = cli(issueArgs() + mark);
    if (hadUser) {
        qputenv("USER", oldUser);
    } else {
        qunsetenv("USER");
    }
    QVERIFY2(run.exitCode == markExit, run.err.constData());
    if (markExit != 0) {
        QVERIFY2(run.err.contains(error.toUtf8()), run.err.constData());
        QCOMPARE(state(), before);
        return;
    }
    QJsonObject report = state().value(QStringLiteral("feedback")).toArray().at(0).toObject();
    QCOMPARE(report.value(QStringLiteral("status")).toString(), QStringLiteral("fixed"));
    QCOMPARE(report.value(QStringLiteral("fixedBy")).toString(), fixedBy);
    const QJsonObject marked = state();
    run = cli(issueArgs() << QStringLiteral("--confirm-fix") << id << QStringLiteral("--reviewer") << confirmer);
    QCOMPARE(run.exitCode, error.isEmpty() ? 0 : 1);
    if (!error.isEmpty()) {
        QVERIFY2(run.err.contains(error.toUtf8()), run.err.constData());
        QCOMPARE(state(), marked);
        return;
    }
    report = state().value(QStringLiteral("feedback")).toArray().at(0).toObject();
    QCOMPARE(report.value(QStringLiteral("confirmedBy")).toArray().toVariantList(), QVariantList {confirmer});
    QCOMPARE(
        report.value(QStringLiteral("statusText")).toString(), QStringLiteral("Fixed by %1, awaiting confirmation (1/2)").arg(fixedBy));
}

QTEST_GUILESS_MAIN(TestReviewCommand)
#include "tst_reviewcommand.moc"
