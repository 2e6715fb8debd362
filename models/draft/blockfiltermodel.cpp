// SPDX-FileCopyrightText: 2026 Yiqiao authors
// SPDX-License-Identifier: GPL-3.0-or-later
#include "draft/blockfiltermodel.h"

#include "draft/draftoutlinemodel.h"

BlockFilterModel::BlockFilterModel(QObject *parent)
    : QSortFilterProxyModel(parent)
{
}

void BlockFilterModel::setSourceModel(QAbstractItemModel *model)
{
    m_outline = qobject_cast<DraftOutlineModel *>(model);
    QSortFilterProxyModel::setSourceModel(model);
}

void BlockFilterModel::setFilter(const BlockFilter &filter)
{
    if (filter == m_filter) {
        return;
    }
    m_filter = filter;
    invalidateFilter();
    Q_EMIT filterChanged();
}

void BlockFilterModel::setFacts(const BlockFilterFacts &facts)
{
    m_facts = facts;
    if (m_filter.isActive()) {
        invalidateFilter();
        Q_EMIT filterChanged();
    }
}

BlockFilter::Criteria BlockFilterModel::criteriaOf(int sourceRow) const
{
    if (!m_outline || sourceRow < 0 || sourceRow >= m_outline->rowCount()) {
        return {};
    }
    const TargetBlock &block = m_outline->blockAt(sourceRow);
    return BlockFilter::ofBlock(block, m_facts.sourceTexts.value(block.id), m_facts.stored.value(block.id));
}

bool BlockFilterModel::acceptsBlock(int sourceRow) const
{
    if (!m_filter.isActive()) {
        return true;
    }
    if (!m_outline || sourceRow < 0 || sourceRow >= m_outline->rowCount()) {
        return false;
    }
    const TargetBlock &block = m_outline->blockAt(sourceRow);
    return m_filter.accepts(criteriaOf(sourceRow), block.text, m_facts.sourceTexts.value(block.id));
}

int BlockFilterModel::nextAccepted(int sourceRow, int step) const
{
    if (!m_outline || step == 0) {
        return -1;
    }
    const int direction = step > 0 ? 1 : -1;
    for (int row = sourceRow + direction; row >= 0 && row < m_outline->rowCount(); row += direction) {
        if (acceptsBlock(row)) {
            return row;
        }
    }
    return -1;
}

bool BlockFilterModel::filterAcceptsRow(int sourceRow, const QModelIndex &sourceParent) const
{
    return !sourceParent.isValid() && acceptsBlock(sourceRow);
}
