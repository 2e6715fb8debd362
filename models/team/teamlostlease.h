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
// copy made and the server never saw are removed, and the issue's draft changes leave
// the outbox (the server would refuse them). Runs inside TeamApplier's transaction,
// with the outbox triggers silenced. Local changes to rows the new holder did not
// change stay until the server's next version of them arrives.
class TeamLostLease : public Fallible
{
    Q_DECLARE_TR_FUNCTIONS(TeamLostLease)

public:
    TeamLostLease(ProjectStore &store, TeamRowCodec &codec);

    // Settles every issue of rows whose lease this copy lost; the local issue ids in *issues.
    bool settle(const QList<TeamRow> &rows, QList<qint64> *issues);

private:
    struct Pending {
        QString table;
        QString uuid;
        bool deleted = false;
        bool refused = false;
        bool onServer = false;
    };

    QSet<QString> incomingIssues(const QList<TeamRow> &rows) const;
    bool keep(qint64 issueId, const QString &issueUuid, const QList<Pending> &pending);

    ProjectStore &m_store;
    TeamRowCodec &m_codec;
    QString m_login;
    QString m_copyId;
};
