// SPDX-FileCopyrightText: 2026 Yiqiao authors
// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once

#include "core/enumnamesof.h"

#include <QMetaType>

// Where the match analysis puts a source block, in the order reports show them:
// the memory's match bands (101: the same text in the same context; 100: the same
// text; then fuzzy bands down to 50; below 50 no match), then the categories that
// come before any band (MatchAnalysis says in which order): repetitions of an earlier
// block of the analysed issues, blocks pre-translated by the machine, blocks the
// translator deleted.
enum class AnalysisBand { InContext, Exact, Fuzzy95, Fuzzy85, Fuzzy75, Fuzzy50, NoMatch, Repetition, Machine, Deleted };

// all(), toString(), fromString(), label() (EnumNamesOf).
class AnalysisBands : public EnumNamesOf<AnalysisBands, AnalysisBand>
{
public:
    static constexpr int Count = 10;
    // The lowest score that is a match (Fuzzy50).
    static constexpr int LowestScore = 50;

    // "context_101", "exact_100", "fuzzy_95_99", "fuzzy_85_94", "fuzzy_75_84",
    // "fuzzy_50_74", "no_match", "repetitions", "machine", "deleted": the CSV's and
    // JSON's names, never rename one. Labels translated ("95–99%").
    static const EnumNames<AnalysisBand> &table();
    // The band of a best match's score (0: no match).
    static AnalysisBand ofScore(int score);
    // The lowest score of a match band, -1 for the other categories.
    static int lowestScore(AnalysisBand band);
};

Q_DECLARE_METATYPE(AnalysisBand)
