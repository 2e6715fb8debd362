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

// The columns that name the issue show what they sort by; {} for the others.
QVariant issueField(const IssueDashboardRow &row, int column)
{
    switch (column) {
    case DashboardModel::NumberColumn:
        return row.number;
    case DashboardModel::TitleColumn:
        return row.title;
    case DashboardModel::StatusColumn:
        return IssueStatus::displayName(row.status);
    }
    return {};
}

} // namespace

DashboardModel::DashboardModel(QObject *parent)
    : RowTableModel(ColumnCount, parent)
{
}

void DashboardModel::setRows(const QList<IssueDashboardRow> &rows)
{
    QList<IssueDashboardRow> sorted = rows;
    std::sort(sorted.begin(), sorted.end(), [](const IssueDashboardRow &a, const IssueDashboardRow &b) { return a.number < b.number; });
    resetRows(sorted);
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
    return indexWhere([number](const IssueDashboardRow &row) { return row.number == number; });
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
        sum.pretranslatedBlocks += row.pretranslatedBlocks;
        sum.machineBlocks += row.machineBlocks;
        sum.qaErrors += row.qaErrors;
    }
    return sum;
}

QVariant DashboardModel::value(const IssueDashboardRow &row, int column, int role) const
{
    switch (role) {
    case Qt::DisplayRole:
        return display(row, column);
    case Qt::ToolTipRole:
        return toolTip(row, column);
    case Qt::TextAlignmentRole:
        return column == TitleColumn || column == StatusColumn ? QVariant(int(Qt::AlignLeft | Qt::AlignVCenter))
                                                               : QVariant(int(Qt::AlignRight | Qt::AlignVCenter));
    case SortRole:
        return sortKey(row, column);
    case IssueNumberRole:
        return row.number;
    case ShareRole:
        return share(row, column);
    case TargetRole:
        return column == DeletionColumn ? QVariant(row.deletionTarget) : QVariant();
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
    if (column == UpdatedColumn) {
        return row.updatedAt.toLocalTime().toString(QStringLiteral("yyyy-MM-dd HH:mm"));
    }
    if (column < TranslatedColumn) {
        return issueField(row, column);
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
    case PretranslatedColumn:
        return tr("%1 / %2").arg(row.pretranslatedBlocks).arg(row.machineBlocks);
    }
    return {};
}

// Rows not computed yet sort as -1, before every computed row.
QVariant DashboardModel::sortKey(const IssueDashboardRow &row, int column) const
{
    if (column == UpdatedColumn) {
        return row.updatedAt;
    }
    if (column < TranslatedColumn) {
        return issueField(row, column);
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
    case PretranslatedColumn:
        return double(row.pretranslatedBlocks + row.machineBlocks);
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
    case PretranslatedColumn:
        return tr("%1 draft blocks pre-translated from the memory and %2 by the machine, not yet confirmed")
            .arg(row.pretranslatedBlocks)
            .arg(row.machineBlocks);
    }
    return {};
}

QVariant DashboardModel::headerData(int section, Qt::Orientation orientation, int role) const
{
    if (orientation == Qt::Horizontal && role == Qt::ToolTipRole && section == TranslatedColumn) {
        return tr("Draft blocks translated, reviewed or approved, of all draft blocks. The issue list's Progress weighs the "
                  "source by its characters instead.");
    }
    return RowTableModel::headerData(section, orientation, role);
}

// In Column order.
QString DashboardModel::columnTitle(int column) const
{
    return QStringList {tr("No."), tr("Title"), tr("Status"), tr("Translated"), tr("Reviewed"), tr("Approved"), tr("Deleted / target"),
        tr("QA errors"), tr("QA warnings"), tr("Checklist open"), tr("Revisions"), tr("Last update"), tr("English words"),
        tr("Chinese characters"), tr("Pre-translated (memory / machine)")}
        .value(column);
}
