// SPDX-FileCopyrightText: 2026 Yiqiao authors
// SPDX-License-Identifier: GPL-3.0-or-later
#include "team/teamworkingcopy.h"

#include "store/outboxtriggers.h"
#include "store/projectstore.h"
#include "team/teamapplier.h"
#include "team/teamleaseguard.h"
#include "team/teamrowcodec.h"
#include "team/teamtables.h"

#include <QSqlQuery>
#include <QUuid>
#include <QVariant>

#include <limits>

namespace {

QString stamp(const QDateTime &when)
{
    return when.isValid() ? when.toUTC().toString(Qt::ISODateWithMs) : QString();
}

QDateTime fromStamp(const QVariant &value)
{
    return value.isNull() ? QDateTime() : QDateTime::fromString(value.toString(), Qt::ISODateWithMs).toUTC();
}

QString sentKey(const QString &table, const QString &uuid)
{
    return table + QLatin1Char('\n') + uuid;
}

} // namespace

TeamWorkingCopy::TeamWorkingCopy(ProjectStore &store)
    : m_store(store)
{
}

bool TeamWorkingCopy::isWorkingCopy() const
{
    return m_store.isOpen() && OutboxTriggers::isWorkingCopy(m_store.database());
}

TeamSettings TeamWorkingCopy::settings() const
{
    TeamSettings settings;
    QSqlQuery query(m_store.database());
    if (query.exec(QStringLiteral("SELECT url, login, copy_id, pulled_rev, last_sync FROM team_settings")) && query.next()) {
        settings.url = query.value(0).toString();
        settings.login = query.value(1).toString();
        settings.copyId = query.value(2).toString();
        settings.pulledRev = query.value(3).toLongLong();
        settings.lastSync = fromStamp(query.value(4));
    }
    return settings;
}

bool TeamWorkingCopy::makeWorkingCopy(const QString &url, const QString &login, bool queueEverything)
{
    m_error.clear();
    QSqlDatabase db = m_store.database();
    return m_store.inTransaction(
               [&] {
                   for (const TeamTable &table : TeamTables::all()) {
                       const QString name = TeamTableSchema::quoted(table.name);
                       if (!exec(
                               db, QStringLiteral("UPDATE %1 SET uuid = %2 WHERE uuid IS NULL").arg(name, OutboxTriggers::newUuidSql()))) {
                           return false;
                       }
                       if (!queueEverything) {
                           continue;
                       }
                       const bool isSettings = table.name == QLatin1String("project_settings");
                       const bool rowid = !TeamTableSchema::read(db, table.name).withoutRowid();
                       if (!exec(db,
                               QStringLiteral("INSERT INTO team_outbox (table_name, row_id, uuid, deleted, error, queued)"
                                              " SELECT ?, %1, uuid, 0, '', (SELECT COALESCE(MAX(queued), 0) FROM team_outbox) + "
                                              "row_number() OVER (ORDER BY %4)"
                                              " FROM %2 WHERE %3 ON CONFLICT (table_name, uuid) DO NOTHING")
                                   .arg(rowid ? QStringLiteral("rowid") : QStringLiteral("NULL"), name,
                                       isSettings ? OutboxTriggers::travellingSettingSql(QString()) : QStringLiteral("true"),
                                       // Older rows first: a reply after its comment.
                                       rowid ? QStringLiteral("rowid") : QStringLiteral("uuid")),
                               {table.name})) {
                           return false;
                       }
                   }
                   // A copy made again (a publish that failed half-way) keeps its id.
                   const QString copyId =
                       settings().copyId.isEmpty() ? QUuid::createUuid().toString(QUuid::WithoutBraces) : settings().copyId;
                   return exec(db,
                       QStringLiteral("INSERT INTO team_settings (id, url, login, copy_id) VALUES (1, ?, ?, ?)"
                                      " ON CONFLICT (id) DO UPDATE SET url = excluded.url, login = excluded.login"),
                       {url, login, copyId});
               },
               &m_error)
        && installTriggers();
}

