// SPDX-FileCopyrightText: 2026 Yiqiao authors
// SPDX-License-Identifier: GPL-3.0-or-later
#include "core/sqlexec.h"

#include "core/sqlerrors.h"

#include <QSqlDatabase>
#include <QSqlError>
#include <QSqlQuery>

bool SqlExec::run(QSqlQuery &query, const QVariantList &values, QString *error)
{
    for (const QVariant &value : values) {
        query.addBindValue(value);
    }
    if (query.exec()) {
        return true;
    }
    *error = SqlErrors::describe(query.lastError());
    return false;
}

bool SqlExec::run(const QSqlDatabase &db, const QString &sql, const QVariantList &values, QString *error)
{
    QSqlQuery query(db);
    query.prepare(sql);
    return run(query, values, error);
}

QVariant SqlExec::notNull(const QString &value)
{
    return value.isNull() ? QVariant(QStringLiteral("")) : QVariant(value);
}
