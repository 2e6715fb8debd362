// SPDX-FileCopyrightText: 2026 Yiqiao authors
// SPDX-License-Identifier: GPL-3.0-or-later
#include "qa/qafindingfiltermodel.h"

#include "qa/qafindinglistmodel.h"

QaFindingFilterModel::QaFindingFilterModel(QObject *parent)
    : QSortFilterProxyModel(parent)
{
}

void QaFindingFilterModel::setSeverity(std::optional<QaSeverity> severity)
{
    m_severity = severity;
    invalidateFilter();
}

void QaFindingFilterModel::setShowWaived(bool show)
{
    m_showWaived = show;
    invalidateFilter();
}

bool QaFindingFilterModel::filterAcceptsRow(int sourceRow, const QModelIndex &sourceParent) const
{
    const QModelIndex index = sourceModel()->index(sourceRow, 0, sourceParent);
    if (!m_showWaived && index.data(QaFindingListModel::WaivedRole).toBool()) {
        return false;
    }
    return !m_severity || index.data(QaFindingListModel::SeverityRole).toInt() == int(*m_severity);
}
