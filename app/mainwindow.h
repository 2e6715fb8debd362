// SPDX-FileCopyrightText: 2026 Yiqiao authors
// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once

#include <QMainWindow>

class ActionRegistry;
class IssueNavigator;
class SideBySideView;

// Layout and menus only; AppController decides what happens.
class MainWindow : public QMainWindow
{
    Q_OBJECT
public:
    explicit MainWindow(ActionRegistry &actions, QWidget *parent = nullptr);

    IssueNavigator *navigator() const { return m_navigator; }
    SideBySideView *documents() const { return m_documents; }

    void setProjectName(const QString &name);

Q_SIGNALS:
    void closing();

protected:
    void closeEvent(QCloseEvent *event) override;

private:
    void buildMenus(ActionRegistry &actions);

    IssueNavigator *m_navigator;
    SideBySideView *m_documents;
};
