// SPDX-FileCopyrightText: 2026 Yiqiao authors
// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once

#include <QList>
#include <QSet>
#include <QString>
#include <QStringList>

// What a propagation of confirmed translations to identical source blocks does
// (Propagator::plan): the draft blocks it fills, the conflicts it leaves, and how many
// identical blocks it found and left alone. A dry run prints it; apply() writes it.
struct PropagationPlan {
    // One draft block that takes the confirmed translation of an identical source block.
    struct Fill {
        qint64 issueId = 0;
        int issueNumber = 0;
        qint64 blockId = 0; // the draft block filled
        qint64 sourceId = 0; // its source block
        qint64 fromBlockId = 0; // the confirmed draft block whose text it takes
        QString status; // the filled block's status before
        QString before; // and its text
        QString text; // the translation it gets
    };
    // Identical source blocks whose confirmed translations differ: none is propagated.
    struct Conflict {
        QString source; // the text of the first of them
        QList<qint64> sourceIds; // the identical source blocks
        QList<qint64> blockIds; // the confirmed draft blocks that disagree
        QStringList translations; // their distinct texts, in block order
    };

    QList<Fill> fills;
    QList<Conflict> conflicts;
    int repetitions = 0; // source blocks of the scope that have an identical one in it
    int kept = 0; // of those, blocks left alone: typed, split, merged, deleted or in conflict

    QList<Fill> fillsOf(qint64 issueId) const;
    QSet<qint64> issueIds() const;
};
