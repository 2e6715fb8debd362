// SPDX-FileCopyrightText: 2026 Yiqiao authors
// SPDX-License-Identifier: GPL-3.0-or-later
#include "review/reviewaction.h"

#include "core/enumnames.h"

namespace {

const EnumNames<ReviewAction> &names()
{
    static const EnumNames<ReviewAction> table("ReviewActions",
        {{ReviewAction::Confirm, "confirm", QT_TRANSLATE_NOOP("ReviewActions", "Confirm")},
            {ReviewAction::Review, "review", QT_TRANSLATE_NOOP("ReviewActions", "Review")},
            {ReviewAction::Approve, "approve", QT_TRANSLATE_NOOP("ReviewActions", "Approve")},
            {ReviewAction::Reject, "reject", QT_TRANSLATE_NOOP("ReviewActions", "Reject")},
            {ReviewAction::Reopen, "reopen", QT_TRANSLATE_NOOP("ReviewActions", "Reopen")}},
        ReviewAction::Reopen);
    return table;
}

} // namespace

QList<ReviewAction> ReviewActions::all()
{
    return names().values();
}

QString ReviewActions::toString(ReviewAction action)
{
    return names().name(action);
}

std::optional<ReviewAction> ReviewActions::fromString(const QString &name)
{
    return names().value(name.trimmed().toLower());
}

QString ReviewActions::displayName(ReviewAction action)
{
    return names().label(action);
}
