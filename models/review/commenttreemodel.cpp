// SPDX-FileCopyrightText: 2026 Yiqiao authors
// SPDX-License-Identifier: GPL-3.0-or-later
#include "review/commenttreemodel.h"

#include <QDateTime>
#include <QHash>

CommentTreeModel::CommentTreeModel(QObject *parent)
    : QAbstractItemModel(parent)
{
}

void CommentTreeModel::setComments(const QList<Comment> &comments)
{
    beginResetModel();
    m_threads.clear();
    QHash<qint64, int> rows; // thread row by root id
    for (const Comment &comment : comments) {
        if (comment.isRoot()) {
            rows.insert(comment.id, int(m_threads.size()));
            m_threads.append({comment, {}});
        } else if (rows.contains(comment.parentId)) {
            m_threads[rows.value(comment.parentId)].replies.append(comment);
        }
    }
    endResetModel();
}

QModelIndex CommentTreeModel::indexOf(qint64 commentId) const
{
    for (int row = 0; row < m_threads.size(); ++row) {
        const Thread &thread = m_threads.at(row);
        if (thread.root.id == commentId) {
            return createIndex(row, 0, quintptr(0));
        }
        for (int reply = 0; reply < thread.replies.size(); ++reply) {
            if (thread.replies.at(reply).id == commentId) {
                return createIndex(reply, 0, quintptr(row + 1));
            }
        }
    }
    return {};
}

const Comment &CommentTreeModel::commentAt(const QModelIndex &index) const
{
    if (index.internalId() == 0) {
        return m_threads.at(index.row()).root;
    }
    return m_threads.at(int(index.internalId()) - 1).replies.at(index.row());
}

QModelIndex CommentTreeModel::index(int row, int column, const QModelIndex &parent) const
{
    if (!hasIndex(row, column, parent)) {
        return {};
    }
    return createIndex(row, column, parent.isValid() ? quintptr(parent.row() + 1) : quintptr(0));
}

QModelIndex CommentTreeModel::parent(const QModelIndex &child) const
{
    if (!child.isValid() || child.internalId() == 0) {
        return {};
    }
    return createIndex(int(child.internalId()) - 1, 0, quintptr(0));
}

int CommentTreeModel::rowCount(const QModelIndex &parent) const
{
    if (!parent.isValid()) {
        return int(m_threads.size());
    }
    if (parent.column() != 0 || parent.internalId() != 0) {
        return 0;
    }
    return int(m_threads.at(parent.row()).replies.size());
}

int CommentTreeModel::columnCount(const QModelIndex &) const
{
    return ColumnCount;
}

QVariant CommentTreeModel::data(const QModelIndex &index, int role) const
{
    if (!checkIndex(index, CheckIndexOption::IndexIsValid)) {
        return {};
    }
    const Comment &comment = commentAt(index);
    const Comment &root = index.internalId() == 0 ? comment : m_threads.at(int(index.internalId()) - 1).root;
    switch (role) {
    case Qt::DisplayRole:
        return display(comment, index.column());
    case Qt::ToolTipRole:
        return toolTip(comment);
    case CommentIdRole:
        return comment.id;
    case TargetBlockIdRole:
        return comment.targetBlockId;
    case ResolvedRole:
        return root.isResolved();
    default:
        return {};
    }
}

QString CommentTreeModel::display(const Comment &comment, int column) const
{
    switch (column) {
    case AuthorColumn:
        return comment.author;
    case TextColumn:
        return comment.body.simplified();
    case DateColumn:
        return localDate(comment.createdAt);
    default:
        return {};
    }
}

QString CommentTreeModel::toolTip(const Comment &comment) const
{
    if (!comment.isResolved()) {
        return comment.body;
    }
    const QString resolved = comment.resolution.isEmpty()
        ? tr("Resolved by %1 on %2.").arg(comment.resolvedBy, localDate(comment.resolvedAt))
        : tr("Resolved by %1 on %2: %3").arg(comment.resolvedBy, localDate(comment.resolvedAt), comment.resolution);
    return comment.body + QStringLiteral("\n\n") + resolved;
}

QVariant CommentTreeModel::headerData(int section, Qt::Orientation orientation, int role) const
{
    if (orientation != Qt::Horizontal || role != Qt::DisplayRole) {
        return {};
    }
    switch (section) {
    case AuthorColumn:
        return tr("Author");
    case TextColumn:
        return tr("Comment");
    case DateColumn:
        return tr("Date");
    default:
        return {};
    }
}

QString CommentTreeModel::localDate(const QString &timestamp)
{
    const QDateTime time = QDateTime::fromString(timestamp, Qt::ISODateWithMs);
    return time.isValid() ? time.toLocalTime().toString(QStringLiteral("yyyy-MM-dd HH:mm")) : timestamp;
}
