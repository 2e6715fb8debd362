// SPDX-FileCopyrightText: 2026 Yiqiao authors
// SPDX-License-Identifier: GPL-3.0-or-later
#include "gui/teampasswords.h"

#include "secrets/desktopkeyring.h"

namespace {
const QString Service = QStringLiteral("Yiqiao team server");
} // namespace

bool TeamPasswords::keyringAvailable()
{
    return DesktopKeyring::available();
}

QString TeamPasswords::remembered(const QString &url)
{
    return DesktopKeyring::read(Service, url);
}

bool TeamPasswords::remember(const QString &url, const QString &password)
{
    return DesktopKeyring::write(Service, url, password);
}

void TeamPasswords::forget(const QString &url)
{
    DesktopKeyring::remove(Service, url);
}

bool TeamPasswords::isPasswordRefusal(const QString &error)
{
    // libpq's own words ("fe_sendauth: no password supplied", "password authentication
    // failed for user …"), which the server's error carries untranslated.
    return error.contains(QLatin1String("password"), Qt::CaseInsensitive);
}
