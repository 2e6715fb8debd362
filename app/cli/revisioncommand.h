// SPDX-FileCopyrightText: 2026 Yiqiao authors
// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once

#include "cli/clicommand.h"
#include "core/textdiff.h"

#include <QCoreApplication>
#include <QStringList>

#include <optional>

class ProjectStore;

// yiqiao-cli revisions PROJECT --issue N [--json]: the issue's draft revisions, newest
// first (number, created, last changed, author, size in bytes, summary).
// With --source: the versions of the issue's source posts (post, version, imported,
// replaced or "(current)", size, origin), oldest first.
// yiqiao-cli diff PROJECT --issue N A B [--json] [--source [--post K]]: revision A
// against revision B (with --source: source version A against B), one
// line per side-by-side row: "  " equal, "- " removed, "+ " added, "~ " changed with
// its words marked as [-old-]{+new+}.
class RevisionCommand : public CliCommand
{
    Q_DECLARE_TR_FUNCTIONS(RevisionCommand)
public:
    using CliCommand::CliCommand;

    int runList(const QStringList &arguments);
    int runDiff(const QStringList &arguments);

    // A row as the text output shows it (without its line break).
    static QString rowLine(const TextDiff::Row &row);
    // A Changed row's two sides merged: equal text, then [-old-]{+new+} where it changed.
    static QString markedWords(const TextDiff::Row &row);

private:
    int listSourceVersions(ProjectStore &store, qint64 issueId, bool json);
    // The text of a source post's version, or nothing after printing why not.
    std::optional<QString> sourceVersion(ProjectStore &store, qint64 issueId, int post, int version);
    // A revision number from the command line, or the exit code after printing why not.
    std::optional<int> readNumber(const QString &value, int *number);
};
