// SPDX-FileCopyrightText: 2026 Yiqiao authors
// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once

#include <QCoreApplication>
#include <QString>
#include <QStringList>

// The SQL of a team server (see README.md): the schema `yiqiao` in the series'
// database, the trigger that enforces who writes what, and the series' three group
// roles. Identifiers in it come from fixed lists, or are built from the database and
// the lead's login after they were validated, and are quoted. Every statement is
// idempotent, so publishing twice changes nothing.
//
// What the server enforces (the trigger yiqiao.guard_row, members cannot bypass it
// with psql: they may only INSERT and UPDATE team_rows, and the trigger runs on
// both): the table travels and the row's issue is the one its data leads to; draft
// rows only by the login holding the issue's unexpired lease; lead rows only by the
// lead; series rows by the lead or the issue's holder (new rows by anyone while nobody
// else holds the issue); append and shared rows by any member; nobody approves a block
// whose latest version they wrote. The trigger sets rev (from yiqiao.team_rev, under
// an advisory lock, so revisions commit in order) and author (session_user), keeps
// an overwritten shared row in team_row_history (flagged when the writer's base_rev
// was not the version it replaced) and notifies the channel. Only the lead settles a
// flagged change of the termbase (yiqiao.settle_term_change: approve, or revert to the
// earlier version as a new revision).
class TeamServerConnection;

class TeamServerSchema
{
    Q_DECLARE_TR_FUNCTIONS(TeamServerSchema)

public:
    // The version of these statements (yiqiao.meta's schema_version): a server published
    // by an older Yiqiao gets them again when its lead connects (TeamServer::open).
    // 2: yiqiao.settle_term_change.
    static constexpr int Version = 2;

    // The notification channel of pushes.
    static QString channel() { return QStringLiteral("yiqiao_team"); }

    // Whether database can name the series' roles (letters, digits, '_' and '-', so
    // that yiqiao_<database>_translator fits PostgreSQL's 63 characters); *error when not.
    static bool checkDatabase(const QString &database, QString *error);
    // Whether login is a name PostgreSQL could have as a role; *error when not.
    static bool checkLogin(const QString &login, QString *error);
    // The group role of role ("translator", "reviewer", "lead") for database.
    static QString roleName(const QString &database, const QString &role);
    static const QStringList &roles();
    // The termbase's tables, whose flagged changes the lead settles (settle_term_change).
    static const QStringList &termTables();

    // The table a row's issueVia column (TeamTable) refers to ('' for none).
    static QString issueParent(const QString &issueVia);

    // name as an SQL identifier / string literal (quotes doubled).
    static QString quoteIdent(const QString &name);
    static QString quoteLiteral(const QString &text);

    // The three group roles made unless they exist, and lead granted the lead's role
    // (with the admin option when the admin runs it, so the lead may add members).
    // lead: a quoted identifier or SESSION_USER.
    static QStringList roleStatements(const QString &database, const QString &lead, bool adminOption);
    // The schema, its tables, functions, trigger and the grants to the roles.
    static QStringList schemaStatements(const QString &database);
    // The schema's statements, then its Version in yiqiao.meta, in connection's open
    // transaction (publishing; upgrade()). *error when one failed.
    static bool apply(TeamServerConnection &connection, QString *error);
    // When this login owns the schema `yiqiao` (the lead who published, an admin) and
    // it is older than Version: apply() in a transaction of its own. A database without
    // the schema, another member, or a failure (left to the next operation to say)
    // changes nothing.
    static void upgrade(TeamServerConnection &connection);
    // INSERT … ON CONFLICT of one (key, value) of yiqiao.meta, for bound values.
    static QString metaUpsert();

    // Everything publishing does, for the server's admin to run (as a superuser or a
    // role with CREATEROLE, connected to database): the roles (the lead with the
    // admin option), then as the lead the schema and its tables' rows. {} when
    // database or leadLogin cannot be used.
    static QStringList adminScript(const QString &database, const QString &leadLogin);
};
