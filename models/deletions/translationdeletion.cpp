// SPDX-FileCopyrightText: 2026 Yiqiao authors
// SPDX-License-Identifier: GPL-3.0-or-later
#include "deletions/translationdeletion.h"

#include "deletions/deletionrepository.h"
#include "draft/draftsession.h"
#include "store/projectstore.h"

TranslationDeletion::TranslationDeletion(ProjectStore &store, qint64 issueId)
    : m_store(store)
    , m_issueId(issueId)
{
}

QList<qint64> TranslationDeletion::draftBlocksFor(const DraftSession &draft, const QList<Deletion> &deletions)
{
    QList<qint64> whole;
    for (const Deletion &deletion : deletions) {
        if (deletion.isWholeBlock()) {
            whole.append(deletion.sourceBlockId);
        }
    }
    return whole.isEmpty() ? QList<qint64>() : draft.blocksOnlyFor(whole);
}

bool TranslationDeletion::apply(const QList<Deletion> &deletions, DraftSession *draft)
{
    m_error.clear();
    m_addedIds.clear();
    m_removedBlocks.clear();
    // Refused input is refused before the transaction: the file stays byte for byte.
    DeletionRepository check(m_store);
    if (!check.check(m_issueId, deletions)) {
        return fail(check.errorString());
    }
    if (!m_store.beginWrite()) {
        return fail(m_store.errorString());
    }
    if (!write(deletions, draft)) {
        // A refused removal left the session as it was (DraftSession::update).
        m_store.rollback();
        m_addedIds.clear();
        m_removedBlocks.clear();
        return false;
    }
    if (!m_store.commit()) {
        const QString error = m_store.errorString();
        m_addedIds.clear();
        m_removedBlocks.clear();
        // The session took the removal in; what is stored is the draft as it was.
        if (draft) {
            draft->load();
        }
        return fail(error);
    }
    if (draft) {
        draft->reloadDeletions();
    }
    return true;
}

// Inside the transaction: the deletions first, so that the draft blocks are chosen
// and removed on the same state of the project.
bool TranslationDeletion::write(const QList<Deletion> &deletions, DraftSession *draft)
{
    DeletionRepository repository(m_store);
    if (!repository.add(m_issueId, deletions)) {
        return fail(repository.errorString());
    }
    m_addedIds = repository.addedIds();
    if (!draft) {
        return true;
    }
    m_removedBlocks = draftBlocksFor(*draft, deletions);
    if (!m_removedBlocks.isEmpty() && !draft->removeBlocks(m_removedBlocks)) {
        return fail(draft->errorString());
    }
    return true;
}
