// SPDX-FileCopyrightText: 2026 Yiqiao authors
// SPDX-License-Identifier: GPL-3.0-or-later
#include "cli/clicommand.h"

#include "cli/cliapplication.h"

int CliCommand::runAction(
    const QString &command, const QStringList &arguments, const QList<QPair<QString, Action>> &actions, const QString &unknown)
{
    const QString action = arguments.value(1);
    if (const auto help = m_cli.subcommandHelp(command, action)) {
        return *help;
    }
    const QStringList rest = CliApplication::subcommandArguments(arguments);
    for (const auto &[name, run] : actions) {
        if (action == name) {
            return run(rest);
        }
    }
    return m_cli.fail(unknown, 2);
}
