// SPDX-FileCopyrightText: 2026 Yiqiao authors
// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once

#include "store/projectstore.h"

#include <QSqlQuery>
#include <QString>

// A commit that SQLite refuses, for tests of how a writer reports it: while armed,
// every row inserted into or updated in the table leaves a dangling reference in a
// temporary table whose foreign key is checked at commit (DEFERRABLE INITIALLY
// DEFERRED), so each statement succeeds and the COMMIT fails ("FOREIGN KEY constraint
// failed") with the transaction still open. The writer must report that once and
// leave the project as it was, with no write left open.
class RefusedCommit
{
public:
    RefusedCommit(ProjectStore &store, const QString &table)
        : m_store(store)
        , m_table(table)
    {
    }

    // False when it could not be set up.
    bool arm()
    {
        QSqlQuery query(m_store.database());
        const QString trigger = QStringLiteral("CREATE TEMP TRIGGER refuse_%1 AFTER %2 ON main.%3"
                                               " BEGIN INSERT INTO refused_commit_child (parent) VALUES (-1); END");
        return query.exec(QStringLiteral("CREATE TEMP TABLE refused_commit_parent (id INTEGER PRIMARY KEY)"))
            && query.exec(QStringLiteral("CREATE TEMP TABLE refused_commit_child (parent INTEGER"
                                         " REFERENCES refused_commit_parent (id) DEFERRABLE INITIALLY DEFERRED)"))
            && query.exec(trigger.arg(QStringLiteral("insert"), QStringLiteral("INSERT"), m_table))
            && query.exec(trigger.arg(QStringLiteral("update"), QStringLiteral("UPDATE"), m_table));
    }

    // The commit is allowed again.
    bool disarm()
    {
        QSqlQuery query(m_store.database());
        return query.exec(QStringLiteral("DROP TRIGGER temp.refuse_insert"))
            && query.exec(QStringLiteral("DROP TRIGGER temp.refuse_update"));
    }

    // No write left open, and no dangling reference kept: the refused transaction
    // was rolled back as a whole.
    bool rolledBack()
    {
        QSqlQuery query(m_store.database());
        return !m_store.isWriting() && query.exec(QStringLiteral("SELECT count(*) FROM refused_commit_child")) && query.next()
            && query.value(0).toInt() == 0;
    }

private:
    ProjectStore &m_store;
    QString m_table;
};
