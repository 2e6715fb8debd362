// SPDX-FileCopyrightText: 2026 Yiqiao authors
// SPDX-License-Identifier: GPL-3.0-or-later
#include "sourceupdater.h"

#include "deletionreason.h"
#include "deletionrepository.h"
#include "draftlayout.h"
#include "issuerepository.h"
#include "markdownexporter.h"
#include "postimporter.h"
#include "projectstore.h"
#include "reviewrepository.h"
#include "reviewworkflow.h"
#include "revisionrepository.h"
#include "sourceblockmatcher.h"
#include "sqlerrors.h"
#include "sqlexec.h"
#include "timestamps.h"
#include "utf8text.h"

#include <QCryptographicHash>
#include <QFileInfo>
#include <QJsonArray>
#include <QJsonDocument>
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

QString idText(const QList<qint64> &ids)
{
    QStringList parts;
    for (qint64 id : ids) {
        parts.append(QString::number(id));
    }
    return parts.join(QLatin1Char(','));
}

bool insideCharacter(const QString &text, int offset)
{
    return offset > 0 && offset < text.size()
        && (text.at(offset).isLowSurrogate() || (text.at(offset - 1) == QLatin1Char('\r') && text.at(offset) == QLatin1Char('\n')));
}

// A deleted span of the old text on the new one: where the same passage is now (the
// occurrence nearest its old start), else clamped into the new text, characters kept
// whole.
QPair<int, int> spanOnNewText(const QString &oldText, const QString &newText, int start, int end)
{
    const QString passage = oldText.mid(start, end - start);
    int best = -1;
    for (int at = int(newText.indexOf(passage)); !passage.isEmpty() && at >= 0; at = int(newText.indexOf(passage, at + 1))) {
        if (best < 0 || qAbs(at - start) < qAbs(best - start)) {
            best = at;
        }
    }
    if (best >= 0) {
        return {best, best + int(passage.size())};
    }
    const int size = int(newText.size());
    int clampedEnd = std::min(end, size);
    int clampedStart = std::max(0, std::min(start, clampedEnd - 1));
    while (insideCharacter(newText, clampedStart)) {
        --clampedStart;
    }
    while (insideCharacter(newText, clampedEnd)) {
        ++clampedEnd;
    }
    return {clampedStart, clampedEnd};
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

bool SourceUpdater::fail(const QString &message)
{
    m_error = message;
    return false;
}

bool SourceUpdater::exec(const QString &sql, const QVariantList &values)
{
    return SqlExec::run(m_store.database(), sql, values, &m_error);
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
    query.prepare(QStringLiteral("SELECT id, ordinal, origin_path FROM source_posts WHERE issue_id = ? ORDER BY ordinal"));
    query.addBindValue(issue->id);
    if (!query.exec()) {
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
    post.prepare(QStringLiteral("SELECT version, sha256 FROM source_posts WHERE id = ?"));
    post.addBindValue(m_stored.postId);
    if (!post.exec() || !post.next()) {
        return fail(SqlErrors::describe(post.lastError()));
    }
    m_stored.version = post.value(0).toInt();
    m_stored.sha256 = post.value(1).toString();
    QSqlQuery blocks(m_store.database());
    blocks.setForwardOnly(true);
    blocks.prepare(QStringLiteral("SELECT b.id, b.post_id, b.kind, CAST(b.text AS BLOB) FROM source_blocks b"
                                  " JOIN source_posts p ON p.id = b.post_id WHERE p.issue_id = ? ORDER BY p.ordinal, b.ordinal"));
    blocks.addBindValue(m_stored.issueId);
    if (!blocks.exec()) {
        return fail(SqlErrors::describe(blocks.lastError()));
    }
    while (blocks.next()) {
        const qint64 id = blocks.value(0).toLongLong();
        m_stored.issueSources.append(id);
        if (blocks.value(1).toLongLong() == m_stored.postId) {
            MarkdownBlock block;
            block.kind = BlockKinds::fromString(blocks.value(2).toString());
            block.text = Utf8Text::read(blocks.value(3));
            m_stored.ids.append(id);
            m_stored.blocks.append(block);
        }
    }
    return readDraft() && readDeletions() && readOpenEdits();
}

bool SourceUpdater::readDraft()
{
    QSqlQuery blocks(m_store.database());
    blocks.setForwardOnly(true);
    blocks.prepare(QStringLiteral("SELECT id, origin, status, CAST(trailing AS BLOB) FROM target_blocks"
                                  " WHERE issue_id = ? ORDER BY ordinal, id"));
    blocks.addBindValue(m_stored.issueId);
    if (!blocks.exec()) {
        return fail(SqlErrors::describe(blocks.lastError()));
    }
    while (blocks.next()) {
        const qint64 id = blocks.value(0).toLongLong();
        m_stored.draft.append(id);
        m_stored.origins.insert(id, blocks.value(1).toString());
        m_stored.statuses.insert(id, blocks.value(2).toString());
        m_stored.trailings.insert(id, Utf8Text::read(blocks.value(3)));
    }
    QSqlQuery links(m_store.database());
    links.setForwardOnly(true);
    links.prepare(QStringLiteral("SELECT a.target_id, a.source_id FROM alignments a JOIN target_blocks t ON t.id = a.target_id"
                                 " WHERE t.issue_id = ? ORDER BY t.ordinal, t.id, a.source_id"));
    links.addBindValue(m_stored.issueId);
    if (!links.exec()) {
        return fail(SqlErrors::describe(links.lastError()));
    }
    while (links.next()) {
        m_stored.targetsOf[links.value(1).toLongLong()].append(links.value(0).toLongLong());
        m_stored.sourcesOf[links.value(0).toLongLong()].append(links.value(1).toLongLong());
    }
    return true;
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
    QSqlQuery query(m_store.database());
    query.setForwardOnly(true);
    query.prepare(QStringLiteral("SELECT id, source_block_id, CAST(old_text AS BLOB) FROM source_changes"
                                 " WHERE post_id = ? AND kind = 'edited' AND state = 'open' AND source_block_id IS NOT NULL ORDER BY id"));
    query.addBindValue(m_stored.postId);
    if (!query.exec()) {
        return fail(SqlErrors::describe(query.lastError()));
    }
    while (query.next()) {
        m_stored.openEdits[query.value(1).toLongLong()].append({query.value(0).toLongLong(), Utf8Text::read(query.value(2))});
    }
    return true;
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
    QList<qint64> newIds;
    if (!archiveAndReplacePost() || !closeSuperseded(author) || !removeBlocks() || !rewriteBlocks(&newIds) || !reviewEdited(newIds, author)
        || !addDraftCopies(newIds) || !DraftLayout::writeOrder(m_store, m_stored.draft, &m_error) || !recordChanges(newIds, author)) {
        return false;
    }
    if (!exec(QStringLiteral("UPDATE issues SET updated_at = ? WHERE id = ?"), {Timestamps::now(), m_stored.issueId})) {
        return false;
    }
    RevisionRepository revisions(m_store);
    return revisions.recordWithin(m_stored.issueId, author, tr("Source updated to version %1").arg(m_summary.newVersion))
        || fail(revisions.errorString());
}

bool SourceUpdater::unchangedSincePrepare()
{
    const Stored before = m_stored;
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
    if (!exec(QStringLiteral("INSERT INTO source_versions (post_id, version, content, sha256, origin_path, imported_at, replaced_at)"
                             " SELECT id, version, content, sha256, origin_path, imported_at, ? FROM source_posts WHERE id = ?"),
            {now, m_stored.postId})) {
        return false;
    }
    return exec(QStringLiteral("UPDATE source_posts SET content = ?, sha256 = ?, origin_path = COALESCE(NULLIF(?, ''), origin_path),"
                               " title = ?, lead = CAST(? AS TEXT), version = ?, imported_at = ? WHERE id = ?"),
        {m_newSource, sha256Of(m_newSource), SqlExec::notNull(m_originPath), SqlExec::notNull(PostImporter::headingTitle(*m_newPost)),
            Utf8Text::bind(m_newPost->lead), m_summary.newVersion, now, m_stored.postId});
}

// Edits of blocks that were edited again, or removed, before anyone looked: the
// newest change of the block carries on.
bool SourceUpdater::closeSuperseded(const QString &author)
{
    const QString now = Timestamps::now();
    for (const SourceBlockMatch &match : std::as_const(m_summary.matches)) {
        const bool changed = match.kind == MatchKind::Edited || match.kind == MatchKind::MovedEdited || match.kind == MatchKind::Removed
            || (match.oldIndex >= 0 && m_stored.reverted.contains(m_stored.ids.at(match.oldIndex)));
        if (!changed) {
            continue;
        }
        for (const auto &edit : m_stored.openEdits.value(m_stored.ids.at(match.oldIndex))) {
            if (!exec(
                    QStringLiteral("UPDATE source_changes SET state = 'done', resolved_by = CAST(? AS TEXT), resolved_at = ? WHERE id = ?"),
                    {Utf8Text::bind(author), now, edit.first})) {
                return false;
            }
        }
    }
    return true;
}

bool SourceUpdater::removeBlocks()
{
    for (const SourceBlockMatch &match : std::as_const(m_summary.matches)) {
        if (match.kind == MatchKind::Removed
            && !exec(QStringLiteral("DELETE FROM source_blocks WHERE id = ?"), {m_stored.ids.at(match.oldIndex)})) {
            return false;
        }
    }
    return true;
}

// Surviving rows take their block of the new version (id kept); added ones are new
// rows. newIds: the new version's block ids in order.
bool SourceUpdater::rewriteBlocks(QList<qint64> *newIds)
{
    QSqlDatabase db = m_store.database();
    newIds->clear();
    for (int k = 0; k < m_newPost->blocks.size(); ++k) {
        newIds->append(0); // QList has no (size, value) constructor in Qt 5
    }
    for (const SourceBlockMatch &match : std::as_const(m_summary.matches)) {
        if (match.newIndex < 0) {
            continue;
        }
        const MarkdownBlock &block = m_newPost->blocks.at(match.newIndex);
        if (match.kind == MatchKind::Added) {
            (*newIds)[match.newIndex] = PostImporter::insertSourceBlock(db, m_stored.postId, match.newIndex, block, &m_error);
            if ((*newIds)[match.newIndex] == 0) {
                return false;
            }
            continue;
        }
        (*newIds)[match.newIndex] = m_stored.ids.at(match.oldIndex);
        if (!exec(
                QStringLiteral("UPDATE source_blocks SET ordinal = ?, kind = ?, text = CAST(? AS TEXT), trailing = CAST(? AS TEXT),"
                               " byte_start = ?, byte_length = ?, line_start = ?, line_end = ?, heading_level = ?, info = ? WHERE id = ?"),
                {match.newIndex, BlockKinds::toString(block.kind), Utf8Text::bind(block.text), Utf8Text::bind(block.trailing),
                    block.byteStart, block.byteLength, block.lineStart, block.lineEnd, block.headingLevel, SqlExec::notNull(block.info),
                    m_stored.ids.at(match.oldIndex)})) {
            return false;
        }
    }
    return true;
}

// The draft blocks of edited source go back to draft (a reopen event for those that
// were confirmed); deletions on it are flagged and moved onto the new text.
bool SourceUpdater::reviewEdited(const QList<qint64> &newIds, const QString &author)
{
    QSqlDatabase db = m_store.database();
    const QString now = Timestamps::now();
    for (const SourceBlockMatch &match : std::as_const(m_summary.matches)) {
        const bool edited = match.kind == MatchKind::Edited || match.kind == MatchKind::MovedEdited;
        const qint64 sourceId = match.newIndex >= 0 ? newIds.at(match.newIndex) : 0;
        if (!edited) {
            // Reverted: the deletions' spans follow the text back, their flags stay.
            if (m_stored.reverted.contains(sourceId)
                && !recheckDeletions(sourceId, m_stored.blocks.at(match.oldIndex).text, m_newPost->blocks.at(match.newIndex).text, false)) {
                return false;
            }
            continue;
        }
        for (qint64 target : m_stored.targetsOf.value(sourceId)) {
            const QString status = m_stored.statuses.value(target);
            if (status == QLatin1String("draft")) {
                continue;
            }
            if (!exec(QStringLiteral("UPDATE target_blocks SET status = 'draft', updated_at = ? WHERE id = ?"), {now, target})) {
                return false;
            }
            if (status != QLatin1String("pretranslated")
                && !ReviewRepository::writeEvent(db, target, status, QStringLiteral("draft"), ReviewAction::Reopen, author,
                    ReviewWorkflow::sourceChangedNote(), &m_error)) {
                return false;
            }
        }
        if (!recheckDeletions(sourceId, m_stored.blocks.at(match.oldIndex).text, m_newPost->blocks.at(match.newIndex).text, true)) {
            return false;
        }
    }
    return true;
}

bool SourceUpdater::recheckDeletions(qint64 sourceId, const QString &oldText, const QString &newText, bool flag)
{
    for (const Deletion &deletion : m_stored.deletionsOf.value(sourceId)) {
        QVariant start;
        QVariant end;
        if (!deletion.isWholeBlock()) {
            const QPair<int, int> span = spanOnNewText(oldText, newText, deletion.spanStart, deletion.spanEnd);
            start = span.first;
            end = span.second;
        }
        const QString sql = flag ? QStringLiteral("UPDATE deletions SET recheck = 1, span_start = ?, span_end = ? WHERE id = ?")
                                 : QStringLiteral("UPDATE deletions SET span_start = ?, span_end = ? WHERE id = ?");
        if (!exec(sql, {start, end, deletion.id})) {
            return false;
        }
    }
    return true;
}

// An untranslated copy of each added block, after the draft block of the nearest
// source block before it that has one; a blank line on either side keeps it a
// block of its own.
bool SourceUpdater::addDraftCopies(const QList<qint64> &newIds)
{
    QList<qint64> issueSources;
    const int first = int(m_stored.issueSources.indexOf(m_stored.ids.value(0, -1)));
    const int before = first >= 0 ? first : int(m_stored.issueSources.size());
    issueSources = m_stored.issueSources.mid(0, before) + newIds + m_stored.issueSources.mid(before + m_stored.ids.size());
    QSqlDatabase db = m_store.database();
    // Copies take the draft's line break (a CRLF draft stays CRLF), as typed text does.
    const QString lineBreak = DraftLayout::lineBreakOf(m_store, m_stored.issueId);
    for (const SourceBlockMatch &match : std::as_const(m_summary.matches)) {
        if (match.kind != MatchKind::Added) {
            continue;
        }
        const qint64 sourceId = newIds.at(match.newIndex);
        const int at = insertionPoint(issueSources, sourceId);
        MarkdownBlock copy = m_newPost->blocks.at(match.newIndex);
        copy.text = DraftLayout::withLineBreak(copy.text, lineBreak);
        copy.trailing = DraftLayout::withLineBreak(copy.trailing, lineBreak);
        if (at < m_stored.draft.size()) {
            copy.trailing = DraftLayout::blankLineAfter(copy.trailing, lineBreak);
        }
        if (at > 0) {
            const qint64 previous = m_stored.draft.at(at - 1);
            if (!setTrailing(previous, DraftLayout::blankLineAfter(m_stored.trailings.value(previous), lineBreak))) {
                return false;
            }
        }
        const qint64 id = PostImporter::insertDraftBlock(
            db, m_stored.issueId, at, copy, QStringLiteral("translation"), QStringLiteral("draft"), &m_error);
        if (id == 0 || !PostImporter::align(db, id, sourceId, &m_error)) {
            return false;
        }
        m_stored.draft.insert(at, id);
        m_stored.origins.insert(id, QStringLiteral("translation"));
        m_stored.trailings.insert(id, copy.trailing);
        m_stored.targetsOf.insert(sourceId, {id});
        m_summary.addedTargets.append(id);
    }
    return true;
}

int SourceUpdater::insertionPoint(const QList<qint64> &issueSources, qint64 sourceId) const
{
    for (int k = int(issueSources.indexOf(sourceId)) - 1; k >= 0; --k) {
        int last = -1;
        for (qint64 target : m_stored.targetsOf.value(issueSources.at(k))) {
            last = std::max(last, int(m_stored.draft.indexOf(target)));
        }
        if (last >= 0) {
            int at = last + 1;
            // A translator's note after the block belongs to it.
            while (at < m_stored.draft.size() && m_stored.origins.value(m_stored.draft.at(at)) == QLatin1String("note")) {
                ++at;
            }
            return at;
        }
    }
    return 0;
}

bool SourceUpdater::setTrailing(qint64 targetId, const QString &trailing)
{
    if (m_stored.trailings.value(targetId) == trailing) {
        return true;
    }
    m_stored.trailings.insert(targetId, trailing);
    return exec(QStringLiteral("UPDATE target_blocks SET trailing = CAST(? AS TEXT) WHERE id = ?"), {Utf8Text::bind(trailing), targetId});
}

bool SourceUpdater::recordChanges(const QList<qint64> &newIds, const QString &author)
{
    const QString now = Timestamps::now();
    for (SourceChange &change : m_summary.changes) {
        if (change.newOrdinal >= 0) {
            change.sourceBlockId = newIds.at(change.newOrdinal);
        }
        if (change.kind == SourceChange::Kind::Added) {
            change.targetIds = m_stored.targetsOf.value(change.sourceBlockId);
        }
        if (!change.isOpen()) {
            change.resolvedBy = author;
            change.resolvedAt = now;
        }
        QSqlQuery insert(m_store.database());
        insert.prepare(QStringLiteral(
            "INSERT INTO source_changes (post_id, version, kind, source_block_id, old_ordinal, old_text, target_ids,"
            " detail, state, resolved_by, resolved_at) VALUES (?, ?, ?, ?, ?, CAST(? AS TEXT), ?, ?, ?, CAST(? AS TEXT), ?)"));
        for (const QVariant &value : {QVariant(change.postId), QVariant(change.version), QVariant(SourceChange::kindName(change.kind)),
                 change.sourceBlockId > 0 ? QVariant(change.sourceBlockId) : QVariant(),
                 change.oldOrdinal >= 0 ? QVariant(change.oldOrdinal) : QVariant(), Utf8Text::bind(change.oldText),
                 QVariant(idText(change.targetIds)),
                 QVariant(QString::fromUtf8(QJsonDocument(change.detail).toJson(QJsonDocument::Compact))),
                 QVariant(SourceChange::stateName(change.state)), Utf8Text::bind(change.resolvedBy),
                 change.resolvedAt.isEmpty() ? QVariant() : QVariant(change.resolvedAt)}) {
            insert.addBindValue(value);
        }
        if (!insert.exec()) {
            return fail(SqlErrors::describe(insert.lastError()));
        }
        change.id = insert.lastInsertId().toLongLong();
    }
    return true;
}
