// SPDX-FileCopyrightText: 2026 Yiqiao authors
// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once

#include "terms/termentry.h"

#include <QList>
#include <QString>

// One error planted into a published translation to see whether QA finds it
// (QaErrorPlanter makes them, QaPlantedOutcome judges them): the draft block it
// changes, the block's new text and the check that must report it there.
struct QaPlantedError {
    QString kind; // a QaErrorPlanter::kinds() name, "code-number"
    QString check; // the QaChecks id that must find it, "markdown.code-block"
    int targetIndex = -1; // into QaInput::targets
    QString text; // that block's text with the error
    QString change; // what was changed, one line: "512 → 513"
    // The termbase the draft is checked against, before and after planting (the term
    // kinds); empty for the others.
    QList<TermEntry> terms;
};
