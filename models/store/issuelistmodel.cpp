// SPDX-FileCopyrightText: 2026 Yiqiao authors
// SPDX-License-Identifier: GPL-3.0-or-later
#include "store/issuelistmodel.h"

#include "store/issuestatus.h"
#include "store/projectstore.h"

#include <algorithm>
#include <utility>

IssueListModel::IssueListModel(QObject *parent)
    : QAbstractTableModel(parent)
{
}

void IssueListModel::reload(const ProjectStore &store)
{
    beginResetModel();
    m_issues = store.isOpen() ? ProjectStats::compute(store).issues : QList<ProjectStats::Counts>();
    m_uncounted.clear();
    endResetModel();
}

void IssueListModel::reloadWithoutCounts(const ProjectStore &store)
{
    beginResetModel();
    m_issues = store.isOpen() ? ProjectStats::listIssues(store) : QList<ProjectStats::Counts>();
    m_uncounted.clear();
    for (const ProjectStats::Counts &issue : std::as_const(m_issues)) {
        m_uncounted.insert(issue.number);
    }
    endResetModel();
}

void IssueListModel::setCounts(const QList<ProjectStats::Counts> &counts)
{
    for (const ProjectStats::Counts &issue : counts) {
        const int row = rowOf(issue.number);
        if (row >= 0 && m_uncounted.remove(issue.number)) {
            m_issues[row] = issue;
            Q_EMIT dataChanged(index(row, 0), index(row, ColumnCount - 1));
        }
    }
}

bool IssueListModel::hasCounts(int row) const
{
    return row >= 0 && row < m_issues.size() && !m_uncounted.contains(m_issues.at(row).number);
}

void IssueListModel::refreshIssue(const ProjectStore &store, int number)
{
    if (!store.isOpen()) {
        clear();
        return;
    }
    const std::optional<ProjectStats::Counts> issue = ProjectStats::computeIssue(store, number);
    const int row = rowOf(number);
    const bool wasUncounted = m_uncounted.remove(number);
    if (row >= 0 && issue) {
        const ProjectStats::Counts old = std::exchange(m_issues[row], *issue);
        if (wasUncounted || shownDiffers(old, *issue)) {
            Q_EMIT dataChanged(index(row, 0), index(row, ColumnCount - 1));
        }
    } else if (row >= 0) {
        beginRemoveRows({}, row, row);
        m_issues.removeAt(row);
        endRemoveRows();
    } else if (issue) {
        const auto at =
            std::lower_bound(m_issues.cbegin(), m_issues.cend(), number, [](const ProjectStats::Counts &c, int n) { return c.number < n; });
        const int insertAt = int(at - m_issues.cbegin());
        beginInsertRows({}, insertAt, insertAt);
        m_issues.insert(insertAt, *issue);
        endInsertRows();
    }
}

// What data() shows, tooltip included.
bool IssueListModel::shownDiffers(const ProjectStats::Counts &a, const ProjectStats::Counts &b)
{
    return a.title != b.title || a.status != b.status || a.doneChars != b.doneChars || a.sourceChars != b.sourceChars
        || a.sourceBlocks != b.sourceBlocks || a.targetBlocks != b.targetBlocks;
}

void IssueListModel::clear()
{
    beginResetModel();
    m_issues.clear();
    m_uncounted.clear();
    endResetModel();
}

int IssueListModel::rowCount(const QModelIndex &parent) const
{
    return parent.isValid() ? 0 : int(m_issues.size());
}

int IssueListModel::columnCount(const QModelIndex &parent) const
{
    return parent.isValid() ? 0 : ColumnCount;
}

QVariant IssueListModel::data(const QModelIndex &index, int role) const
{
    if (!checkIndex(index, CheckIndexOption::IndexIsValid | CheckIndexOption::ParentIsInvalid)) {
        return {};
    }
    const ProjectStats::Counts &issue = m_issues.at(index.row());
    const bool counted = !m_uncounted.contains(issue.number);
    switch (role) {
    case IssueNumberRole:
        return issue.number;
    case ProgressRole:
        return counted ? QVariant(issue.progress()) : QVariant();
    case Qt::TextAlignmentRole:
        return index.column() == NumberColumn || index.column() == ProgressColumn ? QVariant(int(Qt::AlignRight | Qt::AlignVCenter))
                                                                                  : QVariant();
    case Qt::DisplayRole:
        switch (index.column()) {
        case NumberColumn:
            return issue.number;
        case TitleColumn:
            return issue.title;
        case StatusColumn:
            return IssueStatus::displayName(issue.status);
        case ProgressColumn:
            return counted ? QStringLiteral("%1%").arg(issue.progress() * 100.0, 0, 'f', 0) : QString();
        }
        break;
    case Qt::ToolTipRole:
        if (index.column() == ProgressColumn) {
            return progressToolTip();
        }
        if (!counted) {
            return {};
        }
        return tr("Issue %1: %2 source blocks, %3 draft blocks").arg(issue.number).arg(issue.sourceBlocks).arg(issue.targetBlocks);
    }
    return {};
}

// The dashboard's Translated column counts blocks; this one weighs them by length.
QString IssueListModel::progressToolTip()
{
    return tr("Share of the source's characters that are translated (translated, reviewed or approved) or deleted with a "
              "reason. The dashboard's Translated column counts draft blocks instead.");
}

QVariant IssueListModel::headerData(int section, Qt::Orientation orientation, int role) const
{
    if (orientation == Qt::Horizontal && role == Qt::ToolTipRole && section == ProgressColumn) {
        return progressToolTip();
    }
    if (orientation != Qt::Horizontal || role != Qt::DisplayRole) {
        return {};
    }
    switch (section) {
    case NumberColumn:
        return tr("No.");
    case TitleColumn:
        return tr("Title");
    case StatusColumn:
        return tr("Status");
    case ProgressColumn:
        return tr("Progress");
    }
    return {};
}

int IssueListModel::rowOf(int number) const
{
    for (int row = 0; row < m_issues.size(); ++row) {
        if (m_issues.at(row).number == number) {
            return row;
        }
    }
    return -1;
}
