// SPDX-FileCopyrightText: 2026 Yiqiao authors
// SPDX-License-Identifier: GPL-3.0-or-later
#include "documentview.h"
#include "draft/draftsession.h"
#include "drafteditor.h"
#include "findchild.h"
#include "gui/actionregistry.h"
#include "gui/appsettings.h"
#include "gui/reviewcontroller.h"
#include "placecursor.h"
#include "reportscreenshots.h"
#include "review/commentrepository.h"
#include "review/feedbackimagerepository.h"
#include "review/feedbacklistmodel.h"
#include "review/feedbackrepository.h"
#include "review/reviewrepository.h"
#include "review/reviewsettings.h"
#include "reviewpane.h"
#include "screenshotstrip.h"
#include "sidebysideview.h"
#include "statuscolors.h"
#include "store/postimporter.h"
#include "store/projectstore.h"
#include "typetext.h"
#include "workbenchwindow.h"

#include <QApplication>
#include <QBuffer>
#include <QCheckBox>
#include <QImage>
#include <QInputDialog>
#include <QLabel>
#include <QPushButton>
#include <QSettings>
#include <QSignalSpy>
#include <QTableView>
#include <QTemporaryDir>
#include <QTest>
#include <QTimer>
#include <QTreeView>

#include <memory>

namespace {
const QByteArray kSource("# Adam\n\nFirst paragraph.\n\nSecond paragraph.\n\nThird paragraph.\n");
const QByteArray kDraft("# 亚当\n\n第一段。\n\n第二段。\n\n第三段。\n");

// Answers the next QInputDialog with text (OK), as the user would.
void answerInputDialog(const QString &text)
{
    auto *timer = new QTimer;
    QObject::connect(timer, &QTimer::timeout, timer, [timer, text] {
        if (auto *dialog = qobject_cast<QInputDialog *>(QApplication::activeModalWidget())) {
            dialog->setTextValue(text);
            dialog->accept();
            timer->deleteLater();
        }
    });
    timer->start(10);
}
} // namespace

class TestReviewController : public QObject
{
    Q_OBJECT
private Q_SLOTS:
    void initTestCase();
    void init();
    void cleanup();
    void ctrlShiftRMarksReviewed();
    void selectionReviewsEveryBlockItTouches();
    void rejectNeedsAReason();
    void twoReviewerRuleRefusesTheSamePerson();
    void confirmRecordsWhoConfirmed();
    void commentShowsBadgesInBothEditors();
    void sourceBadgeLeadsToTheDraftBlock();
    void feedbackRecorded();
    void fixConfirmedByTwoSeniorReviewers();
    void screenshotsStoredAndShown();
    void readOnlyChangesNothing();

private:
    qint64 blockId(const QString &text) const;
    QString storedStatus(const QString &text) const;
    int lineOf(const QString &text) const;
    DraftEditor *editor() const { return m_bench->view->draftEditor(); }
    void press(int key);

    QTemporaryDir m_config;
    std::unique_ptr<QTemporaryDir> m_dir;
    std::unique_ptr<ProjectStore> m_store;
    std::unique_ptr<WorkbenchWindow> m_bench;
    ReviewPane *m_pane = nullptr;
    ReviewController *m_review = nullptr;
    qint64 m_issueId = 0;
};

void TestReviewController::initTestCase()
{
    QCoreApplication::setOrganizationName(QStringLiteral("YiqiaoTest"));
    QCoreApplication::setApplicationName(QStringLiteral("tst_reviewcontroller"));
    QSettings::setPath(QSettings::NativeFormat, QSettings::UserScope, m_config.path());
    QSettings::setPath(QSettings::IniFormat, QSettings::UserScope, m_config.path());
}

