// SPDX-FileCopyrightText: 2026 Yiqiao authors
// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once

#include "core/rowmodel.h"

#include <QAbstractTableModel>

// The skeleton Yiqiao's table models share: rows of one type in a list (RowModel), a
// fixed number of columns, data() that checks the index and asks value() for what the row
// shows, and a horizontal header of column titles (other headers as Qt's default).
// A model says what a row shows in a column for a role (value(); {} for nothing) and
// names its columns (columnTitle()); its rows are set whole with a reset
// (resetRows()) and found with indexWhere(). A model with a Q_OBJECT macro of its own
// derives from RowTableModel<Row>.
template<typename Row>
class RowTableModel : public RowModel<Row, QAbstractTableModel>
{
public:
    int columnCount(const QModelIndex &parent = {}) const override { return parent.isValid() ? 0 : m_columns; }

    QVariant data(const QModelIndex &index, int role = Qt::DisplayRole) const override
    {
        if (!this->checkIndex(
                index, QAbstractItemModel::CheckIndexOption::IndexIsValid | QAbstractItemModel::CheckIndexOption::ParentIsInvalid)) {
            return {};
        }
        return value(this->m_rows.at(index.row()), index.column(), role);
    }

    QVariant headerData(int section, Qt::Orientation orientation, int role = Qt::DisplayRole) const override
    {
        if (orientation == Qt::Vertical) {
            return QAbstractTableModel::headerData(section, orientation, role);
        }
        if (role != Qt::DisplayRole || section < 0 || section >= m_columns) {
            return {};
        }
        return columnTitle(section);
    }

protected:
    RowTableModel(int columns, QObject *parent)
        : RowModel<Row, QAbstractTableModel>(parent)
        , m_columns(columns)
    {
    }

    // What row shows in column for role; {} for nothing.
    virtual QVariant value(const Row &row, int column, int role) const = 0;
    // The horizontal header's text of column (0 ≤ column < columnCount()).
    virtual QString columnTitle(int column) const = 0;

private:
    const int m_columns;
};
