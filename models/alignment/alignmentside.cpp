// SPDX-FileCopyrightText: 2026 Yiqiao authors
// SPDX-License-Identifier: GPL-3.0-or-later
#include "alignment/alignmentside.h"

namespace {
bool mergeable(const AlignmentEvidence &f)
{
    return f.shapes.constFirst().group == AlignmentEvidence::Group::Prose;
}

QVector<QVector<AlignmentEvidence>> runsOf(const QList<MarkdownBlock> &blocks)
{
    QVector<QVector<AlignmentEvidence>> runs(AlignmentSide::kMaxRun);
    for (const MarkdownBlock &block : blocks) {
        runs[0].append(AlignmentEvidence::of(block));
    }
    for (int k = 1; k < AlignmentSide::kMaxRun; ++k) {
        for (int i = 0; i < runs[0].size(); ++i) {
            AlignmentEvidence run;
            run.valid = false;
            if (i >= k && mergeable(runs[0].at(i)) && mergeable(runs[0].at(i - 1)) && (k == 1 || runs[k - 1].at(i - 1).valid)) {
                run = AlignmentEvidence::merged(runs[k - 1].at(i - 1), runs[0].at(i));
            }
            runs[k].append(run);
        }
    }
    return runs;
}
} // namespace

AlignmentSide::AlignmentSide(const QList<MarkdownBlock> &blocks)
    : runs(runsOf(blocks))
{
    int heading = -1;
    for (int i = 0; i < blocks.size(); ++i) {
        if (blocks.at(i).kind == BlockKind::Heading) {
            sections.append(AlignmentEvidence());
            heading = int(sections.size()) - 1;
        }
        section.append(heading);
        if (heading >= 0) {
            sections[heading] = AlignmentEvidence::merged(sections.at(heading), block(i));
        }
    }
}
