// SPDX-FileCopyrightText: 2026 Yiqiao authors
// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once

#include "markdown/blockkind.h"

#include <QString>

// Counts that suit a Chinese translation of an English post, kept apart because one
// English word and one Chinese character are not the same amount of text:
// - chineseCharacters: CJK ideographs (Unicode script Han, letters and 〇), any
//   extension plane included; punctuation (，。“”), spaces, digits, kana and Latin
//   letters are not counted;
// - words: runs of Latin letters and digits, in English prose and inside Chinese text
//   alike ("在 PyTorch 2.1 中" is 2 words and 2 Chinese characters); an apostrophe or
//   a hyphen between two letters and a point or comma between two digits keep one
//   word ("don't", "state-of-the-art", "3.5", "10,000"). A number is a word, as word
//   processors count it.
// ofBlock() counts what a reader reads: nothing of a code block, display math
// (LaTeX commands are no words), front matter, an HTML block or a link reference
// definition, and neither link targets nor URLs.
struct TextCounts {
    qint64 words = 0;
    qint64 chineseCharacters = 0;

    static TextCounts of(const QString &text);
    static TextCounts ofBlock(BlockKind kind, const QString &text);
    static bool isChineseCharacter(char32_t c);

    TextCounts &operator+=(const TextCounts &other)
    {
        words += other.words;
        chineseCharacters += other.chineseCharacters;
        return *this;
    }
    bool operator==(const TextCounts &other) const { return words == other.words && chineseCharacters == other.chineseCharacters; }
};
