// SPDX-FileCopyrightText: 2026 Yiqiao authors
// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once

#include <QSqlDatabase>
#include <QString>
#include <QStringList>

// The TEMP triggers that record every change of a travelling row in team_outbox, on
// one connection of a working copy (team work, issue 24: models/team/README.md).
// ProjectStore::open() installs them on every read-write connection of a project that
// has team settings, so that every writer — the window, the CLI, a test — queues its
// changes without knowing about team work; a project that was never published gets
// none and pays nothing. It lives in store/ because the store may not depend on
// team/: the travelling tables are the ones with a uuid column (schema version 14,
// which added it to exactly TeamTables::all()).
//
// A new row gets a random uuid and is queued; a change queues it again (one outbox
// entry per row: the last change wins); a deletion is queued when the server has the
// row (team_revs), and drops the entry of a row the server never saw. Settings that
// belong to one copy (isLocalSetting) are not queued. recursive_triggers is switched
// on, so that a row an INSERT OR REPLACE pushes out is queued as deleted too.
// While silenced (TeamWorkingCopy applying pulled rows) nothing is queued.
class OutboxTriggers
{
public:
    // True when the project has team settings.
    static bool isWorkingCopy(const QSqlDatabase &db);
    // Creates the triggers (again: idempotent) on db's connection.
    static bool install(QSqlDatabase &db, QString *error);
    static bool isInstalled(const QSqlDatabase &db);
    // Nothing is queued while silenced (per connection; inside the caller's transaction).
    static bool silence(QSqlDatabase &db, bool silenced, QString *error);

    // The tables whose rows travel: those of the main schema with a uuid column.
    static QStringList travellingTables(const QSqlDatabase &db);
    // An SQL expression giving a new random (version 4) uuid, lower-case with dashes.
    static QString newUuidSql();
    // project_settings keys that stay in this copy (the seal of revision coalescing,
    // and the keys localSettingKey() makes).
    static bool isLocalSetting(const QString &key);
    // A project_settings key for name that stays in this copy ("team.local." + name).
    static QString localSettingKey(const QString &name);
    // The SQL condition (on a project_settings row named by prefix, "new." or "") that
    // holds for a setting that travels.
    static QString travellingSettingSql(const QString &prefix);

private:
    static QStringList statements(const QSqlDatabase &db, const QString &table);
};
