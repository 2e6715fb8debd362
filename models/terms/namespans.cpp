// SPDX-FileCopyrightText: 2026 Yiqiao authors
// SPDX-License-Identifier: GPL-3.0-or-later
#include "terms/namespans.h"

#include <QRegularExpression>

#include <algorithm>

QVector<NameSpans::Span> NameSpans::of(const QString &text)
{
    static const QRegularExpression names(QStringLiteral("(?::[A-Za-z][\\w.-]*:)?(`+)(?:[^`]|[^`].*?[^`])\\1(?!`)"
                                                         "|(?<![\\w'\"`])(['\"])[A-Za-z_][\\w./-]*\\2(?![\\w'\"])"),
        QRegularExpression::DotMatchesEverythingOption);
    QVector<Span> spans;
    for (auto it = names.globalMatch(text); it.hasNext();) {
        const QRegularExpressionMatch match = it.next();
        spans.append({int(match.capturedStart()), int(match.capturedEnd())});
    }
    return spans;
}

bool NameSpans::covers(const QVector<Span> &spans, int start, int end)
{
    return std::any_of(spans.cbegin(), spans.cend(), [&](const Span &span) { return span.first <= start && end <= span.second; });
}
