// SPDX-FileCopyrightText: 2026 Yiqiao authors
// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once

#include <QCoreApplication>
#include <QStringList>

class CliApplication;

// yiqiao-cli tm import|export|lookup: the project's translation memory.
class TmCommand
{
    Q_DECLARE_TR_FUNCTIONS(TmCommand)
public:
    explicit TmCommand(CliApplication &cli)
        : m_cli(cli)
    {
    }

    // arguments: "yiqiao-cli tm", the action and its arguments.
    int run(const QStringList &arguments);

private:
    int importFile(const QStringList &arguments);
    int exportFile(const QStringList &arguments);
    int lookup(const QStringList &arguments);

    CliApplication &m_cli;
};
