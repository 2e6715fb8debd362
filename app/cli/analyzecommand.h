// SPDX-FileCopyrightText: 2026 Yiqiao authors
// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once

#include "analysis/issueanalysis.h"
#include "cli/clicommand.h"

#include <QCoreApplication>
#include <QList>
#include <QStringList>

#include <optional>

// yiqiao-cli analyze PROJECT --issue N[,N...] [--json] [--csv FILE]: the match
// analysis of the issues (MatchAnalysis) as a table per issue and their total, or
// JSON, and with --csv also as a CSV file (AnalysisReport). A bad or unknown issue
// number is refused (exit 2) before anything is read or written.
class AnalyzeCommand : public CliCommand
{
    Q_DECLARE_TR_FUNCTIONS(AnalyzeCommand)
public:
    using CliCommand::CliCommand;

    int run(const QStringList &arguments);

private:
    // The --issue list, or nothing after printing why it is wrong.
    std::optional<QList<int>> issueNumbers(const QCommandLineParser &parser);
    bool checkIssues(ProjectStore &store, const QList<int> &numbers);
    void printText(const QList<IssueAnalysis> &issues);
    static QString table(const IssueAnalysis &analysis);
    static int displayWidth(const QString &text);
};
