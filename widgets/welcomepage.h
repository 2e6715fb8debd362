// SPDX-FileCopyrightText: 2026 Yiqiao authors
// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once

#include <QKeySequence>
#include <QStringList>
#include <QWidget>

class QIcon;
class QLabel;
class QListWidget;
class QListWidgetItem;
class QPushButton;

// What the window shows while no project is open, in place of empty panes: start
// (New Project, Open Project, Open Demo, Clone Team Project), the recent projects (a click opens one)
// and the three steps of a translation (import a post, translate, export). A view:
// it emits requests, the controller acts.
class WelcomePage : public QWidget
{
    Q_OBJECT
public:
    explicit WelcomePage(QWidget *parent = nullptr);

    // Most recent first; each a project file's path.
    void setRecentProjects(const QStringList &paths);
    QStringList recentProjects() const;
    // The icons of the window's own actions, so that the page looks like its toolbar.
    void setIcons(const QIcon &newProject, const QIcon &openProject, const QIcon &openDemo);
    // The shortcuts the steps name (empty ones are left out).
    void setShortcuts(const QKeySequence &importPosts, const QKeySequence &confirmAndNext, const QKeySequence &exportPost);

protected:
    void changeEvent(QEvent *event) override;

Q_SIGNALS:
    void newProjectRequested();
    void openProjectRequested();
    void openDemoRequested();
    void cloneTeamProjectRequested();
    void recentProjectRequested(const QString &path);

private:
    QWidget *createStart();
    QWidget *createRecent();
    QWidget *createSteps();
    void openItem(QListWidgetItem *item);
    void dimSecondaryText();
    void dim(QLabel *label) const;
    QWidget *recentEntry(const QString &path) const;

    QPushButton *m_newProject;
    QPushButton *m_openProject;
    QPushButton *m_openDemo;
    QListWidget *m_recent;
    QLabel *m_noRecent;
    QList<QLabel *> m_stepKeys; // the shortcut beside each step
    QList<QLabel *> m_dimmed; // secondary text
};
