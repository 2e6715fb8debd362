// SPDX-FileCopyrightText: 2026 Yiqiao authors
// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once

#include "store/postimporter.h"
#include "store/projectstore.h"
#include "team/teamtables.h"
#include "team/teamworkingcopy.h"

#include <QHash>
#include <QSqlQuery>
#include <QSqlRecord>
#include <QTemporaryDir>

#include <map>
#include <memory>

// Working copies of one series in a temporary folder and a stand-in for the team
// server that keeps every pushed version in revision order, as yiqiao.team_rows does,
// and refuses a draft row of an issue whose lease another copy holds, and a row that
// names another issue than its earlier versions (a deletion too). What the real
// server does is tested with PostgreSQL (tst_teamserver, tst_teamsync); this is the
// working copy's side only.
class TeamCopies
{
public:
    struct Copy {
        std::unique_ptr<ProjectStore> store;
        QString login;
        QString path;
        TeamWorkingCopy copy() { return TeamWorkingCopy(*store); }
    };

    TeamCopies() = default;
    bool isValid() const { return m_dir.isValid(); }

    // A new project named name; the error text, empty when it worked.
    QString create(const QString &name, const QString &login)
    {
        Copy copy;
        copy.store = std::make_unique<ProjectStore>();
        copy.login = login;
        copy.path = m_dir.filePath(name + QStringLiteral(".yiqiao"));
        if (!copy.store->create(copy.path, name)) {
            return copy.store->errorString();
        }
        m_copies[name] = std::move(copy);
        return {};
    }
    Copy &operator[](const QString &name) { return m_copies[name]; }
    ProjectStore &store(const QString &name) { return *m_copies[name].store; }

    // Closes the project and opens it again, as the next command would.
    QString reopen(const QString &name)
    {
        Copy &copy = m_copies[name];
        copy.store->close();
        return copy.store->open(copy.path) ? QString() : copy.store->errorString();
    }

    // Pushes name's outbox and pulls everything newer; the error text, empty when it worked.
    QString sync(const QString &name, QList<qint64> *conflicts = nullptr)
    {
        Copy &copy = m_copies[name];
        TeamWorkingCopy working(*copy.store);
        if (conflicts) {
            conflicts->clear();
        }
        const QList<TeamRow> rows = working.pendingRows(100000);
        QList<TeamPushResult> results;
        for (TeamRow row : rows) {
            TeamPushResult result {row.table, row.uuid, 0, {}};
            const TeamTable *table = TeamTables::find(row.table);
            const QString holder = m_leases.value(row.issueUuid);
            if (table && table->kind == TeamTableClass::Draft && !row.deleted && !holder.isEmpty() && holder != working.settings().copyId) {
                result.error = QStringLiteral("issue held by another copy");
            } else if (issueOnServer(row) != row.issueUuid) {
                result.error = QStringLiteral("a row keeps its table, uuid and issue");
            } else {
                row.rev = ++m_head;
                row.author = copy.login;
                row.baseRev = 0;
                m_rows.append(row);
                result.rev = row.rev;
            }
            results.append(result);
        }
        if (!working.markPushed(results)) {
            return working.errorString();
        }
        QList<TeamRow> pulled;
        for (const TeamRow &row : std::as_const(m_rows)) {
            if (row.rev > working.settings().pulledRev) {
                pulled.append(row);
            }
        }
        // In batches, as TeamSync pulls.
        for (int i = 0; i < pulled.size(); i += m_batch) {
            const QList<TeamRow> batch = pulled.mid(i, m_batch);
            if (!working.apply(batch, i + m_batch < pulled.size() ? batch.constLast().rev : m_head)) {
                return working.errorString();
            }
            if (conflicts) {
                *conflicts += working.lastConflicts();
            }
        }
        if (pulled.isEmpty() && !working.apply({}, m_head)) {
            return working.errorString();
        }
        return {};
    }

    // The issue of the server's latest version of row (row's own when it has none).
    QString issueOnServer(const TeamRow &row) const
    {
        for (auto it = m_rows.crbegin(); it != m_rows.crend(); ++it) {
            if (it->table == row.table && it->uuid == row.uuid) {
                return it->issueUuid;
            }
        }
        return row.issueUuid;
    }

    // Rows per pull batch.
    void setBatch(int rows) { m_batch = rows; }

    void lease(const QString &issueUuid, const QString &copyId) { m_leases.insert(issueUuid, copyId); }
    const QList<TeamRow> &serverRows() const { return m_rows; }

    // Every row of every table, for "nothing changed".
    static QString snapshot(const QSqlDatabase &db)
    {
        QString all;
        QSqlQuery tables(db);
        tables.exec(QStringLiteral("SELECT name FROM sqlite_master WHERE type = 'table' AND name NOT LIKE 'sqlite%' ORDER BY name"));
        while (tables.next()) {
            QSqlQuery rows(db);
            rows.exec(QStringLiteral("SELECT * FROM \"%1\"").arg(tables.value(0).toString()));
            all += tables.value(0).toString() + QLatin1Char('\n');
            while (rows.next()) {
                for (int i = 0; i < rows.record().count(); ++i) {
                    all += rows.value(i).toString() + QLatin1Char('|');
                }
                all += QLatin1Char('\n');
            }
        }
        return all;
    }

    static int count(const QSqlDatabase &db, const QString &sql)
    {
        QSqlQuery query(db);
        return query.exec(sql) && query.next() ? query.value(0).toInt() : -1;
    }

private:
    QTemporaryDir m_dir;
    std::map<QString, Copy> m_copies;
    QList<TeamRow> m_rows;
    QHash<QString, QString> m_leases; // issue uuid -> copy id
    qint64 m_head = 0;
    int m_batch = 1000;
};
