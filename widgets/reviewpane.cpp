// SPDX-FileCopyrightText: 2026 Yiqiao authors
// SPDX-License-Identifier: GPL-3.0-or-later
#include "reviewpane.h"

#include "commentfiltermodel.h"
#include "draft/blockstatus.h"
#include "feedbackdialog.h"
#include "paneparts.h"
#include "reportscreenshots.h"
#include "review/commenttreemodel.h"
#include "review/feedbacklistmodel.h"
#include "review/reviewworkflow.h"
#include "wraplayout.h"

#include <QCheckBox>
#include <QHBoxLayout>
#include <QHeaderView>
#include <QInputDialog>
#include <QLabel>
#include <QListWidget>
#include <QMessageBox>
#include <QPushButton>
#include <QSplitter>
#include <QTabWidget>
#include <QTableView>
#include <QTreeView>
#include <QVBoxLayout>

ReviewPane::ReviewPane(QWidget *parent)
    : IssuePane(parent)
    , m_comments(new CommentTreeModel(this))
    , m_commentFilter(new CommentFilterModel(this))
    , m_reports(new FeedbackListModel(this))
{
    m_commentFilter->setSourceModel(m_comments);
    m_tabs = new QTabWidget;
    m_tabs->setObjectName(QStringLiteral("reviewTabs"));
    m_tabs->setDocumentMode(true);
    m_tabs->addTab(createReviewTab(), tr("Blocks and Comments"));
    m_tabs->addTab(createFeedbackTab(), tr("Reader Feedback"));
    // The comments' filter in the tab row, where it costs no line of the threads.
    m_tabs->setCornerWidget(m_thisBlockOnly, Qt::TopRightCorner);
    connect(m_tabs, &QTabWidget::currentChanged, m_thisBlockOnly, [this](int tab) { m_thisBlockOnly->setVisible(tab == 0); });
    auto *layout = new QVBoxLayout(this);
    layout->setContentsMargins(0, 0, 0, 0);
    layout->addWidget(m_tabs);
    setIssueOpen(false);
}

QWidget *ReviewPane::createReviewTab()
{
    auto *splitter = new QSplitter(Qt::Horizontal);
    splitter->setChildrenCollapsible(false);
    splitter->addWidget(createBlockColumn());
    splitter->addWidget(createCommentColumn());
    splitter->setStretchFactor(0, 2);
    splitter->setStretchFactor(1, 3);
    return splitter;
}

QWidget *ReviewPane::createBlockColumn()
{
    m_summary = new QLabel;
    m_summary->setObjectName(QStringLiteral("reviewSummary"));
    m_summary->setWordWrap(true);
    m_twoReviewers = PaneParts::checkBox(tr("Two different reviewers before approval"), QStringLiteral("reviewTwoReviewers"),
        tr("The one who approves a block must not be the one who reviewed it (a project setting)"));
    connect(m_twoReviewers, &QCheckBox::clicked, this, &ReviewPane::twoReviewersChangeRequested);
    m_blockLabel = PaneParts::plainLabel(QStringLiteral("reviewBlock"));
    m_history = new QListWidget;
    m_history->setObjectName(QStringLiteral("reviewHistory"));
    m_history->setWordWrap(true);
    m_history->setAlternatingRowColors(true);
    // No mnemonics: Alt+letter would clash with the main window's menus.
    m_review = PaneParts::button(
        tr("Mark Reviewed"), QStringLiteral("reviewMarkReviewed"), {}, this, [this] { reviewBlock(ReviewAction::Review); });
    m_approve = PaneParts::button(tr("Approve"), QStringLiteral("reviewApprove"), {}, this, [this] { reviewBlock(ReviewAction::Approve); });
    m_reject = PaneParts::button(tr("Reject…"), QStringLiteral("reviewReject"), {}, this, &ReviewPane::askForRejection);
    m_reopen = PaneParts::button(tr("Reopen"), QStringLiteral("reviewReopen"), tr("Back to translated, for changes"), this,
        [this] { reviewBlock(ReviewAction::Reopen); });
    auto *column = new QWidget;
    PaneParts::fill(
        column, {m_summary, m_twoReviewers, m_blockLabel, buttonRow({m_review, m_approve, m_reject, m_reopen}), {m_history, 1}});
    return column;
}

