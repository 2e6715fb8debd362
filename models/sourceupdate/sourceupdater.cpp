// SPDX-FileCopyrightText: 2026 Yiqiao authors
// SPDX-License-Identifier: GPL-3.0-or-later
#include "sourceupdate/sourceupdater.h"

#include "core/sqlerrors.h"
#include "core/sqlexec.h"
#include "core/timestamps.h"
#include "core/utf8text.h"
#include "deletions/deletionreason.h"
#include "deletions/deletionrepository.h"
#include "draft/draftlayout.h"
#include "draft/revisionrepository.h"
#include "sourceupdate/sourceblockmatcher.h"
#include "sourceupdate/sourceupdatewriter.h"
#include "store/issuerepository.h"
#include "store/postimporter.h"
#include "store/projectstore.h"

#include <QCryptographicHash>
#include <QFileInfo>
#include <QJsonArray>
#include <QSqlError>
#include <QSqlQuery>
#include <QVariant>

#include <algorithm>

namespace {

using MatchKind = SourceBlockMatch::Kind;

QString sha256Of(const QByteArray &bytes)
{
    return QString::fromLatin1(QCryptographicHash::hash(bytes, QCryptographicHash::Sha256).toHex());
}

void appendNew(QList<qint64> &ids, const QList<qint64> &more)
{
    for (qint64 id : more) {
        if (!ids.contains(id)) {
            ids.append(id);
        }
    }
}

QJsonObject deletionDetail(const Deletion &deletion)
{
    QJsonObject detail {{QStringLiteral("reason"), DeletionReasons::toString(deletion.reason)},
        {QStringLiteral("justification"), deletion.justification}, {QStringLiteral("author"), deletion.author}};
    if (!deletion.isWholeBlock()) {
        detail.insert(QStringLiteral("span"), QJsonArray {deletion.spanStart, deletion.spanEnd});
    }
    return detail;
}

} // namespace

SourceUpdater::SourceUpdater(ProjectStore &store)
    : m_store(store)
{
}

bool SourceUpdater::prepare(int issueNumber, const QByteArray &newSource, const QString &originPath, int postOrdinal)
{
    m_error.clear();
    m_summary = {};
    m_stored = {};
    m_newPost.reset();
    MarkdownDocument parsed;
    const QString name = originPath.isEmpty() ? tr("The new version") : QFileInfo(originPath).fileName();
    const QString problem = PostImporter::problemWith(newSource, name, &parsed);
    if (!problem.isEmpty()) {
        return fail(problem);
    }
    if (!choosePost(issueNumber, originPath, postOrdinal) || !readStored()) {
        return false;
    }
    if (sha256Of(newSource) == m_stored.sha256) {
        return fail(tr("%1 is the version of the post the issue has already: nothing to update.").arg(name));
    }
    m_newPost = std::move(parsed);
    m_newSource = newSource;
    m_originPath = originPath;
    plan();
    return true;
}

bool SourceUpdater::choosePost(int issueNumber, const QString &originPath, int postOrdinal)
{
    const auto issue = IssueRepository(m_store).issue(issueNumber);
    if (!issue) {
        return fail(tr("Issue %1 does not exist.").arg(issueNumber));
    }
    m_stored.issueId = issue->id;
    QSqlQuery query(m_store.database());
    if (!exec(
            query, QStringLiteral("SELECT id, ordinal, origin_path FROM source_posts WHERE issue_id = ? ORDER BY ordinal"), {issue->id})) {
        return fail(SqlErrors::describe(query.lastError()));
    }
    QList<qint64> all;
    QList<qint64> sameName;
    const QString fileName = QFileInfo(originPath).fileName();
    while (query.next()) {
        all.append(query.value(0).toLongLong());
        if (postOrdinal >= 0 && query.value(1).toInt() == postOrdinal) {
            m_stored.postId = query.value(0).toLongLong();
        }
        if (!fileName.isEmpty() && QFileInfo(query.value(2).toString()).fileName() == fileName) {
            sameName.append(query.value(0).toLongLong());
        }
    }
    if (all.isEmpty()) {
        return fail(tr("Issue %1 has no source post to update.").arg(issueNumber));
    }
    if (postOrdinal >= 0) {
        return m_stored.postId != 0 || fail(tr("Issue %1 has no post %2.").arg(issueNumber).arg(postOrdinal + 1));
    }
    if (all.size() == 1 || sameName.size() == 1) {
        m_stored.postId = all.size() == 1 ? all.constFirst() : sameName.constFirst();
        return true;
    }
    return fail(tr("Issue %1 has %2 posts: say which of them the new version replaces.").arg(issueNumber).arg(all.size()));
}

