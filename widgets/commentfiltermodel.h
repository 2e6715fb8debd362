// SPDX-FileCopyrightText: 2026 Yiqiao authors
// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once

#include <QSortFilterProxyModel>

// A CommentTreeModel as the Review pane shows it: the threads of one draft block (or
// of every block) with their replies, resolved threads greyed.
class CommentFilterModel : public QSortFilterProxyModel
{
    Q_OBJECT
public:
    explicit CommentFilterModel(QObject *parent = nullptr);

    // 0: the threads of every block.
    void setBlockId(qint64 targetBlockId);
    qint64 blockId() const { return m_blockId; }

    QVariant data(const QModelIndex &index, int role = Qt::DisplayRole) const override;

protected:
    bool filterAcceptsRow(int sourceRow, const QModelIndex &sourceParent) const override;

private:
    qint64 m_blockId = 0;
};
