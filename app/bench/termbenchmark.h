// SPDX-FileCopyrightText: 2026 Yiqiao authors
// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once

#include "bench/benchmark.h"
#include "terms/termentry.h"

#include <QCoreApplication>
#include <QHash>
#include <QList>
#include <QString>
#include <QStringList>

// `yiqiao-cli bench`, terminology part: a termbase of N terms (the real glossaries
// beside the corpus folder in ../glossaries when present, then the corpus's most
// frequent words and word pairs, then made-up pairs of corpus words) matched by
// TermMatcher against every post's source (whole post and block by block, best of
// N rounds) and its Chinese side against every translation. Targets: under 20 ms per
// post, under 1 ms per block.
class TermBenchmark : public Benchmark
{
    Q_DECLARE_TR_FUNCTIONS(TermBenchmark)
public:
    TermBenchmark(const QString &corpusDir, int termCount, int rounds);

    bool run() override;

private:
    struct Post {
        QString name;
        QString source;
        QString target;
        QStringList blocks;
    };
    bool loadPosts();
    void loadGlossaries();
    void addD2lGlossary(const QString &text);
    void addHfGlossary(const QString &text);
    void addCorpusTerms();
    void addTerm(const QString &source, const QString &rendering);
    QString madeUpRendering(int i) const;
    QString measure();

    QString m_dir;
    int m_termCount = 0;
    int m_rounds = 1;
    QList<Post> m_posts;
    QList<TermEntry> m_terms;
    QHash<QString, int> m_seen; // lower-cased source → term
    int m_fromGlossaries = 0;
};
