// SPDX-FileCopyrightText: 2026 Yiqiao authors
// SPDX-License-Identifier: GPL-3.0-or-later
#include "appsettings.h"

namespace {
const QString kLastProject = QStringLiteral("project/last");
const QString kWindowGeometry = QStringLiteral("window/geometry");
const QString kLanguage = QStringLiteral("ui/language");
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

QByteArray AppSettings::windowGeometry() const
{
    return m_settings.value(kWindowGeometry).toByteArray();
}

void AppSettings::setWindowGeometry(const QByteArray &geometry)
{
    m_settings.setValue(kWindowGeometry, geometry);
}

QString AppSettings::language() const
{
    return m_settings.value(kLanguage).toString();
}

void AppSettings::setLanguage(const QString &language)
{
    m_settings.setValue(kLanguage, language);
}
