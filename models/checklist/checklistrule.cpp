// SPDX-FileCopyrightText: 2026 Yiqiao authors
// SPDX-License-Identifier: GPL-3.0-or-later
#include "checklist/checklistrule.h"

QList<ChecklistRule> ChecklistRules::all()
{
    return {ChecklistRule::ReaderTest, ChecklistRule::DeletionRatio, ChecklistRule::DeletionsJustified, ChecklistRule::NotesReviewed,
        ChecklistRule::QaClean, ChecklistRule::TermsChecked, ChecklistRule::BlocksApproved};
}

QString ChecklistRules::toString(ChecklistRule rule)
{
    switch (rule) {
    case ChecklistRule::ReaderTest:
        return QStringLiteral("reader_test");
    case ChecklistRule::DeletionRatio:
        return QStringLiteral("deletion_ratio");
    case ChecklistRule::DeletionsJustified:
        return QStringLiteral("deletions_justified");
    case ChecklistRule::NotesReviewed:
        return QStringLiteral("notes_reviewed");
    case ChecklistRule::QaClean:
        return QStringLiteral("qa_clean");
    case ChecklistRule::TermsChecked:
        return QStringLiteral("terms_checked");
    case ChecklistRule::BlocksApproved:
        break;
    }
    return QStringLiteral("blocks_approved");
}

std::optional<ChecklistRule> ChecklistRules::fromString(const QString &name)
{
    const QList<ChecklistRule> rules = all();
    for (ChecklistRule rule : rules) {
        if (toString(rule) == name) {
            return rule;
        }
    }
    return std::nullopt;
}
