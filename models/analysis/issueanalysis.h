// SPDX-FileCopyrightText: 2026 Yiqiao authors
// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once

#include "analysis/analysedblock.h"
#include "analysis/analysisband.h"
#include "analysis/analysiscounts.h"

#include <QList>
#include <QMetaType>
#include <QString>

#include <array>

// The match analysis of one issue (or the sum of several: number 0): its counts
// per band and, for an issue, each source block's band.
struct IssueAnalysis {
    int number = 0;
    QString title;
    std::array<AnalysisCounts, AnalysisBands::Count> bands {};
    QList<AnalysedBlock> blocks; // empty in a sum

    const AnalysisCounts &counts(AnalysisBand band) const { return bands.at(size_t(band)); }
    // Adds the block to its band's counts and to blocks.
    void add(const AnalysedBlock &block);
    // Every band's counts together.
    AnalysisCounts total() const;
    // The issues' counts added up, band by band (number 0, no title, no blocks).
    static IssueAnalysis sum(const QList<IssueAnalysis> &issues);
};

Q_DECLARE_METATYPE(IssueAnalysis)
