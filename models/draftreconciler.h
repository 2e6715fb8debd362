// SPDX-FileCopyrightText: 2026 Yiqiao authors
// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once

#include "lineids.h"
#include "targetblock.h"

#include <QHash>
#include <QList>
#include <QSet>
#include <QString>

// Maps a freely edited draft back onto its target blocks, so that alignment survives
// typing, splitting, merging, moving, deleting and inserting (DESIGN.md §2). Pure:
// no SQL. The text is re-parsed; each parsed block, in document order, looks at the
// known ids on its text lines (not its trailing blank lines), in order of appearance:
// - the first id no earlier block claimed is its identity, preferring a live id (one
//   of previous) over a tombstone; the other unclaimed ids are merged into it: their
//   alignments join its own and their rows are removed;
// - identity from a tombstone only (undo brought back a removed block's lines):
//   Resurrected, a new row with the tombstone's origin, note type and alignment;
// - ids, all claimed by earlier blocks: the later part of a split, a new row with the
//   origin and note type of the first id and the alignments of them all;
// - no known id: New, an addition without alignment. Unknown ids are ignored.
// A block keeps its status only while its text is the text it had; otherwise it is
// a draft again. Previous ids no block keeps are removed.
class DraftReconciler
{
public:
    enum class Change { Unchanged, Edited, New, Merged, SplitPart, Resurrected };

    struct Outcome {
        Change change = Change::New;
        qint64 from = 0; // the id it continues (own, resurrected or split from); 0 for New
        QList<qint64> merged; // other ids merged into it, in order of appearance
    };

    struct Result {
        QString lead;
        QList<TargetBlock> blocks; // in document order, with their line ranges
        QList<Outcome> outcomes; // one per block
        QList<qint64> removedIds; // ids of previous that are gone, ascending
    };

    // tombstones: blocks removed earlier in the editing session, by their old id.
    static Result reconcile(
        const QHash<qint64, TargetBlock> &previous, const QHash<qint64, TargetBlock> &tombstones, const QString &text, const LineIds &ids);

private:
    DraftReconciler(const QHash<qint64, TargetBlock> &previous, const QHash<qint64, TargetBlock> &tombstones);

    const TargetBlock *known(qint64 id) const;
    QList<qint64> knownIds(const LineIds &ids, int first, int last) const;
    qint64 identity(const QList<qint64> &ids) const;
    Outcome identify(TargetBlock &block, const QList<qint64> &ids);
    Outcome continueBlock(TargetBlock &block, qint64 id, const QList<qint64> &ids);
    Outcome splitPart(TargetBlock &block, const QList<qint64> &ids) const;
    QList<qint64> removedIds() const;

    const QHash<qint64, TargetBlock> &m_previous;
    const QHash<qint64, TargetBlock> &m_tombstones;
    QSet<qint64> m_claimed;
    QSet<qint64> m_kept; // previous ids that stay
};
