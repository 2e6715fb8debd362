// SPDX-FileCopyrightText: 2026 Yiqiao authors
// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once

#include "cli/cliactioncommand.h"

#include <QCoreApplication>

struct MtSettings;
struct MtSuggestion;

// yiqiao-cli mt config PROJECT [--endpoint URL --model NAME | --clear] [--json]: stores
// the project's machine-translation endpoint and model (MtSettings; one of them given,
// the other stays) or forgets them, and prints what is configured and where the key
// comes from (MtKey), never the key.
// yiqiao-cli mt suggest PROJECT --issue N --block ID [--json]: one checked suggestion
// for a source block (MtSuggester): the text, its findings and the request sent; exit
// 0 when a suggestion came back, findings or not, 1 when the endpoint failed or none
// is configured.
class MtCommand : public CliActionCommand
{
    Q_DECLARE_TR_FUNCTIONS(MtCommand)
public:
    using CliActionCommand::CliActionCommand;

private:
    Actions actions() override;
    int config(const QStringList &arguments);
    int suggest(const QStringList &arguments);
    void printConfig(const MtSettings &settings, bool json);
    void printSuggestion(const MtSuggestion &suggestion, bool json);
};
