// SPDX-FileCopyrightText: 2026 Yiqiao authors
// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once

#include "issuepane.h"
#include "review/comment.h"
#include "review/feedbackimage.h"
#include "review/feedbackreport.h"
#include "review/reviewaction.h"
#include "review/reviewevent.h"
#include "review/reviewrepository.h"

class CommentFilterModel;
class CommentTreeModel;
class FeedbackListModel;
class QCheckBox;
class QLabel;
class QListWidget;
class QPushButton;
class QTableView;
class QTabWidget;
class QTreeView;
class ReportScreenshots;

// The review of the open issue. "Review": the issue's progress, the two-reviewer
// setting, the draft block at the cursor (its status, who moved it last, its history
// newest first), the buttons that move it on as ReviewWorkflow allows, and comment
// threads (of that block, or of every block). "Reader feedback": the readers'
// reports, the current one's screenshots (thumbnails; a click shows one larger), the
// confirmations of fixes by the project's senior reviewers. A view only: it asks for every change through …Requested signals; its
// dialogs' OK calls the public method that does the same (tests call those).
// Read-only, it shows everything and changes nothing.
class ReviewPane : public IssuePane
{
    Q_OBJECT
public:
    // The draft block at the cursor; id 0: none.
    struct Block {
        qint64 id = 0;
        int ordinal = 0; // 1-based, as the outline numbers blocks
        QString status;
        QString excerpt; // the start of its text
        QList<ReviewEvent> history; // oldest first (ReviewRepository::history)
    };

    explicit ReviewPane(QWidget *parent = nullptr);

    void setSummary(const ReviewRepository::Summary &summary);
    // The setting as stored; no twoReviewersChangeRequested.
    void setTwoReviewers(bool on);
    void setBlock(const Block &block);
    const Block &block() const { return m_block; }
    // The issue's comments in thread order (CommentRepository::comments); the current
    // comment stays current by its id.
    void setComments(const QList<Comment> &comments);
    void setReports(const QList<FeedbackReport> &reports);
    // The screenshots of the issue's reports (FeedbackImageRepository::imagesOfIssue):
    // the current report's are shown.
    void setScreenshots(const QList<FeedbackImage> &screenshots);
    // The setting as stored; no seniorReviewersChangeRequested.
    void setSeniorReviewers(const QStringList &names);

    qint64 currentCommentId() const;
    bool selectComment(qint64 commentId);
    qint64 currentReportId() const;
    bool selectReport(qint64 reportId);
    // The comment view: of the shown block only (the default) or of every block.
    void setThisBlockOnly(bool on);

    // What the buttons do once their dialogs are answered: each emits its request
    // when it applies (a block, a comment or a report is current; not read-only).
    void reviewBlock(ReviewAction action, const QString &note = {});
    void addComment(const QString &body);
    void replyToCurrent(const QString &body);
    void resolveCurrent(const QString &resolution);
    // What Delete does once confirmed: a comment and its replies cannot be had back.
    void deleteCurrentComment();
    void recordFeedback(FeedbackReport::Type type, const QString &body, bool attachToBlock, const QList<FeedbackImage> &screenshots = {});
    void setCurrentReportStatus(FeedbackReport::Status status, const QString &resolution);
    // The user confirms the current report's fix (the repository decides whether they may).
    void confirmCurrentFix();
    void addScreenshotToCurrent(const FeedbackImage &screenshot);
    ReportScreenshots *screenshots() const { return m_screenshotBox; }
    // names one per line, as Senior Reviewers… asks for them.
    void changeSeniorReviewers(const QStringList &names);

    // "12/40 reviewed · 5 approved · 2 rejected · Reviewers: …": reviewed counts
    // approved blocks too, out of every block.
    static QString summaryText(const ReviewRepository::Summary &summary);
    // One line of the history: when, who, from → to, and its note.
    static QString eventText(const ReviewEvent &event);

Q_SIGNALS:
    void reviewRequested(qint64 targetBlockId, ReviewAction action, const QString &note);
    void twoReviewersChangeRequested(bool on);
    void commentRequested(qint64 targetBlockId, const QString &body);
    void replyRequested(qint64 commentId, const QString &body);
    void resolveRequested(qint64 commentId, const QString &resolution);
    void reopenCommentRequested(qint64 commentId);
    void deleteCommentRequested(qint64 commentId);
    void feedbackRequested(FeedbackReport::Type type, const QString &body, qint64 targetBlockId, const QList<FeedbackImage> &screenshots);
    void feedbackStatusRequested(qint64 reportId, FeedbackReport::Status status, const QString &resolution);
    void confirmFixRequested(qint64 reportId);
    void screenshotAddRequested(qint64 reportId, const FeedbackImage &screenshot);
    void screenshotRemoveRequested(qint64 imageId);
    void seniorReviewersChangeRequested(const QStringList &names);
    // A double click on a comment or a report with a block.
    void jumpRequested(qint64 targetBlockId);

protected:
    void issueOpenChanged() override;
    void updateState() override;

private:
    QWidget *createReviewTab();
    QWidget *createBlockColumn();
    QWidget *createCommentColumn();
    QWidget *createFeedbackTab();
    QWidget *createScreenshotColumn();
    QWidget *buttonRow(const QList<QPushButton *> &buttons);
    const Comment *currentComment() const;
    const FeedbackReport *currentReport() const;
    void askForRejection();
    void askForComment();
    void askForReply();
    void askForResolution();
    void askForFeedback();
    void askForReportStatus(FeedbackReport::Status status);
    void askForSeniorReviewers();
    void showScreenshots();
    void requestReopenComment();
    void requestDeleteComment();
    void jumpToComment(const QModelIndex &index);
    void jumpToReport(const QModelIndex &index);
    void showHistory();
    void expandOpenThreads();

    CommentTreeModel *m_comments;
    CommentFilterModel *m_commentFilter;
    FeedbackListModel *m_reports;
    Block m_block;
    QTabWidget *m_tabs = nullptr;
    QLabel *m_summary = nullptr;
    QCheckBox *m_twoReviewers = nullptr;
    QLabel *m_blockLabel = nullptr;
    QListWidget *m_history = nullptr;
    QCheckBox *m_thisBlockOnly = nullptr;
    QTreeView *m_commentView = nullptr;
    QTableView *m_reportView = nullptr;
    QPushButton *m_review = nullptr;
    QPushButton *m_approve = nullptr;
    QPushButton *m_reject = nullptr;
    QPushButton *m_reopen = nullptr;
    QPushButton *m_addComment = nullptr;
    QPushButton *m_reply = nullptr;
    QPushButton *m_resolve = nullptr;
    QPushButton *m_reopenComment = nullptr;
    QPushButton *m_deleteComment = nullptr;
    QPushButton *m_recordFeedback = nullptr;
    QPushButton *m_fixed = nullptr;
    QPushButton *m_rejectReport = nullptr;
    QPushButton *m_confirmFix = nullptr;
    QPushButton *m_seniorButton = nullptr;
    QLabel *m_seniorLabel = nullptr;
    ReportScreenshots *m_screenshotBox = nullptr;
    QList<FeedbackImage> m_screenshots; // of every report of the issue
    QStringList m_seniorReviewers;
};
