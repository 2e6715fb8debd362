// SPDX-FileCopyrightText: 2026 Yiqiao authors
// SPDX-License-Identifier: GPL-3.0-or-later
#include "alignment/alignmentreport.h"

#include "alignment/postaligner.h"
#include "core/idindex.h"
#include "core/textexcerpt.h"
#include "markdown/markdownblockparser.h"

#include <QHash>
#include <QJsonArray>
#include <QSet>

#include <algorithm>
#include <numeric>
#include <vector>

namespace {
// A stored block as the aligner sees it: heading level and fence info come from
// parsing its text again.
MarkdownBlock toMarkdownBlock(const BlockRecord &record)
{
    const MarkdownDocument parsed = MarkdownBlockParser::parse(record.text.toUtf8());
    MarkdownBlock block = parsed.blocks.isEmpty() ? MarkdownBlock() : parsed.blocks.constFirst();
    block.kind = record.kind;
    block.text = record.text;
    return block;
}

QJsonArray toArray(const QList<qint64> &ids)
{
    QJsonArray array;
    for (qint64 id : ids) {
        array.append(id);
    }
    return array;
}

QString idList(const QList<qint64> &ids)
{
    QStringList texts;
    for (qint64 id : ids) {
        texts.append(QString::number(id));
    }
    return texts.isEmpty() ? QStringLiteral("-") : texts.join(QLatin1Char(','));
}

QList<MarkdownBlock> toMarkdownBlocks(const QList<BlockRecord> &records)
{
    QList<MarkdownBlock> blocks;
    for (const BlockRecord &record : records) {
        blocks.append(toMarkdownBlock(record));
    }
    return blocks;
}
int find(std::vector<int> &parent, int i)
{
    while (parent[i] != i) {
        parent[i] = parent[parent[i]];
        i = parent[i];
    }
    return i;
}
} // namespace

// Union-find over draft blocks that share a source block.
QList<QList<int>> AlignmentReport::linkGroups(const QList<BlockRecord> &targets)
{
    std::vector<int> parent(targets.size());
    std::iota(parent.begin(), parent.end(), 0);
    QHash<qint64, int> firstTarget;
    for (int i = 0; i < targets.size(); ++i) {
        for (qint64 source : targets.at(i).aligned) {
            const auto known = firstTarget.constFind(source);
            if (known == firstTarget.cend()) {
                firstTarget.insert(source, i);
            } else {
                parent[find(parent, i)] = find(parent, known.value());
            }
        }
    }
    QList<QList<int>> groups;
    QHash<int, int> groupOfRoot;
    for (int i = 0; i < targets.size(); ++i) {
        if (targets.at(i).aligned.isEmpty()) {
            continue;
        }
        const int root = find(parent, i);
        if (!groupOfRoot.contains(root)) {
            groupOfRoot.insert(root, int(groups.size()));
            groups.append(QList<int>());
        }
        groups[groupOfRoot.value(root)].append(i);
    }
    return groups;
}

AlignmentReport AlignmentReport::compute(const QList<BlockRecord> &sources, const QList<BlockRecord> &targets)
{
    const QHash<qint64, int> sourceIndex = IdIndex::of(sources);
    const QList<MarkdownBlock> sourceBlocks = toMarkdownBlocks(sources);
    const QList<MarkdownBlock> targetBlocks = toMarkdownBlocks(targets);
    const double ratio = PostAligner::lengthRatio(sourceBlocks, targetBlocks);
    AlignmentReport report;
    QSet<qint64> linkedSources;
    for (const BlockRecord &target : targets) {
        if (target.aligned.isEmpty()) {
            report.unalignedTargets.append(target.id);
        }
    }
    for (const QList<int> &group : linkGroups(targets)) {
        Link link;
        QSet<qint64> groupSources;
        QList<MarkdownBlock> linkTargets;
        for (int index : group) {
            const QList<qint64> &aligned = targets.at(index).aligned;
            groupSources.unite(QSet<qint64>(aligned.cbegin(), aligned.cend()));
            link.targets.append(targets.at(index).id);
            linkTargets.append(targetBlocks.at(index));
        }
        link.sources = QList<qint64>(groupSources.cbegin(), groupSources.cend());
        std::sort(link.sources.begin(), link.sources.end());
        QList<MarkdownBlock> linkSources;
        for (qint64 id : std::as_const(link.sources)) {
            linkSources.append(sourceBlocks.at(sourceIndex.value(id)));
        }
        link.targetText = targets.at(group.constFirst()).text;
        link.score = PostAligner::score(linkSources, linkTargets, ratio);
        linkedSources.unite(groupSources);
        report.links.append(link);
    }
    for (const BlockRecord &source : sources) {
        if (!linkedSources.contains(source.id)) {
            report.unalignedSources.append(source.id);
        }
    }
    return report;
}

QJsonObject AlignmentReport::toJson() const
{
    QJsonArray array;
    for (const Link &link : links) {
        array.append(QJsonObject {{QStringLiteral("sources"), toArray(link.sources)}, {QStringLiteral("targets"), toArray(link.targets)},
            {QStringLiteral("score"), qRound(link.score * 1000) / 1000.0}});
    }
    return {{QStringLiteral("links"), array}, {QStringLiteral("unalignedSources"), toArray(unalignedSources)},
        {QStringLiteral("unalignedTargets"), toArray(unalignedTargets)}};
}

QString AlignmentReport::toText() const
{
    QString text;
    for (const Link &link : links) {
        QString shown = link.targetText.section(QLatin1Char('\n'), 0, 0);
        shown = shown.size() > 60 ? TextExcerpt::elided(shown, 59) : shown;
        text += QStringLiteral("%1\t%2\t%3\t%4\n").arg(link.score, 0, 'f', 2).arg(idList(link.sources), idList(link.targets), shown);
    }
    text += tr("unaligned source blocks: %1\n").arg(idList(unalignedSources));
    text += tr("unaligned draft blocks: %1\n").arg(idList(unalignedTargets));
    return text;
}
