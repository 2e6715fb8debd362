// SPDX-FileCopyrightText: 2026 Yiqiao authors
// SPDX-License-Identifier: GPL-3.0-or-later
#include "draft/blockstatus.h"

QString BlockStatus::displayName(const QString &status)
{
    if (status == QLatin1String("draft")) {
        return tr("Draft");
    }
    if (status == QLatin1String("pretranslated")) {
        return tr("Pre-translated");
    }
    if (status == QLatin1String("translated")) {
        return tr("Translated");
    }
    if (status == QLatin1String("reviewed")) {
        return tr("Reviewed");
    }
    if (status == QLatin1String("approved")) {
        return tr("Approved");
    }
    return status;
}

bool BlockStatus::isConfirmed(const QString &status)
{
    return status == QLatin1String("translated") || status == QLatin1String("reviewed") || status == QLatin1String("approved");
}

QString BlockStatus::confirmed(const QString &status)
{
    return isConfirmed(status) ? status : QStringLiteral("translated");
}
