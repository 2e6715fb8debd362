// SPDX-FileCopyrightText: 2026 Yiqiao authors
// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once

#include "cli/clicommand.h"
#include "find/searchhit.h"
#include "find/searchquery.h"

#include <QCoreApplication>
#include <QList>
#include <QSet>
#include <QStringList>

#include <optional>

class ProjectStore;
class QCommandLineParser;

// yiqiao-cli find PROJECT TEXT [--issue N] [--regex] [--json] [--side draft|source|both]
// [--whole-word] [--case] [--include-code] [--limit N]: ProjectSearch over the draft and
// the source (both by default); exit codes as grep's: 0 found, 1 nothing found, 2 an
// error (command line, project).
// yiqiao-cli replace PROJECT TEXT REPLACEMENT [--issue N] [--regex] [--whole-word]
// [--case] [--include-code] [--author NAME] [--dry-run] [--json], replace PROJECT
// --undo BATCH and replace PROJECT --batches: ProjectReplacer over draft blocks; exit
// 0 done, 1 nothing replaced or the operation failed, 2 a wrong command line.
class FindCommand : public CliCommand
{
    Q_DECLARE_TR_FUNCTIONS(FindCommand)
public:
    using CliCommand::CliCommand;

    int runFind(const QStringList &arguments);
    int runReplace(const QStringList &arguments);

private:
    static void addQueryOptions(QCommandLineParser &parser);
    // The query from the options (text set by the caller); the exit code on error
    // (2 a wrong command line, 1 no such issue).
    std::optional<int> readQuery(const QCommandLineParser &parser, ProjectStore &store, SearchQuery *query);
    int replaceMatches(const QCommandLineParser &parser);
    int dryRun(const QCommandLineParser &parser, ProjectStore &store, const SearchQuery &query);
    static QSet<qint64> issuesWithHits(ProjectStore &store, const SearchQuery &query, const QSet<qint64> &issueIds);
    int undo(const QCommandLineParser &parser);
    int listBatches(const QCommandLineParser &parser);
    void printHits(const QList<SearchHit> &hits, bool truncated, int limit);
    static QString marked(const SearchHit &hit);
    static QString matches(int count); // "%n match(es)"
    static QString blocks(int count); // "%n block(s)"
};
