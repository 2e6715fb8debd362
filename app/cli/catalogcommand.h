// SPDX-FileCopyrightText: 2026 Yiqiao authors
// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once

#include "cli/cliactioncommand.h"
#include "notes/projectcatalogs.h"

#include <QCoreApplication>
#include <QStringList>

#include <optional>

class ProjectStore;
class QCommandLineParser;

// yiqiao-cli catalog export|import PROJECT gpus|versions|compat FILE.json: a project's
// catalogue (ProjectCatalogs) to and from a file; catalog status PROJECT [--json]:
// each catalogue's origin and versions; catalog keep|take|merge PROJECT CATALOGUE:
// the choice when the shipped catalogue is newer than the project's own. Commands
// that meet a newer shipped catalogue say so on stderr.
class CatalogCommand : public CliActionCommand
{
    Q_DECLARE_TR_FUNCTIONS(CatalogCommand)
public:
    using CliActionCommand::CliActionCommand;

private:
    Actions actions() override;
    int exportFile(const QStringList &arguments);
    int importFile(const QStringList &arguments);
    int status(const QStringList &arguments);
    int keep(const QStringList &arguments) { return choose(arguments, &ProjectCatalogs::keepOwn); }
    int take(const QStringList &arguments) { return choose(arguments, &ProjectCatalogs::takeShipped); }
    int merge(const QStringList &arguments) { return choose(arguments, &ProjectCatalogs::mergeShipped); }
    int choose(const QStringList &arguments, bool (ProjectCatalogs::*choice)(ProjectCatalogs::Which));
    std::optional<int> openForChange(
        QCommandLineParser &parser, const QStringList &arguments, int positionals, ProjectStore &store, ProjectCatalogs::Which *catalogue);
    // The CATALOGUE positional (index), or nothing after failing with exit code 2.
    std::optional<ProjectCatalogs::Which> which(const QCommandLineParser &parser, int index);
    void warnIfShippedIsNewer(const ProjectCatalogs &catalogs, ProjectCatalogs::Which which);
};
