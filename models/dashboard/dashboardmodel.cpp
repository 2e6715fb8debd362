// SPDX-FileCopyrightText: 2026 Yiqiao authors
// SPDX-License-Identifier: GPL-3.0-or-later
#include "dashboard/dashboardmodel.h"

#include "checklist/checklistevaluator.h"
#include "store/issuestatus.h"

#include <QLocale>

#include <algorithm>

namespace {

QString number(qint64 value)
{
    return QLocale().toString(value);
}

bool isFigure(int column)
{
    return column >= DashboardModel::TranslatedColumn && column != DashboardModel::UpdatedColumn;
}

} // namespace

DashboardModel::DashboardModel(QObject *parent)
    : QAbstractTableModel(parent)
{
}

void DashboardModel::setRows(const QList<IssueDashboardRow> &rows)
{
    beginResetModel();
    m_rows = rows;
    std::sort(m_rows.begin(), m_rows.end(), [](const IssueDashboardRow &a, const IssueDashboardRow &b) { return a.number < b.number; });
    endResetModel();
}

void DashboardModel::setRow(const IssueDashboardRow &row)
{
    const int existing = rowOf(row.number);
    if (existing >= 0) {
        m_rows[existing] = row;
        Q_EMIT dataChanged(index(existing, 0), index(existing, ColumnCount - 1));
        return;
    }
    const auto at = std::lower_bound(
        m_rows.begin(), m_rows.end(), row.number, [](const IssueDashboardRow &r, int number) { return r.number < number; });
    const int position = int(at - m_rows.begin());
    beginInsertRows({}, position, position);
    m_rows.insert(position, row);
    endInsertRows();
}

void DashboardModel::removeIssue(int number)
{
    const int row = rowOf(number);
    if (row < 0) {
        return;
    }
    beginRemoveRows({}, row, row);
    m_rows.removeAt(row);
    endRemoveRows();
}

void DashboardModel::clear()
{
    setRows({});
}

int DashboardModel::rowOf(int number) const
{
    for (int row = 0; row < m_rows.size(); ++row) {
        if (m_rows.at(row).number == number) {
            return row;
        }
    }
    return -1;
}

DashboardModel::Totals DashboardModel::totals() const
{
    Totals sum;
    for (const IssueDashboardRow &row : m_rows) {
        ++sum.issues;
        sum.computed += row.computed ? 1 : 0;
        sum.sourceWords += row.sourceWords;
        sum.chineseCharacters += row.chineseCharacters;
        sum.draftWords += row.draftWords;
        sum.blocks += row.blocks;
        sum.approvedBlocks += row.approvedBlocks;
        sum.qaErrors += row.qaErrors;
    }
    return sum;
}

int DashboardModel::rowCount(const QModelIndex &parent) const
{
    return parent.isValid() ? 0 : int(m_rows.size());
}

int DashboardModel::columnCount(const QModelIndex &parent) const
{
    return parent.isValid() ? 0 : ColumnCount;
}

QVariant DashboardModel::data(const QModelIndex &index, int role) const
{
    if (!checkIndex(index, CheckIndexOption::IndexIsValid | CheckIndexOption::ParentIsInvalid)) {
        return {};
    }
    const IssueDashboardRow &row = m_rows.at(index.row());
    switch (role) {
    case Qt::DisplayRole:
        return display(row, index.column());
    case Qt::ToolTipRole:
        return toolTip(row, index.column());
    case Qt::TextAlignmentRole:
        return index.column() == TitleColumn || index.column() == StatusColumn ? QVariant(int(Qt::AlignLeft | Qt::AlignVCenter))
                                                                               : QVariant(int(Qt::AlignRight | Qt::AlignVCenter));
    case SortRole:
        return sortKey(row, index.column());
    case IssueNumberRole:
        return row.number;
    case ShareRole:
        return share(row, index.column());
    case TargetRole:
        return index.column() == DeletionColumn ? QVariant(row.deletionTarget) : QVariant();
    case ComputedRole:
        return row.computed && row.error.isEmpty();
    }
    return {};
}

QString DashboardModel::progressText(int part, int whole)
{
    return tr("%1% (%2/%3)").arg(qRound(IssueDashboardRow::share(part, whole) * 100.0)).arg(part).arg(whole);
}

