// SPDX-FileCopyrightText: 2026 Yiqiao authors
// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once

#include "actionregistry.h"
#include "issuelistmodel.h"
#include "projectstore.h"

#include <QObject>
#include <memory>

class AppSettings;
class MainWindow;

// The one place that wires panes, actions and the project together. Panes emit
// requests; the controller acts on the models and shows the dialogs.
class AppController : public QObject
{
    Q_OBJECT
public:
    explicit AppController(AppSettings &settings, QObject *parent = nullptr);
    ~AppController() override;

    MainWindow *window() const { return m_window.get(); }

    // Both show a message box and keep the current project when opening fails.
    bool openProject(const QString &path);
    bool openDemo();
    void closeProject();

    // Where the demo project is created on first use.
    static QString demoProjectPath();
    // Builds the demo project from the bundled post and its published translation.
    static bool createDemoProject(const QString &path, QString *error);

private:
    void showIssue(int number);
    void chooseProject();
    void showAbout();
    void showError(const QString &message);

    AppSettings &m_settings;
    ActionRegistry m_actions;
    std::unique_ptr<ProjectStore> m_store; // never null; closed when no project is open
    IssueListModel m_issues;
    std::unique_ptr<MainWindow> m_window;
};
