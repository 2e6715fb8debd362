// SPDX-FileCopyrightText: 2026 Yiqiao authors
// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once

#include "core/fallible.h"
#include "team/teamlease.h"
#include "team/teamrow.h"

#include <QCoreApplication>
#include <QDateTime>
#include <QHash>
#include <QList>
#include <QPair>
#include <QString>

class ProjectStore;

// What a working copy keeps of its team: the server it syncs with and as whom.
struct TeamSettings {
    QString url; // TeamUrl::toString(): no password
    QString login;
    QString copyId; // this working copy
    qint64 pulledRev = 0;
    QDateTime lastSync; // UTC; invalid: never synced
};

// The local side of team work on one open project (see README.md): the team
// settings, the outbox of changed rows, the revisions and leases as of the last sync,
// and applying what was pulled. Every write is one transaction.
class TeamWorkingCopy : public Fallible
{
    Q_DECLARE_TR_FUNCTIONS(TeamWorkingCopy)

public:
    explicit TeamWorkingCopy(ProjectStore &store);

    // True when the project is a working copy (it has team settings).
    bool isWorkingCopy() const;
    TeamSettings settings() const;
    // Makes the project a working copy of url as login: every travelling row gets a
    // uuid, the settings are written, and (publish: everything) the outbox is filled.
    bool makeWorkingCopy(const QString &url, const QString &login, bool queueEverything);
    // The TEMP triggers that fill the outbox; ProjectStore's owner calls this after
    // opening a working copy (idempotent).
    bool installTriggers();

    int pendingCount() const;
    // Up to limit changed rows, parents first, with their base revisions.
    QList<TeamRow> pendingRows(int limit) const;
    // Accepted rows leave the outbox and keep their revision; refused ones stay, with
    // their error (pendingErrors()).
    bool markPushed(const QList<TeamPushResult> &results);
    QStringList pendingErrors() const;
    // The uuids of the issues created on this copy that the server has not had yet.
    QStringList newIssues() const;

    // Applies pulled rows (in one transaction, outbox triggers silenced) and records
    // headRev as pulled. A row that is not acceptable (unknown table or column, a
    // reference to a row this copy does not have, a value of the wrong type) refuses
    // the whole batch and changes nothing.
    bool apply(const QList<TeamRow> &rows, qint64 headRev);
    // The issues whose local draft the last apply() kept as a competing revision before
    // taking the team's (the lease had ended and someone else took the issue). The
    // pulled revision then moved back, and stays there for the rest of this object's
    // applies (a pull in batches): the next sync brings the server's version of the
    // rows this copy had changed.
    QList<qint64> lastConflicts() const { return m_conflicts; }
    bool setLastSync(const QDateTime &when);

    // The leases as of the last sync.
    bool setLeases(const QList<TeamLease> &leases);
    QList<TeamLease> leases() const;
    // Whether this copy holds issue's draft (by local issue id); expiry does not
    // matter here: work goes on offline, the server settles it at the next push.
    bool holds(qint64 issueId) const;
    // The issue's uuid, for the server's lease calls.
    QString issueUuid(qint64 issueId) const;

private:
    ProjectStore &m_store;
    QList<qint64> m_conflicts;
    qint64 m_rewind = -1; // see lastConflicts()
    // Of each row pendingRows() handed out ("table\nuuid"): its outbox order, so that
    // markPushed() keeps a row changed again meanwhile, and its issue.
    mutable QHash<QString, QPair<qint64, QString>> m_sent;
};
