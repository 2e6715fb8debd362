// SPDX-FileCopyrightText: 2026 Yiqiao authors
// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once

#include "cli/clicommand.h"

#include <QCoreApplication>
#include <QJsonObject>
#include <QStringList>

// yiqiao-cli pretranslate PROJECT --issue N [--min 75] [--json]: fills the issue's
// untranslated draft blocks from the translation memory (Pretranslator); with --mt
// from the machine-translation endpoint instead (MachinePretranslator, status
// machine, the key from YIQIAO_MT_KEY or the keyring).
class QCommandLineParser;
struct MtFinding;

class PretranslateCommand : public CliCommand
{
    Q_DECLARE_TR_FUNCTIONS(PretranslateCommand)
public:
    using CliCommand::CliCommand;

    int run(const QStringList &arguments);

private:
    int fromMachine(const QCommandLineParser &parser);
};
