// SPDX-FileCopyrightText: 2026 Yiqiao authors
// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once

#include <QString>

// Team server passwords kept in the desktop keyring (DesktopKeyring: QtKeychain, when the build has
// it: YIQIAO_HAVE_QTKEYCHAIN), one per server address and login, never in the project
// file or the settings. libpq's own sources (PGPASSWORD, the password file) are tried
// before any of this; TeamController asks the user when nothing else has one.
class TeamPasswords
{
public:
    static bool keyringAvailable();
    // The key a password is kept under: the URL without password (TeamUrl::toString()).
    // '' when none is kept or there is no keyring.
    static QString remembered(const QString &url);
    // False when it could not be kept (no keyring, or the keyring refused).
    static bool remember(const QString &url, const QString &password);
    static void forget(const QString &url);
    // Whether a server's refusal means that a password is missing or wrong.
    static bool isPasswordRefusal(const QString &error);
};
