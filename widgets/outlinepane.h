// SPDX-FileCopyrightText: 2026 Yiqiao authors
// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once

#include <QTreeView>

// The draft's block list (a DraftOutlineModel): a status stripe per block, headings
// in bold and indented by level. Emits blockRequested when the user picks a block;
// selectBlock follows the editor without emitting. A one-column tree view rather
// than a list view, so that rows span the pane's width and long labels elide.
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
    bool m_following = false;
};
