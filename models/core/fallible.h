// SPDX-FileCopyrightText: 2026 Yiqiao authors
// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once

#include <QList>
#include <QSqlQuery>
#include <QString>
#include <QVariantList>

#include <type_traits>
#include <utility>

class QSqlDatabase;

// What every class whose operations return bool + errorString() shares: the message
// of the last failure. A repository, reader or use case derives from it and says
// "return fail(tr(…))" for a refusal, "return failQuery(query)" for a statement
// SQLite refused, runs its statements with exec() (SqlExec::run, the error
// described by SqlErrors) and reads rows with selectRows() or forEachRow(). Reads are
// const and fail too, so the message is mutable.
// Each operation clears m_error when it starts, as its class documents.
class Fallible
{
public:
    QString errorString() const { return m_error; }

protected:
    Fallible() = default;
    ~Fallible() = default;
    Fallible(const Fallible &) = default;
    Fallible &operator=(const Fallible &) = default;

    // Keeps message as errorString(); always false.
    bool fail(const QString &message) const;
    // fail() with SqlErrors::describe() of what SQLite said about query.
    bool failQuery(const QSqlQuery &query) const;
    // query prepared: binds values in order and runs it; false with errorString().
    bool exec(QSqlQuery &query, const QVariantList &values = {}) const;
    // sql prepared on query (whose rows are then read), then as above.
    bool exec(QSqlQuery &query, const QString &sql, const QVariantList &values) const;
    // sql prepared on db, then as above.
    bool exec(const QSqlDatabase &db, const QString &sql, const QVariantList &values = {}) const;

    // The first column of the first row of sql (prepared on db, values bound in
    // order) as a number, such as a COUNT(*); -1 with errorString() when it could not
    // run or gave no row.
    int selectInt(const QSqlDatabase &db, const QString &sql, const QVariantList &values = {}) const;

    // sql prepared on db (forward only) and run as above; readRow(query) makes one
    // element of the list from each row, in the statement's order. {} with
    // errorString() when it could not run.
    template<typename ReadRow, typename Row = std::decay_t<std::invoke_result_t<ReadRow, const QSqlQuery &>>>
    QList<Row> selectRows(const QSqlDatabase &db, const QString &sql, const QVariantList &values, ReadRow readRow) const
    {
        QList<Row> rows;
        forEachRow(db, sql, values, [&rows, &readRow](const QSqlQuery &query) { rows.append(readRow(query)); });
        return rows;
    }

    // sql prepared on db (forward only) and run as above; onRow(query) for each row,
    // in the statement's order. False with errorString() when it could not run.
    template<typename OnRow>
    bool forEachRow(const QSqlDatabase &db, const QString &sql, const QVariantList &values, OnRow onRow) const
    {
        QSqlQuery query(db);
        query.setForwardOnly(true);
        if (!exec(query, sql, values)) {
            return false;
        }
        while (query.next()) {
            onRow(std::as_const(query));
        }
        return true;
    }

    mutable QString m_error;
};
