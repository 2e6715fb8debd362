// SPDX-FileCopyrightText: 2026 Yiqiao authors
// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once

#include "bench/benchmark.h"
#include "find/searchquery.h"

#include <QCoreApplication>
#include <QList>
#include <QString>

class ProjectStore;

// `yiqiao-cli bench`, find part: a project of 369 issues built from the corpus (each
// corpus pair imported again and again, as the GUI benchmark builds its project),
// then ProjectSearch with queries a translator types — two and one Chinese
// characters, an English whole word, a regular expression, both sides — and a
// replace over every draft with its undo (ProjectReplacer). Median of N rounds.
// Target: every find under 100 ms ("instant").
class FindBenchmark : public Benchmark
{
    Q_DECLARE_TR_FUNCTIONS(FindBenchmark)
public:
    static constexpr int Issues = 369;

    FindBenchmark(const QString &corpusDir, int rounds);

    bool run() override;

private:
    struct Case {
        QString name;
        SearchQuery query;
        int hits = 0;
        bool truncated = false;
        double medianMs = 0;
        double worstMs = 0;
        double cpuMs = 0;
    };

    bool buildProject(ProjectStore &store, const QString &path);
    void measure(ProjectStore &store, Case &measured) const;
    bool measureReplace(ProjectStore &store);
    static QList<Case> cases();

    QString m_dir;
    int m_rounds = 1;
    int m_blocks = 0;
    double m_buildSeconds = 0;
    QList<Case> m_cases;
    int m_replaced = 0;
    double m_replaceMs = 0;
    double m_undoMs = 0;
};
