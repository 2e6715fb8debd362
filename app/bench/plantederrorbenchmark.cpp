// SPDX-FileCopyrightText: 2026 Yiqiao authors
// SPDX-License-Identifier: GPL-3.0-or-later
#include "bench/plantederrorbenchmark.h"

#include "bench/benchproject.h"
#include "bench/qabenchmark.h"
#include "qa/qaerrorplanter.h"
#include "qa/qainput.h"
#include "qa/qaplantedoutcome.h"
#include "qa/qarunner.h"

#include <QDir>
#include <QElapsedTimer>

#include <algorithm>
#include <limits>

PlantedErrorBenchmark::PlantedErrorBenchmark(const QString &corpusDir, int rounds)
    : m_dir(corpusDir)
    , m_rounds(qMax(1, rounds))
{
}

bool PlantedErrorBenchmark::run()
{
    const QaRunner runner;
    int pairs = 0;
    qsizetype largest = 0;
    for (const BenchProject::Pair &pair : BenchProject::corpusPairs(m_dir)) {
        if (pair.source.isEmpty() || pair.target.isEmpty()) {
            continue;
        }
        ++pairs;
        QaInput input = QaInput::fromMarkdown(QString::fromUtf8(pair.source), QString::fromUtf8(pair.target));
        input.settings = *QaSettings::preset(QaBenchmark::styleFor(pair.name));
        if (pair.source.size() + pair.target.size() > largest) {
            largest = pair.source.size() + pair.target.size();
            timeLargest(runner, pair.name, input);
        }
        for (const QString &kind : QaErrorPlanter::kinds()) {
            const QList<QaPlantedError> errors = QaErrorPlanter::sites(kind, input, SitesPerPair);
            m_tallies[kind].pairs += errors.isEmpty() ? 0 : 1;
            for (const QaPlantedError &error : errors) {
                judge(runner, input, pair.name, error);
            }
        }
    }
    if (pairs == 0) {
        return fail(tr("no */source.en.md with */target.zh.md under %1").arg(QDir::toNativeSeparators(m_dir)));
    }
    m_report = format(pairs);
    return true;
}

void PlantedErrorBenchmark::judge(const QaRunner &runner, const QaInput &input, const QString &pair, const QaPlantedError &error)
{
    const QaPlantedOutcome outcome = QaPlantedOutcome::judge(runner, input, error);
    Tally &tally = m_tallies[error.kind];
    ++tally.planted;
    tally.found += outcome.found ? 1 : 0;
    tally.foundByOwn += outcome.foundByOwn ? 1 : 0;
    tally.othersChanged += outcome.othersChanged() ? 1 : 0;
    if (!outcome.foundByOwn || outcome.othersChanged()) {
        m_problems.append(
            QStringLiteral("%1 in %2 (%3): %4")
                .arg(error.kind, pair, error.change,
                    outcome.foundByOwn ? outcome.otherChanges.join(QStringLiteral(", ")) : tr("not found by its own finding")));
    }
}

void PlantedErrorBenchmark::timeLargest(const QaRunner &runner, const QString &name, const QaInput &input)
{
    m_largest = name;
    m_largestWallMs = std::numeric_limits<double>::max();
    m_largestCpuMs = std::numeric_limits<double>::max();
    for (int round = 0; round < m_rounds; ++round) {
        QElapsedTimer timer;
        timer.start();
        const double cpu = BenchProject::threadCpuMs();
        runner.check(input);
        m_largestCpuMs = std::min(m_largestCpuMs, BenchProject::threadCpuMs() - cpu);
        m_largestWallMs = std::min(m_largestWallMs, BenchProject::msSince(timer));
    }
}

QString PlantedErrorBenchmark::format(int pairs) const
{
    QString report = tr("Planted errors: each kind planted at up to %1 places of each of the %2 published translations, "
                        "one at a time; QA before and after compared\n")
                         .arg(SitesPerPair)
                         .arg(pairs);
    report += QStringLiteral("| kind | check | pairs | planted | found | by own finding | other findings changed |\n"
                             "|---|---|---|---|---|---|---|\n");
    int planted = 0;
    int own = 0;
    int changed = 0;
    for (const QString &kind : QaErrorPlanter::kinds()) {
        const Tally tally = m_tallies.value(kind);
        report += QStringLiteral("| %1 | `%2` | %3 | %4 | %5 | %6 | %7 |\n")
                      .arg(kind, QaErrorPlanter::checkOf(kind))
                      .arg(tally.pairs)
                      .arg(tally.planted)
                      .arg(tally.found)
                      .arg(tally.foundByOwn)
                      .arg(tally.othersChanged);
        planted += tally.planted;
        own += tally.foundByOwn;
        changed += tally.othersChanged;
    }
    report += tr("%1 planted errors, %2 found by their own finding, %3 changed other findings\n").arg(planted).arg(own).arg(changed);
    for (const QString &problem : m_problems) {
        report += QStringLiteral("  ") + problem + QLatin1Char('\n');
    }
    report += tr("checks of the largest pair %1 (every check family, no termbase), best of %2: %3 ms, thread CPU %4 ms (target < 50 ms)\n")
                  .arg(m_largest)
                  .arg(m_rounds)
                  .arg(m_largestWallMs, 0, 'f', 2)
                  .arg(m_largestCpuMs, 0, 'f', 2);
    return report;
}
