// SPDX-FileCopyrightText: 2026 Yiqiao authors
// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once

#include "store/projectstore.h"

#include <QCoreApplication>
#include <QList>
#include <QPair>
#include <QStringList>

#include <optional>

class CliApplication;
class QCommandLineParser;
struct Issue;

// What every yiqiao-cli command class is: made for one run on the CliApplication that
// parses, opens projects and prints for it (m_cli). A command with actions ("tm import",
// "terms check") is a CliActionCommand.
class CliCommand
{
    Q_DECLARE_TR_FUNCTIONS(CliCommand)
public:
    explicit CliCommand(CliApplication &cli)
        : m_cli(cli)
    {
    }

protected:
    // A positional argument after PROJECT: its name and what it is.
    using Positional = QPair<QString, QString>;

    // For an action on a project, after its options: PROJECT (the project file) and the
    // positional arguments after it join the parser, which parses arguments
    // (CliApplication::parse). Returns the exit code when the action must stop here.
    std::optional<int> parseProject(QCommandLineParser &parser, const QStringList &arguments, const QList<Positional> &after = {});
    // parseProject(), then the project opened with access.
    std::optional<int> parseAndOpen(QCommandLineParser &parser, const QStringList &arguments, ProjectStore &store,
        ProjectStore::Access access, const QList<Positional> &after = {});
    // PROJECT opened with access, or for writing (CliApplication::openProjectForWriting);
    // false after printing why not.
    bool openProject(const QCommandLineParser &parser, ProjectStore &store, ProjectStore::Access access);
    bool openForWriting(const QCommandLineParser &parser, ProjectStore &store);

    // --json: JSON instead of text on stdout.
    static void addJson(QCommandLineParser &parser);
    // For an action that prints what it reads: --json joins the options, then
    // parseAndOpen() read-only.
    std::optional<int> parseAndOpenToPrint(
        QCommandLineParser &parser, const QStringList &arguments, ProjectStore &store, const QList<Positional> &after = {});
    // The same for one issue: PROJECT, --issue N and --json (CliApplication::parseAndOpenIssue).
    std::optional<int> parseAndOpenIssueToPrint(
        QCommandLineParser &parser, const QStringList &arguments, ProjectStore &store, Issue *issue);

    CliApplication &m_cli;
};
