// SPDX-FileCopyrightText: 2026 Yiqiao authors
// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once

#include <QList>

// One link of an alignment between a post's blocks (sources) and its translation's
// blocks (targets): one-to-one, one-to-many or many-to-one.
struct AlignmentLink {
    QList<int> sources; // indexes into the source blocks, ascending, never empty
    QList<int> targets; // indexes into the target blocks, ascending, never empty
    double score = 0; // 0..1, how sure the aligner is
};
