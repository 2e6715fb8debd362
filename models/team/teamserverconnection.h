// SPDX-FileCopyrightText: 2026 Yiqiao authors
// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once

#include "team/teamurl.h"

#include <QCoreApplication>
#include <QSqlDatabase>
#include <QSqlError>
#include <QString>
#include <QVariantList>

#include <functional>

class QSqlDriver;
class QSqlQuery;

// TeamServer's one QPSQL connection (a name of its own per instance): opened with a
// connect timeout and TCP keepalives, reopened when it was lost, statements prepared
// with bound values, and PostgreSQL's errors turned into one translated line. A lost
// connection (the server stopped, the network gone) reads "The team server at
// host:port cannot be reached: …".
class TeamServerConnection
{
    Q_DECLARE_TR_FUNCTIONS(TeamServerConnection)

public:
    TeamServerConnection();
    ~TeamServerConnection();
    TeamServerConnection(const TeamServerConnection &) = delete;
    TeamServerConnection &operator=(const TeamServerConnection &) = delete;

    bool open(const TeamUrl &url, const QString &password, QString *error);
    // Called after each connect (the first and every reconnect), e.g. to LISTEN again.
    void setOnConnected(std::function<void(QSqlDriver *)> onConnected) { m_onConnected = std::move(onConnected); }
    void close();
    bool isOpen() const { return m_open; }
    const TeamUrl &url() const { return m_url; }
    QSqlDatabase database() const;

    // A transaction begun (the connection reopened first when it was lost).
    bool begin(QString *error);
    bool commit(QString *error);
    void rollback();

    // sql prepared on the connection, values bound in order, run; *error when it
    // failed (then the transaction is rolled back).
    bool run(QSqlQuery &query, const QString &sql, const QVariantList &values, QString *error);
    // A statement without values (DDL, the transaction's settings), the same way.
    bool runPlain(const QString &sql, QString *error);

    // One translated line for what PostgreSQL said; a SQLSTATE of ours (YQ…) as its sentence.
    QString describe(const QString &code, const QString &message) const;
    QString describe(const QSqlError &error) const;
    // The one line for a server that does not answer.
    QString unreachable(const QString &detail) const;

private:
    // The URL's host as shown ("localhost" for libpq's default socket).
    QString host() const;
    bool connect(QString *error);
    void disconnect();
    // error: the connection is gone (no SQLSTATE, class 08, or the server shutting down).
    static bool isLost(const QSqlError &error);

    QString m_name;
    TeamUrl m_url;
    QString m_password;
    bool m_open = false;
    mutable bool m_lost = false;
    std::function<void(QSqlDriver *)> m_onConnected;
};
