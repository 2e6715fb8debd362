// SPDX-FileCopyrightText: 2026 Yiqiao authors
// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once

// Lines [first, last] of an editor's document (0-based, inclusive): a block as the
// draft session lays it out (TargetBlock::lineStart … lineEnd), or the lines a
// selection touches. last < first: no line.
struct LineSpan {
    int first = 0;
    int last = -1;

    bool isEmpty() const { return last < first; }
    bool operator==(const LineSpan &other) const { return first == other.first && last == other.last; }
};
