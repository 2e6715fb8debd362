// SPDX-FileCopyrightText: 2026 Yiqiao authors
// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once

#include "core/fallible.h"

#include <QCoreApplication>
#include <QString>

class ProjectStore;
class QSqlDatabase;

// A draft of this copy that lost to another member's (its lease ended while the copy
// was offline and someone else changed the issue, TeamLostLease): which revision keeps
// it, until the holder settles it in the window's conflict bar — by taking the issue
// back with that version (reclaim) or by leaving the team's version (dismiss). The mark
// is a setting of this copy only (OutboxTriggers::isLocalSetting): it never travels.
class TeamCompetingDraft : public Fallible
{
    Q_DECLARE_TR_FUNCTIONS(TeamCompetingDraft)

public:
    explicit TeamCompetingDraft(ProjectStore &store);

    // Marks the issue's competing draft as kept in revision number (an existing one);
    // inside the caller's transaction (TeamLostLease, TeamController's unsaved edits).
    static bool mark(const QSqlDatabase &db, qint64 issueId, int number, QString *error);
    // The revision that keeps the issue's competing draft; 0 when there is none.
    int revision(qint64 issueId) const;
    // The team's version stays; the competing one stays in the revision history.
    bool dismiss(qint64 issueId);
    // The competing draft becomes the issue's draft again, the team's version going
    // into the revision history first (a revision of author). Refused, changing
    // nothing, unless this copy holds the issue's lease (check it out first).
    bool reclaim(qint64 issueId, const QString &author);

private:
    static QString key(qint64 issueId);

    ProjectStore &m_store;
};
