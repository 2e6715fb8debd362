// SPDX-FileCopyrightText: 2026 Yiqiao authors
// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once

#include <QString>

#include <functional>

class AppSettings;
class MainWindow;
class WorkbenchController;

// The session comes back: when a project closes (or the window), the issue shown,
// the draft's cursor, both editors' scroll positions and the panes in front of their
// tab groups are kept for that project (AppSettings, the last few projects); when it
// opens again they are restored. A project never opened before starts at its first
// issue.
class SessionState
{
public:
    SessionState(AppSettings &settings, MainWindow &window, WorkbenchController &workbench);

    // Call while the project is still shown.
    void save(const QString &projectPath, int issueNumber);
    // Shows the issue the project was left on through showIssue (true if it is shown
    // after), then puts cursor, scroll positions and panes back. False if there is
    // nothing to resume: the caller shows the first issue.
    bool resume(const QString &projectPath, const std::function<bool(int)> &showIssue);

private:
    AppSettings &m_settings;
    MainWindow &m_window;
    WorkbenchController &m_workbench;
};
