// SPDX-FileCopyrightText: 2026 Yiqiao authors
// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once

#include "review/reviewaction.h"

#include <QCoreApplication>
#include <QString>

// The rules of review, pure (no SQL): which state an action leads to from which
// state (target_blocks.status, see BlockStatus), and what refuses it. Notes and
// additions follow the same rules as translations.
//   confirm: draft, pretranslated, machine → translated
//   review:  translated → reviewed (a reviewer's name is required)
//   approve: reviewed → approved (a reviewer's name is required; with two
//            reviewers required, not the one who did the block's latest review)
//   reject:  translated, reviewed, approved → draft (a note saying why is required)
//   reopen:  reviewed, approved → translated
// Names are compared trimmed and without regard to case.
class ReviewWorkflow
{
    Q_DECLARE_TR_FUNCTIONS(ReviewWorkflow)
public:
    struct Request {
        ReviewAction action = ReviewAction::Confirm;
        QString reviewer;
        QString note;
        bool twoReviewers = false; // ReviewSettings::twoReviewers
    };

    // The state action leads to from status; empty when it does not apply there.
    static QString target(const QString &status, ReviewAction action);
    // Empty when request may move a block in status whose latest review was done by
    // lastReviewer (empty: none on record); otherwise a translated sentence saying why
    // not. With two reviewers required, approval needs a recorded review by someone else.
    static QString refusal(const QString &status, const QString &lastReviewer, const Request &request);
    // The refusal of one block as errors report it: which block and why.
    static QString blockRefusal(qint64 blockId, const QString &blockText, const QString &reason);
    // The note of the reopen event an edit of a reviewed or approved block records.
    static QString editedAfterReviewNote();
    // The note of the reopen event a source update records for a block whose source
    // changed (SourceUpdater; stored, never translated).
    static QString sourceChangedNote();
    // An event's note for people: editedAfterReviewNote() and sourceChangedNote()
    // translated, others as stored.
    static QString displayNote(const QString &note);

private:
    static bool sameName(const QString &a, const QString &b);
};
