// SPDX-FileCopyrightText: 2026 Yiqiao authors
// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once

#include "analysis/issueanalysis.h"
#include "core/rowtablemodel.h"

#include <optional>

struct AnalysisTableRow {
    std::optional<AnalysisBand> band; // none: the total
    AnalysisCounts counts;
    qint64 allWords = 0; // of the analysis, for the share
};

// One analysis (an issue's, or the sum of several) as a table: a row per band in
// AnalysisBands order, then the total; columns the band, segments, words, their share
// of all words and Chinese characters. Numbers right-aligned; the headers' tooltips
// say what is counted (the Chinese characters' rule is MatchAnalysis's).
class AnalysisTableModel : public RowTableModel<AnalysisTableRow>
{
    Q_OBJECT
public:
    enum Column { BandColumn, SegmentsColumn, WordsColumn, ShareColumn, ChineseColumn, ColumnCount };

    explicit AnalysisTableModel(QObject *parent = nullptr);

    void setAnalysis(const IssueAnalysis &analysis);
    // No rows.
    void clear();
    QVariant headerData(int section, Qt::Orientation orientation, int role = Qt::DisplayRole) const override;
    // What the Chinese characters column counts, for people.
    static QString chineseCharactersRule();

protected:
    QVariant value(const AnalysisTableRow &row, int column, int role) const override;
    QString columnTitle(int column) const override;

private:
    static QString display(const AnalysisTableRow &row, int column);
};
