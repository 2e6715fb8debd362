// SPDX-FileCopyrightText: 2026 Yiqiao authors
// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once

#include <QDateTime>
#include <QString>

// Who holds an issue's draft: one member's working copy, until expires (UTC). The
// holder renews the lease while working; after expires anyone may take it.
struct TeamLease {
    QString issueUuid;
    QString holder; // the member's login
    QString copyId; // the working copy (a member may have several)
    QDateTime expires;
};

// A member of the team and their Yiqiao role.
struct TeamMember {
    QString login;
    QString role; // "translator", "reviewer" or "lead"
};
