// SPDX-FileCopyrightText: 2026 Yiqiao authors
// SPDX-License-Identifier: GPL-3.0-or-later
#include "store/issuestatus.h"

QString IssueStatus::displayName(const QString &status)
{
    if (status == QLatin1String("planned")) {
        return tr("Planned");
    }
    if (status == QLatin1String("translating")) {
        return tr("Translating");
    }
    if (status == QLatin1String("reviewing")) {
        return tr("In review");
    }
    if (status == QLatin1String("approved")) {
        return tr("Approved");
    }
    if (status == QLatin1String("published")) {
        return tr("Published");
    }
    return status;
}
