// SPDX-FileCopyrightText: 2026 Yiqiao authors
// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once

#include "alignment/alignmentlink.h"
#include "markdown/markdownblock.h"

#include <QList>

// Corpus evaluation of an alignment. If the two posts have as many headings, code
// blocks and tables as each other, the i-th of each kind in the source corresponds to
// the i-th of that kind in the target: those are the anchors, correct when one link
// holds both.
struct AlignmentEvaluation {
    int pairs = 0; // post pairs evaluated
    int anchors = 0;
    int anchorsCorrect = 0;
    int targetBlocks = 0;
    int targetBlocksAligned = 0; // target blocks in some link
    int correspondingPairs = 0; // pairs whose headings, code blocks and tables correspond

    AlignmentEvaluation &operator+=(const AlignmentEvaluation &other);

    // The figures of these links between a post's blocks and its translation's.
    static AlignmentEvaluation of(
        const QList<MarkdownBlock> &source, const QList<MarkdownBlock> &target, const QList<AlignmentLink> &links);
};
