// SPDX-FileCopyrightText: 2026 Yiqiao authors
// SPDX-License-Identifier: GPL-3.0-or-later
#include "qa/qainput.h"

#include "alignment/alignmentreport.h"
#include "alignment/postaligner.h"
#include "core/idindex.h"
#include "markdown/markdownblockparser.h"
#include "markdown/markdowndocument.h"

#include <QHash>

#include <algorithm>

namespace {

const QString kJoin = QStringLiteral("\n\n");

} // namespace

void QaInput::buildUnits()
{
    units.clear();
    const QHash<qint64, int> sourceIndex = IdIndex::of(sources);
    for (const QList<int> &group : AlignmentReport::linkGroups(targets)) {
        QaUnit unit;
        unit.targets = group;
        for (int target : group) {
            for (qint64 id : targets.at(target).aligned) {
                const int index = sourceIndex.value(id, -1);
                if (index >= 0 && !unit.sources.contains(index)) {
                    unit.sources.append(index);
                }
            }
        }
        if (unit.sources.isEmpty()) {
            continue;
        }
        std::sort(unit.sources.begin(), unit.sources.end());
        QStringList sourceTexts;
        for (int index : std::as_const(unit.sources)) {
            sourceTexts.append(sources.at(index).text);
        }
        unit.sourceText = sourceTexts.join(kJoin);
        for (int target : std::as_const(unit.targets)) {
            if (!unit.targetText.isEmpty() || !unit.targetStarts.isEmpty()) {
                unit.targetText += kJoin;
            }
            unit.targetStarts.append(int(unit.targetText.size()));
            unit.targetText += targets.at(target).text;
        }
        units.append(unit);
    }
    std::stable_sort(
        units.begin(), units.end(), [](const QaUnit &a, const QaUnit &b) { return a.sources.constFirst() < b.sources.constFirst(); });
}

QaFinding QaInput::finding(const QString &check, int targetIndex, int offset, int length) const
{
    QaFinding result;
    result.check = check;
    if (targetIndex >= 0 && targetIndex < targets.size()) {
        const BlockRecord &target = targets.at(targetIndex);
        result.targetBlockId = target.id;
        result.sourceBlockId = target.aligned.isEmpty() ? 0 : target.aligned.constFirst();
    }
    result.offset = offset;
    result.length = offset < 0 ? 0 : length;
    return result;
}

QaFinding QaInput::findingInUnit(const QString &check, const QaUnit &unit, int offset, int length) const
{
    if (unit.targets.isEmpty()) {
        QaFinding result;
        result.check = check;
        return result;
    }
    int i = 0;
    while (offset >= 0 && i + 1 < unit.targetStarts.size() && unit.targetStarts.at(i + 1) <= offset) {
        ++i;
    }
    QaFinding result = finding(check, unit.targets.at(i), offset < 0 ? -1 : offset - unit.targetStarts.at(i), length);
    if (!unit.sources.isEmpty()) {
        result.sourceBlockId = sources.at(unit.sources.constFirst()).id;
    }
    return result;
}

QaFinding QaInput::sourceFinding(const QString &check, int sourceIndex) const
{
    QaFinding result;
    result.check = check;
    result.sourceBlockId = sources.at(sourceIndex).id;
    return result;
}

QaInput QaInput::fromMarkdown(const QString &source, const QString &target)
{
    QaInput input;
    const QList<MarkdownBlock> sourceBlocks = MarkdownBlockParser::parse(source.toUtf8()).blocks;
    const QList<MarkdownBlock> targetBlocks = MarkdownBlockParser::parse(target.toUtf8()).blocks;
    auto record = [](const MarkdownBlock &block, qint64 id) {
        BlockRecord result;
        result.id = id;
        result.kind = block.kind;
        result.text = block.text;
        result.trailing = block.trailing;
        return result;
    };
    for (int i = 0; i < sourceBlocks.size(); ++i) {
        input.sources.append(record(sourceBlocks.at(i), i + 1));
    }
    const qint64 firstTarget = sourceBlocks.size() + 1;
    for (int i = 0; i < targetBlocks.size(); ++i) {
        input.targets.append(record(targetBlocks.at(i), firstTarget + i));
        input.targets.last().origin = QStringLiteral("translation");
        input.targets.last().status = QStringLiteral("translated");
    }
    for (const AlignmentLink &link : PostAligner::align(sourceBlocks, targetBlocks)) {
        for (int t : link.targets) {
            for (int s : link.sources) {
                input.targets[t].aligned.append(s + 1);
                input.sources[s].aligned.append(firstTarget + t);
            }
        }
    }
    input.buildUnits();
    return input;
}
