// SPDX-FileCopyrightText: 2026 Yiqiao authors
// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once

#include "draft/lineids.h"
#include "draft/targetblock.h"

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
// Then new blocks that took the place of blocks that vanished in this edit (the same
// blocks stay around them, and every block that was between those is gone) take over
// those blocks, in order: identity and alignment as if their lines had carried the
// vanished ids (one over two merges them, two over one split it).
// A block keeps its status only while its text is the text it had; otherwise it is
// a draft again. Previous ids no block keeps are removed. Texts are compared as the
// editor holds them (editorText()), so stored CRLF or lone CR line breaks count as
// unchanged.
// A tombstone brought back while the block it was merged into (its absorber) still
// has exactly the alignment the merge gave it undoes the merge: the absorber gets its
// alignment back, and its status too if its text is back to what it was.
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

    // A block removed earlier in the editing session, as it was stored.
    struct Tombstone {
        TargetBlock block;
        qint64 absorber = 0; // the live block it was merged into; 0: deleted
        QString absorberText; // the absorber before the merge
        QString absorberStatus;
        QList<qint64> absorberSources;
        QList<qint64> mergedSources; // the absorber's sources right after the merge
    };

    // previous: the blocks as stored, by id, with the line ranges they had (their
    // order); tombstones: blocks removed earlier in the editing session, by their old id.
    static Result reconcile(
        const QHash<qint64, TargetBlock> &previous, const QHash<qint64, Tombstone> &tombstones, const QString &text, const LineIds &ids);
    // The tombstones of result.removedIds, from the blocks of previous (the argument
    // reconcile() had); a block merged into a live one remembers that block's state.
    static QHash<qint64, Tombstone> tombstonesOf(const Result &result, const QHash<qint64, TargetBlock> &previous);

    // text as a QTextDocument holds it: it breaks lines at "\r\n", '\n', a lone '\r',
    // U+2029 and the frame marks U+FDD0/U+FDD1, and gives every break back as '\n'
    // (U+2028 stays inside its line).
    static QString editorText(const QString &text);
    // Offsets (UTF-16) between text and editorText(text), which drops the '\r' of
    // each "\r\n": an offset inside a "\r\n" maps to the break's. Out-of-range
    // offsets are clamped.
    static int editorOffset(const QString &text, int offset);
    static int storedOffset(const QString &text, int editorOffset);

private:
    DraftReconciler(const QHash<qint64, TargetBlock> &previous, const QHash<qint64, Tombstone> &tombstones);

    const TargetBlock *known(qint64 id) const;
    QList<qint64> knownIds(const LineIds &ids, int first, int last) const;
    qint64 identity(const QList<qint64> &ids) const;
    Outcome identify(TargetBlock &block, const QList<qint64> &ids);
    Outcome continueBlock(TargetBlock &block, qint64 id, const QList<qint64> &ids);
    Outcome splitPart(TargetBlock &block, const QList<qint64> &ids) const;
    void takeVanishedPlaces(Result &result);
    void takePlaces(Result &result, int first, int last, const QList<qint64> &vanished);
    void unmerge(Result &result) const;
    QList<qint64> removedIds() const;

    const QHash<qint64, TargetBlock> &m_previous;
    const QHash<qint64, Tombstone> &m_tombstones;
    QSet<qint64> m_claimed;
    QSet<qint64> m_kept; // previous ids that stay
};
