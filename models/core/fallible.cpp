// SPDX-FileCopyrightText: 2026 Yiqiao authors
// SPDX-License-Identifier: GPL-3.0-or-later
#include "core/fallible.h"

#include "core/sqlerrors.h"
#include "core/sqlexec.h"

#include <QSqlError>
#include <QSqlQuery>

bool Fallible::fail(const QString &message) const
{
    m_error = message;
    return false;
}

bool Fallible::failQuery(const QSqlQuery &query) const
{
    return fail(SqlErrors::describe(query.lastError()));
}

bool Fallible::exec(QSqlQuery &query, const QVariantList &values) const
{
    return SqlExec::run(query, values, &m_error);
}

bool Fallible::exec(QSqlQuery &query, const QString &sql, const QVariantList &values) const
{
    query.prepare(sql);
    return exec(query, values);
}

bool Fallible::exec(const QSqlDatabase &db, const QString &sql, const QVariantList &values) const
{
    return SqlExec::run(db, sql, values, &m_error);
}

int Fallible::selectInt(const QSqlDatabase &db, const QString &sql, const QVariantList &values) const
{
    QSqlQuery query(db);
    if (!exec(query, sql, values)) {
        return -1;
    }
    if (!query.next()) {
        failQuery(query);
        return -1;
    }
    return query.value(0).toInt();
}
