// SPDX-FileCopyrightText: 2026 Yiqiao authors
// SPDX-License-Identifier: GPL-3.0-or-later
#include "gui/appsettings.h"

#include <QCryptographicHash>
#include <QDir>
#include <QFileInfo>

#include <algorithm>

namespace {
const QString kLastProject = QStringLiteral("project/last");
const QString kRecentProjects = QStringLiteral("project/recent");
const QString kWindowGeometry = QStringLiteral("window/geometry");
const QString kWindowState = QStringLiteral("window/state");
const QString kSplitterState = QStringLiteral("window/splitter");
const QString kViewStates = QStringLiteral("views/");
const QString kSessions = QStringLiteral("sessions/");
const QString kSessionOrder = QStringLiteral("sessions/recent");
const QString kLanguage = QStringLiteral("ui/language");
const QString kTheme = QStringLiteral("ui/theme");
const QString kScrollSync = QStringLiteral("view/scrollSync");
const QString kPredictiveTyping = QStringLiteral("editor/predictiveTyping");
const QString kMinMatchScore = QStringLiteral("memory/minScore");
const QString kUserName = QStringLiteral("user/name");

// Indexed by ThemeController::Theme.
const QStringList kThemeNames {QStringLiteral("system"), QStringLiteral("light"), QStringLiteral("dark")};

// The identity of a project file: its real path, or its absolute path when missing.
QString identity(const QString &path)
{
    const QFileInfo info(path);
    const QString canonical = info.canonicalFilePath();
    return canonical.isEmpty() ? info.absoluteFilePath() : canonical;
}

// Drops missing files and later entries for a file already listed.
QStringList existingUnique(const QStringList &paths)
{
    QStringList result;
    QStringList seen;
    for (const QString &path : paths) {
        const QString id = identity(path);
        if (QFileInfo(path).isFile() && !seen.contains(id)) {
            seen.append(id);
            result.append(path);
        }
    }
    return result;
}
} // namespace

AppSettings::AppSettings() = default;

QString AppSettings::lastProject() const
{
    return m_settings.value(kLastProject).toString();
}

void AppSettings::setLastProject(const QString &path)
{
    m_settings.setValue(kLastProject, path);
}

QStringList AppSettings::storedRecentProjects() const
{
    return m_settings.value(kRecentProjects).toStringList();
}

QStringList AppSettings::recentProjects() const
{
    return existingUnique(storedRecentProjects()).mid(0, MaxRecentProjects);
}

void AppSettings::addRecentProject(const QString &path)
{
    QStringList paths = storedRecentProjects();
    paths.prepend(QDir::cleanPath(QFileInfo(path).absoluteFilePath()));
    const QStringList kept = existingUnique(paths).mid(0, MaxRecentProjects);
    m_settings.setValue(kRecentProjects, kept);
}

void AppSettings::removeRecentProject(const QString &path)
{
    const QString id = identity(path);
    QStringList paths = storedRecentProjects();
    paths.erase(std::remove_if(paths.begin(), paths.end(), [&id](const QString &p) { return identity(p) == id; }), paths.end());
    m_settings.setValue(kRecentProjects, paths);
}

QByteArray AppSettings::windowGeometry() const
{
    return m_settings.value(kWindowGeometry).toByteArray();
}

void AppSettings::setWindowGeometry(const QByteArray &geometry)
{
    m_settings.setValue(kWindowGeometry, geometry);
}

QByteArray AppSettings::windowState() const
{
    return m_settings.value(kWindowState).toByteArray();
}

void AppSettings::setWindowState(const QByteArray &state)
{
    m_settings.setValue(kWindowState, state);
}

QByteArray AppSettings::splitterState() const
{
    return m_settings.value(kSplitterState).toByteArray();
}

void AppSettings::setSplitterState(const QByteArray &state)
{
    m_settings.setValue(kSplitterState, state);
}

