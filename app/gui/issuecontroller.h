// SPDX-FileCopyrightText: 2026 Yiqiao authors
// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once

#include "gui/projectcontroller.h"

class QWidget;
class WorkbenchController;

// A ProjectController of the shown issue's features (notes, checklist, QA, review,
// deletions, …): it works on the workbench's issue (m_workbench, also its parent)
// and asks and reports in dialogs over the window (m_dialogParent).
class IssueController : public ProjectController
{
    Q_OBJECT
public:
    IssueController(WorkbenchController &workbench, QWidget *dialogParent);

protected:
    WorkbenchController &m_workbench;
    QWidget *m_dialogParent;
};
