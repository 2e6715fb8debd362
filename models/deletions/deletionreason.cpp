// SPDX-FileCopyrightText: 2026 Yiqiao authors
// SPDX-License-Identifier: GPL-3.0-or-later
#include "deletions/deletionreason.h"

QList<DeletionReason> DeletionReasons::all()
{
    return {DeletionReason::OutdatedExample, DeletionReason::RegionSpecific, DeletionReason::TheoryDerivation, DeletionReason::Duplicate,
        DeletionReason::Other};
}

QString DeletionReasons::toString(DeletionReason reason)
{
    switch (reason) {
    case DeletionReason::OutdatedExample:
        return QStringLiteral("outdated_example");
    case DeletionReason::RegionSpecific:
        return QStringLiteral("region_specific");
    case DeletionReason::TheoryDerivation:
        return QStringLiteral("theory_derivation");
    case DeletionReason::Duplicate:
        return QStringLiteral("duplicate");
    case DeletionReason::Other:
        break;
    }
    return QStringLiteral("other");
}

std::optional<DeletionReason> DeletionReasons::fromString(const QString &name)
{
    const QString normalized = name.trimmed().toLower().replace(QLatin1Char('-'), QLatin1Char('_'));
    for (DeletionReason reason : all()) {
        if (toString(reason) == normalized) {
            return reason;
        }
    }
    return std::nullopt;
}

QString DeletionReasons::label(DeletionReason reason)
{
    switch (reason) {
    case DeletionReason::OutdatedExample:
        return tr("Outdated example");
    case DeletionReason::RegionSpecific:
        return tr("Region-specific");
    case DeletionReason::TheoryDerivation:
        return tr("Theory derivation");
    case DeletionReason::Duplicate:
        return tr("Duplicate");
    case DeletionReason::Other:
        break;
    }
    return tr("Other");
}
