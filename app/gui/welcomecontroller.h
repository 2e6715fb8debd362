// SPDX-FileCopyrightText: 2026 Yiqiao authors
// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once

#include <QObject>
#include <QTimer>

class ActionRegistry;
class AppSettings;
class MainWindow;
class WelcomePage;

// The first start: while no project is open, the WelcomePage lies over the window's
// panes (everything between the toolbars and the status bar), so that the panes'
// layout stays what it is and is saved as it is. Its buttons trigger the window's
// actions. Also keeps the recent projects, in File ▸ Open Recent and on the page.
class WelcomeController : public QObject
{
    Q_OBJECT
public:
    WelcomeController(ActionRegistry &actions, AppSettings &settings, MainWindow &window, QObject *parent = nullptr);

    WelcomePage *page() const { return m_page; }
    // Shows the page while no project is open, hides it when one is.
    void setProjectOpen(bool open);
    // Reads the recent projects again (after one was opened, or found missing).
    void updateRecentProjects();

Q_SIGNALS:
    // A recent project was picked, in the menu or on the page.
    void projectRequested(const QString &path);

protected:
    bool eventFilter(QObject *watched, QEvent *event) override;

private:
    void place();

    ActionRegistry &m_actions;
    AppSettings &m_settings;
    MainWindow &m_window;
    WelcomePage *m_page; // a child of the window
    QTimer m_placing;
};
