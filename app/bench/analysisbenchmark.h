// SPDX-FileCopyrightText: 2026 Yiqiao authors
// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once

#include "bench/benchmark.h"

#include <QCoreApplication>
#include <QString>

// `yiqiao-cli bench`, match analysis part: the project of 369 issues built from the
// corpus (BenchProject, the memory fed by every translated issue), then what Memory ▸
// Match Analysis… does on its worker: the memory's index built, one issue analysed
// (the budget: well under a second), another one with the index built, and ten
// issues together.
class AnalysisBenchmark : public Benchmark
{
    Q_DECLARE_TR_FUNCTIONS(AnalysisBenchmark)
public:
    static constexpr int Issues = 369;

    explicit AnalysisBenchmark(const QString &corpusDir);

    bool run() override;

private:
    QString m_dir;
};