QWidget *ReviewPane::createCommentColumn()
{
    m_thisBlockOnly = PaneParts::checkBox(tr("This block only"), QStringLiteral("reviewThisBlockOnly"));
    m_thisBlockOnly->setChecked(true);
    connect(m_thisBlockOnly, &QCheckBox::toggled, this, &ReviewPane::setThisBlockOnly);
    m_commentView = new QTreeView;
    m_commentView->setObjectName(QStringLiteral("reviewComments"));
    m_commentView->setModel(m_commentFilter);
    m_commentView->setEditTriggers(QAbstractItemView::NoEditTriggers);
    m_commentView->setSelectionMode(QAbstractItemView::SingleSelection);
    m_commentView->setAlternatingRowColors(true);
    m_commentView->header()->setSectionResizeMode(CommentTreeModel::AuthorColumn, QHeaderView::ResizeToContents);
    m_commentView->header()->setSectionResizeMode(CommentTreeModel::TextColumn, QHeaderView::Stretch);
    m_commentView->header()->setSectionResizeMode(CommentTreeModel::DateColumn, QHeaderView::ResizeToContents);
    m_commentView->header()->setStretchLastSection(false);
    connect(m_commentView, &QTreeView::doubleClicked, this, &ReviewPane::jumpToComment);
    connect(m_commentView->selectionModel(), &QItemSelectionModel::currentChanged, this, &ReviewPane::updateState);
    m_addComment = PaneParts::button(tr("Add Comment…"), QStringLiteral("reviewAddComment"), {}, this, &ReviewPane::askForComment);
    m_reply = PaneParts::button(tr("Reply…"), QStringLiteral("reviewReply"), {}, this, &ReviewPane::askForReply);
    m_resolve = PaneParts::button(tr("Resolve…"), QStringLiteral("reviewResolve"), {}, this, &ReviewPane::askForResolution);
    m_reopenComment =
        PaneParts::button(tr("Reopen Thread"), QStringLiteral("reviewReopenThread"), {}, this, &ReviewPane::requestReopenComment);
    m_deleteComment = PaneParts::button(tr("Delete"), QStringLiteral("reviewDeleteComment"), {}, this, &ReviewPane::requestDeleteComment);
    QWidget *row = buttonRow({m_addComment, m_reply, m_resolve, m_reopenComment, m_deleteComment});
    auto *column = new QWidget;
    PaneParts::fill(column, {{m_commentView, 1}, row});
    return column;
}

QWidget *ReviewPane::createFeedbackTab()
{
    m_reportView = PaneParts::table(QStringLiteral("reviewReports"), QAbstractItemView::SingleSelection);
    m_reportView->setModel(m_reports);
    m_reportView->setEditTriggers(QAbstractItemView::NoEditTriggers);
    m_reportView->horizontalHeader()->setSectionResizeMode(FeedbackListModel::TextColumn, QHeaderView::Stretch);
    m_reportView->horizontalHeader()->setSectionResizeMode(FeedbackListModel::StatusColumn, QHeaderView::ResizeToContents);
    connect(m_reportView, &QTableView::doubleClicked, this, &ReviewPane::jumpToReport);
    connect(m_reportView->selectionModel(), &QItemSelectionModel::currentChanged, this, &ReviewPane::showScreenshots);
    m_recordFeedback =
        PaneParts::button(tr("Record Feedback…"), QStringLiteral("reviewRecordFeedback"), {}, this, &ReviewPane::askForFeedback);
    m_fixed = PaneParts::button(
        tr("Mark Fixed…"), QStringLiteral("reviewFeedbackFixed"), {}, this, [this] { askForReportStatus(FeedbackReport::Status::Fixed); });
    m_confirmFix = PaneParts::button(tr("Confirm Fix"), QStringLiteral("reviewConfirmFix"),
        tr("As a senior reviewer, confirm that the fix is right; a fix counts once two have confirmed it"), this,
        &ReviewPane::confirmCurrentFix);
    m_rejectReport = PaneParts::button(tr("Reject Report…"), QStringLiteral("reviewFeedbackRejected"), {}, this,
        [this] { askForReportStatus(FeedbackReport::Status::Rejected); });
    m_seniorButton = PaneParts::button(tr("Senior Reviewers…"), QStringLiteral("reviewSeniorReviewers"),
        tr("Who may confirm fixes to readers' reports (a project setting)"), this, &ReviewPane::askForSeniorReviewers);
    m_seniorLabel = PaneParts::plainLabel(QStringLiteral("reviewSeniorReviewersLabel"));
    auto *tab = new QWidget;
    QWidget *screenshots = createScreenshotColumn();
    PaneParts::fill(tab,
        {{m_reportView, 1}, screenshots,
            buttonRow({m_recordFeedback, m_fixed, m_confirmFix, m_rejectReport, m_screenshotBox->addButton(), m_seniorButton}),
            m_seniorLabel});
    return tab;
}

