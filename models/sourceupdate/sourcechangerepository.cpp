// SPDX-FileCopyrightText: 2026 Yiqiao authors
// SPDX-License-Identifier: GPL-3.0-or-later
#include "sourceupdate/sourcechangerepository.h"

#include "core/sqlerrors.h"
#include "core/sqlexec.h"
#include "core/timestamps.h"
#include "core/utf8text.h"
#include "draft/draftlayout.h"
#include "store/projectstore.h"

#include <QHash>
#include <QJsonDocument>
#include <QSqlError>
#include <QSqlQuery>
#include <QVariant>

#include <algorithm>

namespace {

QList<qint64> idsOf(const QString &text)
{
    QList<qint64> ids;
    for (const QString &part : text.split(QLatin1Char(','), Qt::SkipEmptyParts)) {
        ids.append(part.toLongLong());
    }
    return ids;
}

// Newest update first (an update's changes have consecutive ids), then by id: as
// the new version reads.
void sortNewestUpdateFirst(QList<SourceChange> &changes)
{
    QHash<QPair<qint64, int>, qint64> firstId;
    for (const SourceChange &change : std::as_const(changes)) {
        const QPair<qint64, int> update {change.postId, change.version};
        firstId.insert(update, std::min(firstId.value(update, change.id), change.id));
    }
    std::stable_sort(changes.begin(), changes.end(), [&firstId](const SourceChange &a, const SourceChange &b) {
        const qint64 x = firstId.value({a.postId, a.version});
        const qint64 y = firstId.value({b.postId, b.version});
        return x != y ? x > y : a.id < b.id;
    });
}

} // namespace

SourceChangeRepository::SourceChangeRepository(ProjectStore &store)
    : m_store(store)
{
}

QList<SourceChange> SourceChangeRepository::changes(qint64 issueId, bool openOnly)
{
    m_error.clear();
    QSqlDatabase db = m_store.database();
    QHash<qint64, QList<qint64>> targetsOf; // source block id -> draft blocks, in draft order
    if (!forEachRow(db,
            QStringLiteral("SELECT a.source_id, a.target_id FROM alignments a JOIN target_blocks t ON t.id = a.target_id"
                           " WHERE t.issue_id = ? ORDER BY t.ordinal, t.id"),
            {issueId},
            [&targetsOf](const QSqlQuery &links) { targetsOf[links.value(0).toLongLong()].append(links.value(1).toLongLong()); })) {
        return {};
    }
    QList<SourceChange> found = selectRows(db,
        QStringLiteral("SELECT c.id, c.post_id, c.version, c.kind, c.source_block_id, c.old_ordinal, CAST(c.old_text AS BLOB),"
                       " c.target_ids, c.detail, c.state, CAST(c.resolved_by AS BLOB), c.resolved_at, b.ordinal, CAST(b.text AS BLOB)"
                       " FROM source_changes c JOIN source_posts p ON p.id = c.post_id"
                       " LEFT JOIN source_blocks b ON b.id = c.source_block_id"
                       " WHERE p.issue_id = ? AND (? = 0 OR c.state = 'open') ORDER BY c.id"),
        {issueId, openOnly ? 1 : 0}, [&targetsOf](const QSqlQuery &query) {
            SourceChange change;
            change.id = query.value(0).toLongLong();
            change.postId = query.value(1).toLongLong();
            change.version = query.value(2).toInt();
            change.kind = SourceChange::kinds().value(query.value(3).toString()).value_or(SourceChange::Kind::Edited);
            change.sourceBlockId = query.value(4).isNull() ? 0 : query.value(4).toLongLong();
            change.oldOrdinal = query.value(5).isNull() ? -1 : query.value(5).toInt();
            change.oldText = Utf8Text::read(query.value(6));
            // A removed block's draft blocks as recorded; the others' as aligned now.
            change.targetIds =
                change.kind == SourceChange::Kind::Removed ? idsOf(query.value(7).toString()) : targetsOf.value(change.sourceBlockId);
            change.detail = QJsonDocument::fromJson(query.value(8).toString().toUtf8()).object();
            change.state = SourceChange::states().value(query.value(9).toString()).value_or(SourceChange::State::Open);
            change.resolvedBy = Utf8Text::read(query.value(10));
            change.resolvedAt = query.value(11).toString();
            change.newOrdinal = query.value(12).isNull() ? -1 : query.value(12).toInt();
            change.newText = query.value(13).isNull() ? QString() : Utf8Text::read(query.value(13));
            return change;
        });
    sortNewestUpdateFirst(found);
    return found;
}

