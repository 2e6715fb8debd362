// SPDX-FileCopyrightText: 2026 Yiqiao authors
// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once

#include <QObject>

#include <functional>

class DraftConflictBar;
class DraftEditor;
class RevisionRepository;
class WorkbenchController;

// Settles a conflict between the window's unsaved edits and another program's change
// to the same draft (WorkbenchController::draftConflict): shows the conflict bar and,
// on the user's choice, keeps the version that loses as a sealed revision before the
// other goes on, so that neither is lost — Keep My Version records the stored draft
// and writes the editor's text over it; Load the Other Version records the editor's
// text and shows the stored draft. Compare them in Revision History.
class DraftConflictController : public QObject
{
    Q_OBJECT
public:
    DraftConflictController(WorkbenchController &workbench, DraftConflictBar &bar, DraftEditor &editor, QObject *parent = nullptr);

    void keepMine();
    void loadOther();

Q_SIGNALS:
    void statusMessage(const QString &message);
    void failed(const QString &message);

private:
    // keepLoser records the version that loses as a revision; notKept (with %1 for
    // why) says it could not, settled that the conflict is settled.
    void settle(
        bool keepMine, const std::function<bool(RevisionRepository &revisions)> &keepLoser, const QString &notKept, const QString &settled);

    WorkbenchController &m_workbench;
    DraftConflictBar &m_bar;
    DraftEditor &m_editor;
};
