// SPDX-FileCopyrightText: 2026 Yiqiao authors
// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once

#include "cli/clicommand.h"

#include <QList>
#include <QStringList>

class QCommandLineParser;

// yiqiao-cli bench: the benchmarks over the corpus (alignment, term matching, QA,
// find and replace, the dashboard), then translation memory lookups at each
// --tm-sizes size and the import of a generated TMX file of --tmx-units units;
// progress of the last two on stderr. Its texts keep CliApplication's
// translation context (where the translations are).
class BenchCommand : public CliCommand
{
public:
    using CliCommand::CliCommand;

    int run(const QStringList &arguments);

private:
    int runTmBench(const QCommandLineParser &parser, const QList<int> &sizes, int tmxUnits);
};
