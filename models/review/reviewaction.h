// SPDX-FileCopyrightText: 2026 Yiqiao authors
// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once

#include <QCoreApplication>
#include <QList>
#include <QMetaType>
#include <QString>

#include <optional>

// What moved a draft block between review states (block_reviews.action). The
// stored names are the table's CHECK list: never rename one.
enum class ReviewAction { Confirm, Review, Approve, Reject, Reopen };

class ReviewActions
{
    Q_DECLARE_TR_FUNCTIONS(ReviewActions)
public:
    static QList<ReviewAction> all();
    // "confirm", "review", "approve", "reject", "reopen"
    static QString toString(ReviewAction action);
    // The stored names, any case.
    static std::optional<ReviewAction> fromString(const QString &name);
    // Translated, for people ("Approve").
    static QString displayName(ReviewAction action);
};

Q_DECLARE_METATYPE(ReviewAction)
