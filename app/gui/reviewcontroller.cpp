// SPDX-FileCopyrightText: 2026 Yiqiao authors
// SPDX-License-Identifier: GPL-3.0-or-later
#include "gui/reviewcontroller.h"

#include "core/textexcerpt.h"
#include "documentview.h"
#include "draft/draftsession.h"
#include "drafteditor.h"
#include "feedbackdialog.h"
#include "gui/actionregistry.h"
#include "gui/appsettings.h"
#include "gui/workbenchcontroller.h"
#include "review/commentrepository.h"
#include "review/feedbackimagerepository.h"
#include "review/feedbackrepository.h"
#include "review/reviewrepository.h"
#include "review/reviewsettings.h"
#include "reviewpane.h"
#include "sidebysideview.h"
#include "store/projectstore.h"

#include <QAction>
#include <QInputDialog>

namespace {
constexpr int kTipThreads = 3; // a badge's tooltip lists this many threads at most

QString firstLine(const QString &text, int length = 60)
{
    return TextExcerpt::elided(text.trimmed().section(QLatin1Char('\n'), 0, 0).trimmed(), length);
}
} // namespace

ReviewController::ReviewController(
    ActionRegistry &actions, WorkbenchController &workbench, SideBySideView &view, ReviewPane &pane, QWidget *dialogParent)
    : IssueController(workbench, dialogParent)
    , m_view(view)
    , m_pane(pane)
{
    using A = ActionRegistry;
    connect(actions.action(A::MarkReviewed), &QAction::triggered, this, [this] { reviewSelection(ReviewAction::Review); });
    connect(actions.action(A::ApproveBlock), &QAction::triggered, this, [this] { reviewSelection(ReviewAction::Approve); });
    connect(actions.action(A::RejectBlock), &QAction::triggered, this, &ReviewController::askForRejection);
    connect(actions.action(A::ReopenBlock), &QAction::triggered, this, [this] { reviewSelection(ReviewAction::Reopen); });
    connect(actions.action(A::AddComment), &QAction::triggered, this, &ReviewController::askForComment);
    connect(actions.action(A::ReportFeedback), &QAction::triggered, this, &ReviewController::askForFeedback);
    workbench.connectEach(this, &ReviewController::refresh, &WorkbenchController::issueShown, &WorkbenchController::saved,
        &WorkbenchController::draftReloaded);
    connect(&workbench, &WorkbenchController::currentBlockChanged, this, &ReviewController::showBlock);
    connect(view.draftEditor(), &DraftEditor::commentBadgeClicked, this, &ReviewController::openDraftBadge);
    connect(view.sourceView(), &DocumentView::commentBadgeClicked, this, &ReviewController::openSourceBadge);
    connectPane();
}

void ReviewController::connectPane()
{
    connect(&m_pane, &ReviewPane::reviewRequested, this, &ReviewController::reviewBlock);
    connect(&m_pane, &ReviewPane::twoReviewersChangeRequested, this, &ReviewController::setTwoReviewers);
    connect(&m_pane, &ReviewPane::commentRequested, this, &ReviewController::addComment);
    connect(&m_pane, &ReviewPane::replyRequested, this, &ReviewController::reply);
    connect(&m_pane, &ReviewPane::resolveRequested, this, &ReviewController::resolve);
    connect(&m_pane, &ReviewPane::reopenCommentRequested, this, &ReviewController::reopenThread);
    connect(&m_pane, &ReviewPane::deleteCommentRequested, this, &ReviewController::removeComment);
    connect(&m_pane, &ReviewPane::feedbackRequested, this, &ReviewController::recordFeedback);
    connect(&m_pane, &ReviewPane::feedbackStatusRequested, this, &ReviewController::setReportStatus);
    connect(&m_pane, &ReviewPane::confirmFixRequested, this, &ReviewController::confirmFix);
    connect(&m_pane, &ReviewPane::screenshotAddRequested, this, &ReviewController::addScreenshot);
    connect(&m_pane, &ReviewPane::screenshotRemoveRequested, this, &ReviewController::removeScreenshot);
    connect(&m_pane, &ReviewPane::seniorReviewersChangeRequested, this, &ReviewController::setSeniorReviewers);
    connect(&m_pane, &ReviewPane::jumpRequested, this, [this](qint64 id) { m_workbench.goToDraftBlockId(id); });
}

