// SPDX-FileCopyrightText: 2026 Yiqiao authors
// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once

// Where a term's Chinese rendering, forbidden rendering or first-use form occurs in a
// draft text: [start, end) in UTF-16 code units.
struct TermTargetOccurrence {
    enum class Kind { Rendering, Forbidden, FirstUse };
    int term = -1; // index into the list the TermMatcher was built from
    Kind kind = Kind::Rendering;
    int index = -1; // into TermEntry::renderings or ::forbidden; -1 for FirstUse
    int start = 0;
    int end = 0;
};
