// SPDX-FileCopyrightText: 2026 Yiqiao authors
// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once

#include "deletions/deletionratio.h"
#include "qa/qarunner.h"
#include "review/readertestsummary.h"

#include <QString>
#include <QStringList>

#include <optional>

class ProjectStore;

// What the computed checklist rules need to know about an issue, and nothing more:
// ChecklistEvaluator decides every rule from these numbers alone, so rules are
// tested from hand-made facts; collect() reads them from a project.
struct ChecklistFacts {
    ReaderTestSummary readers;
    DeletionRatio::Result deletion; // ratio and the project's target
    int deletions = 0;
    int unjustifiedDeletions = 0; // !Deletion::isJustified()
    int notes = 0; // draft blocks of origin "note"
    int unreviewedNotes = 0; // … whose status is neither reviewed nor approved
    int draftBlocks = 0;
    int unapprovedBlocks = 0;
    int qaErrors = 0; // unwaived, QaRunner::Result::count(QaSeverity::Error)
    int termFindings = 0; // unwaived findings of term.forbidden and term.missing, any severity
    QStringList requiredNoteKinds; // RequiredNoteKinds::read(), in its order
    QStringList missingNoteKinds; // … of which the draft has no note block

    // Reads the issue's reader tests, source blocks, deletions and draft, and runs
    // QA (QaRunner::run, which applies the issue's waivers). Nothing, with *error set,
    // when a read fails.
    static std::optional<ChecklistFacts> collect(ProjectStore &store, qint64 issueId, QString *error);
    // The same with QA already run (the dashboard needs its warnings too).
    static std::optional<ChecklistFacts> collect(ProjectStore &store, qint64 issueId, const QaRunner::Result &qa, QString *error);
};
