// SPDX-FileCopyrightText: 2026 Yiqiao authors
// SPDX-License-Identifier: GPL-3.0-or-later
#include "analysis/analysisband.h"

const EnumNames<AnalysisBand> &AnalysisBands::table()
{
    static const EnumNames<AnalysisBand> table("AnalysisBands",
        {{AnalysisBand::InContext, "context_101", QT_TRANSLATE_NOOP("AnalysisBands", "101% (in context)")},
            {AnalysisBand::Exact, "exact_100", QT_TRANSLATE_NOOP("AnalysisBands", "100%")},
            {AnalysisBand::Fuzzy95, "fuzzy_95_99", QT_TRANSLATE_NOOP("AnalysisBands", "95–99%")},
            {AnalysisBand::Fuzzy85, "fuzzy_85_94", QT_TRANSLATE_NOOP("AnalysisBands", "85–94%")},
            {AnalysisBand::Fuzzy75, "fuzzy_75_84", QT_TRANSLATE_NOOP("AnalysisBands", "75–84%")},
            {AnalysisBand::Fuzzy50, "fuzzy_50_74", QT_TRANSLATE_NOOP("AnalysisBands", "50–74%")},
            {AnalysisBand::NoMatch, "no_match", QT_TRANSLATE_NOOP("AnalysisBands", "No match")},
            {AnalysisBand::Repetition, "repetitions", QT_TRANSLATE_NOOP("AnalysisBands", "Repetitions")},
            {AnalysisBand::Machine, "machine", QT_TRANSLATE_NOOP("AnalysisBands", "Machine pre-translated")},
            {AnalysisBand::Deleted, "deleted", QT_TRANSLATE_NOOP("AnalysisBands", "Deleted")}},
        std::nullopt, EnumNames<AnalysisBand>::Spelling::AnyCaseOrDashes);
    return table;
}

AnalysisBand AnalysisBands::ofScore(int score)
{
    for (AnalysisBand band : {AnalysisBand::InContext, AnalysisBand::Exact, AnalysisBand::Fuzzy95, AnalysisBand::Fuzzy85,
             AnalysisBand::Fuzzy75, AnalysisBand::Fuzzy50}) {
        if (score >= lowestScore(band)) {
            return band;
        }
    }
    return AnalysisBand::NoMatch;
}

int AnalysisBands::lowestScore(AnalysisBand band)
{
    switch (band) {
    case AnalysisBand::InContext:
        return 101;
    case AnalysisBand::Exact:
        return 100;
    case AnalysisBand::Fuzzy95:
        return 95;
    case AnalysisBand::Fuzzy85:
        return 85;
    case AnalysisBand::Fuzzy75:
        return 75;
    case AnalysisBand::Fuzzy50:
        return LowestScore;
    default:
        return -1;
    }
}
