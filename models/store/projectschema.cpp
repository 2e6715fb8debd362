// SPDX-FileCopyrightText: 2026 Yiqiao authors
// SPDX-License-Identifier: GPL-3.0-or-later
#include "store/projectschema.h"

#include "core/sqlerrors.h"
#include "store/projectschemasteps.h"

#include <QSqlDatabase>
#include <QSqlError>
#include <QSqlQuery>
#include <QVariant>

namespace {

bool run(QSqlDatabase &db, const QString &statement, QString *error)
{
    QSqlQuery query(db);
    if (query.exec(statement)) {
        return true;
    }
    if (error) {
        *error = SqlErrors::describe(query.lastError());
    }
    return false;
}

} // namespace

QStringList ProjectSchema::migrationTo(int version)
{
    return ProjectSchemaSteps::to(version);
}

int ProjectSchema::userVersion(const QSqlDatabase &db)
{
    QSqlQuery query(db);
    if (query.exec(QStringLiteral("PRAGMA user_version")) && query.next()) {
        return query.value(0).toInt();
    }
    return -1;
}

// Foreign keys are off while the steps run (a table rebuild must not cascade) and
// checked before each step commits; PRAGMA foreign_keys is a no-op inside a
// transaction, so it is switched here, around them.
bool ProjectSchema::migrate(QSqlDatabase &db, int target, QString *error)
{
    QSqlQuery pragma(db);
    const bool foreignKeys = pragma.exec(QStringLiteral("PRAGMA foreign_keys")) && pragma.next() && pragma.value(0).toInt() == 1;
    pragma.finish();
    if (foreignKeys && !run(db, QStringLiteral("PRAGMA foreign_keys = OFF"), error)) {
        return false;
    }
    const bool ok = migrateSteps(db, target, error);
    if (foreignKeys) {
        run(db, QStringLiteral("PRAGMA foreign_keys = ON"), nullptr);
    }
    return ok;
}

bool ProjectSchema::migrateSteps(QSqlDatabase &db, int target, QString *error)
{
    for (;;) {
        // The version is read under the write lock: another process may have
        // upgraded the file while this one waited for it.
        if (!run(db, QStringLiteral("BEGIN IMMEDIATE"), error)) {
            return false;
        }
        const int current = userVersion(db);
        if (current < 0) {
            run(db, QStringLiteral("ROLLBACK"), nullptr);
            *error = tr("The project's format version cannot be read.");
            return false;
        }
        const int version = current + 1;
        if (version > target) {
            return run(db, QStringLiteral("COMMIT"), error);
        }
        if (!runStep(db, version, error)) {
            run(db, QStringLiteral("ROLLBACK"), nullptr);
            *error = tr("Upgrading the project to format %1 failed: %2").arg(QString::number(version), *error);
            return false;
        }
        if (!run(db, QStringLiteral("COMMIT"), error)) {
            run(db, QStringLiteral("ROLLBACK"), nullptr);
            return false;
        }
    }
}

bool ProjectSchema::runStep(QSqlDatabase &db, int version, QString *error)
{
    QStringList statements = migrationTo(version);
    if (version == 1) {
        // PRAGMAs take no bound values; both numbers are constants of ours.
        statements.append(QStringLiteral("PRAGMA application_id = %1").arg(ApplicationId));
    }
    statements.append(QStringLiteral("PRAGMA user_version = %1").arg(version));
    // Rows that already referred to missing ones (written by hand, or by a build
    // without foreign keys) do not stop an upgrade; new ones do.
    QStringList before;
    if (!foreignKeyViolations(db, &before, error)) {
        return false;
    }
    for (const QString &statement : std::as_const(statements)) {
        if (!run(db, statement, error)) {
            return false;
        }
    }
    QStringList after;
    if (!foreignKeyViolations(db, &after, error)) {
        return false;
    }
    for (const QString &violation : std::as_const(after)) {
        if (!before.contains(violation)) {
            *error = violation;
            return false;
        }
    }
    return true;
}

bool ProjectSchema::foreignKeyViolations(QSqlDatabase &db, QStringList *violations, QString *error)
{
    QSqlQuery check(db);
    if (!check.exec(QStringLiteral("PRAGMA foreign_key_check"))) {
        *error = SqlErrors::describe(check.lastError());
        return false;
    }
    while (check.next()) {
        violations->append(tr("row %1 of %2 refers to a missing row of %3")
                               .arg(check.value(1).toString(), check.value(0).toString(), check.value(2).toString()));
    }
    return true;
}
