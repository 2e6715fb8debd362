// SPDX-FileCopyrightText: 2026 Yiqiao authors
// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once

#include "core/fallible.h"
#include "sourceupdate/sourceupdater.h"

#include <QList>
#include <QString>
#include <QVariantList>

class ProjectStore;
struct MarkdownDocument;
struct SourceUpdateState;

// Writes what SourceUpdater planned for the post's blocks and the draft, inside
// SourceUpdater::apply()'s transaction (after the post row took the new version):
// superseded edits closed, removed blocks deleted, surviving ones rewritten and added
// ones inserted, edited blocks' draft sent back to draft and their deletions
// rechecked, added blocks copied into the draft, the draft's order and the changes
// recorded. state's draft and summary's changes and addedTargets take the new rows.
class SourceUpdateWriter : public Fallible
{
public:
    SourceUpdateWriter(ProjectStore &store, SourceUpdateState &state, SourceUpdater::Summary &summary, const MarkdownDocument &newPost);

    bool write(const QString &author);

private:
    bool closeSuperseded(const QString &author);
    bool removeBlocks();
    bool rewriteBlocks(QList<qint64> *newIds);
    bool reviewEdited(const QList<qint64> &newIds, const QString &author);
    bool recheckDeletions(qint64 sourceId, const QString &oldText, const QString &newText, bool flag);
    bool addDraftCopies(const QList<qint64> &newIds);
    int insertionPoint(const QList<qint64> &issueSources, qint64 sourceId) const;
    bool setTrailing(qint64 targetId, const QString &trailing);
    bool recordChanges(const QList<qint64> &newIds, const QString &author);

    ProjectStore &m_store;
    SourceUpdateState &m_stored;
    SourceUpdater::Summary &m_summary;
    const MarkdownDocument &m_newPost;
};