bool TeamWorkingCopy::installTriggers()
{
    QSqlDatabase db = m_store.database();
    QString error;
    if (!OutboxTriggers::install(db, &error)) {
        return fail(tr("The changes of this working copy cannot be followed: %1").arg(error));
    }
    return true;
}

int TeamWorkingCopy::pendingCount() const
{
    return qMax(0, selectInt(m_store.database(), QStringLiteral("SELECT count(*) FROM team_outbox"), {}));
}

// Parents first: rows that stay in TeamTables order, then deletions in the reverse
// order; within a table, in the order they changed.
QList<TeamRow> TeamWorkingCopy::pendingRows(int limit) const
{
    m_error.clear();
    QList<TeamRow> rows;
    QList<QPair<QString, bool>> order;
    for (const TeamTable &table : TeamTables::all()) {
        order.append({table.name, false});
    }
    for (auto it = TeamTables::all().crbegin(); it != TeamTables::all().crend(); ++it) {
        order.append({it->name, true});
    }
    TeamRowCodec codec(m_store.database());
    QSqlQuery query(m_store.database());
    for (const auto &part : std::as_const(order)) {
        if (rows.size() >= limit) {
            break;
        }
        // team_outbox_order serves each part.
        if (!exec(query,
                QStringLiteral("SELECT o.uuid, o.queued, COALESCE(r.rev, 0), COALESCE(r.issue_uuid, '') FROM team_outbox o"
                               " LEFT JOIN team_revs r ON r.table_name = o.table_name AND r.uuid = o.uuid"
                               " WHERE o.table_name = ? AND o.deleted = ? ORDER BY o.queued LIMIT ?"),
                {part.first, part.second ? 1 : 0, limit - rows.size()})) {
            return rows;
        }
        while (query.next()) {
            TeamRow row;
            row.table = part.first;
            row.uuid = query.value(0).toString();
            row.deleted = part.second;
            if (!row.deleted && !codec.encode(part.first, row.uuid, &row)) {
                // Gone meanwhile without a trace (removed while the triggers were silent).
                row = TeamRow {part.first, query.value(0).toString(), {}, {}, true, 0, 0, {}};
            }
            if (row.deleted) {
                // A row keeps its issue; the server wants it named with a deletion too.
                row.issueUuid = query.value(3).toString();
            }
            row.baseRev = query.value(2).toLongLong();
            m_sent.insert(sentKey(row.table, row.uuid), {query.value(1).toLongLong(), row.issueUuid});
            rows.append(row);
        }
    }
    return rows;
}

bool TeamWorkingCopy::markPushed(const QList<TeamPushResult> &results)
{
    m_error.clear();
    QSqlDatabase db = m_store.database();
    return m_store.inTransaction(
        [&] {
            QSqlQuery refused(db);
            QSqlQuery done(db);
            QSqlQuery rev(db);
            refused.prepare(QStringLiteral("UPDATE team_outbox SET error = ? WHERE table_name = ? AND uuid = ?"));
            // A row changed again since it was handed out stays queued, based on this revision.
            done.prepare(QStringLiteral("DELETE FROM team_outbox WHERE table_name = ? AND uuid = ? AND queued <= ?"));
            rev.prepare(QStringLiteral("INSERT INTO team_revs (table_name, uuid, rev, issue_uuid) VALUES (?, ?, ?, ?)"
                                       " ON CONFLICT (table_name, uuid) DO UPDATE SET rev = max(rev, excluded.rev),"
                                       " issue_uuid = CASE WHEN excluded.issue_uuid = '' THEN issue_uuid ELSE excluded.issue_uuid END"));
            for (const TeamPushResult &result : results) {
                const auto sent = m_sent.value(sentKey(result.table, result.uuid), {std::numeric_limits<qint64>::max(), QString()});
                if (result.rev <= 0) {
                    if (!exec(refused, {result.error.isEmpty() ? tr("refused by the server") : result.error, result.table, result.uuid})) {
                        return false;
                    }
                    continue;
                }
                if (!exec(done, {result.table, result.uuid, sent.first})
                    || !exec(rev, {result.table, result.uuid, result.rev, sent.second.isEmpty() ? QStringLiteral("") : sent.second})) {
                    return false;
                }
                m_sent.remove(sentKey(result.table, result.uuid));
            }
            return true;
        },
        &m_error);
}

