// SPDX-FileCopyrightText: 2026 Yiqiao authors
// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once

#include "core/rowmodel.h"

#include <QAbstractListModel>

// RowTableModel's skeleton for a list: data() checks the index and asks value() for
// what the row shows (rows, resetRows() and indexWhere() as RowModel has them). A
// model says what a row (at its position) shows for a role (value(); {} for
// nothing). A model with a Q_OBJECT macro of its own derives from RowListModel<Row>.
template<typename Row>
class RowListModel : public RowModel<Row, QAbstractListModel>
{
public:
    QVariant data(const QModelIndex &index, int role = Qt::DisplayRole) const override
    {
        if (!this->checkIndex(
                index, QAbstractItemModel::CheckIndexOption::IndexIsValid | QAbstractItemModel::CheckIndexOption::ParentIsInvalid)) {
            return {};
        }
        return value(this->m_rows.at(index.row()), index.row(), role);
    }

protected:
    explicit RowListModel(QObject *parent)
        : RowModel<Row, QAbstractListModel>(parent)
    {
    }

    // What row, at position, shows for role; {} for nothing.
    virtual QVariant value(const Row &row, int position, int role) const = 0;
};
