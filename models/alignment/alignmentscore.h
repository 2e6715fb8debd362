// SPDX-FileCopyrightText: 2026 Yiqiao authors
// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once

#include "alignment/alignmentevidence.h"
#include "core/weightedmean.h"

// How well the evidence of a link's source side matches its target side, 0..1: the
// kind compatibility times a weighted mean of the evidence present (see PostAligner).
// ratio is the post's target / source length ratio (PostAligner::lengthRatio()).
class AlignmentScore
{
public:
    static double link(const AlignmentEvidence &s, const AlignmentEvidence &t, double ratio);
    // Adds the link's evidence to e and sets *kinds to the kind compatibility; false if
    // the kinds cannot link. The score is *kinds times e's mean, once the caller has
    // added its context.
    static bool linkEvidence(const AlignmentEvidence &s, const AlignmentEvidence &t, double ratio, WeightedMean &e, double *kinds);
    // How alike two sections (a heading and the blocks up to the next heading) are.
    static double section(const AlignmentEvidence &s, const AlignmentEvidence &t, double ratio);
    // Strong enough to link blocks out of order: near-identical code, or two or more
    // shared anchors.
    static bool strong(const AlignmentEvidence &s, const AlignmentEvidence &t);
    // Some anchor or name in common.
    static bool sharesNames(const AlignmentEvidence &s, const AlignmentEvidence &t);
    // How many elements two sorted sets share; for sorted multisets, the size of
    // their multiset intersection.
    static int common(const AlignmentEvidence::HashSet &a, const AlignmentEvidence::HashSet &b);
};
