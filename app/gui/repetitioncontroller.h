// SPDX-FileCopyrightText: 2026 Yiqiao authors
// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once

#include "gui/issuecontroller.h"
#include "repetitions/propagationplan.h"

#include <QList>
#include <QString>

class ActionRegistry;
class PropagationBar;
class QAction;
class SideBySideView;

// Repetitions in the window (models/repetitions): after Ctrl+Enter confirmed a block
// whose identical source blocks in the issue have drafts nobody wrote, the bar above
// the draft offers to propagate the translation (Ctrl+Alt+Enter or its button; no
// dialog, the editor keeps the focus); Edit ▸ Propagate Translation… does it for the
// whole issue or all issues. The open issue's blocks change in its editor as one undo
// step (Ctrl+Z takes them back); other issues are written by Propagator in one
// transaction, a revision each, and only those this working copy holds.
class RepetitionController : public IssueController
{
    Q_OBJECT
public:
    RepetitionController(ActionRegistry &actions, WorkbenchController &workbench, SideBySideView &view, QWidget *dialogParent);

    // Propagates the confirmed translations of the open issue (allIssues: of the whole
    // series as one pool); false with failed() when it could not.
    bool propagate(bool allIssues);

Q_SIGNALS:
    // Issues other than the open one whose drafts changed (their numbers).
    void issuesChanged(const QList<int> &numbers);

private:
    void offer(qint64 blockId);
    // Plans again for the offered block: an offer whose block was edited or is no
    // longer confirmed since Ctrl+Enter propagates nothing.
    void accept();
    void withdraw();
    // The offered block's text in the editor changed: the offer goes.
    void withdrawIfEdited();
    void askAndPropagate();
    // The open issue's fills, where their blocks are still as planned, in the editor as
    // one undo step, saved and marked pre-translated; returns how many.
    int fillInEditor(const QList<PropagationPlan::Fill> &fills);
    void dropNotHeld(PropagationPlan *plan) const;

    SideBySideView &m_view;
    PropagationBar &m_bar;
    QAction *m_accept;
    qint64 m_offered = 0; // the confirmed block offered (0: no offer)
    QString m_offeredText; // its text when it was confirmed
};
