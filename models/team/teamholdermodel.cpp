// SPDX-FileCopyrightText: 2026 Yiqiao authors
// SPDX-License-Identifier: GPL-3.0-or-later
#include "team/teamholdermodel.h"

#include "store/issuelistmodel.h"

TeamHolderModel::TeamHolderModel(QObject *parent)
    : QIdentityProxyModel(parent)
{
}

int TeamHolderModel::holderColumn() const
{
    return sourceModel() ? sourceModel()->columnCount() : 0;
}

void TeamHolderModel::setLeases(const QHash<int, TeamLease> &leases, const QString &copyId)
{
    m_leases = leases;
    m_copyId = copyId;
    if (rowCount() > 0) {
        Q_EMIT dataChanged(index(0, holderColumn()), index(rowCount() - 1, holderColumn()));
    }
}

void TeamHolderModel::setNow(const QDateTime &now)
{
    m_now = now;
}

QDateTime TeamHolderModel::now() const
{
    return m_now.isValid() ? m_now : QDateTime::currentDateTimeUtc();
}

QString TeamHolderModel::holderText(const TeamLease &lease) const
{
    if (lease.holder.isEmpty() || !lease.expires.isValid() || lease.expires <= now()) {
        return {};
    }
    const QDateTime local = lease.expires.toLocalTime();
    const QString until =
        local.date() == now().toLocalTime().date() ? local.toString(QStringLiteral("HH:mm")) : local.toString(QStringLiteral("M-d HH:mm"));
    if (!m_copyId.isEmpty() && lease.copyId == m_copyId) {
        return tr("you until %1").arg(until);
    }
    return tr("%1 is editing until %2").arg(lease.holder, until);
}

bool TeamHolderModel::isHolderIndex(const QModelIndex &index) const
{
    return index.isValid() && index.model() == this && sourceModel() && index.column() == holderColumn();
}

int TeamHolderModel::columnCount(const QModelIndex &parent) const
{
    return parent.isValid() || !sourceModel() ? 0 : sourceModel()->columnCount() + 1;
}

QModelIndex TeamHolderModel::index(int row, int column, const QModelIndex &parent) const
{
    if (sourceModel() && !parent.isValid() && column == holderColumn()) {
        return row >= 0 && row < rowCount() ? createIndex(row, column) : QModelIndex();
    }
    return QIdentityProxyModel::index(row, column, parent);
}

QModelIndex TeamHolderModel::parent(const QModelIndex &child) const
{
    return isHolderIndex(child) ? QModelIndex() : QIdentityProxyModel::parent(child);
}

QModelIndex TeamHolderModel::sibling(int row, int column, const QModelIndex &index) const
{
    return this->index(row, column, parent(index));
}

bool TeamHolderModel::hasChildren(const QModelIndex &parent) const
{
    return isHolderIndex(parent) ? false : QIdentityProxyModel::hasChildren(parent);
}

QModelIndex TeamHolderModel::mapToSource(const QModelIndex &proxyIndex) const
{
    return isHolderIndex(proxyIndex) ? QModelIndex() : QIdentityProxyModel::mapToSource(proxyIndex);
}

QVariant TeamHolderModel::data(const QModelIndex &index, int role) const
{
    if (!isHolderIndex(index)) {
        return QIdentityProxyModel::data(index, role);
    }
    const int number = sourceModel()->index(index.row(), 0).data(IssueListModel::IssueNumberRole).toInt();
    const TeamLease lease = m_leases.value(number);
    const QString text = holderText(lease);
    switch (role) {
    case Qt::DisplayRole:
    case Qt::ToolTipRole:
        return text;
    case IssueListModel::IssueNumberRole:
        return number;
    case HolderLoginRole:
        return text.isEmpty() ? QString() : lease.holder;
    case HeldHereRole:
        return !text.isEmpty() && !m_copyId.isEmpty() && lease.copyId == m_copyId;
    default:
        return {};
    }
}

Qt::ItemFlags TeamHolderModel::flags(const QModelIndex &index) const
{
    if (!isHolderIndex(index)) {
        return QIdentityProxyModel::flags(index);
    }
    return Qt::ItemIsEnabled | Qt::ItemIsSelectable | Qt::ItemNeverHasChildren;
}

QVariant TeamHolderModel::headerData(int section, Qt::Orientation orientation, int role) const
{
    if (orientation == Qt::Horizontal && sourceModel() && section == holderColumn()) {
        return role == Qt::DisplayRole ? QVariant(tr("Editing")) : QVariant();
    }
    return QIdentityProxyModel::headerData(section, orientation, role);
}
