// SPDX-FileCopyrightText: 2026 Yiqiao authors
// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once

#include "cli/clicommand.h"
#include "repetitions/propagationplan.h"

#include <QCoreApplication>
#include <QJsonObject>
#include <QStringList>

// yiqiao-cli propagate PROJECT --issue N [--all-issues] [--dry-run] [--json]: the
// confirmed translations of the source blocks fill its identical blocks that
// nobody wrote (Propagator); with --all-issues the whole series is one pool (the
// issues this working copy does not hold are left alone and named). Exit 0 also when
// there is nothing to propagate or a conflict leaves a set of blocks alone.
class PropagateCommand : public CliCommand
{
    Q_DECLARE_TR_FUNCTIONS(PropagateCommand)
public:
    using CliCommand::CliCommand;

    int run(const QStringList &arguments);

private:
    void printText(const PropagationPlan &plan, bool dryRun);
    static QJsonObject toJson(const PropagationPlan &plan);
};