bool SourceUpdater::readStored()
{
    QSqlQuery post(m_store.database());
    if (!exec(post, QStringLiteral("SELECT version, sha256 FROM source_posts WHERE id = ?"), {m_stored.postId}) || !post.next()) {
        return fail(SqlErrors::describe(post.lastError()));
    }
    m_stored.version = post.value(0).toInt();
    m_stored.sha256 = post.value(1).toString();
    const auto takeBlock = [this](const QSqlQuery &blocks) {
        const qint64 id = blocks.value(0).toLongLong();
        m_stored.issueSources.append(id);
        if (blocks.value(1).toLongLong() == m_stored.postId) {
            MarkdownBlock block;
            block.kind = BlockKinds::fromString(blocks.value(2).toString());
            block.text = Utf8Text::read(blocks.value(3));
            m_stored.ids.append(id);
            m_stored.blocks.append(block);
        }
    };
    return forEachRow(m_store.database(),
               QStringLiteral("SELECT b.id, b.post_id, b.kind, CAST(b.text AS BLOB) FROM source_blocks b"
                              " JOIN source_posts p ON p.id = b.post_id WHERE p.issue_id = ? ORDER BY p.ordinal, b.ordinal"),
               {m_stored.issueId}, takeBlock)
        && readDraft() && readDeletions() && readOpenEdits();
}

bool SourceUpdater::readDraft()
{
    const auto takeBlock = [this](const QSqlQuery &blocks) {
        const qint64 id = blocks.value(0).toLongLong();
        m_stored.draft.append(id);
        m_stored.origins.insert(id, blocks.value(1).toString());
        m_stored.statuses.insert(id, blocks.value(2).toString());
        m_stored.trailings.insert(id, Utf8Text::read(blocks.value(3)));
    };
    const auto takeLink = [this](const QSqlQuery &links) {
        m_stored.targetsOf[links.value(1).toLongLong()].append(links.value(0).toLongLong());
        m_stored.sourcesOf[links.value(0).toLongLong()].append(links.value(1).toLongLong());
    };
    return forEachRow(m_store.database(),
               QStringLiteral("SELECT id, origin, status, CAST(trailing AS BLOB) FROM target_blocks"
                              " WHERE issue_id = ? ORDER BY ordinal, id"),
               {m_stored.issueId}, takeBlock)
        && forEachRow(m_store.database(),
            QStringLiteral("SELECT a.target_id, a.source_id FROM alignments a JOIN target_blocks t ON t.id = a.target_id"
                           " WHERE t.issue_id = ? ORDER BY t.ordinal, t.id, a.source_id"),
            {m_stored.issueId}, takeLink);
}

bool SourceUpdater::readDeletions()
{
    DeletionRepository deletions(m_store);
    for (const Deletion &deletion : deletions.deletions(m_stored.issueId)) {
        m_stored.deletionsOf[deletion.sourceBlockId].append(deletion);
    }
    return deletions.errorString().isEmpty() || fail(deletions.errorString());
}

bool SourceUpdater::readOpenEdits()
{
    return forEachRow(m_store.database(),
        QStringLiteral("SELECT id, source_block_id, CAST(old_text AS BLOB) FROM source_changes"
                       " WHERE post_id = ? AND kind = 'edited' AND state = 'open' AND source_block_id IS NOT NULL ORDER BY id"),
        {m_stored.postId}, [this](const QSqlQuery &query) {
            m_stored.openEdits[query.value(1).toLongLong()].append({query.value(0).toLongLong(), Utf8Text::read(query.value(2))});
        });
}