void ReviewController::setProject(ProjectStore *store, bool readOnly)
{
    ProjectController::setProject(store, readOnly);
    m_pane.setReadOnly(readOnly);
    refresh();
}

bool ReviewController::writable() const
{
    return m_store && !m_readOnly && m_workbench.session();
}

void ReviewController::refresh()
{
    DraftSession *session = m_workbench.session();
    if (!m_store || !session) {
        m_pane.setIssueOpen(false);
        m_sourceBadgeTargets.clear();
        m_view.draftEditor()->setCommentBadges({});
        m_view.sourceView()->setCommentBadges({});
        return;
    }
    const qint64 issueId = m_workbench.issueId();
    const ReviewRepository reviews(*m_store);
    const QList<Comment> comments = CommentRepository(*m_store).comments(issueId);
    m_pane.setIssueOpen(true);
    m_pane.setSummary(reviews.summary(issueId));
    const ReviewSettings settings = ReviewSettings::load(*m_store);
    m_pane.setTwoReviewers(settings.twoReviewers);
    m_pane.setSeniorReviewers(settings.seniorReviewers);
    m_pane.setComments(comments);
    m_pane.setScreenshots(FeedbackImageRepository(*m_store).imagesOfIssue(issueId));
    m_pane.setReports(FeedbackRepository(*m_store).reports(issueId));
    showBlock();
    showBadges(comments, reviews.latestEvents(issueId));
}

void ReviewController::showBlock()
{
    DraftSession *session = m_workbench.session();
    const int index = session && m_store ? m_workbench.currentBlock() : -1;
    ReviewPane::Block block;
    if (index >= 0 && session->blocks().at(index).id != 0) {
        const TargetBlock &target = session->blocks().at(index);
        block.id = target.id;
        block.ordinal = index + 1;
        block.status = target.status;
        block.excerpt = firstLine(target.text.simplified(), 40);
        block.history = ReviewRepository(*m_store).history(target.id);
    }
    m_pane.setBlock(block);
}

// A badge on the first line of each draft block with open threads or sent back by
// its latest review, and on the first source block aligned to it.
void ReviewController::showBadges(const QList<Comment> &comments, const QHash<qint64, ReviewEvent> &latest)
{
    QHash<qint64, QStringList> threads; // first lines of the open threads, by block id
    for (const Comment &comment : comments) {
        if (comment.isRoot() && !comment.isResolved()) {
            threads[comment.targetBlockId].append(tr("%1: %2").arg(comment.author, firstLine(comment.body)));
        }
    }
    const DraftSession &session = *m_workbench.session();
    QList<CommentBadge> draft;
    QList<CommentBadge> source;
    m_sourceBadgeTargets.clear();
    for (int i = 0; i < session.blocks().size(); ++i) {
        const TargetBlock &block = session.blocks().at(i);
        const ReviewEvent event = latest.value(block.id);
        const bool rejected = block.status == QLatin1String("draft") && latest.contains(block.id) && event.action == ReviewAction::Reject;
        const QStringList open = threads.value(block.id);
        if (!rejected && open.isEmpty()) {
            continue;
        }
        QStringList tip = open.mid(0, kTipThreads);
        if (open.size() > kTipThreads) {
            tip.append(tr("… and %n more thread(s)", nullptr, int(open.size()) - kTipThreads));
        }
        if (rejected) {
            tip.prepend(tr("Rejected by %1: %2").arg(event.reviewer, event.note));
        }
        CommentBadge badge {block.lineStart, int(open.size()), rejected, tip.join(QLatin1Char('\n'))};
        draft.append(badge);
        const QList<int> sources = session.sourcesOfTarget(i);
        if (!sources.isEmpty() && !m_sourceBadgeTargets.contains(session.sourceBlocks().at(sources.first()).lineStart)) {
            badge.line = session.sourceBlocks().at(sources.first()).lineStart;
            m_sourceBadgeTargets.insert(badge.line, block.id);
            source.append(badge);
        }
    }
    m_view.draftEditor()->setCommentBadges(draft);
    m_view.sourceView()->setCommentBadges(source);
}

