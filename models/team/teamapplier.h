// SPDX-FileCopyrightText: 2026 Yiqiao authors
// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once

#include "core/fallible.h"
#include "team/teamrow.h"

#include <QCoreApplication>
#include <QList>
#include <QString>
#include <QVariantMap>

class ProjectStore;
class TeamRowCodec;

// Applies rows pulled from the team server to a working copy (TeamWorkingCopy::apply):
// in one transaction with the outbox triggers silenced, deletions first (children
// first), then insert-or-update by uuid (parents first, in TeamTables order; a row
// referring to another of its own table waits for it), mapping uuids back to local
// ids. A row this copy has already (its revision) is skipped; a row with a change of
// this copy still waiting keeps the local change (it goes up at the next push, with
// the revision it was based on); a row the server refused from this copy takes the
// server's version. A pulled row that collides on a unique key (a setting's key, an
// issue's number, …) with a local row takes that row over (the local one is the
// server's now), except a revision of this copy alone, which moves to the next number.
// Anything not acceptable refuses the whole batch, with one line, and changes nothing.
class TeamApplier : public Fallible
{
    Q_DECLARE_TR_FUNCTIONS(TeamApplier)

public:
    explicit TeamApplier(ProjectStore &store);

    // *rewind (in and out, -1: none): where the pulled revision must stay at most after
    // a lost lease, so that the next pull brings the rows this copy had changed.
    bool apply(const QList<TeamRow> &rows, qint64 headRev, qint64 *rewind);
    // The issues whose local draft became a competing revision (TeamLostLease).
    QList<qint64> conflicts() const { return m_conflicts; }

private:
    bool applyAll(TeamRowCodec &codec, const QList<TeamRow> &rows, qint64 headRev, qint64 *rewind);
    bool remove(const TeamRow &row);
    bool applyTable(TeamRowCodec &codec, const QList<TeamRow> &rows);
    bool upsert(TeamRowCodec &codec, const TeamRow &row, QString *missingTable);
    bool makeRoom(TeamRowCodec &codec, const TeamRow &row, const QVariantMap &values, bool *exists);
    bool write(const TeamRow &row, const QVariantMap &values, bool exists);
    bool fixIdText(TeamRowCodec &codec);
    bool refuse(const TeamRow &row, const QString &why);
    QString pendingState(const TeamRow &row, bool *pending);
    qint64 knownRev(const TeamRow &row);
    // sql (prepared once per batch) run with values.
    bool run(const QString &sql, const QVariantList &values);

    ProjectStore &m_store;
    TeamRowCodec *m_codec = nullptr; // during apply()
    QList<qint64> m_conflicts;
    QList<TeamRow> m_idText; // applied rows whose text holds ids (TeamIdText)
};
