// SPDX-FileCopyrightText: 2026 Yiqiao authors
// SPDX-License-Identifier: GPL-3.0-or-later
#include "bench/tmbenchmark.h"
#include "bench/benchproject.h"

#include "bench/synthetictmunits.h"
#include "bench/tmreference.h"
#include "store/postimporter.h"
#include "store/projectstore.h"
#include "tm/concordanceindexer.h"
#include "tm/tmxreader.h"
#include "tm/tmxwriter.h"
#include "tm/translationmemory.h"

#include <QDir>
#include <QElapsedTimer>
#include <QFile>
#include <QFileInfo>
#include <QJsonArray>
#include <QJsonDocument>
#include <QTemporaryDir>

#include <algorithm>
#include <cmath>
#include <random>

#include <time.h>

#if defined(__GLIBC__)
#include <malloc.h>
#endif

namespace {

const int kBatch = 10000;

QString corpusFile(const QString &folder, const QString &slug, const char *name)
{
    return folder + QLatin1Char('/') + slug + QLatin1Char('/') + QLatin1String(name);
}

QByteArray readAll(const QString &path, bool *ok)
{
    QFile file(path);
    *ok = file.open(QIODevice::ReadOnly);
    return *ok ? file.readAll() : QByteArray();
}

// The query for seed: the text itself, or (odd seeds) with a word dropped from its middle.
QString edited(const QString &text, int seed)
{
    if (seed % 2 == 0) {
        return text;
    }
    const int space = int(text.indexOf(QLatin1Char(' '), text.size() / 2));
    const int next = space < 0 ? -1 : int(text.indexOf(QLatin1Char(' '), space + 1));
    return next < 0 ? text + QStringLiteral(" x") : text.left(space) + text.mid(next);
}

// Bytes malloc has handed out and not got back, or -1 where that cannot be known.
double heapInUse()
{
#if defined(__GLIBC__) && (__GLIBC__ > 2 || (__GLIBC__ == 2 && __GLIBC_MINOR__ >= 33))
    const struct mallinfo2 info = mallinfo2();
    return double(info.uordblks + info.hblkhd);
#else
    return -1;
#endif
}

// CPU time of the process (every thread), or -1.
double cpuSeconds()
{
    timespec now {};
    return clock_gettime(CLOCK_PROCESS_CPUTIME_ID, &now) == 0 ? double(now.tv_sec) + double(now.tv_nsec) / 1e9 : -1;
}

// Nearest rank, as the reference script computes it.
double percentile(const QList<double> &sorted, double share)
{
    const int rank = int(std::ceil(share * double(sorted.size())));
    return sorted.at(qBound(0, rank - 1, int(sorted.size()) - 1));
}

// One line of the files the reference script reads: a JSON array.
bool writeJsonLine(QFile &file, const QJsonArray &array)
{
    const QByteArray line = QJsonDocument(array).toJson(QJsonDocument::Compact) + '\n';
    return file.write(line) == line.size();
}

} // namespace

TmBenchmark::TmBenchmark(const QString &corpusDir, const QList<int> &sizes)
    : m_corpus(corpusDir)
    , m_sizes(sizes)
{
}

bool TmBenchmark::parseSizes(const QString &text, QList<int> *sizes)
{
    sizes->clear();
    for (const QString &part : text.split(QLatin1Char(','), Qt::SkipEmptyParts)) {
        bool ok = false;
        const int size = part.trimmed().toInt(&ok);
        if (!ok || size < 0) {
            return false;
        }
        if (size > 0 && !sizes->contains(size)) {
            sizes->append(size);
        }
    }
    std::sort(sizes->begin(), sizes->end());
    return true;
}

void TmBenchmark::progress(const QString &text) const
{
    if (m_progress) {
        m_progress(text);
    }
}

