// SPDX-FileCopyrightText: 2026 Yiqiao authors
// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once

#include "cli/clicommand.h"

#include <QCoreApplication>
#include <QStringList>

class QCommandLineParser;

// yiqiao-cli plain-language PROJECT [--json]: the project's jargon and its plain
// wording (PlainLanguage), "jargon<TAB>plain" a line or as JSON; --import FILE.json
// (a JSON array of {"jargon", "plain"}, as --json prints it) replaces the list,
// --defaults puts the seed's examples back. QA offers them as hints (plain.jargon).
class PlainLanguageCommand : public CliCommand
{
    Q_DECLARE_TR_FUNCTIONS(PlainLanguageCommand)
public:
    using CliCommand::CliCommand;

    int run(const QStringList &arguments);

private:
    int replace(const QCommandLineParser &parser);
};
