// SPDX-FileCopyrightText: 2026 Yiqiao authors
// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once

#include "gui/issuecontroller.h"

#include <memory>

class ActionRegistry;
class ProjectStore;
class QWidget;
class RevisionHistoryDialog;
class WorkbenchController;

// Review ▸ Revision History (Ctrl+Shift+H): the shown issue's revisions in
// RevisionHistoryDialog, read from RevisionRepository, with the source posts' versions
// (SourceChangeRepository) in its second tab. The draft is saved first, so
// that the newest revision is what the editor shows.
class RevisionController : public IssueController
{
    Q_OBJECT
public:
    RevisionController(ActionRegistry &actions, WorkbenchController &workbench, QWidget *dialogParent);

    // The dialog for the shown issue, filled and not shown yet (it reads the project
    // while open: destroy it before the project closes); nullptr when no issue is
    // shown, or with failed() when its history cannot be read.
    std::unique_ptr<RevisionHistoryDialog> createDialog();

private:
    void showHistory();
    QString dialogTitle(qint64 issueId) const;
};