bool TmBenchmark::loadBaseUnits(const QString &folder)
{
    ProjectStore store;
    if (!store.create(folder + QStringLiteral("/corpus.yiqiao"), QStringLiteral("corpus"))) {
        return fail(store.errorString());
    }
    PostImporter importer(store);
    TranslationMemory memory(store);
    const QStringList slugs = QDir(m_corpus).entryList(QDir::Dirs | QDir::NoDotAndDotDot, QDir::Name);
    int number = 0;
    for (const QString &slug : slugs) {
        bool sourceOk = false;
        bool targetOk = false;
        const QByteArray source = readAll(corpusFile(m_corpus, slug, "source.en.md"), &sourceOk);
        const QByteArray target = readAll(corpusFile(m_corpus, slug, "target.zh.md"), &targetOk);
        if (!sourceOk || !targetOk) {
            continue; // English-only posts have no pairs
        }
        if (!importer.importPost(++number, source, {}, slug, target) || !memory.addIssue(importer.result().issueId)) {
            return fail(tr("%1: %2").arg(slug, importer.errorString().isEmpty() ? memory.errorString() : importer.errorString()));
        }
    }
    m_base = memory.units();
    if (m_base.isEmpty()) {
        return fail(tr("no aligned pairs (source.en.md with target.zh.md) under %1").arg(QDir::toNativeSeparators(m_corpus)));
    }
    progress(tr("tm bench: %1 units from %2 aligned corpus pairs").arg(m_base.size()).arg(number));
    return true;
}

bool TmBenchmark::writeQueries(const QString &path)
{
    std::mt19937 random(7);
    QFile file(path);
    if (!file.open(QIODevice::WriteOnly)) {
        return fail(tr("cannot write %1").arg(path));
    }
    for (int q = 0; q < Queries; ++q) {
        m_queries.append(edited(m_base.at(int(random() % quint32(m_base.size()))).source, q));
        if (!writeJsonLine(file, QJsonArray {m_queries.last()})) {
            return fail(tr("cannot write %1").arg(path));
        }
    }
    return true;
}

// Unit i of a memory: the corpus units first, then each joined with the start of another.
TmUnit TmBenchmark::variant(int i) const
{
    const int n = int(m_base.size());
    TmUnit result = m_base.at(i % n);
    const int round = i / n;
    if (round > 0) {
        const TmUnit &other = m_base.at((i + round * 7919) % n);
        result.source += QLatin1Char(' ') + other.source.left(60 + round % 40);
        result.target += other.target.left(30 + round % 20);
    }
    return result;
}

bool TmBenchmark::fill(TranslationMemory &memory, int size, QFile &unitsFile)
{
    QElapsedTimer timer;
    qint64 nsecs = 0;
    while (m_filled < size) {
        QList<TmUnit> batch;
        for (const int end = qMin(size, m_filled + kBatch); m_filled < end; ++m_filled) {
            batch.append(variant(m_filled));
            if (unitsFile.isOpen() && !writeJsonLine(unitsFile, QJsonArray {batch.last().source, batch.last().target})) {
                return fail(tr("cannot write %1").arg(unitsFile.fileName()));
            }
        }
        timer.start();
        if (!memory.add(batch, QStringLiteral("bench"))) {
            return fail(memory.errorString());
        }
        nsecs += timer.nsecsElapsed();
        if (m_filled % 50000 == 0 || m_filled == size) {
            progress(tr("tm bench: %1 units filled").arg(m_filled));
        }
    }
    m_figures.last().fillSeconds += double(nsecs) / 1e9;
    return true;
}

void TmBenchmark::measureLookups(const TranslationMemory &memory, Figures *figures) const
{
    const double heapBefore = heapInUse();
    QElapsedTimer timer;
    timer.start();
    memory.lookup(QStringLiteral("warm up the index"));
    figures->buildSeconds = double(timer.nsecsElapsed()) / 1e9;
    const double heapAfter = heapInUse();
    if (heapBefore >= 0 && heapAfter >= heapBefore) {
        figures->indexMiB = (heapAfter - heapBefore) / (1024.0 * 1024.0);
    }
    QList<double> times;
    for (const QString &query : m_queries) {
        timer.restart();
        figures->found += memory.lookup(query, MinScore, MaxMatches).isEmpty() ? 0 : 1;
        times.append(double(timer.nsecsElapsed()) / 1e6);
    }
    std::sort(times.begin(), times.end());
    double sum = 0;
    for (double t : std::as_const(times)) {
        sum += t;
    }
    figures->queries = int(times.size());
    figures->meanMs = sum / double(times.size());
    figures->p50Ms = percentile(times, 0.5);
    figures->p95Ms = percentile(times, 0.95);
    figures->maxMs = times.last();
    figures->rssMiB = BenchProject::residentMiB();
}

