// SPDX-FileCopyrightText: 2026 Yiqiao authors
// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once

#include <QString>

// A terminology problem TermChecker found in a draft. Offsets are UTF-16, [start, end)
// within the block's text; -1 when there is no such place.
struct TermFinding {
    enum class Kind {
        Forbidden, // a forbidden rendering is used
        Missing, // a matched source term has none of its renderings in the draft block
        WrongChoice, // another rendering than the one the context selects
        FirstUseMissing, // the term's first occurrence in the post lacks its first-use form
        KeepEnglishTranslated, // a keep-in-English term's source form is absent from the draft block
    };
    Kind kind = Kind::Missing;
    int term = -1; // index into TermMatcher::terms()
    int sourceBlock = -1;
    int sourceStart = -1;
    int sourceEnd = -1;
    int draftBlock = -1;
    int draftStart = -1;
    int draftEnd = -1;
    QString message; // translated, one line
};
