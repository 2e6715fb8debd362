// SPDX-FileCopyrightText: 2026 Yiqiao authors
// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once

#include "dashboard/issuedashboardrow.h"

#include <QCoreApplication>
#include <QList>
#include <QStringList>

class CliApplication;

// `yiqiao-cli dashboard PROJECT [--json]`: the dashboard's rows (DashboardStats)
// for every issue and the project's totals; `stats` keeps its own fields.
class DashboardCommand
{
    Q_DECLARE_TR_FUNCTIONS(DashboardCommand)
public:
    explicit DashboardCommand(CliApplication &cli)
        : m_cli(cli)
    {
    }

    int run(const QStringList &arguments);

private:
    void printText(const QList<IssueDashboardRow> &rows);
    void printJson(const QList<IssueDashboardRow> &rows, const QString &name);

    CliApplication &m_cli;
};
