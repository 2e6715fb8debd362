// SPDX-FileCopyrightText: 2026 Yiqiao authors
// SPDX-License-Identifier: GPL-3.0-or-later
#include "gui/draftconflictcontroller.h"

#include "draft/revisionrepository.h"
#include "draftconflictbar.h"
#include "drafteditor.h"
#include "gui/appsettings.h"
#include "gui/workbenchcontroller.h"

DraftConflictController::DraftConflictController(
    WorkbenchController &workbench, DraftConflictBar &bar, DraftEditor &editor, QObject *parent)
    : QObject(parent)
    , m_workbench(workbench)
    , m_bar(bar)
    , m_editor(editor)
{
    connect(&m_workbench, &WorkbenchController::draftConflict, &m_bar, &DraftConflictBar::showEditConflict);
    connect(&m_bar, &DraftConflictBar::keepMineRequested, this, &DraftConflictController::keepMine);
    connect(&m_bar, &DraftConflictBar::loadOtherRequested, this, &DraftConflictController::loadOther);
}

void DraftConflictController::keepMine()
{
    settle(
        true,
        [this](RevisionRepository &revisions) {
            return revisions.record(m_workbench.issueId(), QString(),
                tr("Changed by another program; replaced by the version edited in the window"), RevisionRepository::Mode::New);
        },
        tr("The other version could not be kept in the revision history, so nothing was changed: %1"),
        tr("Your version is saved; the other program's version is in the revision history."));
}

void DraftConflictController::loadOther()
{
    settle(
        false,
        [this](RevisionRepository &revisions) {
            return revisions.recordText(m_workbench.issueId(), AppSettings().userName(),
                tr("Edited in the window; replaced by the version another program saved"), m_editor.draftText());
        },
        tr("Your version could not be kept in the revision history, so nothing was changed: %1"),
        tr("The other program's version is shown; yours is in the revision history."));
}

void DraftConflictController::settle(
    bool keepMine, const std::function<bool(RevisionRepository &revisions)> &keepLoser, const QString &notKept, const QString &settled)
{
    if (!m_workbench.hasConflict() || !m_workbench.store()) {
        return;
    }
    RevisionRepository revisions(*m_workbench.store());
    // Nothing goes on unless the version that loses is kept first.
    if (!keepLoser(revisions)) {
        Q_EMIT failed(notKept.arg(revisions.errorString()));
        return;
    }
    // Settled either way: a save that fails now is an ordinary failure (retried), and
    // a new conflict shows the bar again.
    m_bar.hide();
    if (m_workbench.settleConflict(keepMine)) {
        Q_EMIT statusMessage(settled);
    }
}
