// SPDX-FileCopyrightText: 2026 Yiqiao authors
// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once

#include "bench/benchmark.h"

#include <QCoreApplication>
#include <QMap>
#include <QStringList>

// `yiqiao-cli bench`, planted errors: every kind of QaErrorPlanter planted, one at a
// time, into every corpus pair's published translation where it applies (aligned as
// import aligns it, the typography preset of its source as QaBenchmark chooses it),
// and judged by QaPlantedOutcome. Prints per kind: pairs planted, found, found by the
// kind's own finding, and planted errors after which other findings changed; then
// each miss or change with its pair. Done when every planted error is found by its
// own finding with nothing else changing.
class PlantedErrorBenchmark : public Benchmark
{
    Q_DECLARE_TR_FUNCTIONS(PlantedErrorBenchmark)
public:
    explicit PlantedErrorBenchmark(const QString &corpusDir);

    bool run() override;

private:
    struct Tally {
        int planted = 0;
        int found = 0;
        int foundByOwn = 0;
        int othersChanged = 0;
    };

    QString m_dir;
    QMap<QString, Tally> m_tallies;
    QStringList m_problems;
};
