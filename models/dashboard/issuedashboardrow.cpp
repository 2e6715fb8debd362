// SPDX-FileCopyrightText: 2026 Yiqiao authors
// SPDX-License-Identifier: GPL-3.0-or-later
#include "dashboard/issuedashboardrow.h"

namespace {

double rounded(double value)
{
    return qRound(value * 1000.0) / 1000.0;
}

} // namespace

QJsonObject IssueDashboardRow::toJson() const
{
    QJsonObject json {{QStringLiteral("number"), number}, {QStringLiteral("title"), title}, {QStringLiteral("status"), status},
        {QStringLiteral("updated_at"), updatedAt.toString(Qt::ISODate)}, {QStringLiteral("draft_blocks"), blocks},
        {QStringLiteral("translated_blocks"), translatedBlocks}, {QStringLiteral("reviewed_blocks"), reviewedBlocks},
        {QStringLiteral("approved_blocks"), approvedBlocks}, {QStringLiteral("pretranslated_blocks"), pretranslatedBlocks},
        {QStringLiteral("machine_blocks"), machineBlocks}, {QStringLiteral("chinese_characters"), chineseCharacters},
        {QStringLiteral("translated_characters"), translatedCharacters}, {QStringLiteral("reviewed_characters"), reviewedCharacters},
        {QStringLiteral("approved_characters"), approvedCharacters}, {QStringLiteral("draft_words"), draftWords},
        {QStringLiteral("source_words"), sourceWords}, {QStringLiteral("deletion_ratio"), rounded(deletionRatio)},
        {QStringLiteral("deletion_target"), rounded(deletionTarget)}, {QStringLiteral("qa_errors"), qaErrors},
        {QStringLiteral("qa_warnings"), qaWarnings}, {QStringLiteral("checklist_items"), checklistItems},
        {QStringLiteral("open_checklist_items"), openChecklistItems}, {QStringLiteral("revisions"), revisions}};
    if (!error.isEmpty()) {
        json.insert(QStringLiteral("error"), error);
    }
    return json;
}
