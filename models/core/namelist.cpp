// SPDX-FileCopyrightText: 2026 Yiqiao authors
// SPDX-License-Identifier: GPL-3.0-or-later
#include "core/namelist.h"

QStringList NameList::normalized(const QStringList &names)
{
    QStringList kept;
    for (const QString &name : names) {
        const QString clean = name.simplified();
        if (!clean.isEmpty() && !kept.contains(clean, Qt::CaseInsensitive)) {
            kept.append(clean);
        }
    }
    return kept;
}
