// SPDX-FileCopyrightText: 2026 Yiqiao authors
// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once

#include "alignment/alignmentevidence.h"

#include <QList>
#include <QVector>

// One side of an alignment: the evidence of its blocks and of runs of blocks, and the
// sections (a heading and the blocks up to the next heading) they fall in.
class AlignmentSide
{
public:
    static constexpr int kMaxRun = 3; // most blocks on the many side of a link

    explicit AlignmentSide(const QList<MarkdownBlock> &blocks);

    const AlignmentEvidence &block(int i) const { return runs.at(0).at(i); }
    bool isHeading(int i) const { return block(i).shapes.constFirst().group == AlignmentEvidence::Group::Heading; }

    // runs[k][i]: blocks i - k .. i as one link side (k = 0: block i); invalid unless
    // all of them may merge (only paragraph-like blocks do).
    QVector<QVector<AlignmentEvidence>> runs;
    QVector<int> section; // per block: its section, -1 before the first heading
    QVector<AlignmentEvidence> sections;
};
