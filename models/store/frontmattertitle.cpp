// SPDX-FileCopyrightText: 2026 Yiqiao authors
// SPDX-License-Identifier: GPL-3.0-or-later
#include "store/frontmattertitle.h"

#include "markdown/markdowndocument.h"
#include "store/postimporter.h"

#include <QRegularExpression>

namespace {
QString unquoted(const QString &value)
{
    const QChar first = value.isEmpty() ? QChar() : value.front();
    if (first != QLatin1Char('"') && first != QLatin1Char('\'')) {
        if (first == QLatin1Char('|') || first == QLatin1Char('>') || first == QLatin1Char('[') || first == QLatin1Char('{')) {
            return {}; // block scalars, lists and mappings are not titles on one line
        }
        static const QRegularExpression comment(QStringLiteral("\\s+#.*$"));
        return QString(value).remove(comment).trimmed();
    }
    QString inner;
    for (int i = 1; i < value.size(); ++i) {
        const QChar c = value.at(i);
        if (first == QLatin1Char('\'') && c == first) {
            if (i + 1 < value.size() && value.at(i + 1) == first) {
                inner += c;
                ++i;
                continue;
            }
            return inner.trimmed();
        }
        if (first == QLatin1Char('"') && c == QLatin1Char('\\') && i + 1 < value.size()) {
            inner += value.at(++i);
            continue;
        }
        if (c == first) {
            return inner.trimmed();
        }
        inner += c;
    }
    return {}; // unterminated: the value goes on over more lines
}
} // namespace

QString FrontMatterTitle::read(const MarkdownDocument &post)
{
    return fromFrontMatter(post.frontMatter());
}

QString FrontMatterTitle::fromFrontMatter(const QString &frontMatter)
{
    static const QRegularExpression key(QStringLiteral("^title[ \\t]*:[ \\t]*(.*)$"));
    for (const QString &line : MarkdownDocument::frontMatterBody(frontMatter)) {
        const QRegularExpressionMatch match = key.match(line);
        if (match.hasMatch()) {
            return unquoted(match.captured(1).trimmed());
        }
    }
    return {};
}

QString FrontMatterTitle::proposed(const MarkdownDocument &post)
{
    const QString title = read(post);
    return title.isEmpty() ? PostImporter::headingTitle(post) : title;
}
