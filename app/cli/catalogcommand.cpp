// SPDX-FileCopyrightText: 2026 Yiqiao authors
// SPDX-License-Identifier: GPL-3.0-or-later
#include "cli/catalogcommand.h"

#include "cli/cliapplication.h"
#include "notes/catalogjson.h"
#include "store/projectstore.h"

#include <QCommandLineParser>
#include <QJsonArray>
#include <QJsonObject>

namespace {

QString catalogueNames()
{
    QStringList names;
    for (ProjectCatalogs::Which which : ProjectCatalogs::all()) {
        names.append(ProjectCatalogs::name(which));
    }
    return names.join(QLatin1Char('|'));
}

void addCatalogue(QCommandLineParser &parser)
{
    CliApplication::addProject(parser);
    parser.addPositionalArgument(QStringLiteral("CATALOGUE"), CatalogCommand::tr("The catalogue: %1.").arg(catalogueNames()));
}

} // namespace

CliActionCommand::Actions CatalogCommand::actions()
{
    return {QStringLiteral("catalog"),
        {{QStringLiteral("export"), action(&CatalogCommand::exportFile)}, {QStringLiteral("import"), action(&CatalogCommand::importFile)},
            {QStringLiteral("status"), action(&CatalogCommand::status)}, {QStringLiteral("keep"), action(&CatalogCommand::keep)},
            {QStringLiteral("take"), action(&CatalogCommand::take)}, {QStringLiteral("merge"), action(&CatalogCommand::merge)}},
        tr("catalog needs export, import, status, keep, take or merge; run yiqiao-cli --help")};
}

std::optional<ProjectCatalogs::Which> CatalogCommand::which(const QCommandLineParser &parser, int index)
{
    const QString name = parser.positionalArguments().value(index);
    const auto found = ProjectCatalogs::fromName(name);
    if (!found) {
        m_cli.fail(tr("unknown catalogue '%1': use %2").arg(name, catalogueNames()), 2);
    }
    return found;
}

void CatalogCommand::warnIfShippedIsNewer(const ProjectCatalogs &catalogs, ProjectCatalogs::Which which)
{
    const QString notice = catalogs.newerNotice(which);
    if (!notice.isEmpty()) {
        m_cli.printError(notice + QLatin1Char(' ') + tr("(yiqiao-cli catalog keep|take|merge PROJECT %1)").arg(ProjectCatalogs::name(which))
            + QLatin1Char('\n'));
    }
}

int CatalogCommand::exportFile(const QStringList &arguments)
{
    QCommandLineParser parser;
    addCatalogue(parser);
    parser.addPositionalArgument(QStringLiteral("FILE"), tr("The JSON file to write."));
    ProjectStore store;
    if (const auto exit = m_cli.parseAndOpen(parser, arguments, 3, store, ProjectStore::Access::ReadOnly)) {
        return *exit;
    }
    const auto catalogue = which(parser, 1);
    const QString output = parser.positionalArguments().value(2);
    if (!catalogue) {
        return 2;
    }
    if (!m_cli.canExportTo(output, store)) {
        return 1;
    }
    ProjectCatalogs catalogs(store);
    if (!catalogs.load()) {
        m_cli.printError(catalogs.errorString() + QLatin1Char('\n'));
    }
    warnIfShippedIsNewer(catalogs, *catalogue);
    if (!catalogs.exportFile(*catalogue, output)) {
        return m_cli.fail(catalogs.errorString());
    }
    m_cli.print(tr("%1 written to %2\n").arg(ProjectCatalogs::label(*catalogue), output));
    return 0;
}

