// SPDX-FileCopyrightText: 2026 Yiqiao authors
// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once

#include "cli/clicommand.h"

#include <QCoreApplication>
#include <QStringList>

// yiqiao-cli new PROJECT.yiqiao [--name NAME] [--starter]: makes an empty project (the
// radar's four dimensions and nothing else); --starter adds the starter content the
// New Project dialog offers (StarterContent, one transaction) and says how much.
class NewCommand : public CliCommand
{
    Q_DECLARE_TR_FUNCTIONS(NewCommand)
public:
    using CliCommand::CliCommand;

    int run(const QStringList &arguments);
};