void TestReviewController::init()
{
    AppSettings().setUserName(QStringLiteral("li"));
    m_dir = std::make_unique<QTemporaryDir>();
    m_store = std::make_unique<ProjectStore>();
    QVERIFY(m_store->create(m_dir->filePath(QStringLiteral("r.yiqiao")), QStringLiteral("R")));
    PostImporter importer(*m_store);
    QVERIFY2(importer.importPost(1, kSource, {}, {}, kDraft), qPrintable(importer.errorString()));
    m_issueId = importer.result().issueId;
    m_pane = new ReviewPane;
    m_bench = std::make_unique<WorkbenchWindow>(m_pane);
    m_review = new ReviewController(*m_bench->actions, *m_bench->workbench, *m_bench->view, *m_pane, m_bench->window.get());
    m_review->setProject(m_store.get(), false);
    QVERIFY(m_bench->workbench->showIssue(m_store.get(), m_issueId, QStringLiteral("Issue 1")));
    // Shortcuts work as in the main window: the actions belong to the window.
    for (ActionRegistry::Id id : {ActionRegistry::MarkReviewed, ActionRegistry::ApproveBlock, ActionRegistry::RejectBlock,
             ActionRegistry::ReopenBlock, ActionRegistry::ConfirmAndNext}) {
        m_bench->window->addAction(m_bench->actions->action(id));
    }
    m_bench->window->show();
    m_bench->window->activateWindow();
    QVERIFY(QTest::qWaitForWindowActive(m_bench->window.get()));
    editor()->setFocus();
    // Imported with a translation, every block starts translated.
    QCOMPARE(storedStatus(QStringLiteral("第二段。")), QStringLiteral("translated"));
}

void TestReviewController::cleanup()
{
    m_bench.reset();
    m_store.reset();
    m_dir.reset();
}

qint64 TestReviewController::blockId(const QString &text) const
{
    for (const TargetBlock &block : m_bench->workbench->session()->blocks()) {
        if (block.text == text) {
            return block.id;
        }
    }
    return 0;
}

QString TestReviewController::storedStatus(const QString &text) const
{
    DraftSession stored(*m_store, m_issueId);
    if (!stored.load()) {
        return QStringLiteral("unreadable");
    }
    for (const TargetBlock &block : stored.blocks()) {
        if (block.text == text) {
            return block.status;
        }
    }
    return {};
}

int TestReviewController::lineOf(const QString &text) const
{
    for (QTextBlock block = editor()->document()->firstBlock(); block.isValid(); block = block.next()) {
        if (block.text() == text) {
            return block.blockNumber();
        }
    }
    return -1;
}

void TestReviewController::press(int key)
{
    QTest::keyClick(editor(), Qt::Key(key), Qt::ControlModifier | Qt::ShiftModifier);
}

void TestReviewController::ctrlShiftRMarksReviewed()
{
    QVERIFY(placeCursor(editor(), QStringLiteral("第一段。"), 2));
    press(Qt::Key_R);
    QCOMPARE(storedStatus(QStringLiteral("第一段。")), QStringLiteral("reviewed"));
    QCOMPARE(storedStatus(QStringLiteral("第二段。")), QStringLiteral("translated"));
    const QList<ReviewEvent> history = ReviewRepository(*m_store).history(blockId(QStringLiteral("第一段。")));
    QCOMPARE(history.constLast().reviewer, QStringLiteral("li"));
    QCOMPARE(history.constLast().action, ReviewAction::Review);
    // The margin's status colour and the pane follow at once.
    QCOMPARE(editor()->lineMarkers().value(lineOf(QStringLiteral("第一段。"))), StatusColors::forStatus(QStringLiteral("reviewed")));
    QCOMPARE(m_pane->block().status, QStringLiteral("reviewed"));
    QVERIFY(child<QLabel>(*m_pane, "reviewSummary")->text().startsWith(QStringLiteral("1/4 reviewed")));
    QVERIFY(child<QPushButton>(*m_pane, "reviewApprove")->isEnabled());
}

void TestReviewController::selectionReviewsEveryBlockItTouches()
{
    QVERIFY(placeCursor(editor(), QStringLiteral("第一段。"), 1));
    QTextCursor cursor = editor()->textCursor();
    cursor.setPosition(editor()->document()->findBlockByNumber(lineOf(QStringLiteral("第二段。"))).position() + 1, QTextCursor::KeepAnchor);
    editor()->setTextCursor(cursor);
    QCOMPARE(m_review->selectedBlocks().size(), 2);
    press(Qt::Key_R);
    QCOMPARE(storedStatus(QStringLiteral("第一段。")), QStringLiteral("reviewed"));
    QCOMPARE(storedStatus(QStringLiteral("第二段。")), QStringLiteral("reviewed"));
    QCOMPARE(storedStatus(QStringLiteral("第三段。")), QStringLiteral("translated"));
}

