// SPDX-FileCopyrightText: 2026 Yiqiao authors
// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once

#include "core/fallible.h"
#include "review/comment.h"

#include <QCoreApplication>
#include <QHash>
#include <QList>
#include <QVariantList>

class ProjectStore;
class QSqlQuery;

// Stores the comments on an issue's draft blocks: threads of a root comment and its
// replies, resolved and reopened as a whole. A blank body is refused; names and
// bodies are stored trimmed.
class CommentRepository : public Fallible
{
    Q_DECLARE_TR_FUNCTIONS(CommentRepository)
public:
    explicit CommentRepository(ProjectStore &store);

    // Starts a thread on a draft block; the new id is in addedId().
    bool add(qint64 targetBlockId, const QString &author, const QString &body);
    // Replies in the thread of commentId: a reply to a reply joins its root's thread.
    bool reply(qint64 commentId, const QString &author, const QString &body);
    bool edit(qint64 commentId, const QString &body);
    // Only a thread's root is resolved or reopened; resolving a resolved thread or
    // reopening an open one is refused.
    bool resolve(qint64 commentId, const QString &resolvedBy, const QString &resolution);
    bool reopen(qint64 commentId);
    // Removes the comment, and its replies with a root.
    bool remove(qint64 commentId);

    // The issue's comments in thread order: roots in the order they were made, each
    // followed by its replies in theirs.
    QList<Comment> comments(qint64 issueId) const;
    // Open threads by draft block id (blocks without one are missing).
    QHash<qint64, int> openThreadCounts(qint64 issueId) const;

    qint64 addedId() const { return m_addedId; }

private:
    bool read(qint64 commentId, Comment *comment) const;
    bool readThread(qint64 commentId, bool resolved, const QString &isReply, const QString &isNot) const;
    bool insert(qint64 targetBlockId, qint64 parentId, const QString &author, const QString &body);
    bool changeOne(const QString &sql, QVariantList values, qint64 commentId);

    ProjectStore &m_store;
    qint64 m_addedId = 0;
};
