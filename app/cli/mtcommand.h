// SPDX-FileCopyrightText: 2026 Yiqiao authors
// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once

#include "cli/cliactioncommand.h"

#include <QCoreApplication>

#include <optional>

class QCommandLineParser;
class QUrl;

struct MtSettings;
struct MtSuggestion;

// yiqiao-cli mt config PROJECT [--endpoint URL --model NAME] [--key-from-stdin] | --clear
// [--json]: stores the project's machine-translation endpoint and model (MtSettings;
// one of them given, the other stays), with --key-from-stdin the key (one line of
// stdin) in the desktop keyring for the endpoint, or --clear forgets them and the
// kept key; prints what is configured and where the key comes from (MtKey, and why
// YIQIAO_MT_KEY is withheld when it is), never the key.
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
    int change(QCommandLineParser &parser, bool clear, bool fromStdin);
    std::optional<int> rememberKey(const QUrl &endpoint);
    void printConfig(const MtSettings &settings, bool json);
    void printSuggestion(const MtSuggestion &suggestion, bool json);
};
