// SPDX-FileCopyrightText: 2026 Yiqiao authors
// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once

#include "core/enumnamesof.h"

// What a computed checklist item checks (ChecklistEvaluator decides each from
// ChecklistFacts). The names are stored in templates' JSON: never rename one.
enum class ChecklistRule {
    ReaderTest, // "reader_test": the blind test meets ReaderTestSummary's bar
    DeletionRatio, // "deletion_ratio": at least the project's target deleted (DeletionRatio)
    DeletionsJustified, // "deletions_justified": every deletion justified
    NotesReviewed, // "notes_reviewed": every note block reviewed or approved
    QaClean, // "qa_clean": QA has no unwaived error
    TermsChecked, // "terms_checked": no unwaived term.forbidden / term.missing finding
    BlocksApproved, // "blocks_approved": every draft block approved
    ValueModules, // "value_modules": a note of every kind the project requires (RequiredNoteKinds)
};

// all(), toString(), fromString() and label() (EnumNamesOf).
class ChecklistRules : public EnumNamesOf<ChecklistRules, ChecklistRule>
{
public:
    // The names above, typed exactly as stored, and the labels the template editor shows.
    static const EnumNames<ChecklistRule> &table();
};
