// SPDX-FileCopyrightText: 2026 Yiqiao authors
// SPDX-License-Identifier: GPL-3.0-or-later
#include "review/reviewworkflow.h"

#include "core/textexcerpt.h"
#include "draft/blockstatus.h"

#include <QStringList>

QString ReviewWorkflow::target(const QString &status, ReviewAction action)
{
    using S = BlockStatus;
    const auto from = [&status](const QStringList &states, const QString &to) { return states.contains(status) ? to : QString(); };
    switch (action) {
    case ReviewAction::Confirm:
        return from({S::Draft, S::Pretranslated, S::Machine}, S::Translated);
    case ReviewAction::Review:
        return from({S::Translated}, S::Reviewed);
    case ReviewAction::Approve:
        return from({S::Reviewed}, S::Approved);
    case ReviewAction::Reject:
        return from({S::Translated, S::Reviewed, S::Approved}, S::Draft);
    case ReviewAction::Reopen:
        break;
    }
    return from({S::Reviewed, S::Approved}, S::Translated);
}

QString ReviewWorkflow::refusal(const QString &status, const QString &lastReviewer, const Request &request)
{
    if (target(status, request.action).isEmpty()) {
        return tr("“%1” does not apply to a block that is %2.")
            .arg(ReviewActions::displayName(request.action), BlockStatus::displayName(status).toLower());
    }
    const bool byReviewer = request.action == ReviewAction::Review || request.action == ReviewAction::Approve;
    if (byReviewer && request.reviewer.trimmed().isEmpty()) {
        return tr("Say who reviews: the reviewer's name is empty.");
    }
    if (request.action == ReviewAction::Reject && request.note.trimmed().isEmpty()) {
        return tr("Say why the block is rejected: the note is empty.");
    }
    // A status that arrived without its review (XLIFF import, a block brought back by
    // undo, a project from before version 7) names nobody a second person could differ from.
    if (request.action == ReviewAction::Approve && request.twoReviewers && lastReviewer.trimmed().isEmpty()) {
        return tr("No review of this block is on record: with two reviewers required, it is reviewed again before approval.");
    }
    if (request.action == ReviewAction::Approve && request.twoReviewers && sameName(request.reviewer, lastReviewer)) {
        return tr("%1 reviewed this block: the project requires a second person to approve it.").arg(lastReviewer.trimmed());
    }
    return {};
}

QString ReviewWorkflow::blockRefusal(qint64 blockId, const QString &blockText, const QString &reason)
{
    return tr("Block %1 (“%2”): %3").arg(blockId).arg(TextExcerpt::oneLine(blockText, 30), reason);
}

QString ReviewWorkflow::editedAfterReviewNote()
{
    return QStringLiteral("edited after review");
}

QString ReviewWorkflow::sourceChangedNote()
{
    return QStringLiteral("source changed");
}

QString ReviewWorkflow::displayNote(const QString &note)
{
    if (note == editedAfterReviewNote()) {
        return tr("edited after review");
    }
    return note == sourceChangedNote() ? tr("source changed") : note;
}

bool ReviewWorkflow::sameName(const QString &a, const QString &b)
{
    return !b.trimmed().isEmpty() && a.trimmed().compare(b.trimmed(), Qt::CaseInsensitive) == 0;
}
