// SPDX-FileCopyrightText: 2026 Yiqiao authors
// SPDX-License-Identifier: GPL-3.0-or-later
#include "store/frontmatterdate.h"

#include "markdown/markdowndocument.h"
#include "store/issuerepository.h"

#include <QRegularExpression>

QDate FrontMatterDate::read(const MarkdownDocument &post)
{
    return fromFrontMatter(post.frontMatter());
}

QDate FrontMatterDate::fromFrontMatter(const QString &frontMatter)
{
    // Top-level keys only (an indented "date:" belongs to another key's mapping);
    // the day may be quoted, and must be followed by the end, a time or a comment.
    static const QRegularExpression key(
        QStringLiteral("^(date|pubDate|published)[ \\t]*:[ \\t]*[\"']?(\\d{4}-\\d{2}-\\d{2})(?=$|[T \\t\"'#])"));
    QDate fallback;
    for (const QString &line : MarkdownDocument::frontMatterBody(frontMatter)) {
        const QRegularExpressionMatch match = key.match(line);
        if (!match.hasMatch()) {
            continue;
        }
        QDate date = QDate::fromString(match.captured(2), Qt::ISODate);
        if (date < IssueRepository::firstPublicationDay() || date > IssueRepository::lastPublicationDay()) {
            date = QDate();
        }
        if (match.captured(1) == QLatin1String("date")) {
            return date;
        }
        fallback = fallback.isValid() ? fallback : date;
    }
    return fallback;
}
