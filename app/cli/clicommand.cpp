// SPDX-FileCopyrightText: 2026 Yiqiao authors
// SPDX-License-Identifier: GPL-3.0-or-later
#include "cli/clicommand.h"

#include "cli/cliapplication.h"

#include <QCommandLineParser>

std::optional<int> CliCommand::parseProject(QCommandLineParser &parser, const QStringList &arguments, const QList<Positional> &after)
{
    CliApplication::addProject(parser);
    for (const auto &[name, description] : after) {
        parser.addPositionalArgument(name, description);
    }
    return m_cli.parse(parser, arguments, 1 + int(after.size()));
}

std::optional<int> CliCommand::parseAndOpen(QCommandLineParser &parser, const QStringList &arguments, ProjectStore &store,
    ProjectStore::Access access, const QList<Positional> &after)
{
    if (const auto exit = parseProject(parser, arguments, after)) {
        return exit;
    }
    if (!openProject(parser, store, access)) {
        return 1;
    }
    return std::nullopt;
}

bool CliCommand::openProject(const QCommandLineParser &parser, ProjectStore &store, ProjectStore::Access access)
{
    return m_cli.openProject(parser.positionalArguments().constFirst(), store, access);
}

bool CliCommand::openForWriting(const QCommandLineParser &parser, ProjectStore &store)
{
    return m_cli.openProjectForWriting(parser.positionalArguments().constFirst(), store);
}

void CliCommand::addJson(QCommandLineParser &parser)
{
    parser.addOption({QStringLiteral("json"), tr("Print JSON.")});
}

std::optional<int> CliCommand::parseAndOpenToPrint(
    QCommandLineParser &parser, const QStringList &arguments, ProjectStore &store, const QList<Positional> &after)
{
    addJson(parser);
    return parseAndOpen(parser, arguments, store, ProjectStore::Access::ReadOnly, after);
}

std::optional<int> CliCommand::parseAndOpenIssueToPrint(
    QCommandLineParser &parser, const QStringList &arguments, ProjectStore &store, Issue *issue)
{
    CliApplication::addProjectAndIssue(parser);
    addJson(parser);
    return m_cli.parseAndOpenIssue(parser, arguments, store, issue);
}
