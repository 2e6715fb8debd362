// SPDX-FileCopyrightText: 2026 Yiqiao authors
// SPDX-License-Identifier: GPL-3.0-or-later
#include "deletionflagproxymodel.h"

#include "deletionlistmodel.h"
#include "statuscolors.h"

#include <QApplication>
#include <QIcon>
#include <QStyle>

DeletionFlagProxyModel::DeletionFlagProxyModel(QObject *parent)
    : QIdentityProxyModel(parent)
{
}

QVariant DeletionFlagProxyModel::data(const QModelIndex &index, int role) const
{
    if (!isUnjustified(index)) {
        return QIdentityProxyModel::data(index, role);
    }
    const bool justification = index.column() == DeletionListModel::JustificationColumn;
    switch (role) {
    case Qt::ForegroundRole:
        return StatusColors::untranslated();
    case Qt::DecorationRole:
        // Read at paint time, so a style change shows at the next repaint.
        return justification ? QVariant(QApplication::style()->standardIcon(QStyle::SP_MessageBoxWarning)) : QVariant();
    case Qt::DisplayRole:
        return justification ? QVariant(tr("No justification")) : QIdentityProxyModel::data(index, role);
    default:
        return QIdentityProxyModel::data(index, role);
    }
}

bool DeletionFlagProxyModel::isUnjustified(const QModelIndex &index) const
{
    return index.isValid() && QIdentityProxyModel::data(index, DeletionListModel::UnjustifiedRole).toBool();
}
