// SPDX-FileCopyrightText: 2026 Yiqiao authors
// SPDX-License-Identifier: GPL-3.0-or-later
#include "store/outboxtriggers.h"

#include "core/sqlerrors.h"

#include <QSqlError>
#include <QSqlQuery>
#include <QVariant>

namespace {

const QString kSealPrefix = QStringLiteral("revisions.sealed.");
const QString kLocalPrefix = QStringLiteral("team.local.");

bool run(QSqlDatabase &db, const QString &sql, QString *error)
{
    QSqlQuery query(db);
    if (query.exec(sql)) {
        return true;
    }
    if (error) {
        *error = SqlErrors::describe(query.lastError());
    }
    return false;
}

// Identifiers come from the schema itself (sqlite_master, table_info), never from input.
QString quoted(const QString &identifier)
{
    return QLatin1Char('"') + QString(identifier).replace(QLatin1Char('"'), QStringLiteral("\"\"")) + QLatin1Char('"');
}

QString nextQueued()
{
    return QStringLiteral("(SELECT COALESCE(MAX(queued), 0) + 1 FROM team_outbox)");
}

} // namespace

bool OutboxTriggers::isWorkingCopy(const QSqlDatabase &db)
{
    QSqlQuery query(db);
    return query.exec(QStringLiteral("SELECT 1 FROM sqlite_master WHERE type = 'table' AND name = 'team_settings'")) && query.next()
        && query.exec(QStringLiteral("SELECT 1 FROM team_settings")) && query.next();
}

bool OutboxTriggers::isInstalled(const QSqlDatabase &db)
{
    QSqlQuery query(db);
    return query.exec(QStringLiteral("SELECT 1 FROM sqlite_temp_master WHERE type = 'trigger' AND name LIKE 'team\\_%' ESCAPE '\\'"))
        && query.next();
}

QStringList OutboxTriggers::travellingTables(const QSqlDatabase &db)
{
    QStringList tables;
    QSqlQuery query(db);
    if (query.exec(QStringLiteral("SELECT m.name FROM sqlite_master m, pragma_table_info(m.name) c"
                                  " WHERE m.type = 'table' AND c.name = 'uuid' AND m.name NOT LIKE 'team\\_%' ESCAPE '\\'"
                                  " ORDER BY m.name"))) {
        while (query.next()) {
            tables.append(query.value(0).toString());
        }
    }
    return tables;
}

QString OutboxTriggers::newUuidSql()
{
    return QStringLiteral("lower(hex(randomblob(4)) || '-' || hex(randomblob(2)) || '-4' || substr(hex(randomblob(2)), 2) || '-'"
                          " || substr('89AB', 1 + (abs(random()) % 4), 1) || substr(hex(randomblob(2)), 2) || '-' || hex(randomblob(6)))");
}

bool OutboxTriggers::isLocalSetting(const QString &key)
{
    return key.startsWith(kSealPrefix) || key.startsWith(kLocalPrefix);
}

QString OutboxTriggers::localSettingKey(const QString &name)
{
    return kLocalPrefix + name;
}

QString OutboxTriggers::travellingSettingSql(const QString &prefix)
{
    return QStringLiteral("substr(%1key, 1, %2) <> '%3' AND substr(%1key, 1, %4) <> '%5'")
        .arg(prefix, QString::number(kSealPrefix.size()), kSealPrefix, QString::number(kLocalPrefix.size()), kLocalPrefix);
}

bool OutboxTriggers::silence(QSqlDatabase &db, bool silenced, QString *error)
{
    if (!run(db, QStringLiteral("CREATE TEMP TABLE IF NOT EXISTS team_quiet (n INTEGER)"), error)) {
        return false;
    }
    return run(
        db, silenced ? QStringLiteral("INSERT INTO temp.team_quiet (n) VALUES (1)") : QStringLiteral("DELETE FROM temp.team_quiet"), error);
}

bool OutboxTriggers::install(QSqlDatabase &db, QString *error)
{
    if (!run(db, QStringLiteral("CREATE TEMP TABLE IF NOT EXISTS team_quiet (n INTEGER)"), error)
        || !run(db, QStringLiteral("PRAGMA recursive_triggers = ON"), error)) {
        return false;
    }
    for (const QString &table : travellingTables(db)) {
        for (const QString &statement : statements(db, table)) {
            if (!run(db, statement, error)) {
                return false;
            }
        }
    }
    return true;
}

