// SPDX-FileCopyrightText: 2026 Yiqiao authors
// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once

#include "gui/issuecontroller.h"
#include "sourceupdate/sourcechange.h"
#include "sourceupdate/sourceupdater.h"

#include <QList>

#include <functional>

class ActionRegistry;
class ProjectStore;
class QWidget;
class SideBySideView;
class SourceChangesPane;
class WorkbenchController;

// Source updates of the shown issue: File ▸ Update Source… (a newer version of its
// post — of an issue with several, the one with the file's name, else the one the
// user picks: SourceUpdater, after a summary the user confirms), the Source Changes pane
// (Mark Seen, Drop Translation, Keep as Addition, Reopen, jumps), Mark Source Change
// Seen for the draft block at the cursor, and the "Δ" badges on source and draft
// blocks whose source edit is still open. While the pane is visible it follows the
// draft cursor: the change of the block under it becomes current, so that its word
// diff stands beside the draft. Every write saves the draft first and reloads it
// after (the open issue's DraftSession is the only writer of its draft).
class SourceUpdateController : public IssueController
{
    Q_OBJECT
public:
    // Asked before an update is applied; true goes ahead.
    using Confirmation = std::function<bool(const SourceUpdater::Summary &summary)>;

    SourceUpdateController(
        ActionRegistry &actions, WorkbenchController &workbench, SideBySideView &view, SourceChangesPane &pane, QWidget *dialogParent);

    void setProject(ProjectStore *store, bool readOnly) override;
    void setPaneVisible(bool visible);
    // Asked which post a new version replaces when the issue has several and none has
    // the new file's name: an index into posts (their labels), -1 to cancel.
    using PostChoice = std::function<int(const QStringList &posts)>;

    // Replaces the confirmation dialog (tests).
    void setConfirmation(Confirmation confirmation) { m_confirm = std::move(confirmation); }
    // Replaces the dialog that asks for the post (tests).
    void setPostChoice(PostChoice choice) { m_choosePost = std::move(choice); }
    // Reads the shown issue's changes again into the pane and the margins.
    void refresh();

    // Updates the shown issue's source from the file; false (failed() says why, or
    // the user declined) when nothing changed.
    bool updateFromFile(const QString &path);
    bool resolve(qint64 changeId, SourceChange::State state);
    bool reopen(qint64 changeId);
    // The open edit of the source of the draft block at the cursor → Done.
    bool markSeenAtCursor();
    // The changes last read (refresh()).
    const QList<SourceChange> &changes() const { return m_changes; }

    // "3 edited, 1 added, 1 removed; 4 draft blocks need review; 1 decision".
    static QString summaryText(const SourceUpdater::Summary &summary);

Q_SIGNALS:
    // An update was applied or the user asked for a change: the pane should be in view.
    void paneWanted();

private:
    void chooseFile();
    bool confirm(const SourceUpdater::Summary &summary);
    int postFor(const QString &path, bool *cancelled);
    int askPost(const QStringList &labels, const QString &fileName);
    bool writable() const;
    void jump(qint64 sourceBlockId, qint64 targetBlockId);
    void followCursor();
    const SourceChange *openEditAtCursor() const;
    void showBadges();

    SideBySideView &m_view;
    SourceChangesPane &m_pane;
    bool m_paneVisible = true;
    Confirmation m_confirm;
    PostChoice m_choosePost;
    QList<SourceChange> m_changes;
};