QWidget *ReviewPane::createScreenshotColumn()
{
    m_screenshotBox = new ReportScreenshots;
    connect(m_screenshotBox, &ReportScreenshots::addRequested, this, &ReviewPane::addScreenshotToCurrent);
    connect(m_screenshotBox, &ReportScreenshots::removeRequested, this, [this](qint64 imageId) {
        if (!isReadOnly()) {
            Q_EMIT screenshotRemoveRequested(imageId);
        }
    });
    return m_screenshotBox;
}

QWidget *ReviewPane::buttonRow(const QList<QPushButton *> &buttons)
{
    auto *row = new QWidget;
    auto *layout = new WrapLayout(row); // a narrow pane: the buttons on two lines
    for (QPushButton *button : buttons) {
        layout->addWidget(button);
    }
    return row;
}

void ReviewPane::issueOpenChanged()
{
    if (!isIssueOpen()) {
        m_block = {};
        m_comments->setComments({});
        m_reports->setReports({});
        m_screenshots.clear();
        m_summary->clear();
    }
    showHistory();
    updateState();
}

void ReviewPane::setSummary(const ReviewRepository::Summary &summary)
{
    m_summary->setText(summaryText(summary));
}

void ReviewPane::setTwoReviewers(bool on)
{
    m_twoReviewers->setChecked(on);
}

void ReviewPane::setBlock(const Block &block)
{
    m_block = block;
    if (m_thisBlockOnly->isChecked()) {
        // -1 matches no thread: without a block there is nothing of "this block".
        m_commentFilter->setBlockId(block.id ? block.id : -1);
        expandOpenThreads();
    }
    showHistory();
    updateState();
}

void ReviewPane::setThisBlockOnly(bool on)
{
    m_thisBlockOnly->setChecked(on);
    m_commentFilter->setBlockId(on ? (m_block.id ? m_block.id : -1) : 0);
    expandOpenThreads();
    updateState();
}

void ReviewPane::setComments(const QList<Comment> &comments)
{
    const qint64 current = currentCommentId();
    m_comments->setComments(comments);
    expandOpenThreads();
    selectComment(current);
    updateState();
}

void ReviewPane::setReports(const QList<FeedbackReport> &reports)
{
    const qint64 current = currentReportId();
    m_reports->setReports(reports);
    selectReport(current);
    showScreenshots();
}

void ReviewPane::setScreenshots(const QList<FeedbackImage> &screenshots)
{
    m_screenshots = screenshots;
    showScreenshots();
}

void ReviewPane::setSeniorReviewers(const QStringList &names)
{
    m_seniorReviewers = names;
    m_seniorLabel->setText(names.isEmpty() ? tr("No senior reviewers yet: nobody can confirm a fix.")
                                           : tr("Senior reviewers (two confirm each fix): %1").arg(names.join(tr(", "))));
}

// The current report's screenshots.
void ReviewPane::showScreenshots()
{
    const FeedbackReport *report = currentReport();
    QList<FeedbackImage> shown;
    for (const FeedbackImage &image : std::as_const(m_screenshots)) {
        if (report && image.feedbackId == report->id) {
            shown.append(image);
        }
    }
    m_screenshotBox->setImages(shown);
    updateState();
}

// Open threads unfolded, resolved ones folded: what is still to do is in view.
void ReviewPane::expandOpenThreads()
{
    for (int row = 0; row < m_commentFilter->rowCount(); ++row) {
        const QModelIndex thread = m_commentFilter->index(row, 0);
        m_commentView->setExpanded(thread, !thread.data(CommentTreeModel::ResolvedRole).toBool());
    }
}