QList<int> ReviewController::selectedBlocks() const
{
    const DraftSession *session = m_workbench.session();
    if (!session) {
        return {};
    }
    const DraftEditor *editor = m_view.draftEditor();
    const LineSpan lines = editor->selectedLines();
    QList<int> indexes;
    for (int line = lines.first; line <= lines.last; ++line) {
        // A blank line belongs to the block before it, which the selection may not touch.
        const bool blank = editor->linesText({line, line}).trimmed().isEmpty();
        const int index = session->blockAtLine(line);
        if (index >= 0 && !indexes.contains(index) && (!blank || lines.first == lines.last)) {
            indexes.append(index);
        }
    }
    return indexes;
}

bool ReviewController::reviewSelection(ReviewAction action, const QString &note)
{
    // Block statuses are the draft's: only the working copy holding the issue sets them.
    if (!writable() || m_workbench.isDraftReadOnly() || !m_workbench.save()) {
        return false;
    }
    const QList<int> indexes = selectedBlocks();
    if (indexes.isEmpty()) {
        Q_EMIT failed(tr("The cursor is on no draft block."));
        return false;
    }
    return reviewIndexes(indexes, action, note);
}

bool ReviewController::reviewBlock(qint64 targetBlockId, ReviewAction action, const QString &note)
{
    if (!writable() || m_workbench.isDraftReadOnly() || !m_workbench.save()) {
        return false;
    }
    const int index = m_workbench.session()->indexOfBlock(targetBlockId);
    if (index < 0) {
        Q_EMIT failed(tr("The block is no longer in the draft."));
        return false;
    }
    return reviewIndexes({index}, action, note);
}

bool ReviewController::reviewIndexes(const QList<int> &indexes, ReviewAction action, const QString &note)
{
    DraftSession *session = m_workbench.session();
    if (!session->review(indexes, action, AppSettings().userName(), note)) {
        Q_EMIT failed(session->errorString());
        return false;
    }
    // The margins' status colours, the outline; saved() makes this controller refresh.
    m_workbench.refresh();
    Q_EMIT statusMessage(tr("%1: %n block(s)", nullptr, int(indexes.size())).arg(ReviewActions::displayName(action)));
    return true;
}

void ReviewController::askForRejection()
{
    if (!writable() || !m_workbench.save()) {
        return;
    }
    const QList<int> indexes = selectedBlocks();
    if (indexes.isEmpty()) {
        Q_EMIT failed(tr("The cursor is on no draft block."));
        return;
    }
    bool ok = false;
    const QString reason = QInputDialog::getMultiLineText(m_dialogParent, tr("Reject"),
        tr("Why do %n block(s) go back to draft? The translator sees this reason.", nullptr, int(indexes.size())), QString(), &ok);
    if (ok) {
        reviewIndexes(indexes, ReviewAction::Reject, reason);
    }
}

qint64 ReviewController::currentBlockId() const
{
    const int index = m_workbench.currentBlock();
    return index >= 0 ? m_workbench.session()->blocks().at(index).id : 0;
}

void ReviewController::askForComment()
{
    if (!writable() || !m_workbench.save()) {
        return;
    }
    const qint64 id = currentBlockId();
    if (id == 0) {
        Q_EMIT failed(tr("The cursor is on no draft block."));
        return;
    }
    Q_EMIT paneWanted();
    bool ok = false;
    const QString body = QInputDialog::getMultiLineText(
        m_dialogParent, tr("Add Comment"), tr("Comment on block %1:").arg(m_workbench.currentBlock() + 1), QString(), &ok);
    if (ok) {
        addComment(id, body);
    }
}

void ReviewController::askForFeedback()
{
    if (!writable() || !m_workbench.save()) {
        return;
    }
    const qint64 id = currentBlockId();
    const QString excerpt = id ? firstLine(m_workbench.session()->blocks().at(m_workbench.currentBlock()).text, 40) : QString();
    FeedbackDialog dialog(excerpt, m_dialogParent);
    if (dialog.exec() == QDialog::Accepted) {
        recordFeedback(dialog.type(), dialog.text(), dialog.attachToBlock() ? id : 0, dialog.screenshots());
    }
}

// After a comment or feedback write: refreshed on success, failed() otherwise.
bool ReviewController::done(bool ok, const Fallible &source)
{
    if (!ok) {
        Q_EMIT failed(source.errorString());
        return false;
    }
    refresh();
    return true;
}

