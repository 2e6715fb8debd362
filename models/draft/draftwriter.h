// SPDX-FileCopyrightText: 2026 Yiqiao authors
// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once

#include "draft/draftreconciler.h"
#include "draft/targetblock.h"
#include "notes/annotationkind.h"

#include <QHash>
#include <QJsonObject>
#include <QList>
#include <QString>

class ProjectStore;

// The SQL write side of a DraftSession: the statements that change one issue's draft.
// Every write runs inside a transaction its caller opened (ProjectStore::beginWrite())
// and rolls back when a write returns false; errorString() then says why
// (SqlErrors::describe()). New rows get ids above every id this writer has seen or
// handed out: no id is reused while it lives (tombstones, the editor's undo states and
// the clipboard may still carry removed ids).
class DraftWriter
{
public:
    DraftWriter(ProjectStore &store, qint64 issueId);

    // An id that is taken (a loaded block): new rows get higher ones.
    void seen(qint64 id);
    // Writes result against previous (the stored blocks by id, ordinals their stored
    // ordinals by id): removed rows deleted, new ones inserted (result's blocks get
    // their ids), changed or moved ones updated, alignments, the lead and the
    // issue's updated_at rewritten.
    bool write(DraftReconciler::Result &result, const QHash<qint64, TargetBlock> &previous, const QHash<qint64, int> &ordinals);
    bool writeStatus(qint64 blockId, const QString &status);
    // Replaces the block's alignment with sourceIds and sets its origin.
    bool writeSources(qint64 blockId, const QList<qint64> &sourceIds, const QString &origin);
    // Makes the block a note of kind with these form values.
    bool writeNote(qint64 blockId, AnnotationKind kind, const QJsonObject &values, qint64 extraId = 0);

    // True when block's row differs from stored's in a column write() updates (text,
    // trailing, kind, status); ordinals and alignments aside.
    static bool contentDiffers(const TargetBlock &stored, const TargetBlock &block);

    QString errorString() const { return m_error; }

private:
    struct Statements;

    bool reserveIds(Statements &sql);
    static qint64 heirOf(qint64 removed, const DraftReconciler::Result &result, const QHash<qint64, TargetBlock> &previous,
        const QHash<qint64, int> &ordinals);
    bool insertBlock(Statements &sql, TargetBlock &block, int ordinal);
    bool updateBlock(Statements &sql, const TargetBlock &block, int ordinal, const TargetBlock &before, int storedOrdinal);
    bool writeNoteValues(const TargetBlock &block);

    ProjectStore &m_store;
    const qint64 m_issueId;
    qint64 m_maxId = 0; // the highest id this writer has seen or handed out
    QString m_error;
};
