// SPDX-FileCopyrightText: 2026 Yiqiao authors
// SPDX-License-Identifier: GPL-3.0-or-later
#include "checklist/checklistrule.h"

const EnumNames<ChecklistRule> &ChecklistRules::table()
{
    static const EnumNames<ChecklistRule> table("ChecklistRules",
        {{ChecklistRule::ReaderTest, "reader_test", QT_TRANSLATE_NOOP("ChecklistRules", "Blind test meets the bar")},
            {ChecklistRule::DeletionRatio, "deletion_ratio", QT_TRANSLATE_NOOP("ChecklistRules", "Deletion ratio reaches the target")},
            {ChecklistRule::DeletionsJustified, "deletions_justified", QT_TRANSLATE_NOOP("ChecklistRules", "Every deletion justified")},
            {ChecklistRule::NotesReviewed, "notes_reviewed", QT_TRANSLATE_NOOP("ChecklistRules", "Every note reviewed")},
            {ChecklistRule::QaClean, "qa_clean", QT_TRANSLATE_NOOP("ChecklistRules", "QA without unwaived errors")},
            {ChecklistRule::TermsChecked, "terms_checked", QT_TRANSLATE_NOOP("ChecklistRules", "No forbidden or missing terms")},
            {ChecklistRule::BlocksApproved, "blocks_approved", QT_TRANSLATE_NOOP("ChecklistRules", "Every draft block approved")},
            {ChecklistRule::ValueModules, "value_modules", QT_TRANSLATE_NOOP("ChecklistRules", "A note of every required kind")}},
        ChecklistRule::BlocksApproved);
    return table;
}
