// SPDX-FileCopyrightText: 2026 Yiqiao authors
// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once

#include "draft/lineids.h"

#include <QStringList>

// LineIds written as text in tests: "1|-|2,3" means line 0 carries id 1, line 1
// none, line 2 ids 2 and 3.
namespace LineIdsSpec {
inline LineIds parse(const QString &spec)
{
    LineIds ids;
    for (const QString &line : spec.split(QLatin1Char('|'))) {
        QList<qint64> lineIds;
        for (const QString &id : line.split(QLatin1Char(','), Qt::SkipEmptyParts)) {
            if (id != QLatin1String("-")) {
                lineIds.append(id.toLongLong());
            }
        }
        ids.append(lineIds);
    }
    return ids;
}

inline QString format(const LineIds &ids)
{
    QStringList lines;
    for (const QList<qint64> &lineIds : ids) {
        QStringList texts;
        for (const qint64 id : lineIds) {
            texts.append(QString::number(id));
        }
        lines.append(texts.isEmpty() ? QStringLiteral("-") : texts.join(QLatin1Char(',')));
    }
    return lines.join(QLatin1Char('|'));
}
} // namespace LineIdsSpec
