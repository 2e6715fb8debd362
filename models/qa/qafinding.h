// SPDX-FileCopyrightText: 2026 Yiqiao authors
// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once

#include "qa/qaseverity.h"

#include <QString>

// One thing a QA check found in an issue's draft. Positions are in UTF-16 units of
// the stored block's text; offset -1 means the whole block. A finding of a source
// block that has no translation has targetBlockId 0.
struct QaFinding {
    QString check; // a QaChecks id, e.g. "markdown.inline-code"
    QaSeverity severity = QaSeverity::Warning;
    QString message; // translated, one line, says what to do
    qint64 targetBlockId = 0; // jump target in the draft
    qint64 sourceBlockId = 0; // jump target in the source (the first aligned block)
    int offset = -1;
    int length = 0;
    // What is at fault, verbatim ("`--nproc_per_node`", "12 GB", "“"): part of the
    // waiver key, so that waiving one finding does not waive its neighbours.
    QString detail;
    // The same fault again in the same block (QaRunner counts them in order): 0 for
    // the first, so that each can be waived on its own.
    int occurrence = 0;
    bool waived = false;
    QString waiverReason;

    // Stable across runs while the block and what is at fault stay: the key of a
    // waiver (qa_waivers.finding_key).
    QString key() const
    {
        const QString key =
            check + QLatin1Char('|') + QString::number(targetBlockId ? targetBlockId : -sourceBlockId) + QLatin1Char('|') + detail;
        return occurrence > 0 ? key + QLatin1Char('#') + QString::number(occurrence) : key;
    }
};
