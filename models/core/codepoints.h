// SPDX-FileCopyrightText: 2026 Yiqiao authors
// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once

#include <QString>

// Walking a QString by Unicode code points, and the scripts written without spaces
// between words, which the word-by-word comparisons (TextDiff, TmSimilarity) take
// one character at a time.
class CodePoints
{
public:
    // The code point at i and its length in UTF-16 units (2 for a surrogate pair,
    // else 1: a lone surrogate is its own code point).
    static char32_t at(const QString &text, int i, int *length);
    // A letter, digit or mark of any script, or '_'.
    static bool isWordChar(char32_t c);
    // Han, Hiragana, Katakana, Hangul or Bopomofo.
    static bool isCjkScript(char32_t c);
};
