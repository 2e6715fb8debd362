// SPDX-FileCopyrightText: 2026 Yiqiao authors
// SPDX-License-Identifier: GPL-3.0-or-later
#include "review/commentrepository.h"

#include "core/sqlerrors.h"
#include "core/timestamps.h"
#include "core/utf8text.h"
#include "store/projectstore.h"

#include <QSqlError>
#include <QSqlQuery>
#include <QVariant>

namespace {

const QString kColumns =
    QStringLiteral("c.id, c.target_block_id, COALESCE(c.parent_id, 0), CAST(c.author AS BLOB), CAST(c.body AS BLOB),"
                   " c.created_at, COALESCE(c.resolved_at, ''), CAST(c.resolved_by AS BLOB), CAST(c.resolution AS BLOB)");

Comment commentOf(const QSqlQuery &query)
{
    Comment comment;
    comment.id = query.value(0).toLongLong();
    comment.targetBlockId = query.value(1).toLongLong();
    comment.parentId = query.value(2).toLongLong();
    comment.author = Utf8Text::read(query.value(3));
    comment.body = Utf8Text::read(query.value(4));
    comment.createdAt = query.value(5).toString();
    comment.resolvedAt = query.value(6).toString();
    comment.resolvedBy = Utf8Text::read(query.value(7));
    comment.resolution = Utf8Text::read(query.value(8));
    return comment;
}

} // namespace

CommentRepository::CommentRepository(ProjectStore &store)
    : m_store(store)
{
}

bool CommentRepository::add(qint64 targetBlockId, const QString &author, const QString &body)
{
    m_error.clear();
    QSqlQuery query(m_store.database());
    if (!exec(query, QStringLiteral("SELECT 1 FROM target_blocks WHERE id = ?"), {targetBlockId})) {
        return false;
    }
    if (!query.next()) {
        return fail(tr("Draft block %1 does not exist.").arg(targetBlockId));
    }
    // An open statement keeps SQLite from switching the file to WAL for the write.
    query.finish();
    return insert(targetBlockId, 0, author, body);
}

bool CommentRepository::reply(qint64 commentId, const QString &author, const QString &body)
{
    m_error.clear();
    Comment parent;
    if (!read(commentId, &parent)) {
        return false;
    }
    return insert(parent.targetBlockId, parent.isRoot() ? parent.id : parent.parentId, author, body);
}

bool CommentRepository::insert(qint64 targetBlockId, qint64 parentId, const QString &author, const QString &body)
{
    m_addedId = 0;
    if (body.trimmed().isEmpty()) {
        return fail(tr("A comment needs a text."));
    }
    qint64 id = 0;
    const auto insertComment = [&] {
        QSqlQuery query(m_store.database());
        if (!exec(query,
                QStringLiteral("INSERT INTO comments (target_block_id, parent_id, author, body, created_at)"
                               " VALUES (?, ?, CAST(? AS TEXT), CAST(? AS TEXT), ?)"),
                {targetBlockId, parentId == 0 ? QVariant() : QVariant(parentId), Utf8Text::bind(author.trimmed()),
                    Utf8Text::bind(body.trimmed()), Timestamps::now()})) {
            return false;
        }
        id = query.lastInsertId().toLongLong();
        return true;
    };
    if (!m_store.inTransaction(insertComment, &m_error)) {
        return false;
    }
    m_addedId = id;
    return true;
}

bool CommentRepository::edit(qint64 commentId, const QString &body)
{
    m_error.clear();
    if (body.trimmed().isEmpty()) {
        return fail(tr("A comment needs a text."));
    }
    return changeOne(
        QStringLiteral("UPDATE comments SET body = CAST(? AS TEXT) WHERE id = ?"), {Utf8Text::bind(body.trimmed())}, commentId);
}

bool CommentRepository::resolve(qint64 commentId, const QString &resolvedBy, const QString &resolution)
{
    m_error.clear();
    if (!readThread(commentId, false, tr("Comment %1 is a reply: resolve its thread's first comment, %2."),
            tr("The thread of comment %1 is resolved already."))) {
        return false;
    }
    return changeOne(QStringLiteral("UPDATE comments SET resolved_at = ?, resolved_by = CAST(? AS TEXT), resolution = CAST(? AS TEXT)"
                                    " WHERE id = ?"),
        {Timestamps::now(), Utf8Text::bind(resolvedBy.trimmed()), Utf8Text::bind(resolution.trimmed())}, commentId);
}

bool CommentRepository::reopen(qint64 commentId)
{
    m_error.clear();
    if (!readThread(commentId, true, tr("Comment %1 is a reply: reopen its thread's first comment, %2."),
            tr("The thread of comment %1 is open already."))) {
        return false;
    }
    return changeOne(
        QStringLiteral("UPDATE comments SET resolved_at = NULL, resolved_by = '', resolution = '' WHERE id = ?"), {}, commentId);
}

// Replies go with their root: comments.parent_id cascades.
bool CommentRepository::remove(qint64 commentId)
{
    m_error.clear();
    return changeOne(QStringLiteral("DELETE FROM comments WHERE id = ?"), {}, commentId);
}

// values are bound first, then commentId.
bool CommentRepository::changeOne(const QString &sql, QVariantList values, qint64 commentId)
{
    values.append(commentId);
    return m_store.changeOneRow(sql, values, tr("Comment %1 does not exist.").arg(commentId)) || fail(m_store.errorString());
}

// commentId must be a thread's first comment (else isReply, with the comment and its
// root for %1 and %2) and its thread resolved or not as wanted (else isNot, %1 the
// comment).
bool CommentRepository::readThread(qint64 commentId, bool resolved, const QString &isReply, const QString &isNot) const
{
    Comment comment;
    if (!read(commentId, &comment)) {
        return false;
    }
    if (!comment.isRoot()) {
        return fail(isReply.arg(commentId).arg(comment.parentId));
    }
    return comment.isResolved() == resolved || fail(isNot.arg(commentId));
}

bool CommentRepository::read(qint64 commentId, Comment *comment) const
{
    QSqlQuery query(m_store.database());
    if (!exec(query, QStringLiteral("SELECT %1 FROM comments c WHERE c.id = ?").arg(kColumns), {commentId})) {
        return false;
    }
    if (!query.next()) {
        return fail(tr("Comment %1 does not exist.").arg(commentId));
    }
    *comment = commentOf(query);
    return true;
}

QList<Comment> CommentRepository::comments(qint64 issueId) const
{
    m_error.clear();
    return selectRows(m_store.database(),
        QStringLiteral("SELECT %1 FROM comments c JOIN target_blocks t ON t.id = c.target_block_id WHERE t.issue_id = ?"
                       " ORDER BY COALESCE(c.parent_id, c.id), c.parent_id IS NOT NULL, c.id")
            .arg(kColumns),
        {issueId}, commentOf);
}

QHash<qint64, int> CommentRepository::openThreadCounts(qint64 issueId) const
{
    m_error.clear();
    QSqlQuery query(m_store.database());
    query.setForwardOnly(true);
    query.prepare(QStringLiteral("SELECT c.target_block_id, COUNT(*) FROM comments c JOIN target_blocks t ON t.id = c.target_block_id"
                                 " WHERE t.issue_id = ? AND c.parent_id IS NULL AND c.resolved_at IS NULL GROUP BY c.target_block_id"));
    query.addBindValue(issueId);
    QHash<qint64, int> counts;
    if (!query.exec()) {
        failQuery(query);
        return counts;
    }
    while (query.next()) {
        counts.insert(query.value(0).toLongLong(), query.value(1).toInt());
    }
    return counts;
}
