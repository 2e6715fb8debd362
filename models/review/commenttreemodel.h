// SPDX-FileCopyrightText: 2026 Yiqiao authors
// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once

#include "review/comment.h"

#include <QAbstractItemModel>
#include <QList>

// An issue's comments as a tree: threads (their root comments) as top-level rows,
// their replies as children. Display and tooltip texts only (no QtGui here): the
// view marks resolved threads through ResolvedRole.
class CommentTreeModel : public QAbstractItemModel
{
    Q_OBJECT
public:
    enum Column { AuthorColumn, TextColumn, DateColumn, ColumnCount };
    enum Role { CommentIdRole = Qt::UserRole + 1, TargetBlockIdRole, ResolvedRole };

    explicit CommentTreeModel(QObject *parent = nullptr);

    // comments in thread order (CommentRepository::comments()); a reply whose root
    // is not among them is left out.
    void setComments(const QList<Comment> &comments);
    // The index (column 0) of the comment with this id; invalid if none.
    QModelIndex indexOf(qint64 commentId) const;
    // index must be valid.
    const Comment &commentAt(const QModelIndex &index) const;

    QModelIndex index(int row, int column, const QModelIndex &parent = {}) const override;
    QModelIndex parent(const QModelIndex &child) const override;
    int rowCount(const QModelIndex &parent = {}) const override;
    int columnCount(const QModelIndex &parent = {}) const override;
    QVariant data(const QModelIndex &index, int role = Qt::DisplayRole) const override;
    QVariant headerData(int section, Qt::Orientation orientation, int role = Qt::DisplayRole) const override;

    // createdAt (UTC, ISO 8601) as local "yyyy-MM-dd HH:mm".
    static QString localDate(const QString &timestamp);

private:
    struct Thread {
        Comment root;
        QList<Comment> replies;
    };

    QString display(const Comment &comment, int column) const;
    QString toolTip(const Comment &comment) const;

    // internalId of an index: 0 for a thread, the thread's row + 1 for a reply.
    QList<Thread> m_threads;
};
