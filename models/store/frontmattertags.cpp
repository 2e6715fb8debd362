// SPDX-FileCopyrightText: 2026 Yiqiao authors
// SPDX-License-Identifier: GPL-3.0-or-later
#include "store/frontmattertags.h"

#include "core/sourcetext.h"
#include "markdown/markdownblockparser.h"
#include "markdown/markdowndocument.h"
#include "store/issuerepository.h"

#include <QRegularExpression>

QStringList FrontMatterTags::read(const QByteArray &post)
{
    // MarkdownBlockParser::parse wants valid UTF-8.
    if (SourceText::firstInvalidByte(post) >= 0) {
        return {};
    }
    return read(MarkdownBlockParser::parse(post));
}

QStringList FrontMatterTags::read(const MarkdownDocument &post)
{
    return fromFrontMatter(post.frontMatter());
}

QStringList FrontMatterTags::fromFrontMatter(const QString &frontMatter)
{
    // A top-level key only: an indented "tags:" belongs to another key's mapping.
    static const QRegularExpression key(QStringLiteral("^tags[ \\t]*:(?:[ \\t]+(.*))?$"));
    const QStringList lines = MarkdownDocument::frontMatterBody(frontMatter);
    for (int i = 0; i < lines.size(); ++i) {
        const QRegularExpressionMatch match = key.match(lines.at(i));
        if (!match.hasMatch()) {
            continue;
        }
        QString value = match.captured(1).trimmed();
        if (value.isEmpty() || value.startsWith(QLatin1Char('#'))) {
            return IssueRepository::normalizedTags(blockList(lines, i + 1));
        }
        // A flow list may go on over the following lines.
        for (int next = i + 1; value.startsWith(QLatin1Char('[')) && !value.contains(QLatin1Char(']')) && next < lines.size(); ++next) {
            value += QLatin1Char(' ') + lines.at(next).trimmed();
        }
        return IssueRepository::normalizedTags(flowItems(value));
    }
    return {};
}

// "- item" lines (indented or not) from first on; blank and comment lines between
// them are skipped, any other line ends the list.
QStringList FrontMatterTags::blockList(const QStringList &lines, int first)
{
    static const QRegularExpression item(QStringLiteral("^\\s*-(?:\\s+(.*))?$"));
    QStringList tags;
    for (int i = first; i < lines.size(); ++i) {
        const QString trimmed = lines.at(i).trimmed();
        if (trimmed.isEmpty() || trimmed.startsWith(QLatin1Char('#'))) {
            continue;
        }
        const QRegularExpressionMatch match = item.match(lines.at(i));
        if (!match.hasMatch()) {
            break;
        }
        tags += flowItems(match.captured(1), false);
    }
    return tags;
}

// The items of "[a, 'b']" or "a, b": split at commas outside quotes (unless told
// not to: a block list's "- a, b" is one item), up to a "]" outside quotes or a
// " #" comment.
QStringList FrontMatterTags::flowItems(const QString &value, bool splitAtCommas)
{
    const bool bracketed = value.startsWith(QLatin1Char('['));
    QStringList items;
    QString current;
    QChar quote;
    for (int i = bracketed ? 1 : 0; i < value.size(); ++i) {
        QChar c = value.at(i);
        if (!quote.isNull()) {
            if (quote == QLatin1Char('"') && c == QLatin1Char('\\') && i + 1 < value.size()) {
                current += c;
                c = value.at(++i);
            } else if (c == quote) {
                quote = QChar();
            }
        } else if (c == QLatin1Char('"') || c == QLatin1Char('\'')) {
            quote = current.trimmed().isEmpty() ? c : QChar();
        } else if (c == QLatin1Char(',') && splitAtCommas) {
            items.append(unquoted(current));
            current.clear();
            continue;
        } else if ((bracketed && c == QLatin1Char(']')) || (c == QLatin1Char('#') && (i == 0 || value.at(i - 1).isSpace()))) {
            break;
        }
        current += c;
    }
    items.append(unquoted(current));
    return items;
}

QString FrontMatterTags::unquoted(const QString &item)
{
    const QString trimmed = item.trimmed();
    if (trimmed.size() < 2) {
        return trimmed;
    }
    const QChar first = trimmed.front();
    if ((first != QLatin1Char('"') && first != QLatin1Char('\'')) || trimmed.back() != first) {
        return trimmed;
    }
    QString inner = trimmed.mid(1, trimmed.size() - 2);
    if (first == QLatin1Char('\'')) {
        return inner.replace(QStringLiteral("''"), QStringLiteral("'"));
    }
    return inner.replace(QStringLiteral("\\\""), QStringLiteral("\"")).replace(QStringLiteral("\\\\"), QStringLiteral("\\"));
}
