// SPDX-FileCopyrightText: 2026 Yiqiao authors
// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once

#include "cli/cliactioncommand.h"

#include <QCoreApplication>
#include <QStringList>

// yiqiao-cli xliff export|import PROJECT --issue N FILE.xlf: one issue through
// another CAT tool (XliffWriter, XliffReader, XliffImporter).
class XliffCommand : public CliActionCommand
{
    Q_DECLARE_TR_FUNCTIONS(XliffCommand)
public:
    using CliActionCommand::CliActionCommand;

private:
    Actions actions() override;
    int exportFile(const QStringList &arguments);
    int importFile(const QStringList &arguments);
};
