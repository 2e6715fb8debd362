// SPDX-FileCopyrightText: 2026 Yiqiao authors
// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once

#include "review/reviewaction.h"

#include <QString>

// One row of block_reviews: who moved a draft block from one review state to
// another, and why.
struct ReviewEvent {
    qint64 id = 0;
    qint64 targetBlockId = 0;
    QString fromStatus;
    QString toStatus;
    ReviewAction action = ReviewAction::Confirm;
    QString reviewer; // empty for changes nobody made by hand (an edit after review)
    QString note;
    QString createdAt; // Timestamps::now()
};
