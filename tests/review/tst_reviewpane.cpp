// SPDX-FileCopyrightText: 2026 Yiqiao authors
// SPDX-License-Identifier: GPL-3.0-or-later
#include "feedbackdialog.h"
#include "findchild.h"
#include "review/commenttreemodel.h"
#include "review/reviewworkflow.h"
#include "reviewpane.h"
#include "typetext.h"

#include <QAbstractItemModelTester>
#include <QCheckBox>
#include <QComboBox>
#include <QDialogButtonBox>
#include <QLabel>
#include <QListWidget>
#include <QPlainTextEdit>
#include <QPushButton>
#include <QSignalSpy>
#include <QTableView>
#include <QTest>
#include <QTreeView>

using StatusCounts = QHash<QString, int>;

namespace {

ReviewPane::Block block(qint64 id, const QString &status)
{
    ReviewPane::Block block;
    block.id = id;
    block.ordinal = 3;
    block.status = status;
    block.excerpt = QStringLiteral("第三段。");
    return block;
}

Comment comment(qint64 id, qint64 blockId, qint64 parentId, const QString &body, bool resolved = false)
{
    Comment comment;
    comment.id = id;
    comment.targetBlockId = blockId;
    comment.parentId = parentId;
    comment.author = QStringLiteral("li");
    comment.body = body;
    comment.createdAt = QStringLiteral("2026-11-30T08:00:00.000Z");
    if (resolved) {
        comment.resolvedAt = QStringLiteral("2026-11-30T09:00:00.000Z");
        comment.resolvedBy = QStringLiteral("wang");
    }
    return comment;
}

// Block 10: an open thread (1) and a resolved one (2) with a reply (3); block 20: one thread (4).
const QList<Comment> kComments {comment(1, 10, 0, QStringLiteral("术语不统一")), comment(2, 10, 0, QStringLiteral("漏译"), true),
    comment(3, 10, 2, QStringLiteral("已补上")), comment(4, 20, 0, QStringLiteral("参数写错了"))};

ReviewEvent reviewEvent(ReviewAction action, const QString &from, const QString &to, const QString &reviewer, const QString &note = {})
{
    ReviewEvent made;
    made.action = action;
    made.fromStatus = from;
    made.toStatus = to;
    made.reviewer = reviewer;
    made.note = note;
    made.createdAt = QStringLiteral("2026-11-30T08:00:00.000Z");
    return made;
}

FeedbackReport report(qint64 id, FeedbackReport::Status status)
{
    FeedbackReport report;
    report.id = id;
    report.issueId = 1;
    report.targetBlockId = id == 1 ? 10 : 0;
    report.type = FeedbackReport::Type::Parameter;
    report.body = QStringLiteral("batch size 应为 32");
    report.status = status;
    return report;
}

QStringList topLevelTexts(QTreeView *view)
{
    QStringList texts;
    for (int row = 0; row < view->model()->rowCount(); ++row) {
        texts.append(view->model()->index(row, CommentTreeModel::TextColumn).data().toString());
    }
    return texts;
}

} // namespace

class TestReviewPane : public QObject
{
    Q_OBJECT
private Q_SLOTS:
    void initTestCase();
    void placeholderWithoutIssue();
    void buttonsFollowTheStatus_data();
    void buttonsFollowTheStatus();
    void buttonsRequestTheirAction();
    void historyNewestFirstWithReasons();
    void summaryText_data();
    void summaryText();
    void twoReviewersSetting();
    void commentTreeFilteredToTheBlock();
    void commentRequests();
    void feedbackDialogForm();
    void feedbackRequests();
};

void TestReviewPane::initTestCase()
{
    qRegisterMetaType<ReviewAction>();
}

