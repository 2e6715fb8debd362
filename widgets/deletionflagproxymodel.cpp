// SPDX-FileCopyrightText: 2026 Yiqiao authors
// SPDX-License-Identifier: GPL-3.0-or-later
#include "deletionflagproxymodel.h"

#include "deletions/deletionlistmodel.h"
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
    if (index.isValid() && index.column() == DeletionListModel::BlockColumn
        && QIdentityProxyModel::data(index, DeletionListModel::RecheckRole).toBool()) {
        const QVariant flagged = recheckData(index, role);
        if (flagged.isValid()) {
            return flagged;
        }
    }
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

QVariant DeletionFlagProxyModel::recheckData(const QModelIndex &index, int role) const
{
    switch (role) {
    case Qt::ForegroundRole:
        return StatusColors::untranslated();
    case Qt::DecorationRole:
        return QApplication::style()->standardIcon(QStyle::SP_BrowserReload);
    case Qt::DisplayRole:
        return tr("%1 · source changed, recheck").arg(QIdentityProxyModel::data(index, role).toString());
    default:
        return {};
    }
}

bool DeletionFlagProxyModel::isUnjustified(const QModelIndex &index) const
{
    return index.isValid() && QIdentityProxyModel::data(index, DeletionListModel::UnjustifiedRole).toBool();
}
