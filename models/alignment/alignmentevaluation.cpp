// SPDX-FileCopyrightText: 2026 Yiqiao authors
// SPDX-License-Identifier: GPL-3.0-or-later
#include "alignment/alignmentevaluation.h"

#include <QHash>
#include <QVector>

#include <algorithm>

namespace {
int countKind(const QList<MarkdownBlock> &blocks, BlockKind kind)
{
    return int(std::count_if(blocks.cbegin(), blocks.cend(), [kind](const MarkdownBlock &b) { return b.kind == kind; }));
}

QVector<int> indexesOf(const QList<MarkdownBlock> &blocks, BlockKind kind)
{
    QVector<int> indexes;
    for (int i = 0; i < blocks.size(); ++i) {
        if (blocks.at(i).kind == kind) {
            indexes.append(i);
        }
    }
    return indexes;
}
} // namespace

AlignmentEvaluation &AlignmentEvaluation::operator+=(const AlignmentEvaluation &other)
{
    pairs += other.pairs;
    anchors += other.anchors;
    anchorsCorrect += other.anchorsCorrect;
    targetBlocks += other.targetBlocks;
    targetBlocksAligned += other.targetBlocksAligned;
    correspondingPairs += other.correspondingPairs;
    return *this;
}

AlignmentEvaluation AlignmentEvaluation::of(
    const QList<MarkdownBlock> &source, const QList<MarkdownBlock> &target, const QList<AlignmentLink> &links)
{
    AlignmentEvaluation e;
    e.pairs = 1;
    e.targetBlocks = int(target.size());
    QHash<int, int> linkOfTarget;
    for (int k = 0; k < links.size(); ++k) {
        for (int j : links.at(k).targets) {
            linkOfTarget.insert(j, k);
        }
    }
    e.targetBlocksAligned = int(linkOfTarget.size());
    const BlockKind kinds[] = {BlockKind::Heading, BlockKind::Code, BlockKind::Table};
    for (BlockKind kind : kinds) {
        if (countKind(source, kind) != countKind(target, kind)) {
            return e;
        }
    }
    e.correspondingPairs = 1;
    for (BlockKind kind : kinds) {
        const QVector<int> sources = indexesOf(source, kind);
        const QVector<int> targets = indexesOf(target, kind);
        for (int k = 0; k < sources.size(); ++k) {
            ++e.anchors;
            const auto link = linkOfTarget.constFind(targets.at(k));
            if (link != linkOfTarget.cend() && links.at(*link).sources.contains(sources.at(k))) {
                ++e.anchorsCorrect;
            }
        }
    }
    return e;
}
