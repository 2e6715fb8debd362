// SPDX-FileCopyrightText: 2026 Yiqiao authors
// SPDX-License-Identifier: GPL-3.0-or-later
#include "gui/suggestioninserter.h"

#include "draft/blockstatus.h"
#include "draft/drafttext.h"
#include "draft/targetblock.h"
#include "drafteditor.h"
#include "qa/qasettings.h"
#include "qa/qastylefixer.h"

#include <QRegularExpression>

namespace {
const QRegularExpression TrailingBreaks(QStringLiteral("\\n+$"));
} // namespace

bool SuggestionInserter::replacesBlock(const TargetBlock *block, const QString &source)
{
    if (!block || BlockStatus::isConfirmed(block->status)) {
        return false;
    }
    const QString text = DraftText::withoutCarriageReturns(block->text).trimmed();
    return text.isEmpty() || BlockStatus::isPretranslation(block->status) || text == DraftText::withoutCarriageReturns(source).trimmed();
}

void SuggestionInserter::insert(
    DraftEditor &editor, const TargetBlock *block, const QString &source, const QString &suggestion, const QaSettings &style)
{
    const QString target = DraftText::withoutCarriageReturns(suggestion).remove(TrailingBreaks);
    if (replacesBlock(block, source)) {
        editor.replaceLinesAndFollow({block->lineStart, block->lineEnd}, QaStyleFixer::apply(target, style, block->kind));
    } else {
        const auto beside = editor.charsBesideSelection();
        editor.insertAtCursor(
            beside ? QaStyleFixer::insertion(target, beside->first, beside->second, style) : QaStyleFixer::apply(target, style));
    }
    editor.setFocus();
}
