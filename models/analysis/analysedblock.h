// SPDX-FileCopyrightText: 2026 Yiqiao authors
// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once

#include "analysis/analysisband.h"

// One source block as the match analysis found it.
struct AnalysedBlock {
    qint64 sourceBlockId = 0;
    AnalysisBand band = AnalysisBand::NoMatch;
    // The best memory match's score (0: none of 50 or more), whatever the band.
    int score = 0;
    qint64 words = 0;
    qint64 chineseCharacters = 0;
    // The Chinese characters are an estimate from the best match's translation
    // (the block has no Chinese in its draft yet).
    bool estimated = false;
};
