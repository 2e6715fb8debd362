// SPDX-FileCopyrightText: 2026 Yiqiao authors
// SPDX-License-Identifier: GPL-3.0-or-later
#include "revisionchangefiltermodel.h"

#include "draft/revisiondiffmodel.h"

RevisionChangeFilterModel::RevisionChangeFilterModel(QObject *parent)
    : QSortFilterProxyModel(parent)
{
}

void RevisionChangeFilterModel::setOnlyChanges(bool on)
{
    if (on != m_onlyChanges) {
        m_onlyChanges = on;
        invalidateFilter();
    }
}

void RevisionChangeFilterModel::setContextLines(int lines)
{
    lines = qMax(lines, 0);
    if (lines != m_contextLines) {
        m_contextLines = lines;
        invalidateFilter();
    }
}

bool RevisionChangeFilterModel::isChange(int sourceRow) const
{
    const QModelIndex index = sourceModel()->index(sourceRow, 0);
    return index.data(RevisionDiffModel::KindRole).toInt() != int(TextDiff::Kind::Equal);
}

// A window of 2 × context + 1 rows per row: context stays a handful of lines.
bool RevisionChangeFilterModel::filterAcceptsRow(int sourceRow, const QModelIndex &sourceParent) const
{
    if (!m_onlyChanges || sourceParent.isValid()) {
        return true;
    }
    const int last = qMin(sourceRow + m_contextLines, sourceModel()->rowCount() - 1);
    for (int row = qMax(sourceRow - m_contextLines, 0); row <= last; ++row) {
        if (isChange(row)) {
            return true;
        }
    }
    return false;
}

QVariant RevisionChangeFilterModel::data(const QModelIndex &index, int role) const
{
    if (role != HiddenAboveRole) {
        return QSortFilterProxyModel::data(index, role);
    }
    if (!checkIndex(index, CheckIndexOption::IndexIsValid | CheckIndexOption::ParentIsInvalid)) {
        return {};
    }
    const int sourceRow = mapToSource(index).row();
    const int previous = index.row() > 0 ? mapToSource(this->index(index.row() - 1, 0)).row() : -1;
    return sourceRow - previous - 1;
}