void TestReviewPane::placeholderWithoutIssue()
{
    ReviewPane pane;
    QCOMPARE(child<QLabel>(pane, "reviewBlock")->text(), QStringLiteral("Open an issue to review it."));
    QVERIFY(!child<QPushButton>(pane, "reviewAddComment")->isEnabled());
    QVERIFY(!child<QPushButton>(pane, "reviewRecordFeedback")->isEnabled());
    QVERIFY(!child<QCheckBox>(pane, "reviewTwoReviewers")->isEnabled());
    pane.setIssueOpen(true);
    QCOMPARE(child<QLabel>(pane, "reviewBlock")->text(), QStringLiteral("The cursor is on no draft block."));
    QVERIFY(!child<QPushButton>(pane, "reviewAddComment")->isEnabled());
    QVERIFY(child<QPushButton>(pane, "reviewRecordFeedback")->isEnabled());
}

void TestReviewPane::buttonsFollowTheStatus_data()
{
    QTest::addColumn<QString>("status");
    QTest::addColumn<bool>("readOnly");
    // Mark Reviewed, Approve, Reject…, Reopen
    QTest::addColumn<QList<bool>>("enabled");
    QTest::newRow("draft: nothing to review") << "draft" << false << QList<bool> {false, false, false, false};
    QTest::newRow("pretranslated: not confirmed yet") << "pretranslated" << false << QList<bool> {false, false, false, false};
    QTest::newRow("translated: review or reject") << "translated" << false << QList<bool> {true, false, true, false};
    QTest::newRow("reviewed: approve, reject or reopen") << "reviewed" << false << QList<bool> {false, true, true, true};
    QTest::newRow("approved: reject or reopen") << "approved" << false << QList<bool> {false, false, true, true};
    QTest::newRow("read-only project: nothing") << "reviewed" << true << QList<bool> {false, false, false, false};
}

void TestReviewPane::buttonsFollowTheStatus()
{
    QFETCH(QString, status);
    QFETCH(bool, readOnly);
    QFETCH(QList<bool>, enabled);
    ReviewPane pane;
    pane.setIssueOpen(true);
    pane.setReadOnly(readOnly);
    pane.setBlock(block(10, status));
    const QList<bool> actual {child<QPushButton>(pane, "reviewMarkReviewed")->isEnabled(),
        child<QPushButton>(pane, "reviewApprove")->isEnabled(), child<QPushButton>(pane, "reviewReject")->isEnabled(),
        child<QPushButton>(pane, "reviewReopen")->isEnabled()};
    QCOMPARE(actual, enabled);
    QCOMPARE(child<QPushButton>(pane, "reviewAddComment")->isEnabled(), !readOnly);
}

void TestReviewPane::buttonsRequestTheirAction()
{
    ReviewPane pane;
    pane.setIssueOpen(true);
    pane.setBlock(block(10, QStringLiteral("translated")));
    QSignalSpy spy(&pane, &ReviewPane::reviewRequested);
    QTest::mouseClick(child<QPushButton>(pane, "reviewMarkReviewed"), Qt::LeftButton);
    QCOMPARE(spy.count(), 1);
    QCOMPARE(spy.at(0).at(0).toLongLong(), 10);
    QCOMPARE(spy.at(0).at(1).value<ReviewAction>(), ReviewAction::Review);
    // What Reject…'s dialog does with its answer: the reason goes along, trimmed.
    pane.reviewBlock(ReviewAction::Reject, QStringLiteral("  术语错了 \n"));
    QCOMPARE(spy.count(), 2);
    QCOMPARE(spy.at(1).at(1).value<ReviewAction>(), ReviewAction::Reject);
    QCOMPARE(spy.at(1).at(2).toString(), QStringLiteral("术语错了"));
    // Approve does not apply to a translated block: no request.
    pane.reviewBlock(ReviewAction::Approve);
    QCOMPARE(spy.count(), 2);
}

