// SPDX-FileCopyrightText: 2026 Yiqiao authors
// SPDX-License-Identifier: GPL-3.0-or-later
#include "interop/xliffgroup.h"

#include "alignment/alignmentreport.h"
#include "core/idindex.h"
#include "draft/blockstatus.h"

#include <QHash>
#include <QStringList>

#include <algorithm>

namespace {
QString separatorAfter(const BlockRecord &block)
{
    const QString trailing = XliffGroup::withNewlines(block.trailing);
    return trailing.endsWith(QLatin1Char('\n')) ? trailing : trailing + QStringLiteral("\n\n");
}

QString joined(const QList<const BlockRecord *> &blocks)
{
    QString text;
    for (int i = 0; i < blocks.size(); ++i) {
        text += XliffGroup::withNewlines(blocks.at(i)->text);
        if (i + 1 < blocks.size()) {
            text += separatorAfter(*blocks.at(i));
        }
    }
    return text;
}

QList<InlineMarkup::Run> runsOf(const QList<const BlockRecord *> &blocks)
{
    QList<InlineMarkup::Run> runs;
    int pairBase = 0;
    for (int i = 0; i < blocks.size(); ++i) {
        int pairs = 0;
        for (InlineMarkup::Run run : InlineMarkup::split(blocks.at(i)->text, blocks.at(i)->kind)) {
            run.text = XliffGroup::withNewlines(run.text);
            if (run.pair >= 0) {
                pairs = std::max(pairs, run.pair + 1);
                run.pair += pairBase;
            }
            runs.append(run);
        }
        pairBase += pairs;
        if (i + 1 < blocks.size()) {
            runs.append({InlineMarkup::RunKind::Text, separatorAfter(*blocks.at(i)), -1});
        }
    }
    return runs;
}

XliffGroup makeGroup(
    const QList<BlockRecord> &sources, const QHash<qint64, int> &sourceIndex, const QList<BlockRecord> &targets, const QList<int> &indexes)
{
    XliffGroup group;
    group.targetIndexes = indexes;
    QList<int> sourceIndexes;
    QList<const BlockRecord *> draft;
    group.status = QStringLiteral("approved");
    for (int index : indexes) {
        const BlockRecord &block = targets.at(index);
        group.targetIds.append(block.id);
        draft.append(&block);
        if (XliffGroup::statusRank(block.status) < XliffGroup::statusRank(group.status)) {
            group.status = block.status;
        }
        for (qint64 id : block.aligned) {
            const int source = sourceIndex.value(id, -1);
            if (source >= 0 && !sourceIndexes.contains(source)) {
                sourceIndexes.append(source);
            }
        }
    }
    std::sort(sourceIndexes.begin(), sourceIndexes.end());
    QList<const BlockRecord *> source;
    for (int index : std::as_const(sourceIndexes)) {
        source.append(&sources.at(index));
        group.sourceIds.append(sources.at(index).id);
        group.translatable = group.translatable || InlineMarkup::isTranslatable(sources.at(index).kind);
    }
    group.id = XliffGroup::unitId(group.sourceIds);
    group.sourceText = joined(source);
    group.draftText = joined(draft);
    group.sourceRuns = runsOf(source);
    group.draftRuns = runsOf(draft);
    return group;
}
} // namespace

QList<XliffGroup> XliffGroup::groups(const QList<BlockRecord> &sources, const QList<BlockRecord> &targets)
{
    const QHash<qint64, int> sourceIndex = IdIndex::of(sources);
    QList<XliffGroup> groups;
    for (const QList<int> &indexes : AlignmentReport::linkGroups(targets)) {
        XliffGroup group = makeGroup(sources, sourceIndex, targets, indexes);
        if (!group.sourceIds.isEmpty()) {
            groups.append(group);
        }
    }
    return groups;
}

QString XliffGroup::unitId(const QList<qint64> &sourceIds)
{
    QStringList parts;
    for (qint64 id : sourceIds) {
        parts.append(QLatin1Char('s') + QString::number(id));
    }
    return parts.join(QLatin1Char('-'));
}

int XliffGroup::statusRank(const QString &status)
{
    return std::max(0, int(BlockStatus::all().indexOf(status)));
}

QString XliffGroup::withNewlines(QString text)
{
    return text.replace(QStringLiteral("\r\n"), QStringLiteral("\n")).replace(QLatin1Char('\r'), QLatin1Char('\n'));
}
