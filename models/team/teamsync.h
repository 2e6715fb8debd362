// SPDX-FileCopyrightText: 2026 Yiqiao authors
// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once

#include "core/fallible.h"
#include "team/teamlease.h"

#include <QCoreApplication>
#include <QDateTime>
#include <QHash>
#include <QList>
#include <QObject>
#include <QString>
#include <QStringList>

class ProjectStore;
class TeamServer;
class TeamWorkingCopy;

// What one sync did.
struct TeamSyncReport {
    int pushed = 0; // rows the server accepted
    QStringList refused; // one line per row the server refused (they stay in the outbox)
    int pulled = 0; // rows applied from the other members
    QList<qint64> conflicts; // issues whose local draft became a competing revision (lost lease)
    qint64 headRev = 0; // the server's revision this copy is now up to date with
};

// Where a working copy stands with its team (team status, the status bar, the issue list).
struct TeamStatus {
    QString url;
    QString login;
    QString role;
    QList<TeamMember> members; // empty when offline
    QList<TeamLease> leases; // as of the last sync when offline
    int pending = 0; // local changes waiting to go up
    QStringList refused; // of those, the ones the server refused, with its reason
    QDateTime lastSync; // UTC; invalid: never
    bool online = false;
    int termChanges = 0; // for the lead, online: the termbase's changes flagged to settle (TeamTermChanges)
};

// The team use cases the window and the CLI both perform, each one model operation
// (see README.md): publish, clone, sync, check out, release, status. It works on an
// open ProjectStore and an open TeamServer; nothing here shows anything (progress()
// lets a caller do that). Every call clears errorString() first.
class TeamSync : public QObject, public Fallible
{
    Q_OBJECT

public:
    TeamSync(ProjectStore &store, TeamServer &server, QObject *parent = nullptr);

    // Creates the team schema and roles (the server's login becomes the lead), uploads
    // the whole series and makes the project a working copy of url.
    bool publish(const QString &url);
    // store: a new, empty project just created at the working copy's path; fills it
    // with the whole series from the server and makes it a working copy of url.
    bool clone(const QString &url);
    // Pushes the outbox, pulls everything newer, renews this copy's leases and refreshes
    // the lease list. The server unreachable: false, nothing lost (the outbox stays).
    bool sync(TeamSyncReport *report);
    // Takes issueId's draft (syncing the issue first); refused naming the holder.
    bool checkout(qint64 issueId, TeamLease *holder = nullptr);
    // Syncs the issue and gives its lease back.
    bool release(qint64 issueId);
    // The server's view when it can be reached, the last sync's otherwise.
    TeamStatus status();

signals:
    // Rows done out of total during publish, clone and sync (total 0: unknown).
    void progress(qint64 done, qint64 total);

private:
    bool clearTravellingTables();
    void retake(TeamWorkingCopy &copy, const QList<TeamLease> &held);
    bool push(TeamWorkingCopy &copy, qint64 total, TeamSyncReport *report, QHash<QString, qint64> *pushed);
    bool refreshLeases(TeamWorkingCopy &copy);
    bool pull(qint64 since, const QHash<QString, qint64> &pushed, TeamSyncReport *report);
    bool pullPass(TeamWorkingCopy &copy, qint64 since, const QHash<QString, qint64> &pushed, TeamSyncReport *report, qint64 *reached);
    QString heldMessage(qint64 issueId, const TeamLease &lease) const;

    ProjectStore &m_store;
    TeamServer &m_server;
};
