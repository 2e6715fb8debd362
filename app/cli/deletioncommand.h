// SPDX-FileCopyrightText: 2026 Yiqiao authors
// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once

#include "cli/clicommand.h"
#include "deletions/deletion.h"

#include <QCoreApplication>
#include <QStringList>

#include <optional>

class QCommandLineParser;

// yiqiao-cli delete PROJECT --issue N --block ID --reason CATEGORY --why TEXT [--span START,END]
// [--author NAME]: records a deletion (source text left out of the translation) and
// prints its id; nothing is written when it is refused.
// yiqiao-cli deletions PROJECT --issue N [--json]: the deletions and the
// deleted share of its prose against the project's target (DeletionRatio).
class DeletionCommand : public CliCommand
{
    Q_DECLARE_TR_FUNCTIONS(DeletionCommand)
public:
    using CliCommand::CliCommand;

    int runDelete(const QStringList &arguments);
    int runList(const QStringList &arguments);

private:
    // The deletion the options describe, or the exit code after printing why not.
    std::optional<int> readDeletion(const QCommandLineParser &parser, Deletion *deletion);
    std::optional<int> readSpan(const QString &value, Deletion *deletion);
    void printText(const QList<Deletion> &deletions, const QString &summary);
};
