// SPDX-FileCopyrightText: 2026 Yiqiao authors
// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once

#include <QCoreApplication>
#include <QStringList>

class QSqlDatabase;

// The project file's schema and its migrations. Version N is reached from N-1 by
// the statements of migrationTo(N), run in one transaction together with
// PRAGMA user_version = N; a failed step rolls back and leaves the file as it was.
// Version 0 is an empty SQLite file. Never edit a released step: add a new one.
class ProjectSchema
{
    Q_DECLARE_TR_FUNCTIONS(ProjectSchema)
public:
    static constexpr int CurrentVersion = 16;
    // PRAGMA application_id of every Yiqiao project: "YiQ1" in ASCII.
    static constexpr qint32 ApplicationId = 0x59695131;

    // One SQL statement per element (QSqlQuery runs only the first of several).
    static QStringList migrationTo(int version);

    // Runs the steps from the database's user_version up to target.
    static bool migrate(QSqlDatabase &db, int target, QString *error);

    static int userVersion(const QSqlDatabase &db);

private:
    static bool migrateSteps(QSqlDatabase &db, int target, QString *error);
    // The statements of one step inside the caller's transaction, then the check
    // that they left no row referring to a missing one.
    static bool runStep(QSqlDatabase &db, int version, QString *error);
    static bool foreignKeyViolations(QSqlDatabase &db, QStringList *violations, QString *error);
};
