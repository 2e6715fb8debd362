// SPDX-FileCopyrightText: 2026 Yiqiao authors
// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once

#include <QList>
#include <QString>

// Who may write a travelling table's rows on the team server (the server enforces it).
enum class TeamTableClass {
    Series, // issues and their English posts: any member adds an issue; changes by the lead or the issue's holder
    Draft, // an issue's draft: only the member whose working copy holds the issue's lease
    Append, // records anyone adds at any time: comments, review decisions, feedback, reader tests, checks, waivers
    Shared, // termbase and memory: any member; the later version wins, the earlier stays in the history
    Lead, // the series' settings, templates, catalogues, rules: only the lead
};

// A table whose rows travel between working copies through the team server. Tables
// not listed (replace history, attached memories, logs, search indexes) stay local.
struct TeamTable {
    QString name;
    TeamTableClass kind;
    // The column that leads to the row's issue: "issue_id" itself, or a foreign key to
    // a row that belongs to an issue (e.g. target_block_id); '' for series-wide rows.
    QString issueVia;
};

class TeamTables
{
public:
    // Every travelling table, parents before the tables that refer to them (the order
    // pulled rows are inserted in; deletions go in the reverse order).
    static const QList<TeamTable> &all();
    static const TeamTable *find(const QString &name);
    // The class's name as the server stores it ("series", "draft", ...).
    static QString className(TeamTableClass kind);
};
