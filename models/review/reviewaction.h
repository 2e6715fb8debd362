// SPDX-FileCopyrightText: 2026 Yiqiao authors
// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once

#include "core/enumnamesof.h"

#include <QMetaType>

// What moved a draft block between review states (block_reviews.action). The
// stored names are the table's CHECK list: never rename one.
enum class ReviewAction { Confirm, Review, Approve, Reject, Reopen };

// all(), toString(), fromString(), label() (EnumNamesOf).
class ReviewActions : public EnumNamesOf<ReviewActions, ReviewAction>
{
public:
    // "confirm", "review", "approve", "reject", "reopen"; typed: any case too.
    // Labels translated, for people ("Approve").
    static const EnumNames<ReviewAction> &table();
    static QString displayName(ReviewAction action) { return label(action); }
};

Q_DECLARE_METATYPE(ReviewAction)
