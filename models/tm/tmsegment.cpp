// SPDX-FileCopyrightText: 2026 Yiqiao authors
// SPDX-License-Identifier: GPL-3.0-or-later
#include "tm/tmsegment.h"

#include <QStringList>

#include <algorithm>

TmSegment TmSegment::of(const QList<BlockRecord> &sources, QList<int> indexes)
{
    std::sort(indexes.begin(), indexes.end());
    indexes.erase(std::unique(indexes.begin(), indexes.end()), indexes.end());
    TmSegment segment;
    QStringList texts;
    for (int index : std::as_const(indexes)) {
        if (index >= 0 && index < sources.size()) {
            texts.append(sources.at(index).text);
        }
    }
    segment.source = join(texts);
    if (!indexes.isEmpty() && indexes.constFirst() > 0 && indexes.constFirst() <= sources.size()) {
        segment.context = sources.at(indexes.constFirst() - 1).text;
    }
    return segment;
}
