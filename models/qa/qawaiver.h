// SPDX-FileCopyrightText: 2026 Yiqiao authors
// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once

#include <QString>

// A QA finding the reviewer accepted, with why (qa_waivers). It applies to the
// finding whose QaFinding::key() equals findingKey, for as long as that finding is
// found again.
struct QaWaiver {
    QString findingKey;
    QString check;
    QString reason;
    QString author;
    QString createdAt;
};