bool ReviewController::addComment(qint64 targetBlockId, const QString &body)
{
    if (!writable()) {
        return false;
    }
    CommentRepository comments(*m_store);
    const bool ok = done(comments.add(targetBlockId, AppSettings().userName(), body), comments);
    if (ok) {
        m_pane.selectComment(comments.addedId());
    }
    return ok;
}

void ReviewController::reply(qint64 commentId, const QString &body)
{
    if (writable()) {
        CommentRepository comments(*m_store);
        if (done(comments.reply(commentId, AppSettings().userName(), body), comments)) {
            m_pane.selectComment(comments.addedId());
        }
    }
}

void ReviewController::resolve(qint64 commentId, const QString &resolution)
{
    if (writable()) {
        CommentRepository comments(*m_store);
        done(comments.resolve(commentId, AppSettings().userName(), resolution), comments);
    }
}

void ReviewController::reopenThread(qint64 commentId)
{
    if (writable()) {
        CommentRepository comments(*m_store);
        done(comments.reopen(commentId), comments);
    }
}

void ReviewController::removeComment(qint64 commentId)
{
    if (writable()) {
        CommentRepository comments(*m_store);
        done(comments.remove(commentId), comments);
    }
}

bool ReviewController::recordFeedback(
    FeedbackReport::Type type, const QString &body, qint64 targetBlockId, const QList<FeedbackImage> &screenshots)
{
    if (!writable()) {
        return false;
    }
    FeedbackRepository reports(*m_store);
    const bool ok = done(reports.add(m_workbench.issueId(), targetBlockId, type, body, AppSettings().userName(), screenshots), reports);
    if (ok) {
        m_pane.selectReport(reports.addedId());
        Q_EMIT statusMessage(tr("Feedback recorded: %1").arg(FeedbackReport::displayName(type)));
    }
    return ok;
}

void ReviewController::setReportStatus(qint64 reportId, FeedbackReport::Status status, const QString &resolution)
{
    if (writable()) {
        FeedbackRepository reports(*m_store);
        done(reports.setStatus(reportId, status, resolution, AppSettings().userName()), reports);
    }
}

bool ReviewController::confirmFix(qint64 reportId)
{
    if (!writable()) {
        return false;
    }
    FeedbackRepository reports(*m_store);
    if (!done(reports.confirmFix(reportId, AppSettings().userName()), reports)) {
        return false;
    }
    m_pane.selectReport(reportId);
    Q_EMIT statusMessage(tr("Fix confirmed by %1").arg(AppSettings().userName()));
    return true;
}

bool ReviewController::addScreenshot(qint64 reportId, const FeedbackImage &screenshot)
{
    if (!writable()) {
        return false;
    }
    FeedbackImage image = screenshot;
    image.feedbackId = reportId;
    FeedbackImageRepository images(*m_store);
    return done(images.add(image), images);
}

bool ReviewController::removeScreenshot(qint64 imageId)
{
    if (!writable()) {
        return false;
    }
    FeedbackImageRepository images(*m_store);
    return done(images.remove(imageId), images);
}

bool ReviewController::setSeniorReviewers(const QStringList &names)
{
    if (!m_store || m_readOnly) {
        return false;
    }
    ReviewSettings settings = ReviewSettings::load(*m_store);
    settings.seniorReviewers = ReviewSettings::cleanNames(names);
    if (!settings.save(*m_store)) {
        Q_EMIT failed(tr("The review settings could not be saved: %1").arg(m_store->errorString()));
        return false;
    }
    refresh();
    return true;
}

bool ReviewController::setTwoReviewers(bool on)
{
    if (!m_store || m_readOnly) {
        return false;
    }
    ReviewSettings settings = ReviewSettings::load(*m_store);
    settings.twoReviewers = on;
    if (!settings.save(*m_store)) {
        m_pane.setTwoReviewers(!on);
        Q_EMIT failed(tr("The review settings could not be saved: %1").arg(m_store->errorString()));
        return false;
    }
    return true;
}

void ReviewController::openDraftBadge(int line)
{
    DraftSession *session = m_workbench.session();
    const int index = session ? session->blockAtLine(line) : -1;
    if (index >= 0) {
        m_workbench.goToBlock(index);
        Q_EMIT paneWanted();
    }
}

void ReviewController::openSourceBadge(int line)
{
    if (m_sourceBadgeTargets.contains(line)) {
        m_workbench.goToDraftBlockId(m_sourceBadgeTargets.value(line));
        Q_EMIT paneWanted();
    }
}
