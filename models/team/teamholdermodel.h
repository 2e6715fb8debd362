// SPDX-FileCopyrightText: 2026 Yiqiao authors
// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once

#include "team/teamlease.h"

#include <QDateTime>
#include <QHash>
#include <QIdentityProxyModel>

// The issue list of a working copy (over IssueListModel): its columns and one more,
// who holds each issue's draft and until when ("张三 正在编辑，至 15:40", "you until
// 15:40"), from the leases as of the last sync. An issue nobody holds, or whose
// lease has run out, shows nothing there.
class TeamHolderModel : public QIdentityProxyModel
{
    Q_OBJECT
public:
    enum Role {
        // The holder's login on the holder column ('' when nobody holds it).
        HolderLoginRole = Qt::UserRole + 40,
        // On the holder column: true when this working copy holds the issue.
        HeldHereRole,
    };

    explicit TeamHolderModel(QObject *parent = nullptr);

    // The column added after the source's.
    int holderColumn() const;
    // leases by issue number; copyId: this working copy's (its leases read "you").
    void setLeases(const QHash<int, TeamLease> &leases, const QString &copyId);
    // What now() is, for the lease's end (tests fix it); invalid: the clock's.
    void setNow(const QDateTime &now);
    // The text shown for a lease ('' when it has run out).
    QString holderText(const TeamLease &lease) const;

    int columnCount(const QModelIndex &parent = QModelIndex()) const override;
    QModelIndex index(int row, int column, const QModelIndex &parent = QModelIndex()) const override;
    QModelIndex parent(const QModelIndex &child) const override;
    QModelIndex sibling(int row, int column, const QModelIndex &index) const override;
    bool hasChildren(const QModelIndex &parent = QModelIndex()) const override;
    QModelIndex mapToSource(const QModelIndex &proxyIndex) const override;
    QVariant data(const QModelIndex &index, int role = Qt::DisplayRole) const override;
    Qt::ItemFlags flags(const QModelIndex &index) const override;
    QVariant headerData(int section, Qt::Orientation orientation, int role = Qt::DisplayRole) const override;

private:
    bool isHolderIndex(const QModelIndex &index) const;
    QDateTime now() const;

    QHash<int, TeamLease> m_leases;
    QString m_copyId;
    QDateTime m_now;
};
