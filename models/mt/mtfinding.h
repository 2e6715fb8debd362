// SPDX-FileCopyrightText: 2026 Yiqiao authors
// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once

#include <QString>

// Something the term checks or the QA checks found in a machine suggestion.
struct MtFinding {
    QString check; // a QaChecks id: "term.missing", "term.context", "markdown.inline-code", …
    QString message; // translated, one line
    QString severity; // "error", "warning" or "info" (QaSeverities::toString)
    int offset = -1; // in the suggestion's text (UTF-16); -1: the whole suggestion
    int length = 0;
};
