// SPDX-FileCopyrightText: 2026 Yiqiao authors
// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once

#include <QList>
#include <QStringList>

class CliApplication;
class QCommandLineParser;

// yiqiao-cli bench: the benchmarks over the corpus (alignment, term matching, QA,
// find and replace, the dashboard), then translation memory lookups at each
// --tm-sizes size and the import of a generated TMX file of --tmx-units units;
// progress of the last two on stderr. Its texts keep CliApplication's
// translation context (where the translations are).
class BenchCommand
{
public:
    explicit BenchCommand(CliApplication &cli)
        : m_cli(cli)
    {
    }

    int run(const QStringList &arguments);

private:
    int runTmBench(const QCommandLineParser &parser, const QList<int> &sizes, int tmxUnits);

    CliApplication &m_cli;
};
