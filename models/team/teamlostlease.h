// SPDX-FileCopyrightText: 2026 Yiqiao authors
// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once

#include "core/fallible.h"
#include "team/teamrow.h"

#include <QCoreApplication>
#include <QList>
#include <QSet>
#include <QString>

class ProjectStore;
class TeamRowCodec;

// A pulled batch that brings another member's draft rows for an issue this copy has
// changed without holding it any more (its lease ended while it was offline and
// someone else took the issue): before the batch is applied, the local draft is kept
// as a competing revision (sealed, in Revision History, where the holder compares and
// settles it as after the conflict bar's Load the Other Version), the draft rows this
// copy made and the server never saw are removed, and the issue's draft changes (and
// the change of the issue's own row that saving the draft made) leave the outbox (the
// server would refuse them). Runs inside TeamApplier's transaction,
// with the outbox triggers silenced. The rows this copy had changed forget the
// revision they were based on and the pulled revision moves back to before the oldest
// of them (*rewind), so that the next pull brings the server's version of each.
class TeamLostLease : public Fallible
{
    Q_DECLARE_TR_FUNCTIONS(TeamLostLease)

public:
    TeamLostLease(ProjectStore &store, TeamRowCodec &codec);

    // Settles every issue of rows whose lease this copy lost; the local issue ids in *issues.
    bool settle(const QList<TeamRow> &rows, QList<qint64> *issues, qint64 *rewind);

private:
    struct Pending {
        QString table;
        QString uuid;
        bool deleted = false;
        bool refused = false; // the server refused it already
        qint64 rev = 0; // the server's revision this copy had (0: never on the server)
    };

    QSet<QString> incomingIssues(const QList<TeamRow> &rows) const;
    bool keep(qint64 issueId, const QList<Pending> &pending, qint64 *rewind);

    ProjectStore &m_store;
    TeamRowCodec &m_codec;
    QString m_login;
    QString m_copyId;
};
