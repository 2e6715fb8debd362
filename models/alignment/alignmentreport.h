// SPDX-FileCopyrightText: 2026 Yiqiao authors
// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once

#include "draft/blockrecord.h"

#include <QCoreApplication>
#include <QJsonObject>
#include <QList>

// The stored alignment of an issue as links (`yiqiao-cli align`): every group of
// source and draft blocks connected by alignment rows is one link, scored the way
// PostAligner scores its own links, so hand-made links get a score too. Blocks in no
// link are listed as unaligned on their side.
class AlignmentReport
{
    Q_DECLARE_TR_FUNCTIONS(AlignmentReport)
public:
    struct Link {
        QList<qint64> sources; // ascending block ids
        QList<qint64> targets;
        double score = 0;
        QString targetText; // the first draft block's text, for people reading the report
    };

    static AlignmentReport compute(const QList<BlockRecord> &sources, const QList<BlockRecord> &targets);
    // Indexes of the aligned draft blocks grouped into links (blocks sharing a source
    // block are one link), each group ascending, groups by their first block.
    static QList<QList<int>> linkGroups(const QList<BlockRecord> &targets);

    QList<Link> links; // in draft order
    QList<qint64> unalignedSources;
    QList<qint64> unalignedTargets;

    QJsonObject toJson() const;
    // One line per link: score, source ids, draft ids, the draft text (escaped).
    QString toText() const;
};
