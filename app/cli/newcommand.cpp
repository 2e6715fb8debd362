// SPDX-FileCopyrightText: 2026 Yiqiao authors
// SPDX-License-Identifier: GPL-3.0-or-later
#include "cli/newcommand.h"

#include "cli/cliapplication.h"
#include "dashboard/startercontent.h"
#include "store/projectstore.h"

#include <QCommandLineParser>
#include <QFileInfo>

int NewCommand::run(const QStringList &arguments)
{
    QCommandLineParser parser;
    parser.addPositionalArgument(QStringLiteral("PROJECT"), tr("The project file to create."));
    parser.addOption({QStringLiteral("name"), tr("The series name."), QStringLiteral("NAME")});
    parser.addOption(
        {QStringLiteral("starter"), tr("Start with the radar's technologies and a starter termbase (without it the project is empty).")});
    if (const auto exit = m_cli.parse(parser, arguments, 1)) {
        return *exit;
    }
    const QString path = parser.positionalArguments().at(0);
    if (path.isEmpty()) {
        return m_cli.fail(tr("a project file name is required"), 2);
    }
    const QString name = parser.isSet(QStringLiteral("name")) ? parser.value(QStringLiteral("name")) : QFileInfo(path).completeBaseName();
    const bool withStarter = parser.isSet(QStringLiteral("starter"));
    StarterContent starter;
    if (withStarter && !starter.loadShipped()) {
        return m_cli.fail(starter.errorString()); // before the file is made: nothing changes
    }
    ProjectStore store;
    if (!store.create(path, name)) {
        return m_cli.fail(store.errorString());
    }
    if (withStarter) {
        StarterContent::Counts counts;
        if (!starter.apply(store, &counts)) {
            return m_cli.fail(tr("%1 was created without starter content: %2").arg(path, starter.errorString()));
        }
        m_cli.print(tr("starter content: %1 technologies, %2 terms\n").arg(counts.technologies).arg(counts.terms));
    }
    return 0;
}
