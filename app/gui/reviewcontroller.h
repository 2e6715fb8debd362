// SPDX-FileCopyrightText: 2026 Yiqiao authors
// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once

#include "gui/issuecontroller.h"
#include "review/comment.h"
#include "review/feedbackimage.h"
#include "review/feedbackreport.h"
#include "review/reviewaction.h"
#include "review/reviewevent.h"

#include <QHash>
#include <QList>

class ActionRegistry;
class Fallible;
class ProjectStore;
class QWidget;
class ReviewPane;
class SideBySideView;
class WorkbenchController;

// The review of the shown issue: Mark Reviewed, Approve, Reject…, Reopen on the draft
// blocks of the editor's selection (or the block at the cursor), by the user named in
// the settings; comment threads and readers' feedback through the Review pane; the
// two-reviewer setting; comment and rejection badges in both editors' margins (the
// source's on the first source block aligned to the draft block). Block statuses are
// written through DraftSession::review(), after saving the draft.
class ReviewController : public IssueController
{
    Q_OBJECT
public:
    ReviewController(
        ActionRegistry &actions, WorkbenchController &workbench, SideBySideView &view, ReviewPane &pane, QWidget *dialogParent);

    void setProject(ProjectStore *store, bool readOnly) override;
    // Reads the shown issue's review state again into the pane and the margins.
    void refresh();

    // The draft blocks the editor's selection touches (lines of the stored draft), or
    // the one at the cursor. Exposed for tests.
    QList<int> selectedBlocks() const;
    // Saves, then moves the selected blocks; false (failed() says why) when nothing
    // moved. note: a rejection's reason.
    bool reviewSelection(ReviewAction action, const QString &note = {});
    bool reviewBlock(qint64 targetBlockId, ReviewAction action, const QString &note = {});
    bool addComment(qint64 targetBlockId, const QString &body);
    // targetBlockId 0: the report names no block; with its screenshots.
    bool recordFeedback(FeedbackReport::Type type, const QString &body, qint64 targetBlockId, const QList<FeedbackImage> &screenshots = {});
    // The user named in the settings confirms a fix (FeedbackRepository::confirmFix).
    bool confirmFix(qint64 reportId);
    bool addScreenshot(qint64 reportId, const FeedbackImage &screenshot);
    bool removeScreenshot(qint64 imageId);
    bool setSeniorReviewers(const QStringList &names);
    bool setTwoReviewers(bool on);

Q_SIGNALS:
    // A badge was clicked, or a comment written: the Review pane should be in view.
    void paneWanted();

private:
    void connectPane();
    bool reviewIndexes(const QList<int> &indexes, ReviewAction action, const QString &note);
    bool writable() const;
    // source's errorString() is read after ok was computed (not an argument evaluated
    // in an unspecified order).
    bool done(bool ok, const Fallible &source);
    void askForRejection();
    void askForComment();
    void askForFeedback();
    void reply(qint64 commentId, const QString &body);
    void resolve(qint64 commentId, const QString &resolution);
    void reopenThread(qint64 commentId);
    void removeComment(qint64 commentId);
    void setReportStatus(qint64 reportId, FeedbackReport::Status status, const QString &resolution);
    void showBlock();
    void showBadges(const QList<Comment> &comments, const QHash<qint64, ReviewEvent> &latest);
    void openDraftBadge(int line);
    void openSourceBadge(int line);
    qint64 currentBlockId() const;

    SideBySideView &m_view;
    ReviewPane &m_pane;
    QHash<int, qint64> m_sourceBadgeTargets; // source line of a badge → its draft block id
};
