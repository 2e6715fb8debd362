// SPDX-FileCopyrightText: 2026 Yiqiao authors
// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once

#include "cli/cliactioncommand.h"

#include <QCoreApplication>
#include <QStringList>

// yiqiao-cli tm import|export|lookup|attach|detach|attached: the project's
// translation memory and its read-only TMX files.
class TmCommand : public CliActionCommand
{
    Q_DECLARE_TR_FUNCTIONS(TmCommand)
public:
    using CliActionCommand::CliActionCommand;

private:
    Actions actions() override;
    int importFile(const QStringList &arguments);
    int exportFile(const QStringList &arguments);
    int lookup(const QStringList &arguments);
    int attachOrDetach(const QStringList &arguments, bool attach);
    int listAttached(const QStringList &arguments);
};