void TestReviewController::rejectNeedsAReason()
{
    QSignalSpy failed(m_review, &ReviewController::failed);
    QVERIFY(placeCursor(editor(), QStringLiteral("第二段。")));
    QVERIFY(!m_review->reviewSelection(ReviewAction::Reject, QStringLiteral("  ")));
    QCOMPARE(failed.count(), 1);
    QVERIFY2(
        failed.at(0).at(0).toString().contains(QStringLiteral("Say why the block is rejected")), qPrintable(failed.at(0).at(0).toString()));
    QCOMPARE(storedStatus(QStringLiteral("第二段。")), QStringLiteral("translated"));
    // Ctrl+Shift+J asks for the reason.
    answerInputDialog(QStringLiteral("数字不对"));
    press(Qt::Key_J);
    QCOMPARE(storedStatus(QStringLiteral("第二段。")), QStringLiteral("draft"));
    QCOMPARE(ReviewRepository(*m_store).history(blockId(QStringLiteral("第二段。"))).constLast().note, QStringLiteral("数字不对"));
    // A rejected block is marked in both margins, with the reason in the tooltip.
    const QList<CommentBadge> draft = editor()->commentBadges();
    QCOMPARE(draft.size(), 1);
    QCOMPARE(draft.at(0).line, lineOf(QStringLiteral("第二段。")));
    QVERIFY(draft.at(0).rejected);
    QVERIFY(draft.at(0).toolTip.contains(QStringLiteral("数字不对")));
    QCOMPARE(m_bench->view->sourceView()->commentBadges().size(), 1);
    QCOMPARE(m_bench->view->sourceView()->commentBadges().at(0).line, 4); // "Second paragraph."
    QVERIFY(child<QLabel>(*m_pane, "reviewSummary")->text().contains(QStringLiteral("1 rejected")));
}

void TestReviewController::twoReviewerRuleRefusesTheSamePerson()
{
    QVERIFY(m_review->setTwoReviewers(true));
    QSignalSpy failed(m_review, &ReviewController::failed);
    QVERIFY(placeCursor(editor(), QStringLiteral("第三段。")));
    press(Qt::Key_R);
    press(Qt::Key_A);
    QCOMPARE(failed.count(), 1);
    QVERIFY2(failed.at(0).at(0).toString().contains(QStringLiteral("li reviewed this block: the project requires a second person")),
        qPrintable(failed.at(0).at(0).toString()));
    QCOMPARE(storedStatus(QStringLiteral("第三段。")), QStringLiteral("reviewed"));
    AppSettings().setUserName(QStringLiteral("wang"));
    press(Qt::Key_A);
    QCOMPARE(storedStatus(QStringLiteral("第三段。")), QStringLiteral("approved"));
    QVERIFY(child<QLabel>(*m_pane, "reviewSummary")->text().contains(QStringLiteral("Reviewers: li, wang")));
    // The setting is the project's, shown in the pane.
    QVERIFY(child<QCheckBox>(*m_pane, "reviewTwoReviewers")->isChecked());
}

void TestReviewController::confirmRecordsWhoConfirmed()
{
    QVERIFY(placeCursor(editor(), QStringLiteral("第三段。"), -1));
    typeText(editor(), QStringLiteral("改"));
    QVERIFY(m_bench->workbench->save());
    QCOMPARE(storedStatus(QStringLiteral("第三段。改")), QStringLiteral("draft"));
    QTest::keyClick(editor(), Qt::Key_Return, Qt::ControlModifier);
    QCOMPARE(storedStatus(QStringLiteral("第三段。改")), QStringLiteral("translated"));
    const ReviewEvent last = ReviewRepository(*m_store).history(blockId(QStringLiteral("第三段。改"))).constLast();
    QCOMPARE(last.action, ReviewAction::Confirm);
    QCOMPARE(last.reviewer, QStringLiteral("li"));
}

