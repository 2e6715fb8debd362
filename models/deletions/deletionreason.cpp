// SPDX-FileCopyrightText: 2026 Yiqiao authors
// SPDX-License-Identifier: GPL-3.0-or-later
#include "deletions/deletionreason.h"

#include "core/enumnames.h"

namespace {

const EnumNames<DeletionReason> &names()
{
    static const EnumNames<DeletionReason> table("DeletionReasons",
        {{DeletionReason::OutdatedExample, "outdated_example", QT_TRANSLATE_NOOP("DeletionReasons", "Outdated example")},
            {DeletionReason::RegionSpecific, "region_specific", QT_TRANSLATE_NOOP("DeletionReasons", "Region-specific")},
            {DeletionReason::TheoryDerivation, "theory_derivation", QT_TRANSLATE_NOOP("DeletionReasons", "Theory derivation")},
            {DeletionReason::Duplicate, "duplicate", QT_TRANSLATE_NOOP("DeletionReasons", "Duplicate")},
            {DeletionReason::Other, "other", QT_TRANSLATE_NOOP("DeletionReasons", "Other")}},
        DeletionReason::Other);
    return table;
}

} // namespace

QList<DeletionReason> DeletionReasons::all()
{
    return names().values();
}

QString DeletionReasons::toString(DeletionReason reason)
{
    return names().name(reason);
}

std::optional<DeletionReason> DeletionReasons::fromString(const QString &name)
{
    return names().value(name.trimmed().toLower().replace(QLatin1Char('-'), QLatin1Char('_')));
}

QString DeletionReasons::label(DeletionReason reason)
{
    return names().label(reason);
}