bool TmBenchmark::measureSize(TranslationMemory &memory, int size, QFile &unitsFile)
{
    Figures figures;
    figures.size = size;
    figures.fillSeconds = 0;
    m_figures.append(figures);
    if (!fill(memory, size, unitsFile)) {
        return false;
    }
    m_figures.last().units = memory.count();
    // The index follows add(); forget it so that the first lookup builds it from the table.
    memory.reload();
    progress(tr("tm bench: %1 units: building the index, %2 lookups").arg(size).arg(Queries));
    measureLookups(memory, &m_figures.last());
    return true;
}

bool TmBenchmark::run()
{
    QTemporaryDir dir;
    if (!dir.isValid()) {
        return fail(tr("cannot create a temporary folder"));
    }
    if (!loadBaseUnits(dir.path()) || !writeQueries(dir.filePath(QStringLiteral("queries.jsonl")))) {
        return false;
    }
    if ((!m_sizes.isEmpty() && !measureSizes(dir.path())) || (m_tmxUnits > 0 && !measureImport(dir.path()))) {
        return false;
    }
    m_report = format();
    return true;
}

bool TmBenchmark::measureSizes(const QString &folder)
{
    QFile unitsFile(folder + QStringLiteral("/units.jsonl"));
    if (m_referenceMaxQueries > 0 && !unitsFile.open(QIODevice::WriteOnly)) {
        return fail(tr("cannot write %1").arg(unitsFile.fileName()));
    }
    ProjectStore store;
    if (!store.create(folder + QStringLiteral("/tm.yiqiao"), QStringLiteral("tm bench"))) {
        return fail(store.errorString());
    }
    TranslationMemory memory(store);
    for (int size : std::as_const(m_sizes)) {
        if (!measureSize(memory, size, unitsFile)) {
            return false;
        }
    }
    if (unitsFile.isOpen() && !unitsFile.flush()) {
        return fail(tr("cannot write %1").arg(unitsFile.fileName()));
    }
    unitsFile.close();
    if (m_referenceMaxQueries > 0) {
        m_reference.run(folder, m_sizes, m_referenceMaxQueries, [this](const QString &text) { progress(text); });
    } else {
        m_reference.setNote(tr("translate-toolkit: skipped (--reference-max-queries 0)"));
    }
    return true;
}

bool TmBenchmark::writeTmx(const QString &path)
{
    progress(tr("tm bench: writing a TMX file of %1 units").arg(m_tmxUnits));
    const QList<TmUnit> units = SyntheticTmUnits(m_base).make(m_tmxUnits);
    QFile file(path);
    QString error;
    if (!file.open(QIODevice::WriteOnly) || !TmxWriter::write(file, units, &error) || !file.flush()) {
        return fail(error.isEmpty() ? tr("cannot write %1").arg(path) : error);
    }
    m_import.units = int(units.size());
    for (const TmUnit &unit : units) {
        m_import.sourceChars += double(unit.source.size()) / double(units.size());
        m_import.targetChars += double(unit.target.size()) / double(units.size());
    }
    m_import.fileMiB = double(file.size()) / (1024.0 * 1024.0);
    return true;
}

// As the window does it: the file read with a progress callback, then its units
// stored with one.
bool TmBenchmark::importTmx(TranslationMemory &memory, const QString &path, double *seconds, double *readSeconds, double *cpu)
{
    const double cpuBefore = cpuSeconds();
    QElapsedTimer timer;
    timer.start();
    QFile file(path);
    TmxReader reader;
    reader.setProgress([](qint64, qint64) { return true; });
    if (!file.open(QIODevice::ReadOnly) || !reader.read(file)) {
        return fail(tr("%1: %2").arg(path, reader.errorString().isEmpty() ? file.errorString() : reader.errorString()));
    }
    if (readSeconds) {
        *readSeconds = double(timer.nsecsElapsed()) / 1e9;
    }
    memory.setProgress([](qint64, qint64) { return true; });
    if (!memory.add(reader.units(), QStringLiteral("tmx:") + QFileInfo(path).fileName())) {
        return fail(memory.errorString());
    }
    *seconds = double(timer.nsecsElapsed()) / 1e9;
    if (cpu) {
        *cpu = cpuBefore < 0 ? -1 : cpuSeconds() - cpuBefore;
    }
    return true;
}

