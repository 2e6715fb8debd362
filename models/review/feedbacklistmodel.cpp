// SPDX-FileCopyrightText: 2026 Yiqiao authors
// SPDX-License-Identifier: GPL-3.0-or-later
#include "review/feedbacklistmodel.h"

#include "core/textexcerpt.h"

FeedbackListModel::FeedbackListModel(QObject *parent)
    : QAbstractTableModel(parent)
{
}

void FeedbackListModel::setReports(const QList<FeedbackReport> &reports)
{
    beginResetModel();
    m_reports = reports;
    endResetModel();
}

const FeedbackReport &FeedbackListModel::reportAt(int row) const
{
    return m_reports.at(row);
}

int FeedbackListModel::rowOf(qint64 reportId) const
{
    for (int row = 0; row < m_reports.size(); ++row) {
        if (m_reports.at(row).id == reportId) {
            return row;
        }
    }
    return -1;
}

int FeedbackListModel::rowCount(const QModelIndex &parent) const
{
    return parent.isValid() ? 0 : int(m_reports.size());
}

int FeedbackListModel::columnCount(const QModelIndex &parent) const
{
    return parent.isValid() ? 0 : ColumnCount;
}

QVariant FeedbackListModel::data(const QModelIndex &index, int role) const
{
    if (!checkIndex(index, CheckIndexOption::IndexIsValid | CheckIndexOption::ParentIsInvalid)) {
        return {};
    }
    const FeedbackReport &report = m_reports.at(index.row());
    switch (role) {
    case Qt::DisplayRole:
        return display(report, index.column());
    case Qt::ToolTipRole:
        return toolTip(report, index.column());
    case ReportIdRole:
        return report.id;
    case TargetBlockIdRole:
        return report.targetBlockId;
    case OpenRole:
        return report.status == FeedbackReport::Status::Open;
    default:
        return {};
    }
}

QString FeedbackListModel::display(const FeedbackReport &report, int column)
{
    switch (column) {
    case TypeColumn:
        return FeedbackReport::displayName(report.type);
    case BlockColumn:
        return excerpt(report.blockText);
    case TextColumn:
        return report.body.simplified();
    case ReporterColumn:
        return report.reporter;
    case StatusColumn:
        return FeedbackReport::displayName(report.status);
    default:
        return {};
    }
}

QString FeedbackListModel::toolTip(const FeedbackReport &report, int column)
{
    switch (column) {
    case BlockColumn:
        return report.blockText;
    case TextColumn:
        return report.body;
    case StatusColumn:
        return report.resolution;
    default:
        return {};
    }
}

// The text on one line, cut after ExcerptLength characters with "…".
QString FeedbackListModel::excerpt(const QString &text)
{
    return TextExcerpt::oneLine(text, ExcerptLength);
}

QVariant FeedbackListModel::headerData(int section, Qt::Orientation orientation, int role) const
{
    if (orientation != Qt::Horizontal || role != Qt::DisplayRole) {
        return {};
    }
    switch (section) {
    case TypeColumn:
        return tr("Type");
    case BlockColumn:
        return tr("Block");
    case TextColumn:
        return tr("Report");
    case ReporterColumn:
        return tr("Reporter");
    case StatusColumn:
        return tr("Status");
    default:
        return {};
    }
}
