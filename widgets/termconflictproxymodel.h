// SPDX-FileCopyrightText: 2026 Yiqiao authors
// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once

#include <QSortFilterProxyModel>

// Sorts the conflict log and shows rows derived from a term's context renderings
// (rather than logged conflicts) in italics and a muted colour, with a tooltip that
// says so. The models library has no QtGui, so the styling lives here.
class TermConflictProxyModel : public QSortFilterProxyModel
{
    Q_OBJECT
public:
    explicit TermConflictProxyModel(QObject *parent = nullptr);

    QVariant data(const QModelIndex &index, int role = Qt::DisplayRole) const override;

private:
    bool isDerived(const QModelIndex &index) const;
};
