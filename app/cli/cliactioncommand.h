// SPDX-FileCopyrightText: 2026 Yiqiao authors
// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once

#include "cli/clicommand.h"

#include <QList>
#include <QPair>
#include <QStringList>

#include <functional>

// A command with actions ("tm import", "terms check"): run() runs the action named
// after the command, from the table actions() gives.
class CliActionCommand : public CliCommand
{
public:
    using CliCommand::CliCommand;
    virtual ~CliActionCommand() = default;

    // arguments: "yiqiao-cli COMMAND", the action and its arguments. Runs the action
    // named (with the arguments after it, the first being "COMMAND ACTION"); --help
    // prints the command's usage; any other word fails with unknown (exit code 2).
    int run(const QStringList &arguments);

protected:
    using Action = std::function<int(const QStringList &arguments)>;
    struct Actions {
        QString command; // the command's name, as CliUsage knows it
        QList<QPair<QString, Action>> actions;
        QString unknown;
    };

    virtual Actions actions() = 0;
    // The action that calls method, an action of Command (this command).
    template<typename Command>
    Action action(int (Command::*method)(const QStringList &arguments))
    {
        return [this, method](const QStringList &arguments) { return (static_cast<Command *>(this)->*method)(arguments); };
    }
};
