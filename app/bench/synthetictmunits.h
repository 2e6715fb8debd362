// SPDX-FileCopyrightText: 2026 Yiqiao authors
// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once

#include "tm/tmunit.h"

#include <QList>
#include <QString>
#include <QStringList>

// The units of the benchmark's generated TMX file: a translator's memory as another
// tool would export it, segmented into sentences. The corpus's own units come first
// (so that lookups find their matches); each further unit copies the shape of a
// random corpus sentence pair (the corpus's prose units cut at sentence ends where
// both sides have as many sentences) — its words, its Chinese characters — with
// about a third of its English words and Chinese characters drawn anew from the
// corpus's (as often as they occur there), so that lengths and token frequencies are
// the corpus's and nearly every unit is distinct. Dates as tools write them.
// Deterministic for a seed.
class SyntheticTmUnits
{
public:
    explicit SyntheticTmUnits(const QList<TmUnit> &base, quint32 seed = 11);

    QList<TmUnit> make(int count) const;

    // Sentence pairs the further units are shaped after.
    int shapes() const { return int(m_sentences.size()); }

private:
    void addSentences(const TmUnit &unit);
    TmUnit unit(int i, quint32 *state) const;
    QString mixedWords(const QString &text, quint32 *state) const;
    QString mixedTarget(const QString &text, quint32 *state) const;

    QList<TmUnit> m_base;
    QList<TmUnit> m_sentences;
    quint32 m_seed;
    QStringList m_words; // every English word of the sources, repeats kept
    QString m_hanzi; // every CJK ideograph of the targets, repeats kept
};