QStringList TeamWorkingCopy::pendingErrors() const
{
    return selectRows(m_store.database(),
        QStringLiteral("SELECT table_name, uuid, error FROM team_outbox WHERE error <> '' ORDER BY queued"), {},
        [](const QSqlQuery &query) {
            return tr("%1 %2: %3").arg(query.value(0).toString(), query.value(1).toString(), query.value(2).toString());
        });
}

QStringList TeamWorkingCopy::newIssues() const
{
    return selectRows(m_store.database(),
        QStringLiteral("SELECT o.uuid FROM team_outbox o WHERE o.table_name = 'issues' AND o.deleted = 0 AND NOT EXISTS"
                       " (SELECT 1 FROM team_revs r WHERE r.table_name = 'issues' AND r.uuid = o.uuid) ORDER BY o.queued"),
        {}, [](const QSqlQuery &query) { return query.value(0).toString(); });
}

bool TeamWorkingCopy::apply(const QList<TeamRow> &rows, qint64 headRev)
{
    m_error.clear();
    m_conflicts.clear();
    TeamApplier applier(m_store);
    if (!applier.apply(rows, headRev, &m_rewind)) {
        return fail(applier.errorString());
    }
    m_conflicts = applier.conflicts();
    return true;
}

bool TeamWorkingCopy::setLastSync(const QDateTime &when)
{
    m_error.clear();
    return m_store.inTransaction(
        [&] { return exec(m_store.database(), QStringLiteral("UPDATE team_settings SET last_sync = ?"), {stamp(when)}); }, &m_error);
}

bool TeamWorkingCopy::setLeases(const QList<TeamLease> &leases)
{
    m_error.clear();
    QSqlDatabase db = m_store.database();
    return m_store.inTransaction(
        [&] {
            if (!exec(db, QStringLiteral("DELETE FROM team_leases"))) {
                return false;
            }
            for (const TeamLease &lease : leases) {
                if (!exec(db,
                        QStringLiteral("INSERT INTO team_leases (issue_uuid, holder, copy_id, expires) VALUES (?, ?, ?, ?)"
                                       " ON CONFLICT (issue_uuid) DO UPDATE SET holder = excluded.holder, copy_id = excluded.copy_id,"
                                       " expires = excluded.expires"),
                        {lease.issueUuid, lease.holder, lease.copyId, stamp(lease.expires)})) {
                    return false;
                }
            }
            return true;
        },
        &m_error);
}

QList<TeamLease> TeamWorkingCopy::leases() const
{
    return selectRows(m_store.database(),
        QStringLiteral("SELECT issue_uuid, holder, copy_id, expires FROM team_leases ORDER BY issue_uuid"), {}, [](const QSqlQuery &query) {
            return TeamLease {query.value(0).toString(), query.value(1).toString(), query.value(2).toString(), fromStamp(query.value(3))};
        });
}

bool TeamWorkingCopy::holds(qint64 issueId) const
{
    return isWorkingCopy() && TeamLeaseGuard(m_store).mayWrite(issueId);
}

QString TeamWorkingCopy::issueUuid(qint64 issueId) const
{
    QSqlQuery query(m_store.database());
    query.prepare(QStringLiteral("SELECT uuid FROM issues WHERE id = ?"));
    query.addBindValue(issueId);
    return query.exec() && query.next() ? query.value(0).toString() : QString();
}
