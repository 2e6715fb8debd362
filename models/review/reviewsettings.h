// SPDX-FileCopyrightText: 2026 Yiqiao authors
// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once

#include <QString>
#include <QStringList>

class ProjectStore;

// How a project reviews its drafts, kept in project_settings under "review.*".
class ReviewSettings
{
public:
    // Approval needs a second person: the approver must not be the block's last
    // reviewer ("review.twoReviewers", "true"/"false").
    bool twoReviewers = false;
    // Who may confirm a fix to a reader's report (seed 000: 两名资深译者交叉审核):
    // names as the users sign, one per line ("review.seniorReviewers"); trimmed,
    // blank lines and repeats (told apart by case only) dropped. Empty: nobody yet.
    QStringList seniorReviewers;

    // The stored settings; defaults for missing or unreadable values.
    static ReviewSettings load(const ProjectStore &store);
    // All keys in one transaction; false with store.errorString() on error.
    bool save(ProjectStore &store) const;

    // names trimmed, without blanks and repeats, in their order.
    static QStringList cleanNames(const QStringList &names);
    // Whether name (trimmed, any case) is one of seniorReviewers.
    bool isSeniorReviewer(const QString &name) const;

    bool operator==(const ReviewSettings &other) const
    {
        return twoReviewers == other.twoReviewers && seniorReviewers == other.seniorReviewers;
    }
    bool operator!=(const ReviewSettings &other) const { return !(*this == other); }
};
