// SPDX-FileCopyrightText: 2026 Yiqiao authors
// SPDX-License-Identifier: GPL-3.0-or-later
#include "review/feedbacklistmodel.h"

#include "core/textexcerpt.h"

FeedbackListModel::FeedbackListModel(QObject *parent)
    : RowTableModel(ColumnCount, parent)
{
}

void FeedbackListModel::setReports(const QList<FeedbackReport> &reports)
{
    resetRows(reports);
}

const FeedbackReport &FeedbackListModel::reportAt(int row) const
{
    return m_rows.at(row);
}

int FeedbackListModel::rowOf(qint64 reportId) const
{
    return indexWhere([reportId](const FeedbackReport &r) { return r.id == reportId; });
}

QVariant FeedbackListModel::value(const FeedbackReport &report, int column, int role) const
{
    switch (role) {
    case Qt::DisplayRole:
        return display(report, column);
    case Qt::ToolTipRole:
        return toolTip(report, column);
    case ReportIdRole:
        return report.id;
    case TargetBlockIdRole:
        return report.targetBlockId;
    case OpenRole:
        return report.status == FeedbackReport::Status::Open;
    case AwaitingConfirmationRole:
        return report.awaitsConfirmation();
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
        return report.statusText();
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
        return report.screenshots == 0 ? report.body
                                       : report.body + QLatin1Char('\n') + tr("(%n screenshot(s))", nullptr, report.screenshots);
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

// In Column order.
QString FeedbackListModel::columnTitle(int column) const
{
    return QStringList {tr("Type"), tr("Block"), tr("Report"), tr("Reporter"), tr("Status")}.value(column);
}