void TestReviewPane::historyNewestFirstWithReasons()
{
    ReviewPane pane;
    pane.setIssueOpen(true);
    ReviewPane::Block shown = block(10, QStringLiteral("translated"));
    shown.history = {reviewEvent(ReviewAction::Review, QStringLiteral("translated"), QStringLiteral("reviewed"), QStringLiteral("li")),
        reviewEvent(
            ReviewAction::Reject, QStringLiteral("reviewed"), QStringLiteral("draft"), QStringLiteral("wang"), QStringLiteral("数字不对")),
        reviewEvent(ReviewAction::Confirm, QStringLiteral("draft"), QStringLiteral("translated"), QStringLiteral("zhao")),
        reviewEvent(ReviewAction::Reopen, QStringLiteral("approved"), QStringLiteral("translated"), QString(),
            ReviewWorkflow::editedAfterReviewNote())};
    pane.setBlock(shown);
    auto *history = child<QListWidget>(pane, "reviewHistory");
    QCOMPARE(history->count(), 4);
    QVERIFY(history->item(0)->text().contains(QStringLiteral("(automatic)")));
    QVERIFY(history->item(0)->text().endsWith(QLatin1Char('\n') + ReviewWorkflow::displayNote(ReviewWorkflow::editedAfterReviewNote())));
    QVERIFY(history->item(1)->text().contains(QStringLiteral("zhao")));
    QVERIFY(history->item(2)->text().contains(QStringLiteral("wang")));
    QVERIFY(history->item(2)->text().endsWith(QStringLiteral("Reason: 数字不对")));
    QVERIFY(history->item(3)->text().contains(QStringLiteral("li")));
    // Who moved it last, in the header.
    const QString header = child<QLabel>(pane, "reviewBlock")->text();
    QVERIFY2(header.startsWith(QStringLiteral("Block 3: ")) && header.contains(QStringLiteral("(automatic)")), qPrintable(header));
}

void TestReviewPane::summaryText_data()
{
    QTest::addColumn<StatusCounts>("blocks");
    QTest::addColumn<int>("rejected");
    QTest::addColumn<QStringList>("reviewers");
    QTest::addColumn<QString>("expected");
    QTest::newRow("nothing reviewed yet") << StatusCounts {{QStringLiteral("translated"), 4}} << 0 << QStringList()
                                          << QStringLiteral("0/4 reviewed · 0 approved · 0 rejected");
    QTest::newRow("approved counts as reviewed, with reviewers")
        << StatusCounts {{QStringLiteral("draft"), 2}, {QStringLiteral("reviewed"), 7}, {QStringLiteral("approved"), 5},
               {QStringLiteral("translated"), 26}}
        << 2 << QStringList {QStringLiteral("li"), QStringLiteral("wang")}
        << QStringLiteral("12/40 reviewed · 5 approved · 2 rejected · Reviewers: li, wang");
}

void TestReviewPane::summaryText()
{
    QFETCH(StatusCounts, blocks);
    QFETCH(int, rejected);
    QFETCH(QStringList, reviewers);
    QFETCH(QString, expected);
    ReviewRepository::Summary summary;
    summary.blocks = blocks;
    summary.rejected = rejected;
    summary.reviewers = reviewers;
    QCOMPARE(ReviewPane::summaryText(summary), expected);
    ReviewPane pane;
    pane.setIssueOpen(true);
    pane.setSummary(summary);
    QCOMPARE(child<QLabel>(pane, "reviewSummary")->text(), expected);
}

void TestReviewPane::twoReviewersSetting()
{
    ReviewPane pane;
    pane.show();
    QVERIFY(QTest::qWaitForWindowExposed(&pane));
    pane.setIssueOpen(true);
    QSignalSpy spy(&pane, &ReviewPane::twoReviewersChangeRequested);
    auto *box = child<QCheckBox>(pane, "reviewTwoReviewers");
    pane.setTwoReviewers(true);
    QVERIFY(box->isChecked());
    QCOMPARE(spy.count(), 0);
    QTest::mouseClick(box, Qt::LeftButton);
    QCOMPARE(spy.count(), 1);
    QCOMPARE(spy.at(0).at(0).toBool(), false);
    pane.setReadOnly(true);
    QVERIFY(!box->isEnabled());
}

