// SPDX-FileCopyrightText: 2026 Yiqiao authors
// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once

#include "draft/blockfilter.h"
#include "draft/blockfilterfacts.h"

#include <QSortFilterProxyModel>

class DraftOutlineModel;

// The outline (a DraftOutlineModel) with only the blocks a BlockFilter keeps. The
// block's own criteria follow its row as it is edited; the stored ones and its
// source text come with setFacts() (BlockFilterFactsReader). Without a filter every
// row passes. nextAccepted() is what the editors' previous/next block go by.
class BlockFilterModel : public QSortFilterProxyModel
{
    Q_OBJECT
public:
    explicit BlockFilterModel(QObject *parent = nullptr);

    // model: a DraftOutlineModel (other models pass every row).
    void setSourceModel(QAbstractItemModel *model) override;
    void setFilter(const BlockFilter &filter);
    const BlockFilter &filter() const { return m_filter; }
    void setFacts(const BlockFilterFacts &facts);
    const BlockFilterFacts &facts() const { return m_facts; }

    // Whether the filter keeps the block at sourceRow of the outline.
    bool acceptsBlock(int sourceRow) const;
    // The nearest row of the outline after (step > 0) or before (step < 0) sourceRow
    // that the filter keeps; -1 when there is none. From sourceRow -1 forward: the first.
    int nextAccepted(int sourceRow, int step) const;
    // The criteria the block at sourceRow meets.
    BlockFilter::Criteria criteriaOf(int sourceRow) const;

Q_SIGNALS:
    void filterChanged();

protected:
    bool filterAcceptsRow(int sourceRow, const QModelIndex &sourceParent) const override;

private:
    DraftOutlineModel *m_outline = nullptr;
    BlockFilter m_filter;
    BlockFilterFacts m_facts;
};
