// SPDX-FileCopyrightText: 2026 Yiqiao authors
// SPDX-License-Identifier: GPL-3.0-or-later
#include "draft/draftlines.h"

#include "draft/draftreconciler.h"

#include <QStringList>

namespace {

int breaks(const QString &text)
{
    return int(text.count(QLatin1Char('\n')));
}

bool endsInLineBreak(const QString &text)
{
    return text.endsWith(QLatin1Char('\n')) || text.endsWith(QLatin1Char('\r'));
}

} // namespace

DraftLines::Layout DraftLines::layOut(const QString &lead, QList<TargetBlock> &blocks)
{
    QString text = DraftReconciler::editorText(lead);
    int line = breaks(text);
    for (int i = 0; i < blocks.size(); ++i) {
        TargetBlock &block = blocks[i];
        const QString blockText = DraftReconciler::editorText(block.text);
        const QString trailing = DraftReconciler::editorText(block.trailing);
        block.lineStart = line;
        line += breaks(blockText);
        block.lineEnd = line;
        line += breaks(trailing);
        text += blockText;
        text += trailing;
        if (i + 1 < blocks.size() && !endsInLineBreak(block.trailing)) {
            text += QLatin1String("\n\n");
            line += 2;
        }
    }
    LineIds lineIds(line + 1);
    for (const TargetBlock &block : std::as_const(blocks)) {
        for (int l = block.lineStart; l <= block.lineEnd; ++l) {
            lineIds[l] = {block.id};
        }
    }
    return {text, lineIds};
}

QList<QPair<int, int>> DraftLines::removal(const QList<TargetBlock> &blocks, const QList<qint64> &ids, const QString &text)
{
    const QStringList lines = text.split(QLatin1Char('\n'));
    QList<QPair<int, int>> spans;
    for (int i = int(blocks.size()) - 1; i >= 0; --i) {
        const TargetBlock &block = blocks.at(i);
        if (!ids.contains(block.id)) {
            continue;
        }
        int end = qMin(block.lineEnd + 1, int(lines.size()));
        end += end < lines.size() && lines.at(end).trimmed().isEmpty() ? 1 : 0;
        spans.append({block.lineStart, end - 1});
    }
    return spans;
}

DraftLines::Layout DraftLines::without(const Layout &layout, const QList<QPair<int, int>> &removal)
{
    QStringList lines = layout.text.split(QLatin1Char('\n'));
    LineIds lineIds = layout.lineIds;
    for (const auto &span : removal) {
        const int end = span.second + 1;
        lines.erase(lines.begin() + span.first, lines.begin() + end);
        lineIds.erase(lineIds.begin() + qMin(span.first, int(lineIds.size())), lineIds.begin() + qMin(end, int(lineIds.size())));
    }
    return {lines.join(QLatin1Char('\n')), lineIds};
}
