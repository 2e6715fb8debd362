// SPDX-FileCopyrightText: 2026 Yiqiao authors
// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once

#include "qa/qacheck.h"

#include <QCoreApplication>

// deletion.unjustified: a deletion still waiting for its justification (export
// refuses it). deletion.still-translated: a source block deleted whole that draft
// blocks still translate — the deletion was made without taking the translation
// out, and the finished post would both contain the text and footnote its removal.
// Span deletions are not checked for this: which words of a translation render a
// span of its source cannot be told reliably.
class QaDeletionCheck : public QaCheck
{
    Q_DECLARE_TR_FUNCTIONS(QaDeletionCheck)
public:
    QStringList ids() const override;
    void run(const QaInput &input, QList<QaFinding> *findings) const override;
};
