// SPDX-FileCopyrightText: 2026 Yiqiao authors
// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once

#include "bench/benchmark.h"

#include <QCoreApplication>
#include <QMap>
#include <QStringList>

class QaRunner;
struct QaInput;
struct QaPlantedError;

// `yiqiao-cli bench`, planted errors: every kind of QaErrorPlanter planted, one at a
// time, at up to SitesPerPair places of every corpus pair's published translation
// where it applies (aligned as import aligns it, the typography preset of its source
// as QaBenchmark chooses it), and judged by QaPlantedOutcome. Prints per kind: the
// pairs it applies to, errors planted, found, found by the kind's own finding, and
// planted errors after which other findings changed; then each miss or change with
// its pair. Done when every planted error is found by its own finding with nothing
// else changing. Then the checks of the largest pair, best of `rounds`, in wall and in
// thread CPU time (the CPU time holds on a busy machine): budget 50 ms.
class PlantedErrorBenchmark : public Benchmark
{
    Q_DECLARE_TR_FUNCTIONS(PlantedErrorBenchmark)
public:
    static constexpr int SitesPerPair = 5;

    PlantedErrorBenchmark(const QString &corpusDir, int rounds);

    bool run() override;

private:
    struct Tally {
        int pairs = 0;
        int planted = 0;
        int found = 0;
        int foundByOwn = 0;
        int othersChanged = 0;
    };

    void judge(const QaRunner &runner, const QaInput &input, const QString &pair, const QaPlantedError &error);
    void timeLargest(const QaRunner &runner, const QString &name, const QaInput &input);
    QString format(int pairs) const;

    QString m_dir;
    int m_rounds = 1;
    QString m_largest;
    double m_largestWallMs = 0;
    double m_largestCpuMs = 0;
    QMap<QString, Tally> m_tallies;
    QStringList m_problems;
};
