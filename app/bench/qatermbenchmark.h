// SPDX-FileCopyrightText: 2026 Yiqiao authors
// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once

#include "bench/benchmark.h"
#include "terms/termentry.h"

#include <QCoreApplication>
#include <QList>
#include <QMap>
#include <QString>

// `yiqiao-cli bench`, QA's term findings: every corpus pair (as the QA part aligns
// it, QaInput::fromMarkdown) checked against the published glossary of its series
// (../glossaries beside the corpus: d2l-zh's TERMINOLOGY.md for d2l-* pairs, the
// Hugging Face guide's dictionary for all others, read as `yiqiao-cli terms import`
// reads them) by the term checks (IssueTermCheck's pairs, TermChecker, QaRunner).
// The translations are published ones, so nearly every term finding is a false
// alarm: prints the term findings and the untranslated blocks per check id, per
// glossary, per 1,000 characters of the translation. Skipped without the glossaries.
class QaTermBenchmark : public Benchmark
{
    Q_DECLARE_TR_FUNCTIONS(QaTermBenchmark)
public:
    explicit QaTermBenchmark(const QString &corpusDir);

    bool run() override;

private:
    static constexpr int MostFrequent = 15; // terms named per glossary

    QString m_dir;
    QMap<QString, QList<TermEntry>> m_glossaries; // "d2l", "huggingface"
    QMap<QString, QMap<QString, int>> m_byCheck; // check id → glossary → findings
    QMap<QString, int> m_characters; // glossary → characters of the translations checked
    QMap<QString, QMap<QString, int>> m_byTerm; // glossary → "check term" → findings
};