// Concordance while the import's units wait for the index, the slices that index
// them (as the window runs them, without its pauses), and concordance after.
bool TmBenchmark::measureConcordance(ProjectStore &store)
{
    const TranslationMemory memory(store);
    const int pending = memory.pendingCount();
    timeConcordance(memory, &m_import.concordancePendingMs, &m_import.concordancePendingMaxMs);
    progress(tr("tm bench: indexing %1 units for concordance").arg(pending));
    ConcordanceIndexer indexer(store);
    QElapsedTimer timer;
    timer.start();
    for (int left = pending; left > 0; ++m_import.catchUpSlices) {
        if (!indexer.step(&left)) {
            return fail(indexer.errorString());
        }
    }
    m_import.catchUpSeconds = double(timer.nsecsElapsed()) / 1e9;
    timeConcordance(memory, &m_import.concordanceMs, &m_import.concordanceMaxMs);
    return true;
}

// 20 words of the queries (5 letters or more) and 20 runs of three Chinese characters
// of the corpus's translations, fixed seed.
void TmBenchmark::timeConcordance(const TranslationMemory &memory, double *meanMs, double *maxMs) const
{
    std::mt19937 random(13);
    QStringList queries;
    while (queries.size() < 40) {
        const TmUnit &unit = m_base.at(int(random() % quint32(m_base.size())));
        if (queries.size() % 2 == 0) {
            const QStringList words = unit.source.split(QLatin1Char(' '), Qt::SkipEmptyParts);
            const QString word = words.value(int(random() % quint32(qMax(1, int(words.size())))));
            if (word.size() >= 5 && word.at(0).isLetter()) {
                queries.append(word);
            }
        } else if (unit.target.size() > 3) {
            const int at = int(random() % quint32(unit.target.size() - 3));
            const QString run = unit.target.mid(at, 3);
            if (std::all_of(run.cbegin(), run.cend(), [](QChar c) { return c.unicode() >= 0x4E00 && c.unicode() <= 0x9FFF; })) {
                queries.append(run);
            }
        }
    }
    QElapsedTimer timer;
    double sum = 0;
    *maxMs = 0;
    for (const QString &query : std::as_const(queries)) {
        timer.start();
        memory.concordance(query);
        const double ms = double(timer.nsecsElapsed()) / 1e6;
        sum += ms;
        *maxMs = std::max(*maxMs, ms);
    }
    *meanMs = sum / double(queries.size());
}

bool TmBenchmark::measureImport(const QString &folder)
{
    const QString path = folder + QStringLiteral("/memory.tmx");
    if (!writeTmx(path)) {
        return false;
    }
    ProjectStore store;
    if (!store.create(folder + QStringLiteral("/import.yiqiao"), QStringLiteral("tmx bench"))) {
        return fail(store.errorString());
    }
    TranslationMemory memory(store);
    progress(tr("tm bench: importing %1 (%2 MiB)").arg(QFileInfo(path).fileName()).arg(m_import.fileMiB, 0, 'f', 1));
    double total = 0;
    if (!importTmx(memory, path, &total, &m_import.readSeconds, &m_import.cpuSeconds)) {
        return false;
    }
    m_import.storeSeconds = total - m_import.readSeconds;
    m_import.added = memory.count();
    progress(tr("tm bench: %1 units imported: building the index, %2 lookups").arg(m_import.added).arg(Queries));
    m_import.lookups.size = m_import.units;
    m_import.lookups.units = m_import.added;
    measureLookups(memory, &m_import.lookups);
    if (!measureConcordance(store)) {
        return false;
    }
    progress(tr("tm bench: importing the same file again"));
    if (!importTmx(memory, path, &m_import.againSeconds)) {
        return false;
    }
    m_import.addedAgain = memory.count() - m_import.added;
    return true;
}

