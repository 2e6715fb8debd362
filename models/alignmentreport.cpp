// SPDX-FileCopyrightText: 2026 Yiqiao authors
// SPDX-License-Identifier: GPL-3.0-or-later
#include "alignmentreport.h"

#include "markdownblockparser.h"
#include "postaligner.h"

#include <QHash>
#include <QJsonArray>
#include <QSet>

#include <algorithm>

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
} // namespace

AlignmentReport AlignmentReport::compute(const QList<BlockRecord> &sources, const QList<BlockRecord> &targets)
{
    QHash<qint64, int> sourceIndex;
    for (int i = 0; i < sources.size(); ++i) {
        sourceIndex.insert(sources.at(i).id, i);
    }
    const QList<MarkdownBlock> sourceBlocks = toMarkdownBlocks(sources);
    const QList<MarkdownBlock> targetBlocks = toMarkdownBlocks(targets);
    const double ratio = PostAligner::lengthRatio(sourceBlocks, targetBlocks);
    AlignmentReport report;
    QSet<qint64> linkedSources;
    QSet<int> done; // target indexes already in a link
    for (int first = 0; first < targets.size(); ++first) {
        if (done.contains(first)) {
            continue;
        }
        // Grow the connected group: draft blocks sharing a source with the group join it.
        Link link;
        QList<int> group {first};
        QSet<qint64> groupSources(targets.at(first).aligned.cbegin(), targets.at(first).aligned.cend());
        for (bool grown = !groupSources.isEmpty(); grown;) {
            grown = false;
            for (int other = first + 1; other < targets.size(); ++other) {
                const QList<qint64> &aligned = targets.at(other).aligned;
                if (!group.contains(other)
                    && std::any_of(aligned.cbegin(), aligned.cend(), [&](qint64 id) { return groupSources.contains(id); })) {
                    group.append(other);
                    groupSources.unite(QSet<qint64>(aligned.cbegin(), aligned.cend()));
                    grown = true;
                }
            }
        }
        std::sort(group.begin(), group.end());
        done.unite(QSet<int>(group.cbegin(), group.cend()));
        if (groupSources.isEmpty()) {
            report.unalignedTargets.append(targets.at(first).id);
            continue;
        }
        QList<MarkdownBlock> linkSources;
        QList<MarkdownBlock> linkTargets;
        link.sources = QList<qint64>(groupSources.cbegin(), groupSources.cend());
        std::sort(link.sources.begin(), link.sources.end());
        for (qint64 id : std::as_const(link.sources)) {
            linkSources.append(sourceBlocks.at(sourceIndex.value(id)));
        }
        for (int index : std::as_const(group)) {
            link.targets.append(targets.at(index).id);
            linkTargets.append(targetBlocks.at(index));
        }
        link.targetText = targets.at(first).text;
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
        if (shown.size() > 60) {
            shown = shown.left(59) + QStringLiteral("…");
        }
        text += QStringLiteral("%1\t%2\t%3\t%4\n").arg(link.score, 0, 'f', 2).arg(idList(link.sources), idList(link.targets), shown);
    }
    text += tr("unaligned source blocks: %1\n").arg(idList(unalignedSources));
    text += tr("unaligned draft blocks: %1\n").arg(idList(unalignedTargets));
    return text;
}