// The summary from the stored state and the matches; apply() writes what it says.
void SourceUpdater::plan()
{
    Summary &summary = m_summary;
    summary = {};
    summary.issueId = m_stored.issueId;
    summary.postId = m_stored.postId;
    summary.oldVersion = m_stored.version;
    summary.newVersion = m_stored.version + 1;
    summary.matches = SourceBlockMatcher::match(m_stored.blocks, m_newPost->blocks);
    markReverted();
    m_stored.removed.clear();
    for (const SourceBlockMatch &match : std::as_const(summary.matches)) {
        if (match.kind == MatchKind::Removed) {
            m_stored.removed.insert(m_stored.ids.at(match.oldIndex));
        }
    }
    for (const SourceBlockMatch &match : std::as_const(summary.matches)) {
        switch (match.kind) {
        case MatchKind::Unchanged:
            ++summary.unchanged;
            continue;
        case MatchKind::Moved:
            ++summary.moved;
            break;
        case MatchKind::Edited:
        case MatchKind::MovedEdited:
            ++summary.edited;
            break;
        case MatchKind::Added:
            ++summary.added;
            break;
        case MatchKind::Removed:
            ++summary.removed;
            break;
        }
        const SourceChange change = changeOf(match);
        if (change.kind == SourceChange::Kind::Edited) {
            appendNew(summary.needsReview, change.targetIds);
            summary.recheckDeletions += int(m_stored.deletionsOf.value(change.sourceBlockId).size());
        } else if (change.kind == SourceChange::Kind::Removed) {
            appendNew(summary.orphanedTargets, change.targetIds);
        }
        summary.changes.append(change);
    }
}

// An edit back to the text the draft translated, while the earlier edit is still
// open: the block counts as unchanged (or moved) and the earlier edit is closed.
void SourceUpdater::markReverted()
{
    m_stored.reverted.clear();
    for (SourceBlockMatch &match : m_summary.matches) {
        if (match.kind != MatchKind::Edited && match.kind != MatchKind::MovedEdited) {
            continue;
        }
        const qint64 sourceId = m_stored.ids.at(match.oldIndex);
        const auto earlier = m_stored.openEdits.constFind(sourceId);
        if (earlier != m_stored.openEdits.constEnd()
            && DraftLayout::normalized(earlier->constFirst().second)
                == DraftLayout::normalized(m_newPost->blocks.at(match.newIndex).text)) {
            m_stored.reverted.insert(sourceId);
            match.kind = match.kind == MatchKind::Edited ? MatchKind::Unchanged : MatchKind::Moved;
        }
    }
}

SourceChange SourceUpdater::changeOf(const SourceBlockMatch &match) const
{
    SourceChange change;
    change.postId = m_stored.postId;
    change.version = m_stored.version + 1;
    change.state = SourceChange::State::Done;
    change.newOrdinal = match.newIndex;
    if (match.newIndex >= 0) {
        change.newText = m_newPost->blocks.at(match.newIndex).text;
    }
    if (match.kind == MatchKind::Added) {
        change.kind = SourceChange::Kind::Added;
        return change;
    }
    const qint64 sourceId = m_stored.ids.at(match.oldIndex);
    change.oldOrdinal = match.oldIndex;
    change.oldText = m_stored.blocks.at(match.oldIndex).text;
    change.sourceBlockId = sourceId;
    const QList<qint64> targets = m_stored.targetsOf.value(sourceId);
    if (match.kind == MatchKind::Moved) {
        change.kind = SourceChange::Kind::Moved;
        change.targetIds = targets;
        return change;
    }
    if (match.kind == MatchKind::Removed) {
        change.kind = SourceChange::Kind::Removed;
        change.sourceBlockId = 0;
        for (qint64 target : targets) {
            const QList<qint64> sources = m_stored.sourcesOf.value(target);
            const bool onlyRemoved =
                std::all_of(sources.cbegin(), sources.cend(), [this](qint64 source) { return m_stored.removed.contains(source); });
            if (onlyRemoved) {
                change.targetIds.append(target);
            }
        }
        const QList<Deletion> deletions = m_stored.deletionsOf.value(sourceId);
        if (!deletions.isEmpty()) {
            change.detail.insert(QStringLiteral("deletion"), deletionDetail(deletions.constFirst()));
        }
        // Nothing in the draft to decide about: the change is settled at once.
        change.state = change.targetIds.isEmpty() ? SourceChange::State::Dropped : SourceChange::State::Open;
        return change;
    }
    change.kind = SourceChange::Kind::Edited;
    change.state = SourceChange::State::Open;
    change.targetIds = targets;
    // Edited again before anyone looked: the diff stays against the text translated.
    const auto earlier = m_stored.openEdits.constFind(sourceId);
    if (earlier != m_stored.openEdits.constEnd()) {
        change.oldText = earlier->constFirst().second;
    }
    if (match.kind == MatchKind::MovedEdited) {
        change.detail.insert(QStringLiteral("moved"), true);
    }
    if (m_stored.deletionsOf.contains(sourceId)) {
        change.detail.insert(QStringLiteral("recheck"), true);
    }
    return change;
}

