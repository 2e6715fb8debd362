// SPDX-FileCopyrightText: 2026 Yiqiao authors
// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once

#include <QList>
#include <QModelIndex>
#include <QVariant>

#include <algorithm>

// What RowTableModel and RowListModel share over their Qt base (QAbstractTableModel,
// QAbstractListModel): rows of one type in a list, as many rows as it holds (none
// under a row), set whole with a reset (resetRows()) and found with indexWhere().
template<typename Row, typename Base>
class RowModel : public Base
{
public:
    int rowCount(const QModelIndex &parent = {}) const override { return parent.isValid() ? 0 : int(m_rows.size()); }

protected:
    explicit RowModel(QObject *parent)
        : Base(parent)
    {
    }

    void resetRows(const QList<Row> &rows)
    {
        this->beginResetModel();
        m_rows = rows;
        this->endResetModel();
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
};
