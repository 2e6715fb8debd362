// SPDX-FileCopyrightText: 2026 Yiqiao authors
// SPDX-License-Identifier: GPL-3.0-or-later
#include "deletions/deletionreason.h"

const EnumNames<DeletionReason> &DeletionReasons::table()
{
    static const EnumNames<DeletionReason> table("DeletionReasons",
        {{DeletionReason::OutdatedExample, "outdated_example", QT_TRANSLATE_NOOP("DeletionReasons", "Outdated example")},
            {DeletionReason::RegionSpecific, "region_specific", QT_TRANSLATE_NOOP("DeletionReasons", "Region-specific")},
            {DeletionReason::TheoryDerivation, "theory_derivation", QT_TRANSLATE_NOOP("DeletionReasons", "Theory derivation")},
            {DeletionReason::Duplicate, "duplicate", QT_TRANSLATE_NOOP("DeletionReasons", "Duplicate")},
            {DeletionReason::Other, "other", QT_TRANSLATE_NOOP("DeletionReasons", "Other")}},
        DeletionReason::Other, EnumNames<DeletionReason>::Spelling::AnyCaseOrDashes);
    return table;
}
