// SPDX-FileCopyrightText: 2026 Yiqiao authors
// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once

#include "bench/benchmark.h"
#include "bench/tmreference.h"
#include "tm/tmunit.h"

#include <QCoreApplication>
#include <QList>
#include <QString>

#include <functional>

class ProjectStore;
class QFile;
class TranslationMemory;

// `yiqiao-cli bench`, translation memory part: TMs of growing sizes in a throw-away
// project, filled from the corpus's aligned pairs (each pair imported with its
// translation, the memory's units of every issue) and, past them, variants (a unit
// joined with the start of another). Per size: fill time, index build (the first
// lookup), lookup latency over 200 edited corpus blocks (fixed seed), RSS and the
// index's heap. The same units and queries then go to translate-toolkit's matcher
// (packaging/tm_reference_bench.py) for the side-by-side table.
// Then a TMX file of setTmxUnits() units (SyntheticTmUnits) is imported into a new
// project the way Memory ▸ Import TMX… and `tm import` do it (TmxReader, then
// TranslationMemory::add), lookups are measured on the result, and the same file is
// imported once more (every unit already stored).
class TmBenchmark : public Benchmark
{
    Q_DECLARE_TR_FUNCTIONS(TmBenchmark)
public:
    static constexpr int Queries = 200; // corpus blocks, every second with a word dropped
    static constexpr int MinScore = 75;
    static constexpr int MaxMatches = 10;

    struct Figures {
        int size = 0;
        int units = 0;
        double fillSeconds = -1;
        double buildSeconds = -1;
        double meanMs = -1;
        double p50Ms = -1;
        double p95Ms = -1;
        double maxMs = -1;
        int found = 0;
        int queries = 0;
        double rssMiB = -1;
        double indexMiB = -1; // -1: not measurable here
    };

    struct ImportFigures {
        int units = 0; // in the file
        double fileMiB = 0;
        double sourceChars = 0; // mean per unit
        double targetChars = 0;
        double readSeconds = -1;
        double storeSeconds = -1;
        double cpuSeconds = -1; // of read + store: the machine's load aside
        int added = 0;
        double concordancePendingMs = -1; // mean of the concordance queries before indexPending()
        double concordancePendingMaxMs = -1;
        double catchUpSeconds = -1; // ConcordanceIndexer's slices back to back
        int catchUpSlices = 0;
        double concordanceMs = -1; // after
        double concordanceMaxMs = -1;
        double againSeconds = -1; // the same file once more
        int addedAgain = 0;
        Figures lookups;
    };

    TmBenchmark(const QString &corpusDir, const QList<int> &sizes);

    // Units of the generated TMX file to import; 0: none.
    void setTmxUnits(int units) { m_tmxUnits = units; }

    // 0 skips translate-toolkit.
    void setReferenceMaxQueries(int queries) { m_referenceMaxQueries = queries; }
    // Progress lines (without a line break), for stderr.
    void setProgress(const std::function<void(const QString &)> &progress) { m_progress = progress; }

    // "20000,100000,500000" → sizes, ascending; "" or "0" → none. False on other text.
    static bool parseSizes(const QString &text, QList<int> *sizes);

    bool run() override;
    QList<Figures> figures() const { return m_figures; }
    ImportFigures importFigures() const { return m_import; }

private:
    bool loadBaseUnits(const QString &folder);
    bool writeQueries(const QString &path);
    bool measureSizes(const QString &folder);
    bool measureSize(TranslationMemory &memory, int size, QFile &unitsFile);
    bool fill(TranslationMemory &memory, int size, QFile &unitsFile);
    void measureLookups(const TranslationMemory &memory, Figures *figures) const;
    bool measureImport(const QString &folder);
    bool writeTmx(const QString &path);
    bool measureConcordance(ProjectStore &store);
    void timeConcordance(const TranslationMemory &memory, double *meanMs, double *maxMs) const;
    bool importTmx(
        TranslationMemory &memory, const QString &path, double *seconds, double *readSeconds = nullptr, double *cpuSeconds = nullptr);
    QString importReport() const;
    QString format() const;
    TmUnit variant(int i) const;
    void progress(const QString &text) const;

    QString m_corpus;
    QList<int> m_sizes;
    int m_referenceMaxQueries = 30;
    std::function<void(const QString &)> m_progress;
    QList<TmUnit> m_base;
    QStringList m_queries;
    int m_filled = 0;
    QList<Figures> m_figures;
    int m_tmxUnits = 0;
    ImportFigures m_import;
    TmReference m_reference;
};
