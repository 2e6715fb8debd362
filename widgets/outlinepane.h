// SPDX-FileCopyrightText: 2026 Yiqiao authors
// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once

#include <QTreeView>

// The draft's block list (a DraftOutlineModel): a status stripe per block, headings
// in bold and indented by level. Emits blockRequested when the user picks a block;
// selectBlock follows the editor without emitting. A one-column tree view rather
// than a list view, so that rows span the pane's width and long labels elide.
// Rows are the outline's: through a filter (a proxy model such as BlockFilterModel)
// blockRequested and selectBlock still speak of the outline's rows; a block the
// filter hides is selected as none.
class OutlinePane : public QTreeView
{
    Q_OBJECT
public:
    explicit OutlinePane(QWidget *parent = nullptr);

    void setModel(QAbstractItemModel *model) override;
    void selectBlock(int row);

Q_SIGNALS:
    void blockRequested(int row);

private:
    // The outline's row of a shown index, and back (-1 / invalid when not shown).
    int outlineRow(const QModelIndex &index) const;
    QModelIndex shownIndex(int row) const;

    bool m_following = false;
};
