// SPDX-FileCopyrightText: 2026 Yiqiao authors
// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once

#include <QCoreApplication>
#include <QList>
#include <QString>

#include <optional>

// Why a passage of the English post is left out of the translation. The string names
// are stored in project files (deletions.reason) and typed on the CLI: never rename one.
enum class DeletionReason { OutdatedExample, RegionSpecific, TheoryDerivation, Duplicate, Other };

class DeletionReasons
{
    Q_DECLARE_TR_FUNCTIONS(DeletionReasons)
public:
    static QList<DeletionReason> all();
    // "outdated_example", "region_specific", …
    static QString toString(DeletionReason reason);
    // The stored names; dashes for underscores ("outdated-example") and any case too.
    static std::optional<DeletionReason> fromString(const QString &name);
    // Translated, for people.
    static QString label(DeletionReason reason);
};
