// SPDX-FileCopyrightText: 2026 Yiqiao authors
// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once

#include <QSortFilterProxyModel>

// How the checklist pane shows a ChecklistModel: open items first (in the template's
// order, then the done ones), each row its title over its explanation; computed items
// have no check box (nobody checks them) but a done or open icon instead.
class ChecklistItemProxyModel : public QSortFilterProxyModel
{
    Q_OBJECT
public:
    explicit ChecklistItemProxyModel(QObject *parent = nullptr);

    QVariant data(const QModelIndex &index, int role = Qt::DisplayRole) const override;

protected:
    bool lessThan(const QModelIndex &left, const QModelIndex &right) const override;
};