void TestReviewController::commentShowsBadgesInBothEditors()
{
    QVERIFY(m_review->addComment(blockId(QStringLiteral("第二段。")), QStringLiteral("术语不统一\n第二行")));
    QCOMPARE(editor()->commentBadges(),
        (QList<CommentBadge> {{lineOf(QStringLiteral("第二段。")), 1, false, QStringLiteral("li: 术语不统一")}}));
    QCOMPARE(m_bench->view->sourceView()->commentBadges(), (QList<CommentBadge> {{4, 1, false, QStringLiteral("li: 术语不统一")}}));
    // A paragraph typed above moves the badge with its block at the next save.
    QVERIFY(placeCursor(editor(), QStringLiteral("第一段。"), -1));
    QTest::keyClick(editor(), Qt::Key_Return);
    QTest::keyClick(editor(), Qt::Key_Return);
    typeText(editor(), QStringLiteral("新段落。"));
    QVERIFY(m_bench->workbench->save());
    QCOMPARE(editor()->commentBadges().at(0).line, lineOf(QStringLiteral("第二段。")));
    QCOMPARE(editor()->commentBadges().at(0).line, 6);
    // Resolved from the pane, the thread leaves the margins.
    QVERIFY(placeCursor(editor(), QStringLiteral("第二段。")));
    QTRY_COMPARE(m_pane->block().id, blockId(QStringLiteral("第二段。")));
    QVERIFY(m_pane->selectComment(CommentRepository(*m_store).comments(m_issueId).at(0).id));
    m_pane->resolveCurrent(QStringLiteral("统一为“张量”"));
    QVERIFY(CommentRepository(*m_store).comments(m_issueId).at(0).isResolved());
    QVERIFY(editor()->commentBadges().isEmpty());
    QVERIFY(m_bench->view->sourceView()->commentBadges().isEmpty());
}

void TestReviewController::sourceBadgeLeadsToTheDraftBlock()
{
    QVERIFY(m_review->addComment(blockId(QStringLiteral("第三段。")), QStringLiteral("漏译")));
    QSignalSpy wanted(m_review, &ReviewController::paneWanted);
    Q_EMIT m_bench->view->sourceView()->commentBadgeClicked(6); // "Third paragraph."
    QCOMPARE(editor()->textCursor().block().text(), QStringLiteral("第三段。"));
    QCOMPARE(wanted.count(), 1);
    QTRY_COMPARE(m_pane->block().id, blockId(QStringLiteral("第三段。")));
    QCOMPARE(child<QTreeView>(*m_pane, "reviewComments")->model()->rowCount(), 1);
}

void TestReviewController::feedbackRecorded()
{
    QVERIFY(m_review->recordFeedback(
        FeedbackReport::Type::Parameter, QStringLiteral("batch size 应为 32"), blockId(QStringLiteral("第一段。"))));
    const QList<FeedbackReport> reports = FeedbackRepository(*m_store).reports(m_issueId);
    QCOMPARE(reports.size(), 1);
    QCOMPARE(reports.at(0).type, FeedbackReport::Type::Parameter);
    QCOMPARE(reports.at(0).reporter, QStringLiteral("li"));
    QCOMPARE(reports.at(0).blockText, QStringLiteral("第一段。"));
    QCOMPARE(child<QTableView>(*m_pane, "reviewReports")->model()->rowCount(), 1);
    QCOMPARE(m_pane->currentReportId(), reports.at(0).id);
    // Marked fixed from the pane.
    m_pane->setCurrentReportStatus(FeedbackReport::Status::Fixed, QStringLiteral("已改为 32"));
    QCOMPARE(FeedbackRepository(*m_store).reports(m_issueId).at(0).status, FeedbackReport::Status::Fixed);
    QCOMPARE(FeedbackRepository(*m_store).reports(m_issueId).at(0).fixedBy, QStringLiteral("li"));
    QCOMPARE(child<QTableView>(*m_pane, "reviewReports")->model()->index(0, FeedbackListModel::StatusColumn).data().toString(),
        QStringLiteral("Fixed by li, awaiting confirmation (0/2)"));
}

