// SPDX-FileCopyrightText: 2026 Yiqiao authors
// SPDX-License-Identifier: GPL-3.0-or-later
#include "store/frontmatterdate.h"

#include "markdown/markdowndocument.h"
#include "store/issuerepository.h"

#include <QRegularExpression>

QDate FrontMatterDate::read(const MarkdownDocument &post)
{
    if (post.blocks.isEmpty() || post.blocks.constFirst().kind != BlockKind::FrontMatter) {
        return {};
    }
    return fromFrontMatter(post.blocks.constFirst().text);
}

QDate FrontMatterDate::fromFrontMatter(const QString &frontMatter)
{
    // Top-level keys only (an indented "date:" belongs to another key's mapping);
    // the day may be quoted, and must be followed by the end, a time or a comment.
    static const QRegularExpression key(
        QStringLiteral("^(date|pubDate|published)[ \\t]*:[ \\t]*[\"']?(\\d{4}-\\d{2}-\\d{2})(?=$|[T \\t\"'#])"));
    static const QRegularExpression lineBreak(QStringLiteral("\\r\\n|\\r|\\n"));
    const QStringList lines = frontMatter.split(lineBreak);
    QDate fallback;
    // lines[0] is the opening "---", the last one the closing "---" or "...".
    for (int i = 1; i + 1 < lines.size(); ++i) {
        const QRegularExpressionMatch match = key.match(lines.at(i));
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
