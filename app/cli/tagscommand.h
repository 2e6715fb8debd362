// SPDX-FileCopyrightText: 2026 Yiqiao authors
// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once

#include <QCoreApplication>
#include <QStringList>

class CliApplication;
class QCommandLineParser;

// yiqiao-cli tags PROJECT --issue N [--set "cuda, nccl"] [--json]: prints the issue's
// tags (what term renderings' post tags are matched against), one per line or as a
// JSON array; --set replaces them first (comma-separated; "" clears them).
class TagsCommand
{
    Q_DECLARE_TR_FUNCTIONS(TagsCommand)
public:
    explicit TagsCommand(CliApplication &cli)
        : m_cli(cli)
    {
    }

    int run(const QStringList &arguments);

private:
    int setTags(const QCommandLineParser &parser, bool json);
    void printTags(const QStringList &tags, bool json);

    CliApplication &m_cli;
};