// The Review pane's Confirm Fix as the user named in the settings; refusals reach the
// window (failed) and change nothing: neither the reporter nor the fixer confirms.
void TestReviewController::fixConfirmedByTwoSeniorReviewers()
{
    QVERIFY(m_review->recordFeedback(FeedbackReport::Type::Term, QStringLiteral("术语不对"), 0));
    AppSettings().setUserName(QStringLiteral("wang"));
    m_pane->setCurrentReportStatus(FeedbackReport::Status::Fixed, QStringLiteral("已改"));
    QVERIFY(m_review->setSeniorReviewers({QStringLiteral(" wang "), QStringLiteral("zhao"), QStringLiteral("li"), QStringLiteral("chen")}));
    QCOMPARE(ReviewSettings::load(*m_store).seniorReviewers,
        QStringList({QStringLiteral("wang"), QStringLiteral("zhao"), QStringLiteral("li"), QStringLiteral("chen")}));
    QCOMPARE(child<QLabel>(*m_pane, "reviewSeniorReviewersLabel")->text(),
        QStringLiteral("Senior reviewers (two confirm each fix): wang, zhao, li, chen"));
    const auto statusCell = [this] {
        return child<QTableView>(*m_pane, "reviewReports")->model()->index(0, FeedbackListModel::StatusColumn).data().toString();
    };
    QCOMPARE(statusCell(), QStringLiteral("Fixed by wang, awaiting confirmation (0/2)"));
    auto *confirm = child<QPushButton>(*m_pane, "reviewConfirmFix");
    QSignalSpy failed(m_review, &ReviewController::failed);
    QVERIFY(confirm->isEnabled());
    QTest::mouseClick(confirm, Qt::LeftButton); // wang marked it fixed
    AppSettings().setUserName(QStringLiteral("li"));
    QTest::mouseClick(confirm, Qt::LeftButton); // li recorded the report
    QCOMPARE(failed.count(), 2);
    QVERIFY2(failed.at(0).at(0).toString().contains(QStringLiteral("wang marked this report fixed and cannot confirm their own fix")),
        qPrintable(failed.at(0).at(0).toString()));
    QVERIFY2(failed.at(1).at(0).toString().contains(QStringLiteral("li recorded this report")), qPrintable(failed.at(1).at(0).toString()));
    QVERIFY(FeedbackRepository(*m_store).reports(m_issueId).at(0).confirmedBy.isEmpty());
    for (const QString &name : {QStringLiteral("zhao"), QStringLiteral("chen")}) {
        AppSettings().setUserName(name);
        QTest::mouseClick(confirm, Qt::LeftButton);
    }
    QCOMPARE(failed.count(), 2);
    QCOMPARE(
        FeedbackRepository(*m_store).reports(m_issueId).at(0).confirmedBy, QStringList({QStringLiteral("zhao"), QStringLiteral("chen")}));
    QCOMPARE(statusCell(), QStringLiteral("Fixed by wang, confirmed by zhao and chen"));
    QVERIFY(!confirm->isEnabled());
}

void TestReviewController::screenshotsStoredAndShown()
{
    QImage image(40, 30, QImage::Format_RGB32);
    image.fill(Qt::green);
    FeedbackImage shot;
    shot.name = QStringLiteral("oom.png");
    QBuffer buffer(&shot.data);
    buffer.open(QIODevice::WriteOnly);
    image.save(&buffer, "PNG");
    QVERIFY(m_review->recordFeedback(FeedbackReport::Type::Parameter, QStringLiteral("显存不够"), 0, {shot}));
    auto *strip = child<ScreenshotStrip>(*m_pane, "reviewScreenshots");
    QCOMPARE(strip->count(), 1); // the new report is current
    QVERIFY(m_review->addScreenshot(m_pane->currentReportId(), shot));
    QCOMPARE(strip->count(), 2);
    QCOMPARE(FeedbackImageRepository(*m_store).images(m_pane->currentReportId()).size(), 2);
    strip->setCurrentRow(0);
    m_pane->screenshots()->removeCurrent();
    QCOMPARE(strip->count(), 1);
    QCOMPARE(FeedbackImageRepository(*m_store).images(m_pane->currentReportId()).size(), 1);
    QSignalSpy failed(m_review, &ReviewController::failed);
    shot.data = "not an image";
    QVERIFY(!m_review->addScreenshot(m_pane->currentReportId(), shot));
    QCOMPARE(failed.count(), 1);
    QCOMPARE(strip->count(), 1);
}

void TestReviewController::readOnlyChangesNothing()
{
    m_review->setProject(m_store.get(), true);
    QVERIFY(placeCursor(editor(), QStringLiteral("第一段。")));
    press(Qt::Key_R);
    QCOMPARE(storedStatus(QStringLiteral("第一段。")), QStringLiteral("translated"));
    QVERIFY(!m_review->addComment(blockId(QStringLiteral("第一段。")), QStringLiteral("看不到")));
    QVERIFY(!child<QPushButton>(*m_pane, "reviewMarkReviewed")->isEnabled());
}

QTEST_MAIN(TestReviewController)
#include "tst_reviewcontroller.moc"
