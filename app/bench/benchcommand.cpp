// SPDX-FileCopyrightText: 2026 Yiqiao authors
// SPDX-License-Identifier: GPL-3.0-or-later
#include "bench/benchcommand.h"

#include "bench/analysisbenchmark.h"
#include "bench/corpusbenchmark.h"
#include "bench/dashboardbenchmark.h"
#include "bench/findbenchmark.h"
#include "bench/plantederrorbenchmark.h"
#include "bench/qabenchmark.h"
#include "bench/qatermbenchmark.h"
#include "bench/teambenchmark.h"
#include "bench/termbenchmark.h"
#include "bench/tmbenchmark.h"
#include "cli/cliapplication.h"

#include <QCommandLineParser>
#include <QList>
#include <QPair>

int BenchCommand::run(const QStringList &arguments)
{
    QCommandLineParser parser;
    parser.addOption({QStringLiteral("corpus"), CliApplication::tr("The corpus folder (one folder per post with *.md files)."),
        QStringLiteral("DIR"), QStringLiteral("../shared/corpus")});
    parser.addOption({QStringLiteral("rounds"), CliApplication::tr("How many times to run each measurement (the best is kept)."),
        QStringLiteral("N"), QStringLiteral("5")});
    parser.addOption({QStringLiteral("terms"), CliApplication::tr("Termbase size to measure term matching at (0: none)."),
        QStringLiteral("N"), QStringLiteral("10000")});
    parser.addOption(
        {QStringLiteral("tm-sizes"), CliApplication::tr("Translation memory sizes to measure lookups at, comma-separated (0: none)."),
            QStringLiteral("N,N,..."), QStringLiteral("20000,100000,500000")});
    parser.addOption(
        {QStringLiteral("tmx-units"), CliApplication::tr("Units of the generated TMX file whose import is measured (0: none)."),
            QStringLiteral("N"), QStringLiteral("500000")});
    parser.addOption({QStringLiteral("no-qa"), CliApplication::tr("Skip QA of the corpus's translations.")});
    parser.addOption({QStringLiteral("no-find"), CliApplication::tr("Skip find and replace over a project of 369 issues.")});
    parser.addOption({QStringLiteral("no-dashboard"), CliApplication::tr("Skip the dashboard over a project of 369 issues.")});
    parser.addOption({QStringLiteral("no-team"), CliApplication::tr("Skip the team server (clone, sync) over a series of 369 issues.")});
    parser.addOption({QStringLiteral("no-analysis"), CliApplication::tr("Skip the match analysis over a series of 369 issues.")});
    parser.addOption({QStringLiteral("reference-max-queries"),
        CliApplication::tr("At most this many lookups per size through translate-toolkit, the reference (0: none)."), QStringLiteral("N"),
        QStringLiteral("30")});
    if (const auto exit = m_cli.parse(parser, arguments, 0)) {
        return *exit;
    }
    QList<int> sizes;
    if (!TmBenchmark::parseSizes(parser.value(QStringLiteral("tm-sizes")), &sizes)) {
        return m_cli.fail(CliApplication::tr("--tm-sizes takes unit counts separated by commas, such as 20000,100000"), 2);
    }
    bool tmxOk = false;
    const int tmxUnits = parser.value(QStringLiteral("tmx-units")).toInt(&tmxOk);
    if (!tmxOk || tmxUnits < 0) {
        return m_cli.fail(CliApplication::tr("--tmx-units takes a number of units (0: no TMX import)"), 2);
    }
    const QString corpus = parser.value(QStringLiteral("corpus"));
    const int rounds = qMax(1, parser.value(QStringLiteral("rounds")).toInt());
    CorpusBenchmark bench(corpus, rounds);
    if (!bench.run()) {
        return m_cli.fail(bench.errorString());
    }
    m_cli.print(bench.report());
    bool termsOk = false;
    const int terms = parser.value(QStringLiteral("terms")).toInt(&termsOk);
    if (!termsOk || terms < 0) {
        return m_cli.fail(CliApplication::tr("--terms takes a number of terms (0: no term matching)"), 2);
    }
    TermBenchmark termBench(corpus, terms, rounds);
    QaBenchmark qaBench(corpus, rounds);
    QaTermBenchmark qaTermBench(corpus);
    PlantedErrorBenchmark plantedBench(corpus, rounds);
    FindBenchmark findBench(corpus, rounds);
    DashboardBenchmark dashboardBench(corpus);
    TeamBenchmark teamBench(corpus, rounds);
    AnalysisBenchmark analysisBench(corpus);
    // Each part, unless it is skipped, after an empty line.
    const QList<QPair<Benchmark *, bool>> parts {{&termBench, terms == 0}, {&qaBench, parser.isSet(QStringLiteral("no-qa"))},
        {&qaTermBench, parser.isSet(QStringLiteral("no-qa"))}, {&plantedBench, parser.isSet(QStringLiteral("no-qa"))},
        {&findBench, parser.isSet(QStringLiteral("no-find"))}, {&dashboardBench, parser.isSet(QStringLiteral("no-dashboard"))},
        {&teamBench, parser.isSet(QStringLiteral("no-team"))}, {&analysisBench, parser.isSet(QStringLiteral("no-analysis"))}};
    for (const auto &[part, skipped] : parts) {
        if (!skipped && !part->run()) {
            return m_cli.fail(part->errorString());
        }
        m_cli.print(skipped ? QString() : QLatin1Char('\n') + part->report());
    }
    return sizes.isEmpty() && tmxUnits == 0 ? 0 : runTmBench(parser, sizes, tmxUnits);
}

int BenchCommand::runTmBench(const QCommandLineParser &parser, const QList<int> &sizes, int tmxUnits)
{
    bool ok = false;
    const int referenceQueries = parser.value(QStringLiteral("reference-max-queries")).toInt(&ok);
    if (!ok || referenceQueries < 0) {
        return m_cli.fail(CliApplication::tr("--reference-max-queries takes a number of lookups (0: no reference)"), 2);
    }
    TmBenchmark bench(parser.value(QStringLiteral("corpus")), sizes);
    bench.setReferenceMaxQueries(referenceQueries);
    bench.setTmxUnits(tmxUnits);
    bench.setProgress([this](const QString &line) { m_cli.printError(line + QLatin1Char('\n')); });
    if (!bench.run()) {
        return m_cli.fail(bench.errorString());
    }
    m_cli.print(QLatin1Char('\n') + bench.report());
    return 0;
}
