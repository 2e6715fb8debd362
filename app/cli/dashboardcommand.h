// SPDX-FileCopyrightText: 2026 Yiqiao authors
// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once

#include "cli/clicommand.h"
#include "dashboard/issuedashboardrow.h"

#include <QCoreApplication>
#include <QList>
#include <QStringList>

// `yiqiao-cli dashboard PROJECT [--json]`: the dashboard's rows (DashboardStats)
// for every issue and the project's totals; `stats` keeps its own fields.
class DashboardCommand : public CliCommand
{
    Q_DECLARE_TR_FUNCTIONS(DashboardCommand)
public:
    using CliCommand::CliCommand;

    int run(const QStringList &arguments);

private:
    void printText(const QList<IssueDashboardRow> &rows);
    void printJson(const QList<IssueDashboardRow> &rows, const QString &name);
};
