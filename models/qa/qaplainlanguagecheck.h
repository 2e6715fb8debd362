// SPDX-FileCopyrightText: 2026 Yiqiao authors
// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once

#include "qa/qacheck.h"

#include <QCoreApplication>

// "plain.jargon": each occurrence in the draft's prose and headings (not in code) of
// jargon the project's plain-language list names (QaInput::plainWordings) is a hint
// offering the plain wording (the seed's 认知层校准: 鲁棒性 → 抗干扰能力), at the
// jargon, the jargon as its detail.
class QaPlainLanguageCheck : public QaCheck
{
    Q_DECLARE_TR_FUNCTIONS(QaPlainLanguageCheck)
public:
    QStringList ids() const override;
    void run(const QaInput &input, QList<QaFinding> *findings) const override;
};
