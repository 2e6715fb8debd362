// SPDX-FileCopyrightText: 2026 Yiqiao authors
// SPDX-License-Identifier: GPL-3.0-or-later
#include "deletions/deletionrepository.h"

#include "core/sqlerrors.h"
#include "core/textexcerpt.h"
#include "core/timestamps.h"
#include "core/utf8text.h"
#include "draft/blockrecord.h"
#include "store/issuerepository.h"
#include "store/projectstore.h"

#include <QSqlError>
#include <QSqlQuery>
#include <QVariant>

namespace {

// The block as people find it: its id and the start of its text.
QString blockName(const BlockRecord &block)
{
    return DeletionRepository::tr("block %1 (“%2”)").arg(block.id).arg(TextExcerpt::oneLine(block.text, 30));
}

QVariant spanValue(int offset)
{
    return offset < 0 ? QVariant() : QVariant(offset);
}

} // namespace

DeletionRepository::DeletionRepository(ProjectStore &store)
    : m_store(store)
{
}

bool DeletionRepository::add(qint64 issueId, const QList<Deletion> &deletions)
{
    m_addedIds.clear();
    if (!check(issueId, deletions)) {
        return false;
    }
    const QString now = Timestamps::now();
    const auto insertAll = [&] {
        for (const Deletion &deletion : deletions) {
            if (!insert(deletion, now)) {
                return false;
            }
        }
        return true;
    };
    if (!m_store.inTransaction(insertAll, &m_error)) {
        m_addedIds.clear();
        return false;
    }
    return true;
}

bool DeletionRepository::check(qint64 issueId, const QList<Deletion> &deletions) const
{
    m_error.clear();
    IssueRepository issues(m_store);
    QHash<qint64, BlockRecord> blocks;
    for (const BlockRecord &block : issues.sourceBlocks(issueId)) {
        blocks.insert(block.id, block);
    }
    if (!issues.errorString().isEmpty()) {
        return fail(issues.errorString());
    }
    QList<Deletion> taken = this->deletions(issueId); // what the new ones must not overlap
    if (!m_error.isEmpty()) {
        return false;
    }
    for (const Deletion &deletion : deletions) {
        const QString problem = problemWith(deletion, blocks, taken);
        if (!problem.isEmpty()) {
            return fail(problem);
        }
        taken.append(deletion);
    }
    return true;
}

QString DeletionRepository::problemWith(
    const Deletion &deletion, const QHash<qint64, BlockRecord> &blocks, const QList<Deletion> &taken) const
{
    const auto block = blocks.constFind(deletion.sourceBlockId);
    if (block == blocks.constEnd()) {
        return tr("Source block %1 is not a block of this issue.").arg(deletion.sourceBlockId);
    }
    for (const Deletion &other : taken) {
        if (other.sourceBlockId != deletion.sourceBlockId) {
            continue;
        }
        if (other.isWholeBlock()) {
            return tr("Source %1 is deleted whole already.").arg(blockName(*block));
        }
        if (deletion.isWholeBlock()) {
            return tr("Part of source %1 is deleted already: undo that deletion before deleting the whole block.").arg(blockName(*block));
        }
        if (deletion.spanStart < other.spanEnd && other.spanStart < deletion.spanEnd) {
            return tr("The span %1–%2 overlaps the deleted span %3–%4 of %5.")
                .arg(deletion.spanStart)
                .arg(deletion.spanEnd)
                .arg(other.spanStart)
                .arg(other.spanEnd)
                .arg(blockName(*block));
        }
    }
    if (deletion.isWholeBlock()) {
        return {};
    }
    const QString &text = block->text;
    if (deletion.spanStart < 0 || deletion.spanEnd <= deletion.spanStart || deletion.spanEnd > text.size()) {
        return tr("The span %1–%2 is empty or outside the text of %3 (%4 characters).")
            .arg(deletion.spanStart)
            .arg(deletion.spanEnd)
            .arg(blockName(*block))
            .arg(text.size());
    }
    // An end inside a character (a surrogate pair) or inside a "\r\n" line break.
    const auto splits = [&text](int offset) {
        return offset > 0 && offset < text.size()
            && (text.at(offset).isLowSurrogate() || (text.at(offset - 1) == QLatin1Char('\r') && text.at(offset) == QLatin1Char('\n')));
    };
    if (splits(deletion.spanStart) || splits(deletion.spanEnd)) {
        return tr("The span %1–%2 cuts a character or a line break of %3 in two.")
            .arg(deletion.spanStart)
            .arg(deletion.spanEnd)
            .arg(blockName(*block));
    }
    return {};
}

