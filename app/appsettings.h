// SPDX-FileCopyrightText: 2026 Yiqiao authors
// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once

#include <QByteArray>
#include <QSettings>
#include <QString>

// Typed access to the user's settings; every key lives here and nowhere else.
class AppSettings
{
public:
    AppSettings();

    QString lastProject() const;
    void setLastProject(const QString &path);

    QByteArray windowGeometry() const;
    void setWindowGeometry(const QByteArray &geometry);

    // Empty: follow the system locale.
    QString language() const;
    void setLanguage(const QString &language);

private:
    QSettings m_settings;
};
