// SPDX-FileCopyrightText: 2026 Yiqiao authors
// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once

#include <QList>
#include <QPair>
#include <QStringList>

#include <functional>

class CliApplication;

// What every yiqiao-cli command class is: made for one run on the CliApplication that
// parses, opens projects and prints for it (m_cli). A command with actions ("tm import",
// "terms check") dispatches them with runAction().
class CliCommand
{
public:
    explicit CliCommand(CliApplication &cli)
        : m_cli(cli)
    {
    }

protected:
    using Action = std::function<int(const QStringList &arguments)>;

    // arguments: "yiqiao-cli COMMAND", the action and its arguments. Runs the action
    // named (with the arguments after it, the first being "COMMAND ACTION"); --help
    // prints the command's usage; any other word fails with unknown (exit code 2).
    int runAction(
        const QString &command, const QStringList &arguments, const QList<QPair<QString, Action>> &actions, const QString &unknown);

    CliApplication &m_cli;
};
