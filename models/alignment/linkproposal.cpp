// SPDX-FileCopyrightText: 2026 Yiqiao authors
// SPDX-License-Identifier: GPL-3.0-or-later
#include "alignment/linkproposal.h"

#include "core/idindex.h"
#include "deletions/deletionlistmodel.h"

#include <QHash>
#include <QStringList>

#include <algorithm>

namespace {
constexpr int kExcerptLength = 32; // characters, about six English words

enum class Family { Prose, FrontMatter, Code, Math };

Family familyOf(BlockKind kind)
{
    switch (kind) {
    case BlockKind::FrontMatter:
        return Family::FrontMatter;
    case BlockKind::Code:
        return Family::Code;
    case BlockKind::Math:
        return Family::Math;
    default:
        return Family::Prose;
    }
}

// The source index range its sources span, in the direction wanted: the last for the
// block before, the first for the block after; -1 when it has no source known.
int sourceEdge(const TargetBlock &block, const QHash<qint64, int> &indexes, bool last)
{
    int edge = -1;
    for (qint64 id : block.sources) {
        const int index = indexes.value(id, -1);
        if (index >= 0) {
            edge = edge < 0 ? index : (last ? std::max(edge, index) : std::min(edge, index));
        }
    }
    return edge;
}
} // namespace

int LinkProposal::propose(const QList<TargetBlock> &blocks, const QList<SourceBlockState> &sources, int target)
{
    if (target < 0 || target >= blocks.size()) {
        return -1;
    }
    const QHash<qint64, int> indexes = IdIndex::of(sources);
    int before = -1;
    for (int i = target - 1; i >= 0 && before < 0; --i) {
        before = sourceEdge(blocks.at(i), indexes, true);
    }
    int after = -1;
    for (int i = target + 1; i < blocks.size() && after < 0; ++i) {
        after = sourceEdge(blocks.at(i), indexes, false);
    }
    if (after < 0) {
        after = int(sources.size());
    }
    const BlockKind kind = blocks.at(target).kind;
    int alikeCandidate = -1;
    for (int i = before + 1; i < after; ++i) {
        const SourceBlockState &source = sources.at(i);
        if (!source.targets.isEmpty() || source.deleted) {
            continue;
        }
        if (source.kind == kind) {
            return i;
        }
        if (alikeCandidate < 0 && alike(source.kind, kind)) {
            alikeCandidate = i;
        }
    }
    return alikeCandidate;
}

bool LinkProposal::alike(BlockKind a, BlockKind b)
{
    return familyOf(a) == familyOf(b);
}

QString LinkProposal::describe(BlockKind kind, const QString &text)
{
    QString excerpt = text.simplified();
    if (excerpt.size() > kExcerptLength) {
        const int space = int(excerpt.lastIndexOf(QLatin1Char(' '), kExcerptLength));
        excerpt = excerpt.left(space > kExcerptLength / 2 ? space : kExcerptLength) + QStringLiteral("…");
    }
    return tr("%1 “%2”").arg(DeletionListModel::kindLabel(kind), excerpt);
}

QString LinkProposal::sourceText(const QString &sourceText, const SourceBlockState &block)
{
    return sourceText.split(QLatin1Char('\n')).mid(block.lineStart, block.lineEnd - block.lineStart + 1).join(QLatin1Char('\n'));
}