QVariant DashboardModel::display(const IssueDashboardRow &row, int column) const
{
    switch (column) {
    case NumberColumn:
        return row.number;
    case TitleColumn:
        return row.title;
    case StatusColumn:
        return IssueStatus::displayName(row.status);
    case UpdatedColumn:
        return row.updatedAt.toLocalTime().toString(QStringLiteral("yyyy-MM-dd HH:mm"));
    }
    if (!row.computed) {
        return QStringLiteral("…");
    }
    if (!row.error.isEmpty()) {
        return tr("error");
    }
    switch (column) {
    case TranslatedColumn:
        return progressText(row.translatedBlocks, row.blocks);
    case ReviewedColumn:
        return progressText(row.reviewedBlocks, row.blocks);
    case ApprovedColumn:
        return progressText(row.approvedBlocks, row.blocks);
    case DeletionColumn:
        return tr("%1% / %2%").arg(ChecklistEvaluator::percent(row.deletionRatio), ChecklistEvaluator::percent(row.deletionTarget));
    case QaErrorsColumn:
        return row.qaErrors;
    case QaWarningsColumn:
        return row.qaWarnings;
    case ChecklistColumn:
        return tr("%1 / %2").arg(row.openChecklistItems).arg(row.checklistItems);
    case RevisionsColumn:
        return row.revisions;
    case SourceWordsColumn:
        return number(row.sourceWords);
    case ChineseCharactersColumn:
        return number(row.chineseCharacters);
    }
    return {};
}

// Rows not computed yet sort as -1, before every computed row.
QVariant DashboardModel::sortKey(const IssueDashboardRow &row, int column) const
{
    switch (column) {
    case NumberColumn:
        return row.number;
    case TitleColumn:
        return row.title;
    case StatusColumn:
        return IssueStatus::displayName(row.status);
    case UpdatedColumn:
        return row.updatedAt;
    }
    if (!row.computed || !row.error.isEmpty()) {
        return -1.0;
    }
    switch (column) {
    case TranslatedColumn:
    case ReviewedColumn:
    case ApprovedColumn:
    case DeletionColumn:
        return share(row, column);
    case QaErrorsColumn:
        return double(row.qaErrors);
    case QaWarningsColumn:
        return double(row.qaWarnings);
    case ChecklistColumn:
        return double(row.openChecklistItems);
    case RevisionsColumn:
        return double(row.revisions);
    case SourceWordsColumn:
        return double(row.sourceWords);
    case ChineseCharactersColumn:
        return double(row.chineseCharacters);
    }
    return {};
}

QVariant DashboardModel::share(const IssueDashboardRow &row, int column) const
{
    if (!row.computed || !row.error.isEmpty()) {
        return {};
    }
    switch (column) {
    case TranslatedColumn:
        return IssueDashboardRow::share(row.translatedBlocks, row.blocks);
    case ReviewedColumn:
        return IssueDashboardRow::share(row.reviewedBlocks, row.blocks);
    case ApprovedColumn:
        return IssueDashboardRow::share(row.approvedBlocks, row.blocks);
    case DeletionColumn:
        return row.deletionRatio;
    }
    return {};
}

QString DashboardModel::toolTip(const IssueDashboardRow &row, int column) const
{
    if (!row.error.isEmpty()) {
        return row.error;
    }
    if (!row.computed || !isFigure(column)) {
        return column == TitleColumn ? row.title : QString();
    }
    switch (column) {
    case TranslatedColumn:
        return tr("%1 of %2 draft blocks translated, %3 of %4 Chinese characters")
            .arg(row.translatedBlocks)
            .arg(row.blocks)
            .arg(number(row.translatedCharacters), number(row.chineseCharacters));
    case ReviewedColumn:
        return tr("%1 of %2 draft blocks reviewed, %3 of %4 Chinese characters")
            .arg(row.reviewedBlocks)
            .arg(row.blocks)
            .arg(number(row.reviewedCharacters), number(row.chineseCharacters));
    case ApprovedColumn:
        return tr("%1 of %2 draft blocks approved, %3 of %4 Chinese characters")
            .arg(row.approvedBlocks)
            .arg(row.blocks)
            .arg(number(row.approvedCharacters), number(row.chineseCharacters));
    case DeletionColumn:
        return row.deletionRatio >= row.deletionTarget ? tr("Deleted share of prose reaches the target")
                                                       : tr("Deleted share of prose is below the target");
    case ChineseCharactersColumn:
        return tr("Chinese characters of the draft (no punctuation, spaces or digits); %1 Latin words besides").arg(number(row.draftWords));
    case SourceWordsColumn:
        return tr("English words of the source post, code and link targets not counted");
    }
    return {};
}

QVariant DashboardModel::headerData(int section, Qt::Orientation orientation, int role) const
{
    if (orientation == Qt::Horizontal && role == Qt::ToolTipRole && section == TranslatedColumn) {
        return tr("Draft blocks translated, reviewed or approved, of all draft blocks. The issue list's Progress weighs the "
                  "source by its characters instead.");
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
    case TranslatedColumn:
        return tr("Translated");
    case ReviewedColumn:
        return tr("Reviewed");
    case ApprovedColumn:
        return tr("Approved");
    case DeletionColumn:
        return tr("Deleted / target");
    case QaErrorsColumn:
        return tr("QA errors");
    case QaWarningsColumn:
        return tr("QA warnings");
    case ChecklistColumn:
        return tr("Checklist open");
    case RevisionsColumn:
        return tr("Revisions");
    case UpdatedColumn:
        return tr("Last update");
    case SourceWordsColumn:
        return tr("English words");
    case ChineseCharactersColumn:
        return tr("Chinese characters");
    }
    return {};
}
