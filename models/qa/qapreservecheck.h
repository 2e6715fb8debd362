// SPDX-FileCopyrightText: 2026 Yiqiao authors
// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once

#include "qa/qacheck.h"

#include <QCoreApplication>

// The "preserve" family: numbers (preserve.number), versions (preserve.version) and
// identifiers (preserve.identifier: CLI flags, environment variables, paths, file
// names, dotted, snake_case and camelCase names) of a unit's source prose must be in
// its translation. Only prose is compared: code blocks, math, front matter, inline
// code, link and image targets and HTML tags are blanked on both sides (other checks
// own them), and so are the body rows of a table that has another shape in the
// draft (a lost row is markdown.table's finding, not one per number in it). A token
// written n times in the source needs n matches in the draft; one
// finding per distinct token, detail = the token as the source writes it.
//
// Numbers match by value: "1,000" = "1000", full-width digits and ％ count, units are
// not compared ("12GB" = "12 GB", "5 hours" = "5小时"), a scale may become a Chinese
// one ("7B" = "70亿", "175 billion" = "1750 亿", "1 million" = "100万") and a number
// Chinese numerals ("Chapter 1" = "第一章"). The draft's inline code and math count
// as its text. Versions and identifiers must appear verbatim ("v1.2.3" may lose its "v").
class QaPreserveCheck : public QaCheck
{
    Q_DECLARE_TR_FUNCTIONS(QaPreserveCheck)
public:
    QStringList ids() const override;
    void run(const QaInput &input, QList<QaFinding> *findings) const override;
};
