// SPDX-FileCopyrightText: 2026 Yiqiao authors
// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once

#include "cli/cliactioncommand.h"

#include <QCoreApplication>
#include <QStringList>

// yiqiao-cli qa-profile export PROJECT FILE.json: the project's QA profile (QaProfile:
// typography, checks switched off, severities, own rules) written to FILE.
// yiqiao-cli qa-profile import PROJECT FILE.json: FILE's profile replaces the
// project's in one transaction and what it set is printed; a bad file changes
// nothing and says why (exit 1).
class QaProfileCommand : public CliActionCommand
{
    Q_DECLARE_TR_FUNCTIONS(QaProfileCommand)
public:
    using CliActionCommand::CliActionCommand;

private:
    Actions actions() override;
    int exportProfile(const QStringList &arguments);
    int importProfile(const QStringList &arguments);
};
