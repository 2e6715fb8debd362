// SPDX-FileCopyrightText: 2026 Yiqiao authors
// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once

#include "cli/clicommand.h"
#include "qa/qarunner.h"

#include <QCoreApplication>
#include <QStringList>

#include <optional>

class ProjectStore;
class QCommandLineParser;
struct QaRule;
struct QaSettings;

// yiqiao-cli qa PROJECT --issue N [--json] [--style d2l|huggingface|learned] [--all]:
// the issue's QA findings in draft order; exit 0 without unwaived errors, 1 with.
// The project's settings are its learned house style once learned (QaSettings::load);
// --style checks with a typography preset or the learned style instead (nothing is
// saved; learned without one fails); --all lists waived findings too. The project's
// own rules (QaRule) run with the other checks; --json lists them under "rules".
// yiqiao-cli qa PROJECT --issue N --waive KEY --why TEXT [--author NAME] and
// --unwaive KEY: record or remove a waiver (KEY as --json prints it).
class QaCommand : public CliCommand
{
    Q_DECLARE_TR_FUNCTIONS(QaCommand)
public:
    using CliCommand::CliCommand;

    int run(const QStringList &arguments);

private:
    int runWaiver(const QCommandLineParser &parser);
    std::optional<int> applyStyle(const QCommandLineParser &parser, const ProjectStore &store, QaSettings *settings);
    void printText(const QaRunner::Result &result, bool all);
    void printJson(const QaRunner::Result &result, const QList<QaRule> &rules, int issueNumber, bool all);
};
