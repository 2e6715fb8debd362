// SPDX-FileCopyrightText: 2026 Yiqiao authors
// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once

#include "core/fallible.h"
#include "team/teamtermchange.h"

#include <QCoreApplication>
#include <QList>

class TeamServer;

// The termbase's flagged changes on the team server and their settling by the lead
// (issue 24: "the later version wins, the earlier stays in the term's history and is
// flagged for the lead"). Any member may list them; only the lead may settle one,
// and the server enforces it (yiqiao.settle_term_change refuses everyone else, and
// members have no UPDATE on the history). Approve keeps the later version; revert
// writes the earlier one again as a new revision by the lead, through the push path,
// so every working copy gets it at its next sync. Each call is one transaction on
// the server; a failure returns false / {} with errorString() (one line) and changes
// nothing.
class TeamTermChanges : public Fallible
{
    Q_DECLARE_TR_FUNCTIONS(TeamTermChanges)

public:
    explicit TeamTermChanges(TeamServer &server);

    // The flagged changes of the termbase's tables, oldest first. Every value is
    // checked: a malformed row from the server fails the whole list.
    QList<TeamTermChange> list() const;
    // How many wait (-1 with errorString() when the server cannot say).
    int count() const;
    bool approve(qint64 id);
    // *rev: the revision the earlier version went back as.
    bool revert(qint64 id, qint64 *rev = nullptr);

private:
    bool settle(qint64 id, const QString &how, qint64 *rev);

    TeamServer &m_server;
};
