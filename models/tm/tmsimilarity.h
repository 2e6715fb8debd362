// SPDX-FileCopyrightText: 2026 Yiqiao authors
// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once

#include <QList>
#include <QString>
#include <QStringList>
#include <QVector>

// How alike two segments are, as translation memories count it (0–100).
//
// Texts are compared as token sequences, so that Chinese and English count alike:
// every CJK ideograph, kana, hangul syllable and full-width punctuation mark is one
// token; a run of letters/digits is one token, with '_' anywhere and '.' or '-'
// between letters/digits inside it ("torch.compile", "v1.2", "fp16-safe"); any
// other punctuation mark is a token of its own; whitespace only separates. Tokens
// are case-folded.
//
// score = floor(100 × (1 − d / max(len_a, len_b))), d the Levenshtein distance over
// tokens. 100 means the texts are equal up to whitespace runs (simplified());
// texts whose tokens agree but not their case or spacing score 99.
class TmSimilarity
{
public:
    struct DiffOp {
        enum Kind { Equal, Insert, Delete };
        Kind kind = Equal;
        QString text;
        bool operator==(const DiffOp &other) const { return kind == other.kind && text == other.text; }
    };

    // A token's place in its text: [start, end) in UTF-16 code units, and its key.
    struct Token {
        int start = 0;
        int end = 0;
        QString key;
    };

    static QVector<Token> tokens(const QString &text);
    static QStringList tokenize(const QString &text);

    // The score, or -1 when it is below min (computed with an early exit then).
    static int score(const QString &a, const QString &b, int min = 0);
    // The same on token ids (see TranslationMemory); equalText says whether the
    // texts are equal up to whitespace runs.
    static int score(const QVector<quint32> &a, const QVector<quint32> &b, bool equalText, int min = 0);

    // Levenshtein distance, or limit + 1 as soon as it must exceed limit: O(n·limit).
    static int boundedDistance(const quint32 *a, int n, const quint32 *b, int m, int limit);

    // Token-level differences turning from into to, for display. The texts of Equal
    // and Insert operations concatenate to `to`, those of Delete come from `from`;
    // whitespace travels with the token after it.
    static QList<DiffOp> diff(const QString &from, const QString &to);
};
