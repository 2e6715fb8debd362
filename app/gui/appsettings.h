// SPDX-FileCopyrightText: 2026 Yiqiao authors
// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once

#include "gui/projectsession.h"
#include "themecontroller.h"

#include <QByteArray>
#include <QCoreApplication>
#include <QSettings>
#include <QString>
#include <QStringList>

// Typed access to the user's settings; every key lives here and nowhere else.
class AppSettings
{
    Q_DECLARE_TR_FUNCTIONS(AppSettings)
public:
    static constexpr int MaxRecentProjects = 10;

    AppSettings();

    QString lastProject() const;
    void setLastProject(const QString &path);

    // Most recent first, at most MaxRecentProjects, one entry per real file
    // (symbolic links resolved); files that no longer exist are left out.
    QStringList recentProjects() const;
    void addRecentProject(const QString &path);
    void removeRecentProject(const QString &path);

    QByteArray windowGeometry() const;
    void setWindowGeometry(const QByteArray &geometry);
    // QMainWindow::saveState(): docks and toolbars.
    QByteArray windowState() const;
    void setWindowState(const QByteArray &state);
    // QSplitter::saveState() of the side-by-side view.
    QByteArray splitterState() const;
    void setSplitterState(const QByteArray &state);

    // A pane's column widths or splitter (LayoutMemory's keys); empty if none is stored.
    QByteArray viewState(const QString &key) const;
    void setViewState(const QString &key, const QByteArray &state);

    // Where the user left a project, by the project's real path; the last
    // MaxSessions projects are kept. A project never left: an empty session.
    static constexpr int MaxSessions = 20;
    ProjectSession projectSession(const QString &projectPath) const;
    void setProjectSession(const QString &projectPath, const ProjectSession &session);

    // Empty: follow the system locale.
    QString language() const;
    void setLanguage(const QString &language);

    ThemeController::Theme theme() const;
    void setTheme(ThemeController::Theme theme);

    bool scrollSync() const;
    void setScrollSync(bool on);

    // The lowest translation-memory score shown in the workbench and offered by
    // pre-translation (50–101, default 75).
    int minMatchScore() const;
    void setMinMatchScore(int score);

    // Terms and memory pieces offered while typing in the draft (default on).
    bool predictiveTyping() const;
    void setPredictiveTyping(bool on);

    // Who the user is in review records (statuses, comments, waivers): the stored
    // name, else the system's user name.
    QString userName() const;
    void setUserName(const QString &name);

private:
    QStringList storedRecentProjects() const;

    QSettings m_settings;
};
