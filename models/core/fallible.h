// SPDX-FileCopyrightText: 2026 Yiqiao authors
// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once

#include <QString>
#include <QVariantList>

class QSqlDatabase;
class QSqlQuery;

// What every class whose operations return bool + errorString() shares: the message
// of the last failure. A repository, reader or use case derives from it and says
// "return fail(tr(…))" for a refusal, "return failQuery(query)" for a statement
// SQLite refused, and runs its statements with exec() (SqlExec::run, the error
// described by SqlErrors). Reads are const and fail too, so the message is mutable.
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

    mutable QString m_error;
};
