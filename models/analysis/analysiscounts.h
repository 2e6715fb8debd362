// SPDX-FileCopyrightText: 2026 Yiqiao authors
// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once

#include <QtGlobal>

// What the match analysis counts in a band: source blocks (segments), their English
// words and the Chinese characters that go with them (MatchAnalysis says which).
struct AnalysisCounts {
    qint64 segments = 0;
    qint64 words = 0;
    qint64 chineseCharacters = 0;

    AnalysisCounts &operator+=(const AnalysisCounts &other)
    {
        segments += other.segments;
        words += other.words;
        chineseCharacters += other.chineseCharacters;
        return *this;
    }
    bool operator==(const AnalysisCounts &other) const
    {
        return segments == other.segments && words == other.words && chineseCharacters == other.chineseCharacters;
    }
    bool operator!=(const AnalysisCounts &other) const { return !(*this == other); }
};
