// SPDX-FileCopyrightText: 2026 Yiqiao authors
// SPDX-License-Identifier: GPL-3.0-or-later
#include "draft/revisiondiffmodel.h"

RevisionDiffModel::RevisionDiffModel(QObject *parent)
    : QAbstractTableModel(parent)
{
}

void RevisionDiffModel::setTexts(const QString &before, const QString &after)
{
    setRows(TextDiff::lines(before, after));
}

void RevisionDiffModel::setRows(const QList<TextDiff::Row> &rows)
{
    beginResetModel();
    m_rows = rows;
    endResetModel();
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

int RevisionDiffModel::rowCount(const QModelIndex &parent) const
{
    return parent.isValid() ? 0 : int(m_rows.size());
}

int RevisionDiffModel::columnCount(const QModelIndex &parent) const
{
    return parent.isValid() ? 0 : ColumnCount;
}

QVariant RevisionDiffModel::data(const QModelIndex &index, int role) const
{
    if (!checkIndex(index, CheckIndexOption::IndexIsValid | CheckIndexOption::ParentIsInvalid)) {
        return {};
    }
    const TextDiff::Row &row = m_rows.at(index.row());
    const bool left = index.column() == LeftColumn;
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

QVariant RevisionDiffModel::headerData(int section, Qt::Orientation orientation, int role) const
{
    if (role != Qt::DisplayRole) {
        return {};
    }
    if (orientation == Qt::Vertical) {
        return section + 1;
    }
    return section == LeftColumn ? m_leftTitle : section == RightColumn ? m_rightTitle : QVariant();
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