bool SourceUpdater::apply(const QString &author)
{
    m_error.clear();
    if (!m_newPost) {
        return fail(tr("Nothing to update: the new version was not prepared."));
    }
    const Summary prepared = m_summary;
    if (!m_store.beginWrite()) {
        return fail(m_store.errorString());
    }
    if (!write(author)) {
        m_store.rollback();
        m_summary = prepared;
        return false;
    }
    if (!m_store.commit()) {
        m_summary = prepared;
        return fail(m_store.errorString());
    }
    m_newPost.reset();
    return true;
}

bool SourceUpdater::write(const QString &author)
{
    if (!unchangedSincePrepare()) {
        return false;
    }
    plan(); // on what the transaction reads: the same as prepare() saw
    if (!archiveAndReplacePost()) {
        return false;
    }
    SourceUpdateWriter writer(m_store, m_stored, m_summary, *m_newPost);
    if (!writer.write(author)) {
        return fail(writer.errorString());
    }
    if (!exec(m_store.database(), QStringLiteral("UPDATE issues SET updated_at = ? WHERE id = ?"), {Timestamps::now(), m_stored.issueId})) {
        return false;
    }
    RevisionRepository revisions(m_store);
    return revisions.recordWithin(m_stored.issueId, author, tr("Source updated to version %1").arg(m_summary.newVersion))
        || fail(revisions.errorString());
}

bool SourceUpdater::unchangedSincePrepare()
{
    const SourceUpdateState before = m_stored;
    m_stored = {};
    m_stored.issueId = before.issueId;
    m_stored.postId = before.postId;
    if (!readStored()) {
        return false;
    }
    if (m_stored.sha256 != before.sha256 || m_stored.version != before.version || m_stored.ids != before.ids) {
        return fail(tr("The post changed since the update was prepared; prepare it again."));
    }
    return true;
}

bool SourceUpdater::archiveAndReplacePost()
{
    const QString now = Timestamps::now();
    if (!exec(m_store.database(),
            QStringLiteral("INSERT INTO source_versions (post_id, version, content, sha256, origin_path, imported_at, replaced_at)"
                           " SELECT id, version, content, sha256, origin_path, imported_at, ? FROM source_posts WHERE id = ?"),
            {now, m_stored.postId})) {
        return false;
    }
    return exec(m_store.database(),
        QStringLiteral("UPDATE source_posts SET content = ?, sha256 = ?, origin_path = COALESCE(NULLIF(?, ''), origin_path),"
                       " title = ?, lead = CAST(? AS TEXT), version = ?, imported_at = ? WHERE id = ?"),
        {m_newSource, sha256Of(m_newSource), SqlExec::notNull(m_originPath), SqlExec::notNull(PostImporter::headingTitle(*m_newPost)),
            Utf8Text::bind(m_newPost->lead), m_summary.newVersion, now, m_stored.postId});
}