// Nothing changes when the file is not a catalogue of that kind (one line on stderr).
int CatalogCommand::importFile(const QStringList &arguments)
{
    QCommandLineParser parser;
    addCatalogue(parser);
    parser.addPositionalArgument(QStringLiteral("FILE"), tr("The JSON file to read."));
    ProjectStore store;
    ProjectCatalogs::Which catalogue = ProjectCatalogs::Gpus;
    if (const auto exit = openForChange(parser, arguments, 3, store, &catalogue)) {
        return *exit;
    }
    ProjectCatalogs catalogs(store);
    catalogs.load();
    if (!catalogs.importFile(catalogue, parser.positionalArguments().value(2))) {
        return m_cli.fail(catalogs.errorString());
    }
    m_cli.print(tr("%1 is now this project's own %2 (version %3)\n")
                    .arg(parser.positionalArguments().value(2), ProjectCatalogs::label(catalogue))
                    .arg(CatalogJson::version(catalogs.json(catalogue))));
    warnIfShippedIsNewer(catalogs, catalogue);
    return 0;
}

int CatalogCommand::status(const QStringList &arguments)
{
    QCommandLineParser parser;
    CliApplication::addProject(parser);
    addJson(parser);
    ProjectStore store;
    if (const auto exit = m_cli.parseAndOpen(parser, arguments, 1, store, ProjectStore::Access::ReadOnly)) {
        return *exit;
    }
    ProjectCatalogs catalogs(store);
    if (!catalogs.load()) {
        m_cli.printError(catalogs.errorString() + QLatin1Char('\n'));
    }
    QJsonArray rows;
    for (ProjectCatalogs::Which which : ProjectCatalogs::all()) {
        const bool own = catalogs.isOverridden(which);
        rows.append(QJsonObject {{QStringLiteral("catalogue"), ProjectCatalogs::name(which)},
            {QStringLiteral("origin"), own ? QStringLiteral("project") : QStringLiteral("shipped")},
            {QStringLiteral("version"), CatalogJson::version(catalogs.json(which))},
            {QStringLiteral("shippedVersion"), ProjectCatalogs::shippedVersion(which)},
            {QStringLiteral("basedOn"), catalogs.basedOn(which)}, {QStringLiteral("shippedIsNewer"), catalogs.shippedIsNewer(which)}});
        if (parser.isSet(QStringLiteral("json"))) {
            continue;
        }
        m_cli.print(QStringLiteral("%1\t%2\t%3\n")
                        .arg(ProjectCatalogs::name(which), own ? tr("project's own") : tr("shipped"))
                        .arg(tr("version %1").arg(CatalogJson::version(catalogs.json(which)))));
        warnIfShippedIsNewer(catalogs, which);
    }
    if (parser.isSet(QStringLiteral("json"))) {
        m_cli.writeJson(rows);
    }
    return 0;
}

int CatalogCommand::choose(const QStringList &arguments, bool (ProjectCatalogs::*choice)(ProjectCatalogs::Which))
{
    QCommandLineParser parser;
    addCatalogue(parser);
    ProjectStore store;
    ProjectCatalogs::Which catalogue = ProjectCatalogs::Gpus;
    if (const auto exit = openForChange(parser, arguments, 2, store, &catalogue)) {
        return *exit;
    }
    ProjectCatalogs catalogs(store);
    catalogs.load();
    if (!(catalogs.*choice)(catalogue)) {
        return m_cli.fail(catalogs.errorString());
    }
    m_cli.print(tr("%1: %2, version %3\n")
                    .arg(ProjectCatalogs::name(catalogue), catalogs.isOverridden(catalogue) ? tr("project's own") : tr("shipped"))
                    .arg(CatalogJson::version(catalogs.json(catalogue))));
    return 0;
}

// Parses PROJECT CATALOGUE (and FILE when positionals is 3) and opens the project for
// writing; the exit code when either failed.
std::optional<int> CatalogCommand::openForChange(
    QCommandLineParser &parser, const QStringList &arguments, int positionals, ProjectStore &store, ProjectCatalogs::Which *catalogue)
{
    if (const auto exit = m_cli.parse(parser, arguments, positionals)) {
        return exit;
    }
    const auto chosen = which(parser, 1);
    if (!chosen) {
        return 2;
    }
    if (!m_cli.openProjectForWriting(parser.positionalArguments().constFirst(), store)) {
        return 1;
    }
    *catalogue = *chosen;
    return std::nullopt;
}
