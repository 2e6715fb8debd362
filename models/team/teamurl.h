// SPDX-FileCopyrightText: 2026 Yiqiao authors
// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once

#include <QCoreApplication>
#include <QString>

#include <optional>

// A team server's address as the user gives it: a libpq connection URI,
// postgresql://user@host:port/database?sslmode=verify-full&sslrootcert=… (also
// postgres://). The member is its user. A password in the URI is refused: passwords
// come from PGPASSWORD, the password file, the desktop keyring or a prompt, never the
// project file.
struct TeamUrl {
    Q_DECLARE_TR_FUNCTIONS(TeamUrl)

public:
    QString user;
    QString host; // a name, an address, or a folder holding the Unix socket
    int port = 5432;
    QString database;
    QString options; // the query's libpq options, as QPSQL's connect options ("sslmode=verify-full;…")

    // The URI without any password, as stored in the working copy and shown.
    QString toString() const;
    // url parsed; nullopt with *error (one line, translated) when it is not one.
    static std::optional<TeamUrl> parse(const QString &url, QString *error);
};
