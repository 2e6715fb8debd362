// SPDX-FileCopyrightText: 2026 Yiqiao authors
// SPDX-License-Identifier: GPL-3.0-or-later
#include "cli/cliactioncommand.h"

#include "cli/cliapplication.h"

int CliActionCommand::run(const QStringList &arguments)
{
    const Actions table = actions();
    const QString action = arguments.value(1);
    if (const auto help = m_cli.subcommandHelp(table.command, action)) {
        return *help;
    }
    const QStringList rest = CliApplication::subcommandArguments(arguments);
    for (const auto &[name, run] : table.actions) {
        if (action == name) {
            return run(rest);
        }
    }
    return m_cli.fail(table.unknown, 2);
}
