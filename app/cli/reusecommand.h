// SPDX-FileCopyrightText: 2026 Yiqiao authors
// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once

#include "cli/clicommand.h"

#include <QCoreApplication>
#include <QJsonObject>
#include <QList>
#include <QStringList>

#include <optional>

class ProjectStore;
class QCommandLineParser;

// yiqiao-cli reuse: re-use across issues.
//   reuse PROJECT --from N --to M [--notes all|ID,ID] [--link] [--after ID] [--checklist] [--terms] [--json]
//       issue N's notes copied (or linked) to the end of issue M's draft (or after
//       block ID), its checked manual checklist items and its terms; all in one
//       transaction: nothing is written when any part is refused.
//   reuse PROJECT --sync --issue M [--json]
//       issue M's linked notes whose original changed take the change; lists every
//       link with its state.
//   reuse PROJECT --template-from NOTE_ID --name NAME
//       the note made the project's template of its kind.
class ReuseCommand : public CliCommand
{
    Q_DECLARE_TR_FUNCTIONS(ReuseCommand)
public:
    using CliCommand::CliCommand;

    int run(const QStringList &arguments);

private:
    int runCopy(const QCommandLineParser &parser);
    int runSync(const QCommandLineParser &parser);
    int runTemplate(const QCommandLineParser &parser);
    // The --notes ids (all: every note of the issue); nothing after printing why not.
    std::optional<QList<qint64>> noteIds(const QCommandLineParser &parser, ProjectStore &store, qint64 issueId);
    std::optional<int> number(const QCommandLineParser &parser, const QString &option);
    void printResult(const QCommandLineParser &parser, const QJsonObject &result, const QString &text);
};
