// SPDX-FileCopyrightText: 2026 Yiqiao authors
// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once

#include "cli/clicommand.h"
#include "draft/scenariooutline.h"

#include <QCoreApplication>
#include <QStringList>

class QCommandLineParser;

// yiqiao-cli scenario PROJECT [--json]: the project's reader-scenario outlines
// (ScenarioOutline), one a line (name, level, headings) or as JSON;
// yiqiao-cli scenario PROJECT --issue N [--outline NAME]: inserts the outline's
// headings into the draft (ScenarioSkeleton; the first outline by default),
// as Edit ▸ Scenario Outline… does, and records a revision.
class ScenarioCommand : public CliCommand
{
    Q_DECLARE_TR_FUNCTIONS(ScenarioCommand)
public:
    using CliCommand::CliCommand;

    int run(const QStringList &arguments);

private:
    int list(const QCommandLineParser &parser);
    int insert(const QCommandLineParser &parser);
};
