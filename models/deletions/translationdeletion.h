// SPDX-FileCopyrightText: 2026 Yiqiao authors
// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once

#include "core/fallible.h"
#include "deletions/deletion.h"

#include <QCoreApplication>
#include <QList>

class DraftSession;
class ProjectStore;

// Delete from Translation, as the window (DeletionController) and `yiqiao-cli delete`
// both do it: source blocks, or a span of one, left out of the translation with a
// reason and a justification, and, when asked, the draft blocks that translated
// nothing but the deleted text taken out of the draft. One transaction: the
// deletions and the draft's change are stored together or not at all.
class TranslationDeletion : public Fallible
{
    Q_DECLARE_TR_FUNCTIONS(TranslationDeletion)
public:
    TranslationDeletion(ProjectStore &store, qint64 issueId);

    // The draft blocks these deletions leave without a reason to be in the draft:
    // aligned to a block they delete whole, and to nothing that is not deleted whole
    // (DraftSession::blocksOnlyFor).
    static QList<qint64> draftBlocksFor(const DraftSession &draft, const QList<Deletion> &deletions);

    // Stores the deletions (DeletionRepository::add and its refusals) and, with
    // draft (the issue's session, loaded), takes draftBlocksFor() out of the draft as
    // DraftSession::removeBlocks does, then reads the draft's deleted blocks again.
    // All or nothing: on failure errorString() says why, nothing is stored and the
    // session is as it was.
    bool apply(const QList<Deletion> &deletions, DraftSession *draft = nullptr);

    // After apply(): the new deletions' ids, in order, and the draft blocks removed.
    QList<qint64> addedIds() const { return m_addedIds; }
    QList<qint64> removedBlocks() const { return m_removedBlocks; }

private:
    bool write(const QList<Deletion> &deletions, DraftSession *draft);

    ProjectStore &m_store;
    const qint64 m_issueId;
    QList<qint64> m_addedIds;
    QList<qint64> m_removedBlocks;
};