bool DeletionRepository::insert(const Deletion &deletion, const QString &createdAt)
{
    QSqlQuery query(m_store.database());
    if (!exec(query,
            QStringLiteral("INSERT INTO deletions (source_block_id, span_start, span_end, reason, justification, author, created_at)"
                           " VALUES (?, ?, ?, ?, CAST(? AS TEXT), CAST(? AS TEXT), ?)"),
            {deletion.sourceBlockId, spanValue(deletion.spanStart), spanValue(deletion.spanEnd), DeletionReasons::toString(deletion.reason),
                Utf8Text::bind(deletion.justification.trimmed()), Utf8Text::bind(deletion.author), createdAt})) {
        return false;
    }
    m_addedIds.append(query.lastInsertId().toLongLong());
    return true;
}

bool DeletionRepository::remove(qint64 deletionId)
{
    QSqlQuery query(m_store.database());
    query.prepare(QStringLiteral("DELETE FROM deletions WHERE id = ?"));
    query.addBindValue(deletionId);
    return changeOne(query, deletionId);
}

bool DeletionRepository::update(qint64 deletionId, DeletionReason reason, const QString &justification)
{
    QSqlQuery query(m_store.database());
    query.prepare(QStringLiteral("UPDATE deletions SET reason = ?, justification = CAST(? AS TEXT) WHERE id = ?"));
    query.addBindValue(DeletionReasons::toString(reason));
    query.addBindValue(Utf8Text::bind(justification.trimmed()));
    query.addBindValue(deletionId);
    return changeOne(query, deletionId);
}

bool DeletionRepository::changeOne(QSqlQuery &query, qint64 deletionId)
{
    m_error.clear();
    if (!m_store.beginWrite()) {
        return fail(m_store.errorString());
    }
    if (!query.exec()) {
        failQuery(query);
        m_store.rollback();
        return false;
    }
    if (query.numRowsAffected() != 1) {
        m_store.rollback();
        return fail(tr("Deletion %1 does not exist.").arg(deletionId));
    }
    return m_store.commit() || fail(m_store.errorString());
}

QList<Deletion> DeletionRepository::deletions(qint64 issueId) const
{
    m_error.clear();
    return selectRows(m_store.database(),
        QStringLiteral("SELECT d.id, d.source_block_id, d.span_start, d.span_end, d.reason, CAST(d.justification AS BLOB),"
                       " CAST(d.author AS BLOB), d.created_at, d.recheck FROM deletions d"
                       " JOIN source_blocks b ON b.id = d.source_block_id JOIN source_posts p ON p.id = b.post_id"
                       " WHERE p.issue_id = ? ORDER BY p.ordinal, b.ordinal, coalesce(d.span_start, -1), d.id"),
        {issueId}, [](const QSqlQuery &query) {
            Deletion deletion;
            deletion.id = query.value(0).toLongLong();
            deletion.sourceBlockId = query.value(1).toLongLong();
            deletion.spanStart = query.value(2).isNull() ? -1 : query.value(2).toInt();
            deletion.spanEnd = query.value(3).isNull() ? -1 : query.value(3).toInt();
            deletion.reason = DeletionReasons::fromString(query.value(4).toString()).value_or(DeletionReason::Other);
            deletion.justification = Utf8Text::read(query.value(5));
            deletion.author = Utf8Text::read(query.value(6));
            deletion.createdAt = query.value(7).toString();
            deletion.recheck = query.value(8).toInt() != 0;
            return deletion;
        });
}