QString TmBenchmark::importReport() const
{
    const ImportFigures &f = m_import;
    const double seconds = f.readSeconds + f.storeSeconds;
    return tr("TMX import: %1 units shaped like the corpus's sentences (%18 + %19 characters on average, %2 MiB), into a new "
              "project: read %3 s + stored %4 s = %5 s (%6 units/s; CPU %20 s), %7 units added\n"
              "  then: index build %8 s; lookups p50 %9 / p95 %10 / mean %11 / max %12 ms (%13 of %14 found), RSS %15 MiB\n"
              "  concordance (20 words, 20 runs of three hanzi) while they wait for its index: mean %21 / max %22 ms; "
              "indexed for it in %23 s (%24 slices); then mean %25 / max %26 ms\n"
              "  the same file again (every unit stored already): %16 s, %17 units added\n")
        .arg(f.units)
        .arg(f.fileMiB, 0, 'f', 1)
        .arg(f.readSeconds, 0, 'f', 1)
        .arg(f.storeSeconds, 0, 'f', 1)
        .arg(seconds, 0, 'f', 1)
        .arg(seconds > 0 ? qRound(double(f.units) / seconds) : 0)
        .arg(f.added)
        .arg(f.lookups.buildSeconds, 0, 'f', 2)
        .arg(f.lookups.p50Ms, 0, 'f', 2)
        .arg(f.lookups.p95Ms, 0, 'f', 2)
        .arg(f.lookups.meanMs, 0, 'f', 2)
        .arg(f.lookups.maxMs, 0, 'f', 2)
        .arg(f.lookups.found)
        .arg(f.lookups.queries)
        .arg(f.lookups.rssMiB, 0, 'f', 0)
        .arg(f.againSeconds, 0, 'f', 1)
        .arg(f.addedAgain)
        .arg(f.sourceChars, 0, 'f', 0)
        .arg(f.targetChars, 0, 'f', 0)
        .arg(f.cpuSeconds, 0, 'f', 1)
        .arg(f.concordancePendingMs, 0, 'f', 1)
        .arg(f.concordancePendingMaxMs, 0, 'f', 1)
        .arg(f.catchUpSeconds, 0, 'f', 1)
        .arg(f.catchUpSlices)
        .arg(f.concordanceMs, 0, 'f', 2)
        .arg(f.concordanceMaxMs, 0, 'f', 2);
}

QString TmBenchmark::format() const
{
    if (m_sizes.isEmpty()) {
        return importReport();
    }
    QString text = tr("translation memory: %1 units from the corpus's aligned pairs, then variants; %2 queries (corpus blocks, every "
                      "second with a word dropped), min score %3, top %4\n")
                       .arg(m_base.size())
                       .arg(Queries)
                       .arg(MinScore)
                       .arg(MaxMatches);
    text += m_reference.note() + QLatin1Char('\n');
    text +=
        tr("          | Yiqiao                                                                    | translate-toolkit\n"
           "    units |   stored  fill s build s mean ms  p95 ms  max ms   found RSS MiB index MiB |   stored build s  mean ms   p95 ms "
           "  max ms   found RSS MiB\n");
    for (const Figures &f : m_figures) {
        text += QStringLiteral("%1 | %2 %3 %4 %5 %6 %7 %8 %9 %10 | %11\n")
                    .arg(f.size, 9)
                    .arg(f.units, 8)
                    .arg(TmReference::cell(f.fillSeconds, 7, 1), TmReference::cell(f.buildSeconds, 7, 2), TmReference::cell(f.meanMs, 7, 2),
                        TmReference::cell(f.p95Ms, 7, 2), TmReference::cell(f.maxMs, 7, 2))
                    .arg(QStringLiteral("%1/%2").arg(f.found).arg(f.queries), 7)
                    .arg(TmReference::cell(f.rssMiB, 7, 0), TmReference::cell(f.indexMiB, 9, 1), m_reference.columns(f.size));
    }
    return m_tmxUnits > 0 ? text + QLatin1Char('\n') + importReport() : text;
}
