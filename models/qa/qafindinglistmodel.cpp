// SPDX-FileCopyrightText: 2026 Yiqiao authors
// SPDX-License-Identifier: GPL-3.0-or-later
#include "qa/qafindinglistmodel.h"

#include "qa/qachecks.h"

QaFindingListModel::QaFindingListModel(QObject *parent)
    : RowTableModel(ColumnCount, parent)
{
}

void QaFindingListModel::setRows(const QList<Row> &rows)
{
    resetRows(rows);
}

const QaFindingListModel::Row &QaFindingListModel::rowAt(int row) const
{
    return m_rows.at(row);
}

int QaFindingListModel::rowOfKey(const QString &key) const
{
    return indexWhere([&key](const Row &row) { return row.finding.key() == key; });
}

QString QaFindingListModel::location(const Row &row)
{
    if (row.targetOrdinal > 0) {
        return tr("Draft #%1").arg(row.targetOrdinal);
    }
    return row.sourceOrdinal > 0 ? tr("Source #%1").arg(row.sourceOrdinal) : QString();
}

QVariant QaFindingListModel::value(const Row &row, int column, int role) const
{
    const QaFinding &finding = row.finding;
    switch (role) {
    case Qt::DisplayRole:
        switch (column) {
        case SeverityColumn:
            return QaSeverities::displayName(finding.severity);
        case CheckColumn:
            return QaChecks::info(finding.check).title;
        case LocationColumn:
            return location(row);
        case MessageColumn:
            return finding.waived ? tr("%1 (waived: %2)").arg(finding.message, finding.waiverReason) : finding.message;
        }
        return {};
    case Qt::ToolTipRole:
        return toolTip(row);
    case SeverityRole:
        return int(finding.severity);
    case CheckRole:
        return finding.check;
    case GroupRole:
        return QaChecks::info(finding.check).group;
    case WaivedRole:
        return finding.waived;
    case TargetBlockIdRole:
        return finding.targetBlockId;
    case SourceBlockIdRole:
        return finding.sourceBlockId;
    case KeyRole:
        return finding.key();
    }
    return {};
}

QString QaFindingListModel::toolTip(const Row &row) const
{
    const QaCheckInfo info = QaChecks::info(row.finding.check);
    QString tip = QStringLiteral("%1 (%2)\n%3").arg(info.title, info.id, row.finding.message);
    if (!row.finding.detail.isEmpty()) {
        tip += QLatin1Char('\n') + tr("At fault: %1").arg(row.finding.detail);
    }
    if (row.finding.waived) {
        tip += QLatin1Char('\n') + tr("Waived: %1").arg(row.finding.waiverReason);
    }
    return tip;
}

// In Column order.
QString QaFindingListModel::columnTitle(int column) const
{
    return QStringList {tr("Severity"), tr("Check"), tr("Where"), tr("Message")}.value(column);
}
