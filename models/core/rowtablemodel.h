// SPDX-FileCopyrightText: 2026 Yiqiao authors
// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once

#include <QAbstractTableModel>
#include <QList>

#include <algorithm>

// The skeleton Yiqiao's table models share: rows of one type in a list, a fixed
// number of columns, data() that checks the index and asks value() for what the row
// shows, and a horizontal header of column titles (other headers as Qt's default).
// A model says what a row shows in a column for a role (value(); {} for nothing) and
// names its columns (columnTitle()); its rows are set whole with a reset
// (resetRows()) and found with indexWhere(). A model with a Q_OBJECT macro of its own
// derives from RowTableModel<Row>.
template<typename Row>
class RowTableModel : public QAbstractTableModel
{
public:
    int rowCount(const QModelIndex &parent = {}) const override { return parent.isValid() ? 0 : int(m_rows.size()); }
    int columnCount(const QModelIndex &parent = {}) const override { return parent.isValid() ? 0 : m_columns; }

    QVariant data(const QModelIndex &index, int role = Qt::DisplayRole) const override
    {
        if (!checkIndex(index, CheckIndexOption::IndexIsValid | CheckIndexOption::ParentIsInvalid)) {
            return {};
        }
        return value(m_rows.at(index.row()), index.column(), role);
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
        : QAbstractTableModel(parent)
        , m_columns(columns)
    {
    }

    // What row shows in column for role; {} for nothing.
    virtual QVariant value(const Row &row, int column, int role) const = 0;
    // The horizontal header's text of column (0 ≤ column < columnCount()).
    virtual QString columnTitle(int column) const = 0;

    void resetRows(const QList<Row> &rows)
    {
        beginResetModel();
        m_rows = rows;
        endResetModel();
    }

    // The first row for which matches(row) holds, -1 if none.
    template<typename Predicate>
    int indexWhere(Predicate matches) const
    {
        const auto it = std::find_if(m_rows.cbegin(), m_rows.cend(), matches);
        return it == m_rows.cend() ? -1 : int(it - m_rows.cbegin());
    }

    // A tooltip or text that is shown only when there is one.
    static QVariant unlessEmpty(const QString &text) { return text.isEmpty() ? QVariant() : QVariant(text); }

    QList<Row> m_rows;

private:
    const int m_columns;
};
