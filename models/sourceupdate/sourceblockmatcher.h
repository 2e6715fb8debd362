// SPDX-FileCopyrightText: 2026 Yiqiao authors
// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once

#include "markdown/markdownblock.h"
#include "sourceupdate/sourceblockmatch.h"

#include <QList>

// Matches the blocks of two versions of a post without relying on position alone:
// identical texts first (line endings apart; unique ones anchor, repeated ones — "```", "---" — pair in
// order), then similar texts of the same kind (word similarity at least
// MinSimilarity, the best pairs first), then the longest increasing run of matched
// pairs decides which stayed in place; matched pairs off that run moved. Pure: no
// project, no I/O. Every old and every new block appears in exactly one match;
// matches are ordered as the new version reads, removed blocks after the new block
// their predecessor matched (at the start when none).
class SourceBlockMatcher
{
public:
    static QList<SourceBlockMatch> match(const QList<MarkdownBlock> &oldBlocks, const QList<MarkdownBlock> &newBlocks);

    // Word similarity of two block texts (a CJK character is a word), 0..1.
    static double similarity(const QString &a, const QString &b);

    static constexpr double MinSimilarity = 0.5;
};
