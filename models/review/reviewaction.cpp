// SPDX-FileCopyrightText: 2026 Yiqiao authors
// SPDX-License-Identifier: GPL-3.0-or-later
#include "review/reviewaction.h"

const EnumNames<ReviewAction> &ReviewActions::table()
{
    static const EnumNames<ReviewAction> table("ReviewActions",
        {{ReviewAction::Confirm, "confirm", QT_TRANSLATE_NOOP("ReviewActions", "Confirm")},
            {ReviewAction::Review, "review", QT_TRANSLATE_NOOP("ReviewActions", "Review")},
            {ReviewAction::Approve, "approve", QT_TRANSLATE_NOOP("ReviewActions", "Approve")},
            {ReviewAction::Reject, "reject", QT_TRANSLATE_NOOP("ReviewActions", "Reject")},
            {ReviewAction::Reopen, "reopen", QT_TRANSLATE_NOOP("ReviewActions", "Reopen")}},
        ReviewAction::Reopen, EnumNames<ReviewAction>::Spelling::AnyCase);
    return table;
}
