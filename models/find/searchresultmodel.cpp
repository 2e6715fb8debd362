// SPDX-FileCopyrightText: 2026 Yiqiao authors
// SPDX-License-Identifier: GPL-3.0-or-later
#include "find/searchresultmodel.h"

#include <algorithm>

// Rows of a group carry the group's number + 1 as internal id; group rows (and the
// rows of the flat list) carry 0.
SearchResultModel::SearchResultModel(QObject *parent)
    : QAbstractItemModel(parent)
{
}

void SearchResultModel::setHits(const QList<SearchHit> &hits)
{
    beginResetModel();
    m_hits = hits;
    m_checked = QVector<bool>(int(hits.size()), true);
    buildGroups();
    endResetModel();
}

void SearchResultModel::setGrouped(bool grouped)
{
    setOption(m_grouped, grouped);
}

void SearchResultModel::setCheckable(bool checkable)
{
    setOption(m_checkable, checkable);
}

// An option changes the rows and columns every view shows: a reset.
void SearchResultModel::setOption(bool &option, bool on)
{
    if (on != option) {
        beginResetModel();
        option = on;
        endResetModel();
    }
}

void SearchResultModel::buildGroups()
{
    m_groups.clear();
    for (int n = 0; n < m_hits.size(); ++n) {
        if (m_groups.isEmpty() || m_hits.at(n).issueId != m_hits.at(m_groups.constLast().first).issueId) {
            m_groups.append({n, 0});
        }
        ++m_groups.last().count;
    }
}

int SearchResultModel::groupOfHit(int n) const
{
    const auto after =
        std::upper_bound(m_groups.cbegin(), m_groups.cend(), n, [](int hit, const Group &group) { return hit < group.first; });
    return int(after - m_groups.cbegin()) - 1;
}

int SearchResultModel::hitNumber(const QModelIndex &index) const
{
    if (!index.isValid()) {
        return -1;
    }
    if (!m_grouped) {
        return index.row();
    }
    return index.internalId() == 0 ? -1 : m_groups.at(int(index.internalId()) - 1).first + index.row();
}

const SearchHit *SearchResultModel::hitAt(const QModelIndex &index) const
{
    const int n = hitNumber(index);
    return n >= 0 ? &m_hits.at(n) : nullptr;
}

QList<SearchHit> SearchResultModel::hitsOf(const QModelIndex &index) const
{
    if (const SearchHit *hit = hitAt(index)) {
        return {*hit};
    }
    if (!index.isValid()) {
        return {};
    }
    const Group &group = m_groups.at(index.row());
    return m_hits.mid(group.first, group.count);
}

QModelIndex SearchResultModel::indexOfHit(int n) const
{
    if (n < 0 || n >= m_hits.size()) {
        return {};
    }
    if (!m_grouped) {
        return createIndex(n, 0, quintptr(0));
    }
    const int group = groupOfHit(n);
    return createIndex(n - m_groups.at(group).first, 0, quintptr(group + 1));
}

QList<SearchHit> SearchResultModel::checkedHits() const
{
    QList<SearchHit> hits;
    for (int n = 0; n < m_hits.size(); ++n) {
        if (!m_checkable || m_checked.at(n)) {
            hits.append(m_hits.at(n));
        }
    }
    return hits;
}

void SearchResultModel::setAllChecked(bool checked)
{
    m_checked.fill(checked);
    if (m_checkable && !m_hits.isEmpty()) {
        const int rows = rowCount();
        Q_EMIT dataChanged(index(0, 0), index(rows - 1, 0), {Qt::CheckStateRole});
        for (int group = 0; m_grouped && group < m_groups.size(); ++group) {
            const QModelIndex parent = index(group, 0);
            Q_EMIT dataChanged(index(0, 0, parent), index(m_groups.at(group).count - 1, 0, parent), {Qt::CheckStateRole});
        }
    }
}

QModelIndex SearchResultModel::index(int row, int column, const QModelIndex &parent) const
{
    if (!hasIndex(row, column, parent)) {
        return {};
    }
    return createIndex(row, column, parent.isValid() ? quintptr(parent.row() + 1) : quintptr(0));
}

QModelIndex SearchResultModel::parent(const QModelIndex &child) const
{
    if (!child.isValid() || !m_grouped || child.internalId() == 0) {
        return {};
    }
    return createIndex(int(child.internalId()) - 1, 0, quintptr(0));
}

int SearchResultModel::rowCount(const QModelIndex &parent) const
{
    if (!parent.isValid()) {
        return m_grouped ? int(m_groups.size()) : int(m_hits.size());
    }
    if (!m_grouped || parent.internalId() != 0 || parent.column() != 0) {
        return 0;
    }
    return m_groups.at(parent.row()).count;
}

int SearchResultModel::columnCount(const QModelIndex &parent) const
{
    Q_UNUSED(parent)
    return ColumnCount;
}

QVariant SearchResultModel::data(const QModelIndex &index, int role) const
{
    if (!index.isValid() || !checkIndex(index, CheckIndexOption::IndexIsValid)) {
        return {};
    }
    const int n = hitNumber(index);
    return n >= 0 ? hitData(n, index.column(), role) : groupData(index.row(), index.column(), role);
}

