// SPDX-FileCopyrightText: 2026 Yiqiao authors
// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once

#include <QDateTime>
#include <QJsonObject>
#include <QString>

// One version of a termbase row as the team server keeps it.
struct TeamTermVersion {
    QJsonObject data; // column -> value, foreign keys as uuids (TeamRow::data)
    bool deleted = false;
    QString author; // the member's login
};

// A change of the shared termbase that the lead settles (issue 24): a member
// overwrote a term's row without having seen its latest version, so the later
// version won and the earlier one stays in the row's history, flagged.
struct TeamTermChange {
    qint64 id = 0; // the history row: what approve and revert name
    QString table; // one of TeamServerSchema::termTables()
    QString uuid; // the row's
    QString sourceTerm; // the term's source text ('' when the server has none)
    TeamTermVersion earlier; // the version that was overwritten
    TeamTermVersion current; // the version the row has now
    QString replacedBy; // who overwrote it
    QDateTime when; // when (UTC)
};