QByteArray AppSettings::viewState(const QString &key) const
{
    return m_settings.value(kViewStates + key).toByteArray();
}

void AppSettings::setViewState(const QString &key, const QByteArray &state)
{
    m_settings.setValue(kViewStates + key, state);
}

namespace {
// A settings group name for a project file: paths hold characters keys cannot.
QString sessionKey(const QString &projectPath)
{
    return QString::fromLatin1(QCryptographicHash::hash(identity(projectPath).toUtf8(), QCryptographicHash::Sha1).toHex());
}
} // namespace

ProjectSession AppSettings::projectSession(const QString &projectPath) const
{
    const QString group = kSessions + sessionKey(projectPath) + QLatin1Char('/');
    ProjectSession session;
    session.issue = m_settings.value(group + QStringLiteral("issue"), 0).toInt();
    session.cursor = m_settings.value(group + QStringLiteral("cursor"), 0).toInt();
    session.draftLine = m_settings.value(group + QStringLiteral("draftLine"), 0).toInt();
    session.sourceLine = m_settings.value(group + QStringLiteral("sourceLine"), 0).toInt();
    session.frontPanes = m_settings.value(group + QStringLiteral("frontPanes")).toStringList();
    return session;
}

void AppSettings::setProjectSession(const QString &projectPath, const ProjectSession &session)
{
    const QString key = sessionKey(projectPath);
    const QString group = kSessions + key + QLatin1Char('/');
    m_settings.setValue(group + QStringLiteral("issue"), session.issue);
    m_settings.setValue(group + QStringLiteral("cursor"), session.cursor);
    m_settings.setValue(group + QStringLiteral("draftLine"), session.draftLine);
    m_settings.setValue(group + QStringLiteral("sourceLine"), session.sourceLine);
    m_settings.setValue(group + QStringLiteral("frontPanes"), session.frontPanes);
    QStringList order = m_settings.value(kSessionOrder).toStringList();
    order.removeAll(key);
    order.prepend(key);
    while (order.size() > MaxSessions) {
        m_settings.remove(kSessions + order.takeLast());
    }
    m_settings.setValue(kSessionOrder, order);
}

QString AppSettings::language() const
{
    return m_settings.value(kLanguage).toString();
}

void AppSettings::setLanguage(const QString &language)
{
    m_settings.setValue(kLanguage, language);
}

ThemeController::Theme AppSettings::theme() const
{
    const int index = kThemeNames.indexOf(m_settings.value(kTheme).toString());
    return index < 0 ? ThemeController::Theme::System : ThemeController::Theme(index);
}

void AppSettings::setTheme(ThemeController::Theme theme)
{
    m_settings.setValue(kTheme, kThemeNames.at(int(theme)));
}

bool AppSettings::scrollSync() const
{
    return m_settings.value(kScrollSync, true).toBool();
}

void AppSettings::setScrollSync(bool on)
{
    m_settings.setValue(kScrollSync, on);
}

int AppSettings::minMatchScore() const
{
    bool ok = false;
    const int score = m_settings.value(kMinMatchScore, 75).toInt(&ok);
    return ok ? qBound(50, score, 101) : 75;
}

void AppSettings::setMinMatchScore(int score)
{
    m_settings.setValue(kMinMatchScore, qBound(50, score, 101));
}

QString AppSettings::userName() const
{
    const QString stored = m_settings.value(kUserName).toString().trimmed();
    if (!stored.isEmpty()) {
        return stored;
    }
    const QString system = qEnvironmentVariable("USER", qEnvironmentVariable("USERNAME"));
    return system.isEmpty() ? tr("translator") : system;
}

void AppSettings::setUserName(const QString &name)
{
    m_settings.setValue(kUserName, name.trimmed());
}

bool AppSettings::predictiveTyping() const
{
    return m_settings.value(kPredictiveTyping, true).toBool();
}

void AppSettings::setPredictiveTyping(bool on)
{
    m_settings.setValue(kPredictiveTyping, on);
}