void TestReviewPane::commentTreeFilteredToTheBlock()
{
    ReviewPane pane;
    pane.show();
    QVERIFY(QTest::qWaitForWindowExposed(&pane));
    auto *view = child<QTreeView>(pane, "reviewComments");
    QAbstractItemModelTester tester(view->model(), QAbstractItemModelTester::FailureReportingMode::QtTest);
    pane.setIssueOpen(true);
    pane.setComments(kComments);
    pane.setBlock(block(10, QStringLiteral("translated")));
    QCOMPARE(topLevelTexts(view), (QStringList {QStringLiteral("术语不统一"), QStringLiteral("漏译")}));
    // The open thread unfolded, the resolved one folded and greyed.
    const QModelIndex open = view->model()->index(0, 0);
    const QModelIndex resolved = view->model()->index(1, 0);
    QVERIFY(!view->isExpanded(resolved));
    QCOMPARE(view->model()->rowCount(resolved), 1);
    QVERIFY(!open.data(Qt::ForegroundRole).isValid());
    QVERIFY(resolved.data(Qt::ForegroundRole).isValid());
    pane.setBlock(block(20, QStringLiteral("translated")));
    QCOMPARE(topLevelTexts(view), QStringList {QStringLiteral("参数写错了")});
    pane.setBlock({});
    QCOMPARE(topLevelTexts(view), QStringList());
    QTest::mouseClick(child<QCheckBox>(pane, "reviewThisBlockOnly"), Qt::LeftButton);
    QCOMPARE(topLevelTexts(view).size(), 3);
    // A double click on a comment of another block asks to go there.
    QSignalSpy jump(&pane, &ReviewPane::jumpRequested);
    Q_EMIT view->doubleClicked(view->model()->index(2, 0));
    QCOMPARE(jump.count(), 1);
    QCOMPARE(jump.at(0).at(0).toLongLong(), 20);
}

void TestReviewPane::commentRequests()
{
    ReviewPane pane;
    pane.setIssueOpen(true);
    pane.setComments(kComments);
    pane.setBlock(block(10, QStringLiteral("reviewed")));
    QSignalSpy add(&pane, &ReviewPane::commentRequested);
    QSignalSpy reply(&pane, &ReviewPane::replyRequested);
    QSignalSpy resolve(&pane, &ReviewPane::resolveRequested);
    QSignalSpy reopen(&pane, &ReviewPane::reopenCommentRequested);
    QSignalSpy remove(&pane, &ReviewPane::deleteCommentRequested);
    pane.addComment(QStringLiteral("  请核对  "));
    pane.addComment(QStringLiteral("   "));
    QCOMPARE(add.count(), 1);
    QCOMPARE(add.at(0), (QList<QVariant> {qint64(10), QStringLiteral("请核对")}));
    // The reply of a resolved thread: Reopen Thread reopens its root.
    QVERIFY(pane.selectComment(3));
    QVERIFY(!child<QPushButton>(pane, "reviewResolve")->isEnabled());
    QTest::mouseClick(child<QPushButton>(pane, "reviewReopenThread"), Qt::LeftButton);
    QCOMPARE(reopen.count(), 1);
    QCOMPARE(reopen.at(0).at(0).toLongLong(), 2);
    QVERIFY(pane.selectComment(1));
    QVERIFY(!child<QPushButton>(pane, "reviewReopenThread")->isEnabled());
    pane.resolveCurrent(QStringLiteral("改好了"));
    pane.replyToCurrent(QStringLiteral("同意"));
    pane.deleteCurrentComment(); // the Delete button asks first
    QCOMPARE(resolve.at(0), (QList<QVariant> {qint64(1), QStringLiteral("改好了")}));
    QCOMPARE(reply.at(0), (QList<QVariant> {qint64(1), QStringLiteral("同意")}));
    QCOMPARE(remove.at(0).at(0).toLongLong(), 1);
    // New comments keep the current one current.
    pane.setComments(kComments + QList<Comment> {comment(5, 10, 0, QStringLiteral("新的"))});
    QCOMPARE(pane.currentCommentId(), 1);
    pane.setReadOnly(true);
    pane.addComment(QStringLiteral("不行"));
    QCOMPARE(add.count(), 1);
}

