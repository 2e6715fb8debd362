// SPDX-FileCopyrightText: 2026 Yiqiao authors
// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once

#include "core/rowlistmodel.h"
#include "draft/targetblock.h"

// The draft's blocks as an outline: one row per block in draft order, headings
// indented by level, with review status and alignment for the outline pane.
class DraftOutlineModel : public RowListModel<TargetBlock>
{
    Q_OBJECT
public:
    enum Role {
        StatusRole = Qt::UserRole + 1, // stored status, "draft" … "approved"
        HeadingLevelRole, // 0 for blocks that are not headings
        AlignedRole, // number of aligned source blocks
        OriginRole, // translation, note, addition
        LineRole, // first line of the block in the draft text
        DepthRole // nesting for indentation: a heading's level - 1, a body block's section level
    };

    explicit DraftOutlineModel(QObject *parent = nullptr);

    // Keeps rows whose block id and position are unchanged (only dataChanged for
    // them), so that the view's selection and scroll survive an autosave.
    void setBlocks(const QList<TargetBlock> &blocks);
    void clear();
    // The block of a row (0 <= row < rowCount()).
    const TargetBlock &blockAt(int row) const { return m_rows.at(row); }

    // The label of a block: a heading's text, or the start of its first line.
    static QString label(const TargetBlock &block);

private:
    QVariant value(const TargetBlock &block, int position, int role) const override;
    void computeDepths();

    QList<int> m_depths;
};