qint64 ReviewPane::currentCommentId() const
{
    const QModelIndex current = m_commentView->currentIndex();
    return current.isValid() ? current.siblingAtColumn(0).data(CommentTreeModel::CommentIdRole).toLongLong() : 0;
}

bool ReviewPane::selectComment(qint64 commentId)
{
    const QModelIndex index = m_commentFilter->mapFromSource(m_comments->indexOf(commentId));
    if (!index.isValid()) {
        return false;
    }
    m_commentView->setCurrentIndex(index);
    return true;
}

qint64 ReviewPane::currentReportId() const
{
    const QModelIndex current = m_reportView->currentIndex();
    return current.isValid() ? current.data(FeedbackListModel::ReportIdRole).toLongLong() : 0;
}

bool ReviewPane::selectReport(qint64 reportId)
{
    const int row = m_reports->rowOf(reportId);
    if (row < 0) {
        return false;
    }
    m_reportView->setCurrentIndex(m_reports->index(row, 0));
    return true;
}

const Comment *ReviewPane::currentComment() const
{
    const QModelIndex current = m_commentView->currentIndex();
    return current.isValid() ? &m_comments->commentAt(m_commentFilter->mapToSource(current.siblingAtColumn(0))) : nullptr;
}

const FeedbackReport *ReviewPane::currentReport() const
{
    const QModelIndex current = m_reportView->currentIndex();
    return current.isValid() ? &m_reports->reportAt(current.row()) : nullptr;
}

void ReviewPane::reviewBlock(ReviewAction action, const QString &note)
{
    if (isIssueOpen() && !isReadOnly() && m_block.id != 0 && !ReviewWorkflow::target(m_block.status, action).isEmpty()) {
        Q_EMIT reviewRequested(m_block.id, action, note.trimmed());
    }
}

void ReviewPane::addComment(const QString &body)
{
    if (isIssueOpen() && !isReadOnly() && m_block.id != 0 && !body.trimmed().isEmpty()) {
        Q_EMIT commentRequested(m_block.id, body.trimmed());
    }
}

void ReviewPane::replyToCurrent(const QString &body)
{
    const Comment *comment = currentComment();
    if (comment && !isReadOnly() && !body.trimmed().isEmpty()) {
        Q_EMIT replyRequested(comment->id, body.trimmed());
    }
}

// A reply resolves its thread: the repository resolves roots only.
void ReviewPane::resolveCurrent(const QString &resolution)
{
    const Comment *comment = currentComment();
    if (comment && !isReadOnly() && !m_commentView->currentIndex().data(CommentTreeModel::ResolvedRole).toBool()) {
        Q_EMIT resolveRequested(comment->isRoot() ? comment->id : comment->parentId, resolution.trimmed());
    }
}

void ReviewPane::requestReopenComment()
{
    const Comment *comment = currentComment();
    if (comment && !isReadOnly() && m_commentView->currentIndex().data(CommentTreeModel::ResolvedRole).toBool()) {
        Q_EMIT reopenCommentRequested(comment->isRoot() ? comment->id : comment->parentId);
    }
}

void ReviewPane::requestDeleteComment()
{
    const Comment *comment = currentComment();
    if (!comment || isReadOnly()) {
        return;
    }
    const QString question = comment->isRoot() ? tr("Delete this comment and its replies? They cannot be restored.")
                                               : tr("Delete this reply? It cannot be restored.");
    if (QMessageBox::question(this, tr("Delete Comment"), question, QMessageBox::Yes | QMessageBox::No, QMessageBox::No)
        == QMessageBox::Yes) {
        deleteCurrentComment();
    }
}

void ReviewPane::deleteCurrentComment()
{
    const Comment *comment = currentComment();
    if (comment && !isReadOnly()) {
        Q_EMIT deleteCommentRequested(comment->id);
    }
}

void ReviewPane::recordFeedback(FeedbackReport::Type type, const QString &body, bool attachToBlock, const QList<FeedbackImage> &screenshots)
{
    if (isIssueOpen() && !isReadOnly() && !body.trimmed().isEmpty()) {
        Q_EMIT feedbackRequested(type, body.trimmed(), attachToBlock ? m_block.id : 0, screenshots);
    }
}

