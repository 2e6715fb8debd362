// SPDX-FileCopyrightText: 2026 Yiqiao authors
// SPDX-License-Identifier: GPL-3.0-or-later
#include "commentfiltermodel.h"

#include "review/commenttreemodel.h"
#include "styledproxymodel.h"

CommentFilterModel::CommentFilterModel(QObject *parent)
    : QSortFilterProxyModel(parent)
{
}

void CommentFilterModel::setBlockId(qint64 targetBlockId)
{
    if (targetBlockId == m_blockId) {
        return;
    }
    m_blockId = targetBlockId;
    invalidateFilter();
}

// Replies follow their thread: only threads are filtered.
bool CommentFilterModel::filterAcceptsRow(int sourceRow, const QModelIndex &sourceParent) const
{
    if (sourceParent.isValid() || m_blockId == 0) {
        return true;
    }
    const QModelIndex thread = sourceModel()->index(sourceRow, 0, sourceParent);
    return thread.data(CommentTreeModel::TargetBlockIdRole).toLongLong() == m_blockId;
}

QVariant CommentFilterModel::data(const QModelIndex &index, int role) const
{
    if (role == Qt::ForegroundRole && index.data(CommentTreeModel::ResolvedRole).toBool()) {
        return StyledProxyModel::greyedText();
    }
    return QSortFilterProxyModel::data(index, role);
}
