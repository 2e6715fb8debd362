// SPDX-FileCopyrightText: 2026 Yiqiao authors
// SPDX-License-Identifier: GPL-3.0-or-later
#include "sourceupdate/sourcechangelistmodel.h"

#include "core/textexcerpt.h"

#include <algorithm>

SourceChangeListModel::SourceChangeListModel(QObject *parent)
    : RowTableModel(ColumnCount, parent)
{
}

void SourceChangeListModel::setChanges(const QList<SourceChange> &changes)
{
    beginResetModel();
    m_all = changes;
    rebuild();
    endResetModel();
}

void SourceChangeListModel::setOpenOnly(bool on)
{
    if (on == m_openOnly) {
        return;
    }
    beginResetModel();
    m_openOnly = on;
    rebuild();
    endResetModel();
}

void SourceChangeListModel::rebuild()
{
    m_rows.clear();
    std::copy_if(m_all.cbegin(), m_all.cend(), std::back_inserter(m_rows), [](const SourceChange &c) { return c.isOpen(); });
    if (!m_openOnly) {
        std::copy_if(m_all.cbegin(), m_all.cend(), std::back_inserter(m_rows), [](const SourceChange &c) { return !c.isOpen(); });
    }
}

const SourceChange &SourceChangeListModel::changeAt(int row) const
{
    return m_rows.at(row);
}

int SourceChangeListModel::rowOf(qint64 changeId) const
{
    return indexWhere([changeId](const SourceChange &c) { return c.id == changeId; });
}

int SourceChangeListModel::rowOfSourceBlock(qint64 sourceBlockId) const
{
    if (sourceBlockId == 0) {
        return -1;
    }
    return indexWhere([sourceBlockId](const SourceChange &c) { return c.sourceBlockId == sourceBlockId; });
}

int SourceChangeListModel::openCount() const
{
    return int(std::count_if(m_all.cbegin(), m_all.cend(), [](const SourceChange &c) { return c.isOpen(); }));
}

QVariant SourceChangeListModel::value(const SourceChange &change, int column, int role) const
{
    switch (role) {
    case Qt::DisplayRole:
        return display(change, column);
    case Qt::ToolTipRole:
        return toolTip(change, column);
    case ChangeIdRole:
        return change.id;
    case KindRole:
        return int(change.kind);
    case StateRole:
        return int(change.state);
    case OldTextRole:
        return change.oldText;
    case NewTextRole:
        return change.newText;
    case SourceBlockIdRole:
        return change.sourceBlockId;
    case TargetIdsRole: {
        QVariantList ids;
        for (qint64 id : change.targetIds) {
            ids.append(id);
        }
        return ids;
    }
    case OpenRole:
        return change.isOpen();
    default:
        return {};
    }
}

QVariant SourceChangeListModel::display(const SourceChange &change, int column) const
{
    switch (column) {
    case KindColumn:
        return kindLabel(change.kind);
    case BlockColumn:
        return blockLabel(change);
    case StateColumn:
        return stateLabel(change.state);
    default:
        return {};
    }
}

QVariant SourceChangeListModel::toolTip(const SourceChange &change, int column) const
{
    if (column == StateColumn && !change.isOpen() && !change.resolvedBy.isEmpty()) {
        return tr("%1 by %2, %3").arg(stateLabel(change.state), change.resolvedBy, change.resolvedAt);
    }
    if (column != BlockColumn) {
        return {};
    }
    return excerpt(change.kind == SourceChange::Kind::Removed ? change.oldText : change.newText, 400);
}

// In Column order.
QString SourceChangeListModel::columnTitle(int column) const
{
    return QStringList {tr("Change"), tr("Block"), tr("State")}.value(column);
}

QString SourceChangeListModel::kindLabel(SourceChange::Kind kind)
{
    return SourceChange::kinds().label(kind);
}

QString SourceChangeListModel::stateLabel(SourceChange::State state)
{
    return SourceChange::states().label(state);
}

QString SourceChangeListModel::blockLabel(const SourceChange &change)
{
    const bool removed = change.kind == SourceChange::Kind::Removed;
    const int ordinal = removed ? change.oldOrdinal : change.newOrdinal;
    const QString text = excerpt(removed ? change.oldText : change.newText, ExcerptLength);
    return ordinal >= 0 ? tr("#%1 %2").arg(ordinal + 1).arg(text) : text;
}

QString SourceChangeListModel::excerpt(const QString &text, int length)
{
    return TextExcerpt::oneLine(text, length);
}
