// SPDX-FileCopyrightText: 2026 Yiqiao authors
// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once

#include "bench/benchmark.h"
#include "bench/seriesstyles.h"

#include <QCoreApplication>

struct QaInput;
#include <QList>
#include <QMap>
#include <QString>

// `yiqiao-cli bench`, QA part: every corpus pair (*/source.en.md with its published
// */target.zh.md), aligned as import aligns it (QaInput::fromMarkdown), checked by
// every QA family with the typography preset of its source (d2l-* pairs the d2l
// style, all others the Hugging Face style); best of N rounds per pair. Then the
// largest pair imported into a temporary project and checked from there
// (QaRunner::run: read the issue, check, apply waivers). Prints the findings per
// 1,000 characters of the translation (non-space code points), per pair, per style
// and per check id; and the same with the typography each translation is found to
// follow (QaStyleDetector), as a project set up from it would check; and per series
// with the house style learned from the other translations of the series
// (SeriesStyles, leave one out; target ≤ 1.0 per 1,000 on each series; a series of
// one learns nothing, so no typography rule fires there, and is marked so). Target:
// QA of the largest post under 50 ms.
class QaBenchmark : public Benchmark
{
    Q_DECLARE_TR_FUNCTIONS(QaBenchmark)
public:
    QaBenchmark(const QString &corpusDir, int rounds);

    bool run() override;

    static QString styleFor(const QString &slug); // "d2l" or "huggingface"
    static int characters(const QString &text); // non-space code points
    static QString perThousand(int findings, int characters); // "0.87", "-" without characters

private:
    struct Pair {
        QString name;
        QByteArray source;
        QByteArray target;
        int characters = 0;
        int findings = 0;
        QString detectedStyle; // QaSettings::presetName() of the detected settings, or a description
        int detectedFindings = 0;
        int learnedFindings = 0;
        double bestMs = 0;
    };
    bool loadPairs();
    void measurePair(Pair &pair);
    bool measureProject(const Pair &pair, double *bestMs);
    void measureLearned(Pair &pair, QaInput &input);
    QString format(double projectMs, const Pair &largest) const;
    QString formatSeries() const;

    QString m_dir;
    int m_rounds = 1;
    QList<Pair> m_pairs;
    QMap<QString, QMap<QString, int>> m_byCheck; // check id → style → findings
    QMap<QString, QPair<int, int>> m_byStyle; // style → (findings, characters)
    int m_detectedFindings = 0;
    SeriesStyles m_styles;
    struct Series {
        int pairs = 0;
        int characters = 0;
        int presetFindings = 0;
        int learnedFindings = 0;
        int learnedTypography = 0;
    };
    QMap<QString, Series> m_series;
    int m_learnedCharacters = 0;
};
