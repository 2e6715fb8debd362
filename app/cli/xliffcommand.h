// SPDX-FileCopyrightText: 2026 Yiqiao authors
// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once

#include "cli/clicommand.h"

#include <QCoreApplication>
#include <QStringList>

// yiqiao-cli xliff export|import PROJECT --issue N FILE.xlf: one issue through
// another CAT tool (XliffWriter, XliffReader, XliffImporter).
class XliffCommand : public CliCommand
{
    Q_DECLARE_TR_FUNCTIONS(XliffCommand)
public:
    using CliCommand::CliCommand;

    // arguments: "yiqiao-cli xliff", the action and its arguments.
    int run(const QStringList &arguments);

private:
    int exportFile(const QStringList &arguments);
    int importFile(const QStringList &arguments);
};