// The three triggers of one table. A row is found again by its primary key (rowid
// tables and WITHOUT ROWID ones alike); row_id is its rowid where it has one.
QStringList OutboxTriggers::statements(const QSqlDatabase &db, const QString &table)
{
    QStringList keys;
    QSqlQuery query(db);
    query.prepare(QStringLiteral("SELECT name FROM pragma_table_info(?) WHERE pk > 0 ORDER BY pk"));
    query.addBindValue(table);
    if (query.exec()) {
        while (query.next()) {
            keys.append(query.value(0).toString());
        }
    }
    query.prepare(QStringLiteral("SELECT sql FROM sqlite_master WHERE type = 'table' AND name = ?"));
    query.addBindValue(table);
    const bool withoutRowid =
        query.exec() && query.next() && query.value(0).toString().contains(QLatin1String("WITHOUT ROWID"), Qt::CaseInsensitive);
    if (keys.isEmpty()) {
        keys.append(QStringLiteral("rowid"));
    }
    QStringList match;
    for (const QString &key : std::as_const(keys)) {
        match.append(QStringLiteral("%1 = new.%1").arg(quoted(key)));
    }
    const QString name = quoted(table);
    const QString literal = QLatin1Char('\'') + QString(table).replace(QLatin1Char('\''), QStringLiteral("''")) + QLatin1Char('\'');
    const QString rowId = withoutRowid ? QStringLiteral("NULL") : QStringLiteral("new.rowid");
    const QString where = match.join(QStringLiteral(" AND "));
    const bool settings = table == QLatin1String("project_settings");
    const QString loud = QStringLiteral("NOT EXISTS (SELECT 1 FROM temp.team_quiet)");
    const QString upsert = QStringLiteral(" ON CONFLICT (table_name, uuid) DO UPDATE SET row_id = excluded.row_id,"
                                          " deleted = excluded.deleted, error = '', queued = excluded.queued;");
    const QString trigger = QStringLiteral("CREATE TEMP TRIGGER IF NOT EXISTS %1 AFTER %2 ON main.%3 WHEN %4 BEGIN ");
    return {
        trigger.arg(quoted(QStringLiteral("team_ai_") + table), QStringLiteral("INSERT"), name,
            loud + (settings ? QStringLiteral(" AND ") + travellingSettingSql(QStringLiteral("new.")) : QString()))
            + QStringLiteral("UPDATE %1 SET uuid = %2 WHERE %3 AND uuid IS NULL; ").arg(name, newUuidSql(), where)
            + QStringLiteral("INSERT INTO team_outbox (table_name, row_id, uuid, deleted, error, queued) SELECT %1, %2, uuid, 0, '', %3"
                             " FROM %4 WHERE %5")
                  .arg(literal, rowId, nextQueued(), name, where)
            + upsert + QStringLiteral(" END"),
        trigger.arg(quoted(QStringLiteral("team_au_") + table), QStringLiteral("UPDATE"), name,
            loud + QStringLiteral(" AND old.uuid IS NOT NULL AND new.uuid IS NOT NULL")
                + (settings ? QStringLiteral(" AND ") + travellingSettingSql(QStringLiteral("new.")) : QString()))
            + QStringLiteral(
                "INSERT INTO team_outbox (table_name, row_id, uuid, deleted, error, queued) VALUES (%1, %2, new.uuid, 0, '', %3)")
                  .arg(literal, rowId, nextQueued())
            + upsert + QStringLiteral(" END"),
        trigger.arg(quoted(QStringLiteral("team_ad_") + table), QStringLiteral("DELETE"), name,
            loud + QStringLiteral(" AND old.uuid IS NOT NULL")
                + (settings ? QStringLiteral(" AND ") + travellingSettingSql(QStringLiteral("old.")) : QString()))
            + QStringLiteral("DELETE FROM team_outbox WHERE table_name = %1 AND uuid = old.uuid"
                             " AND NOT EXISTS (SELECT 1 FROM team_revs WHERE table_name = %1 AND uuid = old.uuid); ")
                  .arg(literal)
            + QStringLiteral(
                "INSERT INTO team_outbox (table_name, row_id, uuid, deleted, error, queued) SELECT %1, NULL, old.uuid, 1, '', %2"
                " WHERE EXISTS (SELECT 1 FROM team_revs WHERE table_name = %1 AND uuid = old.uuid)")
                  .arg(literal, nextQueued())
            + upsert + QStringLiteral(" END"),
    };
}