void ReviewPane::confirmCurrentFix()
{
    const FeedbackReport *report = currentReport();
    if (report && !isReadOnly() && report->awaitsConfirmation()) {
        Q_EMIT confirmFixRequested(report->id);
    }
}

void ReviewPane::addScreenshotToCurrent(const FeedbackImage &screenshot)
{
    const FeedbackReport *report = currentReport();
    if (report && !isReadOnly()) {
        Q_EMIT screenshotAddRequested(report->id, screenshot);
    }
}

void ReviewPane::changeSeniorReviewers(const QStringList &names)
{
    if (isIssueOpen() && !isReadOnly()) {
        Q_EMIT seniorReviewersChangeRequested(names);
    }
}

void ReviewPane::setCurrentReportStatus(FeedbackReport::Status status, const QString &resolution)
{
    const FeedbackReport *report = currentReport();
    if (report && !isReadOnly() && report->status != status) {
        Q_EMIT feedbackStatusRequested(report->id, status, resolution.trimmed());
    }
}

void ReviewPane::askForRejection()
{
    bool ok = false;
    const QString reason = QInputDialog::getMultiLineText(this, tr("Reject Block"),
        tr("Why does block %1 go back to draft? The translator sees this reason.").arg(m_block.ordinal), QString(), &ok);
    if (ok) {
        reviewBlock(ReviewAction::Reject, reason);
    }
}

void ReviewPane::askForComment()
{
    bool ok = false;
    const QString body =
        QInputDialog::getMultiLineText(this, tr("Add Comment"), tr("Comment on block %1:").arg(m_block.ordinal), QString(), &ok);
    if (ok) {
        addComment(body);
    }
}

void ReviewPane::askForReply()
{
    const Comment *comment = currentComment();
    if (!comment) {
        return;
    }
    bool ok = false;
    const QString body = QInputDialog::getMultiLineText(this, tr("Reply"), tr("Reply to %1:").arg(comment->author), QString(), &ok);
    if (ok) {
        replyToCurrent(body);
    }
}

void ReviewPane::askForResolution()
{
    bool ok = false;
    const QString resolution =
        QInputDialog::getText(this, tr("Resolve Thread"), tr("How was it resolved? (optional)"), QLineEdit::Normal, QString(), &ok);
    if (ok) {
        resolveCurrent(resolution);
    }
}

void ReviewPane::askForFeedback()
{
    FeedbackDialog dialog(m_block.id ? tr("block %1, “%2”").arg(m_block.ordinal).arg(m_block.excerpt) : QString(), this);
    if (dialog.exec() == QDialog::Accepted) {
        recordFeedback(dialog.type(), dialog.text(), dialog.attachToBlock(), dialog.screenshots());
    }
}

void ReviewPane::askForSeniorReviewers()
{
    bool ok = false;
    const QString names = QInputDialog::getMultiLineText(this, tr("Senior Reviewers"),
        tr("Who may confirm fixes to readers' reports, one name per line, as they sign in Yiqiao (a fix counts once two "
           "of them, neither its reporter, have confirmed it):"),
        m_seniorReviewers.join(QLatin1Char('\n')), &ok);
    if (ok) {
        changeSeniorReviewers(names.split(QLatin1Char('\n')));
    }
}

void ReviewPane::askForReportStatus(FeedbackReport::Status status)
{
    bool ok = false;
    const QString title = status == FeedbackReport::Status::Fixed ? tr("Mark Report Fixed") : tr("Reject Report");
    const QString resolution =
        QInputDialog::getText(this, title, tr("What was done, or why not? (optional)"), QLineEdit::Normal, QString(), &ok);
    if (ok) {
        setCurrentReportStatus(status, resolution);
    }
}

void ReviewPane::jumpToComment(const QModelIndex &index)
{
    if (index.isValid()) {
        Q_EMIT jumpRequested(index.data(CommentTreeModel::TargetBlockIdRole).toLongLong());
    }
}

void ReviewPane::jumpToReport(const QModelIndex &index)
{
    const qint64 block = index.isValid() ? index.data(FeedbackListModel::TargetBlockIdRole).toLongLong() : 0;
    if (block != 0) {
        Q_EMIT jumpRequested(block);
    }
}

