// SPDX-FileCopyrightText: 2026 Yiqiao authors
// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once

#include "team/teamlease.h"
#include "team/teamrow.h"

#include <QCoreApplication>
#include <QList>
#include <QString>
#include <QVariant>

#include <optional>

class QSqlQuery;

// TeamRows as they cross the wire to and from the team server: a pushed row checked
// before it is sent (a row the server could only refuse is refused here, with the
// reason), batches as the JSON yiqiao.push_rows takes, and a pulled row read with
// every value checked (types, table, uuids, JSON): the server is input.
class TeamServerRows
{
    Q_DECLARE_TR_FUNCTIONS(TeamServerRows)

public:
    // The largest row (its JSON) sent or accepted, in bytes.
    static constexpr int MaxRowBytes = 16 * 1024 * 1024;

    static bool isUuid(const QString &text);
    // Why row cannot be pushed ('' when it can).
    static QString checkOutgoing(const TeamRow &row);
    // row as one element of push_rows' array.
    static QByteArray toJson(const TeamRow &row);

    // One pulled row from the columns tbl, uuid, issue, data, deleted, rev, author;
    // nullopt with *error when any of them is not what it must be.
    static std::optional<TeamRow> fromColumns(const QVariantList &columns, QString *error);

    // The lease in query's current row: issue, holder, copy_id, expires (epoch seconds);
    // false when any of them is not what it must be.
    static bool readLease(const QSqlQuery &query, TeamLease *lease);

    // value's type, as QPSQL reads it.
    static bool isText(const QVariant &value);
    static bool isInteger(const QVariant &value);
    static bool isBool(const QVariant &value);
};
