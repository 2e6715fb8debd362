// SPDX-FileCopyrightText: 2026 Yiqiao authors
// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once

#include "core/fallible.h"
#include "team/teamlease.h"
#include "team/teamrow.h"
#include "team/teamurl.h"

#include <QCoreApplication>
#include <QList>
#include <QObject>
#include <QString>
#include <QStringList>

// The team's PostgreSQL database as the series' server (see README.md): one
// connection of this member's login. Every operation is one transaction; a failure
// returns false with errorString() (one line: the server's refusal, or that it
// cannot be reached) and changes nothing on the server.
class TeamServerConnection;

class TeamServer : public QObject, public Fallible
{
    Q_OBJECT

public:
    explicit TeamServer(QObject *parent = nullptr);
    ~TeamServer() override;

    // Connects as url's user; password empty: libpq's own sources (PGPASSWORD, the
    // password file). Gives up after a few seconds when the server does not answer.
    // The lead's connection brings a server published by an older Yiqiao up to date.
    bool open(const TeamUrl &url, const QString &password = {});
    void close();
    bool isOpen() const;
    QString login() const;

    // The SQL that publishing runs for this database and lead login (schema, tables,
    // the enforcing trigger, the three group roles and their grants), for an admin to
    // run when the lead's login may not create roles (team publish --print-sql).
    static QStringList publishSql(const QString &database, const QString &leadLogin);
    // Creates the team schema and roles (the login becomes the lead) unless they exist.
    bool publish(const QString &projectName);
    bool isPublished() const;

    // While the lead publishes, the series' past reviews go up as they are: the rule
    // that nobody approves their own translation judges the members' new approvals, not
    // the history (the server lets only the lead do this).
    void setPublishing(bool publishing);
    // Pushes rows in one transaction; each row is accepted (results' rev) or refused
    // (results' error) on its own: a refused row does not stop the others.
    bool push(const QList<TeamRow> &rows, QList<TeamPushResult> *results);
    // The versions newer than sinceRev, in revision order, at most limit of them;
    // *headRev: the newest revision the server had when it answered.
    bool pull(qint64 sinceRev, int limit, QList<TeamRow> *rows, qint64 *headRev);

    // Takes issueUuid's lease for copyId for seconds (the series' lease length when
    // 0). Refused (false, *holder the current lease) while another copy holds it.
    bool checkout(const QString &issueUuid, const QString &copyId, int seconds, TeamLease *holder);
    bool release(const QString &issueUuid, const QString &copyId);
    // Extends every lease of copyId; the leases it still holds.
    bool renew(const QString &copyId, QList<TeamLease> *held);
    QList<TeamLease> leases();
    int leaseSeconds();

    // LOGIN must be an existing PostgreSQL login role; only the lead may.
    bool addMember(const QString &login, const QString &role);
    bool removeMember(const QString &login);
    QList<TeamMember> members();
    // This login's role in the series ('' when not a member).
    QString role();

signals:
    // Another member pushed (LISTEN/NOTIFY): time to pull.
    void changed();

private:
    // TeamTermChanges (the lead settles flagged term changes) works on this connection.
    friend class TeamTermChanges;
    TeamServerConnection &connection();

    struct Private;
    Private *d;
};
