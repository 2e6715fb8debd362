// SPDX-FileCopyrightText: 2026 Yiqiao authors
// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once

#include <QList>
#include <QString>
#include <QVector>

// A side-by-side diff of two texts: lines by a minimal edit script (Myers' O(ND),
// linear space, common prefix and suffix trimmed, lines compared as hashed ids), and
// inside a changed line the words that changed. A word is a run of letters, digits
// and '_' outside CJK scripts, or a single CJK character, or any other single
// character (space, punctuation): Chinese is compared character by character.
//
// Lines end at "\n", "\r\n" or "\r"; the break is not part of the line, so a CRLF
// text and its LF copy are equal, and a final line break makes no extra line.
class TextDiff
{
public:
    enum class Kind { Equal, Changed, Removed, Added };

    // A stretch of one side's text, in UTF-16 offsets into that side's line.
    struct Segment {
        int start = 0;
        int length = 0;
        bool changed = false;
        bool operator==(const Segment &other) const { return start == other.start && length == other.length && changed == other.changed; }
    };

    // The two sides of a word diff, aligned: they have as many segments, and the i-th
    // of each covers the same stretch: equal text on both sides (changed false), or
    // what changed there (changed true; one of the two may be empty, length 0, for a
    // pure insertion or deletion). Segments together cover their whole text.
    struct WordDiff {
        QList<Segment> left;
        QList<Segment> right;
    };

    // One row of the side-by-side view. leftLine/rightLine are 0-based line numbers,
    // -1 for the missing side of a Removed or Added row. Segments are set for
    // Changed rows only (a WordDiff of left and right).
    struct Row {
        Kind kind = Kind::Equal;
        int leftLine = -1;
        int rightLine = -1;
        QString left;
        QString right;
        QList<Segment> leftSegments;
        QList<Segment> rightSegments;
    };

    // Rows in the order of both texts. Within a run of removed lines followed by
    // added ones, lines are paired as Changed rows by similarity (their words' Dice
    // coefficient at least MinSimilarity, monotone, the most similar pairing wins); between
    // two such pairs (and at the run's ends) lines left over in equal numbers on both
    // sides are paired in order, as side-by-side views do. The rest are Removed rows,
    // then Added rows.
    static QList<Row> lines(const QString &before, const QString &after);
    static WordDiff words(const QString &before, const QString &after);
    // The text's lines as lines() sees them.
    static QStringList splitLines(const QString &text);
    // The words of text but blanks, hashed and sorted (a multiset, hash collisions
    // aside): what block similarity compares (SourceBlockMatcher).
    static QVector<uint> wordHashes(const QString &text);

    static constexpr double MinSimilarity = 0.5;
};
