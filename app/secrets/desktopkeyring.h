// SPDX-FileCopyrightText: 2026 Yiqiao authors
// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once

#include <QString>

// Secrets kept in the desktop keyring (QtKeychain, when the build has it:
// YIQIAO_HAVE_QTKEYCHAIN), each under a service ("Yiqiao team server", "Yiqiao machine
// translation") and a key (an address), never in a project file, the settings or a
// plain-text file. Without the library, or on a Linux session without a D-Bus session
// bus (a server, a container, the CLI over ssh), there is no keyring: reads give ''
// and writes refuse at once, without waiting for a bus.
class DesktopKeyring
{
public:
    static bool available();
    // '' when none is kept or there is no keyring.
    static QString read(const QString &service, const QString &key);
    // False when it could not be kept (no keyring, or the keyring refused).
    static bool write(const QString &service, const QString &key, const QString &secret);
    static void remove(const QString &service, const QString &key);
};
