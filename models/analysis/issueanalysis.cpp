// SPDX-FileCopyrightText: 2026 Yiqiao authors
// SPDX-License-Identifier: GPL-3.0-or-later
#include "analysis/issueanalysis.h"

void IssueAnalysis::add(const AnalysedBlock &block)
{
    AnalysisCounts &counts = bands.at(size_t(block.band));
    counts += {1, block.words, block.chineseCharacters};
    blocks.append(block);
}

AnalysisCounts IssueAnalysis::total() const
{
    AnalysisCounts sum;
    for (const AnalysisCounts &counts : bands) {
        sum += counts;
    }
    return sum;
}

IssueAnalysis IssueAnalysis::sum(const QList<IssueAnalysis> &issues)
{
    IssueAnalysis result;
    for (const IssueAnalysis &issue : issues) {
        for (size_t i = 0; i < result.bands.size(); ++i) {
            result.bands.at(i) += issue.bands.at(i);
        }
    }
    return result;
}
