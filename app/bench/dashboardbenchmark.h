// SPDX-FileCopyrightText: 2026 Yiqiao authors
// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once

#include "bench/benchmark.h"

#include <QCoreApplication>
#include <QString>

// `yiqiao-cli bench`, dashboard part: a project of 369 issues built from the corpus
// (as FindBenchmark builds it), then what the Dashboard pane does on its worker
// thread: the issues listed (DashboardStats::stamps: the rows the pane shows at
// once), the first row computed, all rows computed (QA and checklist of every
// issue), and a refresh after one issue changed (stamps again, one row computed).
class DashboardBenchmark : public Benchmark
{
    Q_DECLARE_TR_FUNCTIONS(DashboardBenchmark)
public:
    static constexpr int Issues = 369;

    explicit DashboardBenchmark(const QString &corpusDir);

    bool run() override;

private:
    QString m_dir;
};
