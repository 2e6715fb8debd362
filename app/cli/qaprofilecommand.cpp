// SPDX-FileCopyrightText: 2026 Yiqiao authors
// SPDX-License-Identifier: GPL-3.0-or-later
#include "cli/qaprofilecommand.h"

#include "cli/cliapplication.h"
#include "qa/qaprofile.h"
#include "store/projectstore.h"

#include <QCommandLineParser>

CliActionCommand::Actions QaProfileCommand::actions()
{
    return {QStringLiteral("qa-profile"),
        {{QStringLiteral("export"), action(&QaProfileCommand::exportProfile)},
            {QStringLiteral("import"), action(&QaProfileCommand::importProfile)}},
        tr("qa-profile needs export or import; run yiqiao-cli --help")};
}

int QaProfileCommand::exportProfile(const QStringList &arguments)
{
    QCommandLineParser parser;
    ProjectStore store;
    if (const auto exit = parseAndOpen(
            parser, arguments, store, ProjectStore::Access::ReadOnly, {{QStringLiteral("FILE"), tr("The QA profile to write (JSON).")}})) {
        return *exit;
    }
    const QString output = parser.positionalArguments().at(1);
    if (!m_cli.canExportTo(output, store)) {
        return 1;
    }
    QString error;
    const std::optional<QaProfile> profile = QaProfile::load(store, &error);
    if (!profile || !profile->write(output, &error)) {
        return m_cli.fail(error);
    }
    m_cli.print(tr("QA profile written to %1 (%n own rule(s))\n", nullptr, int(profile->rules.size())).arg(output));
    return 0;
}

int QaProfileCommand::importProfile(const QStringList &arguments)
{
    QCommandLineParser parser;
    if (const auto exit = parseProject(parser, arguments, {{QStringLiteral("FILE"), tr("The QA profile to import (JSON).")}})) {
        return *exit;
    }
    const QString path = parser.positionalArguments().at(1);
    QString error;
    const std::optional<QaProfile> profile = QaProfile::read(path, &error);
    if (!profile) {
        return m_cli.fail(tr("%1: %2").arg(path, error));
    }
    ProjectStore store;
    if (!openForWriting(parser, store)) {
        return 1;
    }
    if (!profile->save(store, &error)) {
        return m_cli.fail(error);
    }
    m_cli.print(tr("QA profile imported from %1:\n").arg(path) + profile->summary().join(QLatin1Char('\n')) + QLatin1Char('\n'));
    return 0;
}
