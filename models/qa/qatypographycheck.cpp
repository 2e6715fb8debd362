// SPDX-FileCopyrightText: 2026 Yiqiao authors
// SPDX-License-Identifier: GPL-3.0-or-later
#include "qa/qatypographycheck.h"

#include "qa/qatypographyscan.h"

const QString QaTypographyCheck::LatinSpaceId = QStringLiteral("typography.cjk-latin-space");
const QString QaTypographyCheck::DigitSpaceId = QStringLiteral("typography.cjk-digit-space");
const QString QaTypographyCheck::FullwidthId = QStringLiteral("typography.fullwidth-punctuation");
const QString QaTypographyCheck::SpaceBesideId = QStringLiteral("typography.space-beside-fullwidth");
const QString QaTypographyCheck::QuotesId = QStringLiteral("typography.quotes");
const QString QaTypographyCheck::RepeatedId = QStringLiteral("typography.repeated-punctuation");

QStringList QaTypographyCheck::ids() const
{
    return {LatinSpaceId, DigitSpaceId, FullwidthId, SpaceBesideId, QuotesId, RepeatedId};
}

void QaTypographyCheck::run(const QaInput &input, QList<QaFinding> *findings) const
{
    QaTypographyScan::find(input, findings);
}
