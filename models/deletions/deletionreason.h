// SPDX-FileCopyrightText: 2026 Yiqiao authors
// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once

#include "core/enumnamesof.h"

// Why a passage of the English post is left out of the translation. The string names
// are stored in project files (deletions.reason) and typed on the CLI: never rename one.
enum class DeletionReason { OutdatedExample, RegionSpecific, TheoryDerivation, Duplicate, Other };

// all(), toString(), fromString(), label() (EnumNamesOf).
class DeletionReasons : public EnumNamesOf<DeletionReasons, DeletionReason>
{
public:
    // "outdated_example", "region_specific", …; typed: dashes for underscores
    // ("outdated-example") and any case too. Labels translated, for people.
    static const EnumNames<DeletionReason> &table();
};
