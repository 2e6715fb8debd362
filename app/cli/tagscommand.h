// SPDX-FileCopyrightText: 2026 Yiqiao authors
// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once

#include "cli/clicommand.h"

#include <QCoreApplication>
#include <QStringList>

class QCommandLineParser;

// yiqiao-cli tags PROJECT --issue N [--set "cuda, nccl"] [--json]: prints the issue's
// tags (what term renderings' post tags are matched against), one per line or as a
// JSON array; --set replaces them first (comma-separated; "" clears them).
class TagsCommand : public CliCommand
{
    Q_DECLARE_TR_FUNCTIONS(TagsCommand)
public:
    using CliCommand::CliCommand;

    int run(const QStringList &arguments);

private:
    int setTags(const QCommandLineParser &parser, bool json);
    void printTags(const QStringList &tags, bool json);
};
