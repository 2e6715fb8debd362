// SPDX-FileCopyrightText: 2026 Yiqiao authors
// SPDX-License-Identifier: GPL-3.0-or-later
#include "gui/revisioncontroller.h"

#include "draft/revisionrepository.h"
#include "gui/actionregistry.h"
#include "gui/workbenchcontroller.h"
#include "revisionhistorydialog.h"
#include "sourceupdate/sourcechangerepository.h"
#include "store/issuerepository.h"
#include "store/projectstore.h"

#include <QAction>

RevisionController::RevisionController(ActionRegistry &actions, WorkbenchController &workbench, QWidget *dialogParent)
    : IssueController(workbench, dialogParent)
{
    connect(actions.action(ActionRegistry::RevisionHistory), &QAction::triggered, this, &RevisionController::showHistory);
}

std::unique_ptr<RevisionHistoryDialog> RevisionController::createDialog()
{
    const qint64 issueId = m_workbench.issueId();
    if (!m_store || issueId <= 0) {
        return nullptr;
    }
    // A failed save reports itself; the stored history is shown all the same.
    if (m_workbench.hasUnsavedChanges() && !m_readOnly && !m_workbench.isReadOnly()) {
        m_workbench.save();
    }
    m_workbench.flushRevision();
    RevisionRepository repository(*m_store);
    const QList<Revision> revisions = repository.revisions(issueId);
    if (!repository.errorString().isEmpty()) {
        Q_EMIT failed(tr("The revision history could not be read: %1").arg(repository.errorString()));
        return nullptr;
    }
    auto dialog = std::make_unique<RevisionHistoryDialog>(m_dialogParent);
    dialog->setWindowTitle(dialogTitle(issueId));
    ProjectStore *store = m_store;
    dialog->setContentProvider([store, issueId](int number) { return RevisionRepository(*store).content(issueId, number); });
    dialog->setRevisions(revisions);
    dialog->setSourceVersions(SourceChangeRepository(*m_store).versions(issueId));
    return dialog;
}

void RevisionController::showHistory()
{
    if (std::unique_ptr<RevisionHistoryDialog> dialog = createDialog()) {
        dialog->exec();
    }
}

QString RevisionController::dialogTitle(qint64 issueId) const
{
    const std::optional<Issue> issue = IssueRepository(*m_store).issueById(issueId);
    return issue ? tr("Revision History — Issue %1: %2").arg(issue->number).arg(issue->title) : tr("Revision History");
}