void TestReviewPane::feedbackDialogForm()
{
    FeedbackDialog dialog(QStringLiteral("block 3, “第三段。”"));
    auto *type = child<QComboBox>(dialog, "feedbackType");
    QCOMPARE(type->count(), 3);
    QCOMPARE(type->itemText(1), FeedbackReport::displayName(FeedbackReport::Type::Parameter));
    QPushButton *ok = dialog.findChild<QDialogButtonBox *>()->button(QDialogButtonBox::Ok);
    QVERIFY(!ok->isEnabled());
    QTest::keyClicks(child<QPlainTextEdit>(dialog, "feedbackText"), QStringLiteral("  "));
    QVERIFY(!ok->isEnabled()); // blank is no report
    typeText(child<QPlainTextEdit>(dialog, "feedbackText"), QStringLiteral("少了一步"));
    QVERIFY(ok->isEnabled());
    type->setCurrentIndex(2);
    QCOMPARE(dialog.type(), FeedbackReport::Type::Logic);
    QCOMPARE(dialog.text(), QStringLiteral("少了一步"));
    QVERIFY(dialog.attachToBlock());
    FeedbackDialog noBlock({});
    QVERIFY(!child<QCheckBox>(noBlock, "feedbackAttach")->isEnabled());
    QVERIFY(!noBlock.attachToBlock());
}

void TestReviewPane::feedbackRequests()
{
    ReviewPane pane;
    pane.setIssueOpen(true);
    pane.setBlock(block(10, QStringLiteral("approved")));
    QList<QPair<FeedbackReport::Type, qint64>> recorded;
    connect(&pane, &ReviewPane::feedbackRequested, this, [&recorded](FeedbackReport::Type type, const QString &, qint64 blockId) {
        recorded.append({type, blockId});
    });
    pane.recordFeedback(FeedbackReport::Type::Logic, QStringLiteral("漏了一段"), true);
    pane.recordFeedback(FeedbackReport::Type::Term, QStringLiteral("术语"), false);
    pane.recordFeedback(FeedbackReport::Type::Term, QStringLiteral(" "), false);
    QCOMPARE(recorded.size(), 2);
    QCOMPARE(recorded.at(0), qMakePair(FeedbackReport::Type::Logic, qint64(10)));
    QCOMPARE(recorded.at(1), qMakePair(FeedbackReport::Type::Term, qint64(0)));

    auto *table = child<QTableView>(pane, "reviewReports");
    QAbstractItemModelTester tester(table->model(), QAbstractItemModelTester::FailureReportingMode::QtTest);
    pane.setReports({report(1, FeedbackReport::Status::Open), report(2, FeedbackReport::Status::Fixed)});
    QList<FeedbackReport::Status> statuses;
    connect(&pane, &ReviewPane::feedbackStatusRequested, this,
        [&statuses](qint64, FeedbackReport::Status status, const QString &) { statuses.append(status); });
    QVERIFY(pane.selectReport(2));
    QVERIFY(!child<QPushButton>(pane, "reviewFeedbackFixed")->isEnabled());
    QVERIFY(child<QPushButton>(pane, "reviewFeedbackRejected")->isEnabled());
    QVERIFY(pane.selectReport(1));
    pane.setCurrentReportStatus(FeedbackReport::Status::Fixed, QStringLiteral("已改"));
    QCOMPARE(statuses, QList<FeedbackReport::Status> {FeedbackReport::Status::Fixed});
    QSignalSpy jump(&pane, &ReviewPane::jumpRequested);
    Q_EMIT table->doubleClicked(table->model()->index(0, 0));
    QCOMPARE(jump.count(), 1);
}

QTEST_MAIN(TestReviewPane)
#include "tst_reviewpane.moc"