int SourceChangeRepository::openCount(qint64 issueId)
{
    m_error.clear();
    return qMax(0,
        selectInt(m_store.database(),
            QStringLiteral("SELECT COUNT(*) FROM source_changes c JOIN source_posts p ON p.id = c.post_id"
                           " WHERE p.issue_id = ? AND c.state = 'open'"),
            {issueId}));
}

QList<SourceChange> SourceChangeRepository::openEditsOf(qint64 issueId)
{
    QList<SourceChange> edits;
    for (const SourceChange &change : changes(issueId, true)) {
        if (change.kind == SourceChange::Kind::Edited && change.sourceBlockId != 0) {
            edits.append(change);
        }
    }
    std::stable_sort(
        edits.begin(), edits.end(), [](const SourceChange &a, const SourceChange &b) { return a.sourceBlockId < b.sourceBlockId; });
    return edits;
}

bool SourceChangeRepository::resolve(qint64 changeId, SourceChange::State state, const QString &author)
{
    m_error.clear();
    QSqlQuery read(m_store.database());
    if (!exec(read,
            QStringLiteral("SELECT c.kind, c.state, c.target_ids, p.issue_id FROM source_changes c"
                           " JOIN source_posts p ON p.id = c.post_id WHERE c.id = ?"),
            {changeId})) {
        m_error = SqlErrors::describe(read.lastError());
        return false;
    }
    if (!read.next()) {
        m_error = tr("Source change %1 does not exist.").arg(changeId);
        return false;
    }
    const auto kind = SourceChange::kinds().value(read.value(0).toString()).value_or(SourceChange::Kind::Edited);
    const QString current = read.value(1).toString();
    const QList<qint64> targets = idsOf(read.value(2).toString());
    const qint64 issueId = read.value(3).toLongLong();
    // An active statement would keep the first write of a session from switching to WAL.
    read.finish();
    const QString refusal = refusalOf(changeId, kind, current, state);
    if (!refusal.isEmpty()) {
        m_error = refusal;
        return false;
    }
    if (!m_store.beginWrite()) {
        m_error = m_store.errorString();
        return false;
    }
    const bool written = (state != SourceChange::State::Dropped || dropTargets(issueId, targets))
        && (state != SourceChange::State::Kept || keepTargets(targets)) && writeState(changeId, state, author);
    if (!written) {
        m_store.rollback();
        return false;
    }
    if (!m_store.commit()) {
        m_error = m_store.errorString();
        return false;
    }
    return true;
}

QString SourceChangeRepository::refusalOf(qint64 changeId, SourceChange::Kind kind, const QString &current, SourceChange::State state) const
{
    if (current != SourceChange::stateName(SourceChange::State::Open)) {
        return tr("Source change %1 is settled already (%2).").arg(changeId).arg(current);
    }
    const bool removed = kind == SourceChange::Kind::Removed;
    switch (state) {
    case SourceChange::State::Open:
        return tr("Source change %1 is open already.").arg(changeId);
    case SourceChange::State::Done:
        return removed ? tr("Source change %1 removed source: drop its draft blocks or keep them as additions.").arg(changeId) : QString();
    case SourceChange::State::Dropped:
    case SourceChange::State::Kept:
        return removed ? QString() : tr("Only the draft blocks of removed source can be dropped or kept (source change %1).").arg(changeId);
    }
    return {};
}

// The blocks still in the draft and still aligned to nothing (one the translator
// has aligned since translates other source now and stays).
// When the last block goes, the one before it ends the draft as the dropped one did
// (its own trailing is the blank line between them).
bool SourceChangeRepository::dropTargets(qint64 issueId, const QList<qint64> &targets)
{
    qint64 lastId = 0;
    QString endTrailing;
    if (!readLast(issueId, &lastId, &endTrailing)) {
        return false;
    }
    for (qint64 target : targets) {
        if (!exec(m_store.database(),
                QStringLiteral("DELETE FROM target_blocks WHERE id = ? AND NOT EXISTS (SELECT 1 FROM alignments WHERE target_id = ?)"),
                {target, target})) {
            return false;
        }
    }
    qint64 nowLast = 0;
    QString trailing;
    if (!readLast(issueId, &nowLast, &trailing)) {
        return false;
    }
    if (nowLast != 0 && nowLast != lastId
        && !exec(m_store.database(), QStringLiteral("UPDATE target_blocks SET trailing = CAST(? AS TEXT) WHERE id = ?"),
            {Utf8Text::bind(endTrailing), nowLast})) {
        return false;
    }
    // After a drop the draft's ordinals close up again.
    return DraftLayout::renumber(m_store, issueId, &m_error);
}

