// SPDX-FileCopyrightText: 2026 Yiqiao authors
// SPDX-License-Identifier: GPL-3.0-or-later
#include "checklistitemproxymodel.h"

#include "checklist/checklistmodel.h"

#include <QApplication>
#include <QStyle>

ChecklistItemProxyModel::ChecklistItemProxyModel(QObject *parent)
    : QSortFilterProxyModel(parent)
{
    setDynamicSortFilter(true);
    sort(0);
}

QVariant ChecklistItemProxyModel::data(const QModelIndex &index, int role) const
{
    const bool manual = QSortFilterProxyModel::data(index, ChecklistModel::ManualRole).toBool();
    switch (role) {
    case Qt::DisplayRole: {
        const QString explanation = QSortFilterProxyModel::data(index, ChecklistModel::ExplanationRole).toString();
        const QString title = QSortFilterProxyModel::data(index, role).toString();
        return explanation.isEmpty() ? title : title + QLatin1Char('\n') + explanation;
    }
    case Qt::CheckStateRole:
        return manual ? QSortFilterProxyModel::data(index, role) : QVariant();
    case Qt::DecorationRole:
        if (manual || !index.isValid()) {
            return {};
        }
        return QApplication::style()->standardIcon(QSortFilterProxyModel::data(index, ChecklistModel::DoneRole).toBool()
                ? QStyle::SP_DialogApplyButton
                : QStyle::SP_MessageBoxWarning);
    default:
        return QSortFilterProxyModel::data(index, role);
    }
}

// Open before done; QSortFilterProxyModel sorts stably, so the template's order stays within each.
bool ChecklistItemProxyModel::lessThan(const QModelIndex &left, const QModelIndex &right) const
{
    return !left.data(ChecklistModel::DoneRole).toBool() && right.data(ChecklistModel::DoneRole).toBool();
}
