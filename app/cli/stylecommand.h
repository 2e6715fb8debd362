// SPDX-FileCopyrightText: 2026 Yiqiao authors
// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once

#include "cli/cliactioncommand.h"

#include <QCoreApplication>
#include <QStringList>

class QaHouseStyle;

// yiqiao-cli style learn PROJECT [PATH ...] [--json]: learns the house style from the
// project's finished or imported issues and the published translations (*.zh.md
// files or folders) given, stores it and makes it the project's style (QaStyleLearner).
// yiqiao-cli style show PROJECT [--json]: each rule's habit, share, cases and whether
// it fires. A missing path, or nothing Chinese to learn from, changes nothing (exit 1).
class StyleCommand : public CliActionCommand
{
    Q_DECLARE_TR_FUNCTIONS(StyleCommand)
public:
    using CliActionCommand::CliActionCommand;

private:
    Actions actions() override;
    int learn(const QStringList &arguments);
    int show(const QStringList &arguments);
    void print(const QaHouseStyle &style, bool json, bool inUse);
};
