// SPDX-FileCopyrightText: 2026 Yiqiao authors
// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once

#include <QString>
#include <QVariant>
#include <QVariantList>

class QSqlDatabase;
class QSqlQuery;

// One prepared statement run with bound values; on failure *error is
// SqlErrors::describe() of what SQLite said.
class SqlExec
{
public:
    // query is prepared; values are bound in order (a null QString binds as NULL).
    static bool run(QSqlQuery &query, const QVariantList &values, QString *error);
    static bool run(const QSqlDatabase &db, const QString &sql, const QVariantList &values, QString *error);
    // "" for a null QString: a null one binds as NULL, and our text columns are NOT NULL.
    static QVariant notNull(const QString &value);
};
