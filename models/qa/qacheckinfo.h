// SPDX-FileCopyrightText: 2026 Yiqiao authors
// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once

#include "qa/qaseverity.h"

#include <QString>

// What QaChecks knows of one check id: its default severity, the group it is listed
// under and its translated title and description.
struct QaCheckInfo {
    QString id;
    QaSeverity severity = QaSeverity::Warning;
    QString group; // "markdown", "preserve", "term", "typography", "content", "deletion"
    QString title;
    QString description;
};
