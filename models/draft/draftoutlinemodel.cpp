// SPDX-FileCopyrightText: 2026 Yiqiao authors
// SPDX-License-Identifier: GPL-3.0-or-later
#include "draft/draftoutlinemodel.h"

#include "core/textexcerpt.h"
#include "draft/blockstatus.h"

#include <utility>

namespace {
constexpr int kLabelLength = 80;

bool sameRows(const QList<TargetBlock> &a, const QList<TargetBlock> &b)
{
    if (a.size() != b.size()) {
        return false;
    }
    for (int i = 0; i < a.size(); ++i) {
        if (a.at(i).id != b.at(i).id || a.at(i).id == 0) {
            return false;
        }
    }
    return true;
}

bool sameData(const TargetBlock &a, const TargetBlock &b)
{
    return a.text == b.text && a.status == b.status && a.sources == b.sources && a.lineStart == b.lineStart && a.origin == b.origin
        && a.headingLevel == b.headingLevel;
}
} // namespace

DraftOutlineModel::DraftOutlineModel(QObject *parent)
    : RowListModel(parent)
{
}

void DraftOutlineModel::setBlocks(const QList<TargetBlock> &blocks)
{
    if (!sameRows(m_rows, blocks)) {
        beginResetModel();
        m_rows = blocks;
        computeDepths();
        endResetModel();
        return;
    }
    const QList<TargetBlock> old = std::exchange(m_rows, blocks);
    computeDepths();
    for (int row = 0; row < m_rows.size(); ++row) {
        if (!sameData(old.at(row), m_rows.at(row))) {
            Q_EMIT dataChanged(index(row), index(row));
        }
    }
}

void DraftOutlineModel::clear()
{
    beginResetModel();
    m_rows.clear();
    m_depths.clear();
    endResetModel();
}

void DraftOutlineModel::computeDepths()
{
    m_depths.clear();
    int section = 0;
    for (const TargetBlock &block : std::as_const(m_rows)) {
        if (block.headingLevel > 0) {
            section = block.headingLevel;
            m_depths.append(section - 1);
        } else {
            m_depths.append(section);
        }
    }
}

QVariant DraftOutlineModel::value(const TargetBlock &block, int position, int role) const
{
    switch (role) {
    case Qt::DisplayRole:
        return label(block);
    case Qt::ToolTipRole:
        return tr("%1 · aligned to %n source block(s)", nullptr, int(block.sources.size())).arg(BlockStatus::displayName(block.status));
    case StatusRole:
        return block.status;
    case HeadingLevelRole:
        return block.headingLevel;
    case AlignedRole:
        return int(block.sources.size());
    case OriginRole:
        return block.origin;
    case LineRole:
        return block.lineStart;
    case DepthRole:
        return m_depths.at(position);
    default:
        return {};
    }
}

QString DraftOutlineModel::label(const TargetBlock &block)
{
    QString text = block.text.section(QLatin1Char('\n'), 0, 0).trimmed();
    if (block.headingLevel > 0) {
        // ATX "## Title" loses its marks; a setext heading's first line is its text.
        while (text.startsWith(QLatin1Char('#'))) {
            text.remove(0, 1);
        }
        text = text.trimmed();
    }
    return text.size() > kLabelLength ? TextExcerpt::elided(text, kLabelLength - 1) : text;
}