bool SourceChangeRepository::readLast(qint64 issueId, qint64 *id, QString *trailing)
{
    QSqlQuery query(m_store.database());
    query.setForwardOnly(true);
    if (!exec(query,
            QStringLiteral(
                "SELECT id, CAST(trailing AS BLOB) FROM target_blocks WHERE issue_id = ? ORDER BY ordinal DESC, id DESC LIMIT 1"),
            {issueId})) {
        m_error = SqlErrors::describe(query.lastError());
        return false;
    }
    if (query.next()) {
        *id = query.value(0).toLongLong();
        *trailing = Utf8Text::read(query.value(1));
    }
    return true;
}

bool SourceChangeRepository::keepTargets(const QList<qint64> &targets)
{
    const QString now = Timestamps::now();
    for (qint64 target : targets) {
        if (!exec(m_store.database(),
                QStringLiteral("UPDATE target_blocks SET origin = 'addition', updated_at = ? WHERE id = ? AND origin = 'translation'"
                               " AND NOT EXISTS (SELECT 1 FROM alignments WHERE target_id = ?)"),
                {now, target, target})) {
            return false;
        }
    }
    return true;
}

bool SourceChangeRepository::writeState(qint64 changeId, SourceChange::State state, const QString &author)
{
    return exec(m_store.database(),
        QStringLiteral("UPDATE source_changes SET state = ?, resolved_by = CAST(? AS TEXT), resolved_at = ? WHERE id = ?"),
        {SourceChange::stateName(state), Utf8Text::bind(author.trimmed()), Timestamps::now(), changeId});
}

bool SourceChangeRepository::reopen(qint64 changeId)
{
    m_error.clear();
    if (!m_store.changeOneRow(QStringLiteral("UPDATE source_changes SET state = 'open', resolved_by = '', resolved_at = NULL"
                                             " WHERE id = ? AND kind = 'edited' AND state = 'done'"),
            {changeId}, tr("Only an edited source change marked done can be reopened (change %1).").arg(changeId))) {
        m_error = m_store.errorString();
        return false;
    }
    return true;
}

bool SourceChangeRepository::clearRecheck(qint64 deletionId)
{
    m_error.clear();
    if (!m_store.changeOneRow(QStringLiteral("UPDATE deletions SET recheck = 0 WHERE id = ?"), {deletionId},
            tr("Deletion %1 does not exist.").arg(deletionId))) {
        m_error = m_store.errorString();
        return false;
    }
    return true;
}

QList<SourceVersion> SourceChangeRepository::versions(qint64 issueId)
{
    m_error.clear();
    // One statement for the kept versions and the current ones: current rows sort
    // last among their post's (their version is the highest).
    return selectRows(m_store.database(),
        QStringLiteral("SELECT v.post_id, p.ordinal, v.version, v.content, v.origin_path, v.imported_at, v.replaced_at, 0"
                       " FROM source_versions v JOIN source_posts p ON p.id = v.post_id WHERE p.issue_id = ?"
                       " UNION ALL SELECT p.id, p.ordinal, p.version, p.content, p.origin_path, p.imported_at, '', 1"
                       " FROM source_posts p WHERE p.issue_id = ? ORDER BY 2, 8, 3"),
        {issueId, issueId}, [](const QSqlQuery &query) {
            SourceVersion version;
            version.postId = query.value(0).toLongLong();
            version.postOrdinal = query.value(1).toInt();
            version.version = query.value(2).toInt();
            version.content = query.value(3).toByteArray();
            version.originPath = query.value(4).toString();
            version.importedAt = query.value(5).toString();
            version.replacedAt = query.value(6).toString();
            version.current = query.value(7).toInt() != 0;
            return version;
        });
}
