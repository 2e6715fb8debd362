// SPDX-FileCopyrightText: 2026 Yiqiao authors
// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once

// How many elements two ascending-sorted containers share, each element matched
// at most once (the size of their multiset intersection), in one linear walk.
class SortedOverlap
{
public:
    template<typename Container>
    static int count(const Container &a, const Container &b)
    {
        int count = 0;
        auto i = a.cbegin();
        auto j = b.cbegin();
        while (i != a.cend() && j != b.cend()) {
            if (*i < *j) {
                ++i;
            } else if (*j < *i) {
                ++j;
            } else {
                ++count;
                ++i;
                ++j;
            }
        }
        return count;
    }
};
