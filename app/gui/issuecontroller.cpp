// SPDX-FileCopyrightText: 2026 Yiqiao authors
// SPDX-License-Identifier: GPL-3.0-or-later
#include "gui/issuecontroller.h"

#include "gui/workbenchcontroller.h"

IssueController::IssueController(WorkbenchController &workbench, QWidget *dialogParent)
    : ProjectController(&workbench)
    , m_workbench(workbench)
    , m_dialogParent(dialogParent)
{
}
