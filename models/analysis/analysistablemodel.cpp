// SPDX-FileCopyrightText: 2026 Yiqiao authors
// SPDX-License-Identifier: GPL-3.0-or-later
#include "analysis/analysistablemodel.h"

AnalysisTableModel::AnalysisTableModel(QObject *parent)
    : RowTableModel(ColumnCount, parent)
{
}

void AnalysisTableModel::setAnalysis(const IssueAnalysis &analysis)
{
    const AnalysisCounts total = analysis.total();
    QList<AnalysisTableRow> rows;
    for (AnalysisBand band : AnalysisBands::all()) {
        rows.append({band, analysis.counts(band), total.words});
    }
    rows.append({std::nullopt, total, total.words});
    resetRows(rows);
}

void AnalysisTableModel::clear()
{
    resetRows({});
}

QString AnalysisTableModel::chineseCharactersRule()
{
    return tr("Chinese characters of the block's draft when it has Chinese text; otherwise an estimate from the best memory match's "
              "translation (matches of 50% or more; a repetition takes its first occurrence's); otherwise none.");
}

QVariant AnalysisTableModel::headerData(int section, Qt::Orientation orientation, int role) const
{
    if (orientation != Qt::Horizontal || role != Qt::ToolTipRole) {
        return RowTableModel::headerData(section, orientation, role);
    }
    switch (section) {
    case SegmentsColumn:
        return tr("Source blocks.");
    case WordsColumn:
        return tr("English words of the source blocks (code, math, front matter and HTML have none).");
    case ShareColumn:
        return tr("The band's share of all English words analysed.");
    case ChineseColumn:
        return chineseCharactersRule();
    default:
        return {};
    }
}

QString AnalysisTableModel::columnTitle(int column) const
{
    switch (column) {
    case BandColumn:
        return tr("Match");
    case SegmentsColumn:
        return tr("Segments");
    case WordsColumn:
        return tr("Words");
    case ShareColumn:
        return tr("Share");
    case ChineseColumn:
        return tr("Chinese characters");
    default:
        return {};
    }
}

QVariant AnalysisTableModel::value(const AnalysisTableRow &row, int column, int role) const
{
    switch (role) {
    case Qt::DisplayRole:
        return display(row, column);
    case Qt::TextAlignmentRole:
        return column == BandColumn ? QVariant() : QVariant(int(Qt::AlignRight | Qt::AlignVCenter));
    case Qt::ToolTipRole:
        return column == ChineseColumn ? chineseCharactersRule() : QVariant();
    default:
        return {};
    }
}

QString AnalysisTableModel::display(const AnalysisTableRow &row, int column)
{
    switch (column) {
    case BandColumn:
        return row.band ? AnalysisBands::label(*row.band) : tr("Total");
    case SegmentsColumn:
        return QString::number(row.counts.segments);
    case WordsColumn:
        return QString::number(row.counts.words);
    case ShareColumn:
        return row.allWords > 0 ? QStringLiteral("%1%").arg(100.0 * double(row.counts.words) / double(row.allWords), 0, 'f', 1)
                                : QStringLiteral("–");
    case ChineseColumn:
        return QString::number(row.counts.chineseCharacters);
    default:
        return {};
    }
}
