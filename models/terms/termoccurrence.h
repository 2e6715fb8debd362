// SPDX-FileCopyrightText: 2026 Yiqiao authors
// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once

#include <QString>

// Where a term occurs in an English text: [start, end) in UTF-16 code units.
struct TermOccurrence {
    int term = -1; // index into the list the TermMatcher was built from
    int start = 0;
    int end = 0;
    QString text; // as written, a possessive "'s" included
};
