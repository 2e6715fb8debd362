// SPDX-FileCopyrightText: 2026 Yiqiao authors
// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once

#include <QString>

// Something the term checks or the QA checks found in a machine suggestion.
struct MtFinding {
    QString check; // "term.<kind>" or a QaChecks id such as "markdown.inline-code"
    QString message; // translated, one line
    QString severity; // "error", "warning" or "info"
};
