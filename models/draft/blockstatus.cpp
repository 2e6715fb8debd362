// SPDX-FileCopyrightText: 2026 Yiqiao authors
// SPDX-License-Identifier: GPL-3.0-or-later
#include "draft/blockstatus.h"

#include "core/namelabels.h"

QString BlockStatus::displayName(const QString &status)
{
    static const NameLabels labels("BlockStatus",
        {{"draft", QT_TRANSLATE_NOOP("BlockStatus", "Draft")}, {"pretranslated", QT_TRANSLATE_NOOP("BlockStatus", "Pre-translated")},
            {"machine", QT_TRANSLATE_NOOP("BlockStatus", "Machine pre-translated")},
            {"translated", QT_TRANSLATE_NOOP("BlockStatus", "Translated")}, {"reviewed", QT_TRANSLATE_NOOP("BlockStatus", "Reviewed")},
            {"approved", QT_TRANSLATE_NOOP("BlockStatus", "Approved")}});
    return labels.label(status);
}

const QStringList &BlockStatus::all()
{
    static const QStringList states = {Draft, Pretranslated, Machine, Translated, Reviewed, Approved};
    return states;
}

bool BlockStatus::isConfirmed(const QString &status)
{
    return status == Translated || status == Reviewed || status == Approved;
}

bool BlockStatus::isPretranslation(const QString &status)
{
    return status == Pretranslated || status == Machine;
}

QString BlockStatus::confirmed(const QString &status)
{
    return isConfirmed(status) ? status : Translated;
}
