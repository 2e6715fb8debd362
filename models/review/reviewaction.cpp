// SPDX-FileCopyrightText: 2026 Yiqiao authors
// SPDX-License-Identifier: GPL-3.0-or-later
#include "review/reviewaction.h"

QList<ReviewAction> ReviewActions::all()
{
    return {ReviewAction::Confirm, ReviewAction::Review, ReviewAction::Approve, ReviewAction::Reject, ReviewAction::Reopen};
}

QString ReviewActions::toString(ReviewAction action)
{
    switch (action) {
    case ReviewAction::Confirm:
        return QStringLiteral("confirm");
    case ReviewAction::Review:
        return QStringLiteral("review");
    case ReviewAction::Approve:
        return QStringLiteral("approve");
    case ReviewAction::Reject:
        return QStringLiteral("reject");
    case ReviewAction::Reopen:
        break;
    }
    return QStringLiteral("reopen");
}

std::optional<ReviewAction> ReviewActions::fromString(const QString &name)
{
    for (ReviewAction action : all()) {
        if (name.trimmed().compare(toString(action), Qt::CaseInsensitive) == 0) {
            return action;
        }
    }
    return std::nullopt;
}

QString ReviewActions::displayName(ReviewAction action)
{
    switch (action) {
    case ReviewAction::Confirm:
        return tr("Confirm");
    case ReviewAction::Review:
        return tr("Review");
    case ReviewAction::Approve:
        return tr("Approve");
    case ReviewAction::Reject:
        return tr("Reject");
    case ReviewAction::Reopen:
        break;
    }
    return tr("Reopen");
}
