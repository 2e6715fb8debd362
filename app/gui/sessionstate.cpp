// SPDX-FileCopyrightText: 2026 Yiqiao authors
// SPDX-License-Identifier: GPL-3.0-or-later
#include "gui/sessionstate.h"

#include "documentview.h"
#include "drafteditor.h"
#include "gui/appsettings.h"
#include "gui/mainwindow.h"
#include "gui/panetoggle.h"
#include "gui/projectsession.h"
#include "gui/workbenchcontroller.h"
#include "linescroller.h"
#include "sidebysideview.h"

#include <QDockWidget>

SessionState::SessionState(AppSettings &settings, MainWindow &window, WorkbenchController &workbench)
    : m_settings(settings)
    , m_window(window)
    , m_workbench(workbench)
{
}

void SessionState::save(const QString &projectPath, int issueNumber)
{
    ProjectSession session;
    session.issue = issueNumber;
    SideBySideView &view = *m_window.documents();
    if (issueNumber > 0) {
        session.cursor = view.draftEditor()->cursorPosition();
        session.draftLine = LineScroller::firstVisibleLine(view.draftEditor());
        session.sourceLine = LineScroller::firstVisibleLine(view.sourceView());
    }
    for (QDockWidget *dock : m_window.findChildren<QDockWidget *>(QString(), Qt::FindDirectChildrenOnly)) {
        if (PaneToggle::isInFront(*dock) && !m_window.tabifiedDockWidgets(dock).isEmpty()) {
            session.frontPanes.append(dock->objectName());
        }
    }
    m_settings.setProjectSession(projectPath, session);
}

bool SessionState::resume(const QString &projectPath, const std::function<bool(int)> &showIssue)
{
    const ProjectSession session = m_settings.projectSession(projectPath);
    for (const QString &name : session.frontPanes) {
        QDockWidget *dock = m_window.findChild<QDockWidget *>(name, Qt::FindDirectChildrenOnly);
        if (dock && !dock->isHidden()) {
            dock->raise();
        }
    }
    if (session.issue <= 0 || !showIssue(session.issue)) {
        return false;
    }
    SideBySideView &view = *m_window.documents();
    DraftEditor *draft = view.draftEditor();
    draft->setCursorPosition(session.cursor);
    // Each editor where it was, not where the other one's alignment would put it.
    const bool sync = m_workbench.scrollSync();
    m_workbench.setScrollSync(false);
    LineScroller::scrollToLine(draft, session.draftLine);
    LineScroller::scrollToLine(view.sourceView(), session.sourceLine);
    m_workbench.setScrollSync(sync);
    return true;
}
