// SPDX-FileCopyrightText: 2026 Yiqiao authors
// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once

#include "core/textdiff.h"

#include <QAbstractTableModel>
#include <QList>

// Two texts side by side (TextDiff::lines): the left column the older one, the right
// the newer, one row per TextDiff row. A side a row does not have (the right of a
// Removed row, the left of an Added one) has no data. Display texts and roles only
// (the models library has no QtGui): the view colours rows by KindRole and marks
// SegmentsRole's ranges.
class RevisionDiffModel : public QAbstractTableModel
{
    Q_OBJECT
public:
    enum Column { LeftColumn, RightColumn, ColumnCount };
    enum Role {
        KindRole = Qt::UserRole + 1, // int(TextDiff::Kind), the same on both sides
        SegmentsRole, // QVariantList of QVariantList {start, length}: the changed words of a Changed row's side
        LineNumberRole, // 0-based line of that side's text, -1 for none
    };

    explicit RevisionDiffModel(QObject *parent = nullptr);

    void setTexts(const QString &before, const QString &after);
    void setRows(const QList<TextDiff::Row> &rows);
    // Column headers, such as "Revision 3" and "Revision 5".
    void setTitles(const QString &left, const QString &right);
    // row must be valid.
    const TextDiff::Row &rowAt(int row) const;
    // The first row after `row` that is not Equal and follows an Equal row (or starts
    // the text): the start of the next change, -1 if none.
    int nextChange(int row) const;

    int rowCount(const QModelIndex &parent = {}) const override;
    int columnCount(const QModelIndex &parent = {}) const override;
    QVariant data(const QModelIndex &index, int role = Qt::DisplayRole) const override;
    QVariant headerData(int section, Qt::Orientation orientation, int role = Qt::DisplayRole) const override;

private:
    static QVariantList changedSegments(const QList<TextDiff::Segment> &segments);

    QList<TextDiff::Row> m_rows;
    QString m_leftTitle;
    QString m_rightTitle;
};
