// SPDX-FileCopyrightText: 2026 Yiqiao authors
// SPDX-License-Identifier: GPL-3.0-or-later
#include "find/searchquery.h"

QRegularExpression SearchQuery::pattern() const
{
    QRegularExpression::PatternOptions options;
    if (!caseSensitive) {
        options |= QRegularExpression::CaseInsensitiveOption;
    }
    return QRegularExpression(regex ? text : QRegularExpression::escape(text), options);
}
