// SPDX-FileCopyrightText: 2026 Yiqiao authors
// SPDX-License-Identifier: GPL-3.0-or-later
#include "bench/findbenchmark.h"

#include "bench/benchproject.h"
#include "find/projectreplacer.h"
#include "find/projectsearch.h"
#include "store/postimporter.h"
#include "store/projectstore.h"

#include <QDir>
#include <QElapsedTimer>
#include <QFile>
#include <QSqlQuery>
#include <QTemporaryDir>

#include <algorithm>
#include <ctime>

namespace {

constexpr int Limit = 10000; // as the find pane asks

SearchQuery query(const QString &text, SearchQuery::Side side, bool regex = false, bool wholeWord = false)
{
    SearchQuery query;
    query.text = text;
    query.side = side;
    query.regex = regex;
    query.wholeWord = wholeWord;
    return query;
}

} // namespace

FindBenchmark::FindBenchmark(const QString &corpusDir, int rounds)
    : m_dir(corpusDir)
    , m_rounds(qMax(5, rounds))
{
}

QList<FindBenchmark::Case> FindBenchmark::cases()
{
    using Side = SearchQuery::Side;
    return {
        {tr("2 Chinese characters “模型”, drafts"), query(QStringLiteral("模型"), Side::Draft)},
        {tr("1 Chinese character “核”, drafts"), query(QStringLiteral("核"), Side::Draft)},
        {tr("English whole word “model”, any case, sources"), query(QStringLiteral("model"), Side::Source, false, true)},
        {tr("regular expression “\\d+ ?(GB|MB)”, both sides (no literal: every block read)"),
            query(QStringLiteral("\\d+ ?(GB|MB)"), Side::Both, true)},
        {tr("regular expression “CUDA ?\\d+(\\.\\d)?”, both sides (narrowed by “CUDA”)"),
            query(QStringLiteral("CUDA ?\\d+(\\.\\d)?"), Side::Both, true)},
        {tr("“GPU”, any case, both sides"), query(QStringLiteral("GPU"), Side::Both)},
        {tr("no match “量子纠缠”, both sides"), query(QStringLiteral("量子纠缠"), Side::Both)},

    };
}

bool FindBenchmark::run()
{
    QTemporaryDir dir;
    ProjectStore store;
    if (!dir.isValid() || !buildProject(store, dir.filePath(QStringLiteral("find.yiqiao")))) {
        return false;
    }
    m_cases = cases();
    for (Case &measured : m_cases) {
        measure(store, measured);
    }
    if (!measureReplace(store)) {
        return false;
    }
    m_report = tr("Find over a project of %1 issues (%2 blocks), built from the corpus in %3 s; median (worst) of %4 rounds, "
                  "at most %5 hits\n")
                   .arg(Issues)
                   .arg(m_blocks)
                   .arg(m_buildSeconds, 0, 'f', 1)
                   .arg(m_rounds)
                   .arg(Limit);
    m_report += tr("(ms: wall-clock median (worst); CPU median, which other processes on the machine disturb less)\n");
    m_report += QStringLiteral("| query | hits | ms | CPU ms |\n|---|---|---|---|\n");
    for (const Case &measured : std::as_const(m_cases)) {
        m_report += QStringLiteral("| %1 | %2%3 | %4 (%5) | %6 |\n")
                        .arg(measured.name)
                        .arg(measured.hits)
                        .arg(measured.truncated ? QStringLiteral("+") : QString())
                        .arg(measured.medianMs, 0, 'f', 1)
                        .arg(measured.worstMs, 0, 'f', 1)
                        .arg(measured.cpuMs, 0, 'f', 1);
    }
    m_report += tr("replace all “模型” → “模形” in every draft: %1 matches, %2 ms (revisions recorded included); undo %3 ms "
                   "(target for finds: < 100 ms)\n")
                    .arg(m_replaced)
                    .arg(m_replaceMs, 0, 'f', 1)
                    .arg(m_undoMs, 0, 'f', 1);
    return true;
}

bool FindBenchmark::buildProject(ProjectStore &store, const QString &path)
{
    const QList<BenchProject::Pair> pairs = BenchProject::corpusPairs(m_dir);
    if (pairs.isEmpty()) {
        return fail(tr("no */source.en.md under %1").arg(QDir::toNativeSeparators(m_dir)));
    }
    QElapsedTimer timer;
    timer.start();
    if (!BenchProject::build(store, path, QStringLiteral("find"), pairs, Issues, &m_error)) {
        return false;
    }
    m_buildSeconds = BenchProject::msSince(timer) / 1000;
    QSqlQuery count(store.database());
    count.exec(QStringLiteral("SELECT (SELECT count(*) FROM source_blocks) + (SELECT count(*) FROM target_blocks)"));
    m_blocks = count.next() ? count.value(0).toInt() : 0;
    return true;
}

void FindBenchmark::measure(ProjectStore &store, Case &measured) const
{
    QList<double> times;
    QList<double> cpuTimes;
    for (int round = 0; round < m_rounds; ++round) {
        ProjectSearch search(store);
        QElapsedTimer timer;
        timer.start();
        const std::clock_t cpu = std::clock();
        measured.hits = int(search.find(measured.query, Limit).size());
        cpuTimes.append(1000.0 * double(std::clock() - cpu) / CLOCKS_PER_SEC);
        times.append(BenchProject::msSince(timer));
        measured.truncated = search.truncated();
    }
    std::sort(times.begin(), times.end());
    std::sort(cpuTimes.begin(), cpuTimes.end());
    measured.medianMs = times.at(times.size() / 2);
    measured.worstMs = times.last();
    measured.cpuMs = cpuTimes.at(cpuTimes.size() / 2);
}

bool FindBenchmark::measureReplace(ProjectStore &store)
{
    ProjectReplacer replacer(store);
    QElapsedTimer timer;
    timer.start();
    const qint64 batch =
        replacer.replaceAll(query(QStringLiteral("模型"), SearchQuery::Side::Draft), QStringLiteral("模形"), QStringLiteral("bench"));
    m_replaceMs = BenchProject::msSince(timer);
    m_replaced = replacer.replacedCount();
    if (batch == 0) {
        return fail(replacer.errorString().isEmpty() ? tr("the replace changed nothing") : replacer.errorString());
    }
    timer.restart();
    if (!replacer.undo(batch)) {
        return fail(replacer.errorString());
    }
    m_undoMs = BenchProject::msSince(timer);
    return true;
}
