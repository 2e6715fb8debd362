// SPDX-FileCopyrightText: 2026 Yiqiao authors
// SPDX-License-Identifier: GPL-3.0-or-later
#include "checklist/checklistrule.h"

#include "core/enumnames.h"

namespace {

const EnumNames<ChecklistRule> &names()
{
    static const EnumNames<ChecklistRule> table("ChecklistRules",
        {{ChecklistRule::ReaderTest, "reader_test"}, {ChecklistRule::DeletionRatio, "deletion_ratio"},
            {ChecklistRule::DeletionsJustified, "deletions_justified"}, {ChecklistRule::NotesReviewed, "notes_reviewed"},
            {ChecklistRule::QaClean, "qa_clean"}, {ChecklistRule::TermsChecked, "terms_checked"},
            {ChecklistRule::BlocksApproved, "blocks_approved"}},
        ChecklistRule::BlocksApproved);
    return table;
}

} // namespace

QList<ChecklistRule> ChecklistRules::all()
{
    return names().values();
}

QString ChecklistRules::toString(ChecklistRule rule)
{
    return names().name(rule);
}

std::optional<ChecklistRule> ChecklistRules::fromString(const QString &name)
{
    return names().value(name);
}