QString ReviewPane::summaryText(const ReviewRepository::Summary &summary)
{
    int total = 0;
    for (int count : summary.blocks) {
        total += count;
    }
    const int approved = summary.blocks.value(QStringLiteral("approved"));
    const int reviewed = summary.blocks.value(QStringLiteral("reviewed")) + approved;
    QString text = tr("%1/%2 reviewed").arg(reviewed).arg(total) + QStringLiteral(" · ") + tr("%n approved", nullptr, approved)
        + QStringLiteral(" · ") + tr("%n rejected", nullptr, summary.rejected);
    if (!summary.reviewers.isEmpty()) {
        text += QStringLiteral(" · ") + tr("Reviewers: %1").arg(summary.reviewers.join(QStringLiteral(", ")));
    }
    return text;
}

QString ReviewPane::eventText(const ReviewEvent &event)
{
    const QString who = event.reviewer.isEmpty() ? tr("(automatic)") : event.reviewer;
    QString text = tr("%1 · %2 · %3: %4 → %5")
                       .arg(CommentTreeModel::localDate(event.createdAt), who, ReviewActions::displayName(event.action),
                           BlockStatus::displayName(event.fromStatus), BlockStatus::displayName(event.toStatus));
    const QString note = ReviewWorkflow::displayNote(event.note);
    if (!note.isEmpty()) {
        text += QLatin1Char('\n') + (event.action == ReviewAction::Reject ? tr("Reason: %1").arg(note) : note);
    }
    return text;
}

void ReviewPane::showHistory()
{
    m_history->clear();
    for (auto event = m_block.history.crbegin(); event != m_block.history.crend(); ++event) {
        m_history->addItem(eventText(*event));
    }
    if (!isIssueOpen()) {
        m_blockLabel->setText(tr("Open an issue to review it."));
    } else if (m_block.id == 0) {
        m_blockLabel->setText(tr("The cursor is on no draft block."));
    } else {
        QString text = tr("Block %1: %2").arg(m_block.ordinal).arg(BlockStatus::displayName(m_block.status));
        if (!m_block.history.isEmpty()) {
            const ReviewEvent &last = m_block.history.constLast();
            const QString who = last.reviewer.isEmpty() ? tr("(automatic)") : last.reviewer;
            text += QStringLiteral(" · ") + tr("last moved by %1 on %2").arg(who, CommentTreeModel::localDate(last.createdAt));
        }
        m_blockLabel->setText(text);
    }
    m_blockLabel->setToolTip(m_block.excerpt);
}

void ReviewPane::updateState()
{
    const bool writable = isIssueOpen() && !isReadOnly();
    const bool block = writable && m_block.id != 0;
    const auto allowed = [&](ReviewAction action) { return block && !ReviewWorkflow::target(m_block.status, action).isEmpty(); };
    m_review->setEnabled(allowed(ReviewAction::Review));
    m_approve->setEnabled(allowed(ReviewAction::Approve));
    m_reject->setEnabled(allowed(ReviewAction::Reject));
    m_reopen->setEnabled(allowed(ReviewAction::Reopen));
    m_twoReviewers->setEnabled(writable);
    m_thisBlockOnly->setEnabled(isIssueOpen());
    const Comment *comment = currentComment();
    const bool resolved = comment && m_commentView->currentIndex().data(CommentTreeModel::ResolvedRole).toBool();
    m_addComment->setEnabled(block);
    m_reply->setEnabled(writable && comment);
    m_resolve->setEnabled(writable && comment && !resolved);
    m_reopenComment->setEnabled(writable && comment && resolved);
    m_deleteComment->setEnabled(writable && comment);
    const FeedbackReport *report = currentReport();
    m_recordFeedback->setEnabled(writable);
    m_fixed->setEnabled(writable && report && report->status != FeedbackReport::Status::Fixed);
    m_confirmFix->setEnabled(writable && report && report->awaitsConfirmation());
    m_rejectReport->setEnabled(writable && report && report->status != FeedbackReport::Status::Rejected);
    m_seniorButton->setEnabled(writable);
    m_screenshotBox->setState(report != nullptr, writable);
}
