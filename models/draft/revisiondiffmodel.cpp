// SPDX-FileCopyrightText: 2026 Yiqiao authors
// SPDX-License-Identifier: GPL-3.0-or-later
#include "draft/revisiondiffmodel.h"

RevisionDiffModel::RevisionDiffModel(QObject *parent)
    : RowTableModel(ColumnCount, parent)
{
}

void RevisionDiffModel::setTexts(const QString &before, const QString &after)
{
    setRows(TextDiff::lines(before, after));
}

void RevisionDiffModel::setRows(const QList<TextDiff::Row> &rows)
{
    resetRows(rows);
}

void RevisionDiffModel::setTitles(const QString &left, const QString &right)
{
    m_leftTitle = left;
    m_rightTitle = right;
    Q_EMIT headerDataChanged(Qt::Horizontal, LeftColumn, RightColumn);
}

const TextDiff::Row &RevisionDiffModel::rowAt(int row) const
{
    return m_rows.at(row);
}

int RevisionDiffModel::nextChange(int row) const
{
    for (int i = qMax(row + 1, 0); i < m_rows.size(); ++i) {
        const bool startsChange = i == 0 || m_rows.at(i - 1).kind == TextDiff::Kind::Equal;
        if (m_rows.at(i).kind != TextDiff::Kind::Equal && startsChange) {
            return i;
        }
    }
    return -1;
}

QVariant RevisionDiffModel::value(const TextDiff::Row &row, int column, int role) const
{
    const bool left = column == LeftColumn;
    const int line = left ? row.leftLine : row.rightLine;
    if (role == KindRole) {
        return int(row.kind);
    }
    if (role == LineNumberRole) {
        return line;
    }
    if (line < 0) {
        return {};
    }
    switch (role) {
    case Qt::DisplayRole:
        return left ? row.left : row.right;
    case SegmentsRole:
        return changedSegments(left ? row.leftSegments : row.rightSegments);
    default:
        return {};
    }
}

QString RevisionDiffModel::columnTitle(int column) const
{
    return column == LeftColumn ? m_leftTitle : m_rightTitle;
}

QVariantList RevisionDiffModel::changedSegments(const QList<TextDiff::Segment> &segments)
{
    QVariantList out;
    for (const TextDiff::Segment &segment : segments) {
        if (segment.changed && segment.length > 0) {
            out.append(QVariant(QVariantList {segment.start, segment.length}));
        }
    }
    return out;
}
