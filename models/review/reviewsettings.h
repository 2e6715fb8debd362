// SPDX-FileCopyrightText: 2026 Yiqiao authors
// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once

class ProjectStore;

// How a project reviews its drafts, kept in project_settings under "review.*".
class ReviewSettings
{
public:
    // Approval needs a second person: the approver must not be the block's last
    // reviewer ("review.twoReviewers", "true"/"false").
    bool twoReviewers = false;

    // The stored settings; defaults for missing or unreadable values.
    static ReviewSettings load(const ProjectStore &store);
    // All keys in one transaction; false with store.errorString() on error.
    bool save(ProjectStore &store) const;

    bool operator==(const ReviewSettings &other) const { return twoReviewers == other.twoReviewers; }
    bool operator!=(const ReviewSettings &other) const { return !(*this == other); }
};