QVariant SearchResultModel::groupData(int group, int column, int role) const
{
    const SearchHit &first = m_hits.at(m_groups.at(group).first);
    const int count = m_groups.at(group).count;
    switch (role) {
    case Qt::DisplayRole:
        if (column == LocationColumn) {
            return tr("Issue %1 · %2").arg(first.issueNumber).arg(first.issueTitle);
        }
        return tr("%n match(es)", nullptr, count);
    case Qt::ToolTipRole:
        return tr("Issue %1: %2").arg(first.issueNumber).arg(first.issueTitle);
    case Qt::CheckStateRole:
        return m_checkable && column == LocationColumn ? QVariant(int(groupCheckState(group))) : QVariant();
    case HitNumberRole:
        return -1;
    case IssueIdRole:
        return first.issueId;
    case IssueNumberRole:
        return first.issueNumber;
    case IsGroupRole:
        return true;
    }
    return {};
}

QVariant SearchResultModel::hitData(int n, int column, int role) const
{
    const SearchHit &hit = m_hits.at(n);
    switch (role) {
    case Qt::DisplayRole:
        return column == LocationColumn ? location(hit) : hit.context;
    case Qt::ToolTipRole:
        return toolTip(hit);
    case Qt::CheckStateRole:
        return m_checkable && column == LocationColumn ? QVariant(int(m_checked.at(n) ? Qt::Checked : Qt::Unchecked)) : QVariant();
    case ContextStartRole:
        return qBound(0, hit.contextStart, int(hit.context.size()));
    case MatchLengthRole:
        return qBound(0, hit.length, int(hit.context.size()) - qBound(0, hit.contextStart, int(hit.context.size())));
    case HitNumberRole:
        return n;
    case IssueIdRole:
        return hit.issueId;
    case IssueNumberRole:
        return hit.issueNumber;
    case BlockIdRole:
        return hit.blockId;
    case SourceRole:
        return hit.source;
    case InCodeRole:
        return hit.inCode;
    case IsGroupRole:
        return false;
    }
    return {};
}

QString SearchResultModel::location(const SearchHit &hit) const
{
    // Stored ordinals count from 0; the editors and the QA pane number blocks from 1.
    const int position = hit.blockOrdinal + 1;
    QString where = hit.source ? tr("Source #%1").arg(position) : tr("Draft #%1").arg(position);
    if (!m_grouped) {
        where = tr("Issue %1 · %2").arg(hit.issueNumber).arg(where);
    }
    return hit.inCode ? tr("%1 · code").arg(where) : where;
}

QString SearchResultModel::toolTip(const SearchHit &hit) const
{
    QString tip = tr("Issue %1: %2").arg(hit.issueNumber).arg(hit.issueTitle) + QLatin1Char('\n') + location(hit);
    if (hit.inCode) {
        tip += QLatin1Char('\n') + tr("In code: replaced only when Include code is on.");
    }
    return tip;
}

Qt::CheckState SearchResultModel::groupCheckState(int group) const
{
    const Group &range = m_groups.at(group);
    const int checked = int(std::count(m_checked.cbegin() + range.first, m_checked.cbegin() + range.first + range.count, true));
    return checked == 0 ? Qt::Unchecked : checked == range.count ? Qt::Checked : Qt::PartiallyChecked;
}

void SearchResultModel::setHitChecked(int n, bool checked)
{
    m_checked[n] = checked;
    const QModelIndex at = indexOfHit(n);
    Q_EMIT dataChanged(at, at, {Qt::CheckStateRole});
}

bool SearchResultModel::setData(const QModelIndex &index, const QVariant &value, int role)
{
    if (!m_checkable || role != Qt::CheckStateRole || !index.isValid() || index.column() != LocationColumn
        || !checkIndex(index, CheckIndexOption::IndexIsValid)) {
        return false;
    }
    const bool checked = Qt::CheckState(value.toInt()) != Qt::Unchecked;
    const int n = hitNumber(index);
    if (n >= 0) {
        setHitChecked(n, checked);
        if (m_grouped) {
            const QModelIndex group = this->index(groupOfHit(n), 0);
            Q_EMIT dataChanged(group, group, {Qt::CheckStateRole});
        }
        return true;
    }
    const Group &group = m_groups.at(index.row());
    for (int hit = group.first; hit < group.first + group.count; ++hit) {
        setHitChecked(hit, checked);
    }
    Q_EMIT dataChanged(index, index, {Qt::CheckStateRole});
    return true;
}

Qt::ItemFlags SearchResultModel::flags(const QModelIndex &index) const
{
    if (!index.isValid() || !checkIndex(index, CheckIndexOption::IndexIsValid)) {
        return Qt::NoItemFlags;
    }
    Qt::ItemFlags flags = Qt::ItemIsEnabled | Qt::ItemIsSelectable;
    if (m_checkable && index.column() == LocationColumn) {
        flags |= Qt::ItemIsUserCheckable;
    }
    return flags;
}

QVariant SearchResultModel::headerData(int section, Qt::Orientation orientation, int role) const
{
    if (orientation != Qt::Horizontal || role != Qt::DisplayRole) {
        return {};
    }
    return section == LocationColumn ? tr("Where") : tr("Context");
}
