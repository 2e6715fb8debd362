// SPDX-FileCopyrightText: 2026 Yiqiao authors
// SPDX-License-Identifier: GPL-3.0-or-later
#include "store/issuestatus.h"

#include "core/namelabels.h"

QString IssueStatus::displayName(const QString &status)
{
    static const NameLabels labels("IssueStatus",
        {{"planned", QT_TRANSLATE_NOOP("IssueStatus", "Planned")}, {"translating", QT_TRANSLATE_NOOP("IssueStatus", "Translating")},
            {"reviewing", QT_TRANSLATE_NOOP("IssueStatus", "In review")}, {"approved", QT_TRANSLATE_NOOP("IssueStatus", "Approved")},
            {"published", QT_TRANSLATE_NOOP("IssueStatus", "Published")}});
    return labels.label(status);
}
