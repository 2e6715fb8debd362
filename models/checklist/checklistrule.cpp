// SPDX-FileCopyrightText: 2026 Yiqiao authors
// SPDX-License-Identifier: GPL-3.0-or-later
#include "checklist/checklistrule.h"

const EnumNames<ChecklistRule> &ChecklistRules::table()
{
    static const EnumNames<ChecklistRule> table("ChecklistRules",
        {{ChecklistRule::ReaderTest, "reader_test"}, {ChecklistRule::DeletionRatio, "deletion_ratio"},
            {ChecklistRule::DeletionsJustified, "deletions_justified"}, {ChecklistRule::NotesReviewed, "notes_reviewed"},
            {ChecklistRule::QaClean, "qa_clean"}, {ChecklistRule::TermsChecked, "terms_checked"},
            {ChecklistRule::BlocksApproved, "blocks_approved"}},
        ChecklistRule::BlocksApproved);
    return table;
}
