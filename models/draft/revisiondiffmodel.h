// SPDX-FileCopyrightText: 2026 Yiqiao authors
// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once

#include "core/rowtablemodel.h"
#include "core/textdiff.h"

// Two texts side by side (TextDiff::lines): the left column the older one, the right
// the newer, one row per TextDiff row. A side a row does not have (the right of a
// Removed row, the left of an Added one) has no data. Display texts and roles only
// (the models library has no QtGui): the view colours rows by KindRole and marks
// SegmentsRole's ranges.
class RevisionDiffModel : public RowTableModel<TextDiff::Row>
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

protected:
    QVariant value(const TextDiff::Row &row, int column, int role) const override;
    QString columnTitle(int column) const override;

private:
    static QVariantList changedSegments(const QList<TextDiff::Segment> &segments);

    QString m_leftTitle;
    QString m_rightTitle;
};
