// SPDX-FileCopyrightText: 2026 Yiqiao authors
// SPDX-License-Identifier: GPL-3.0-or-later
#include "bench/analysisbenchmark.h"

#include "analysis/matchanalysis.h"
#include "bench/benchproject.h"
#include "store/projectstore.h"
#include "tm/translationmemory.h"

#include <QDir>
#include <QElapsedTimer>
#include <QTemporaryDir>

AnalysisBenchmark::AnalysisBenchmark(const QString &corpusDir)
    : m_dir(corpusDir)
{
}

bool AnalysisBenchmark::run()
{
    const QList<BenchProject::Pair> pairs = BenchProject::corpusPairs(m_dir);
    QTemporaryDir dir;
    if (pairs.isEmpty() || !dir.isValid()) {
        return fail(tr("no */source.en.md under %1").arg(QDir::toNativeSeparators(m_dir)));
    }
    const QString path = dir.filePath(QStringLiteral("analysis.yiqiao"));
    {
        ProjectStore writer;
        if (!BenchProject::build(writer, path, QStringLiteral("analysis"), pairs, Issues, &m_error)) {
            return false;
        }
    }
    ProjectStore store; // the dialog's worker reads through a read-only connection of its own
    if (!store.open(path, ProjectStore::Access::ReadOnly)) {
        return fail(store.errorString());
    }
    const TranslationMemory memory(store);
    MatchAnalysis analysis(store, memory);
    QElapsedTimer clock;
    clock.start();
    memory.lookup(QStringLiteral("index"), 50, 1); // the index built
    const double indexMs = BenchProject::msSince(clock);
    QList<IssueAnalysis> issues;
    double cpuMs = 0; // of the last run
    const auto timed = [&](const QList<int> &numbers, double *ms) {
        clock.restart();
        const double cpu = BenchProject::threadCpuMs();
        const bool ok = analysis.run(numbers, &issues);
        *ms = BenchProject::msSince(clock);
        cpuMs = BenchProject::threadCpuMs() - cpu;
        return ok || fail(analysis.errorString());
    };
    double oneMs = 0;
    double otherMs = 0;
    double tenMs = 0;
    QList<int> ten;
    for (int number = 100; number < 110; ++number) {
        ten.append(number);
    }
    if (!timed({Issues / 2}, &oneMs)) {
        return false;
    }
    const double oneCpuMs = cpuMs;
    const qint64 oneSegments = issues.isEmpty() ? 0 : issues.constFirst().total().segments;
    if (!timed({Issues / 3}, &otherMs)) {
        return false;
    }
    const double otherCpuMs = cpuMs;
    const qint64 segments = issues.isEmpty() ? 0 : issues.constFirst().total().segments;
    if (!timed(ten, &tenMs)) {
        return false;
    }
    m_report = tr("Match analysis over a project of %1 issues (%2 memory units)\n").arg(Issues).arg(memory.count());
    m_report += tr("memory index built: %1 ms; issue %2 (%3 segments): %4 ms (CPU %5 ms); issue %6 (%7 segments): %8 ms (CPU %9 ms)\n")
                    .arg(indexMs, 0, 'f', 0)
                    .arg(Issues / 2)
                    .arg(oneSegments)
                    .arg(oneMs, 0, 'f', 0)
                    .arg(oneCpuMs, 0, 'f', 0)
                    .arg(Issues / 3)
                    .arg(segments)
                    .arg(otherMs, 0, 'f', 0)
                    .arg(otherCpuMs, 0, 'f', 0);
    m_report += tr("ten issues together: %1 ms (CPU %2 ms)\n").arg(tenMs, 0, 'f', 0).arg(cpuMs, 0, 'f', 0);
    return true;
}
