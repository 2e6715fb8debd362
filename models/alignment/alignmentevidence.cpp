// SPDX-FileCopyrightText: 2026 Yiqiao authors
// SPDX-License-Identifier: GPL-3.0-or-later
#include "alignment/alignmentevidence.h"

#include <QRegularExpression>
#include <QStringList>
#include <QStringView>

#include <algorithm>
#include <iterator>

namespace {
using Group = AlignmentEvidence::Group;
using HashSet = AlignmentEvidence::HashSet;

Group groupOf(BlockKind kind)
{
    switch (kind) {
    case BlockKind::Heading:
        return Group::Heading;
    case BlockKind::Code:
        return Group::Code;
    case BlockKind::Table:
        return Group::Table;
    case BlockKind::Math:
        return Group::Math;
    case BlockKind::FrontMatter:
        return Group::FrontMatter;
    case BlockKind::ThematicBreak:
        return Group::Rule;
    case BlockKind::Reference:
        return Group::Reference;
    default:
        return Group::Prose;
    }
}

bool isCjk(char16_t c)
{
    return (c >= 0x4E00 && c <= 0x9FFF) || (c >= 0x3400 && c <= 0x4DBF) || (c >= 0xF900 && c <= 0xFAFF);
}

HashSet sortedUnique(HashSet set)
{
    std::sort(set.begin(), set.end());
    set.erase(std::unique(set.begin(), set.end()), set.end());
    return set;
}

HashSet united(const HashSet &a, const HashSet &b)
{
    HashSet out;
    out.reserve(a.size() + b.size());
    std::set_union(a.cbegin(), a.cend(), b.cbegin(), b.cend(), std::back_inserter(out));
    return out;
}

uint key(QChar prefix, QStringView text)
{
    return qHash(text, uint(prefix.unicode()) * 7919u);
}

// --- Text ------------------------------------------------------------------------

const QRegularExpression &codeSpanPattern()
{
    static const QRegularExpression pattern(QStringLiteral("(`+)([^`]|[^`].*?[^`])\\1(?!`)"));
    return pattern;
}

const QRegularExpression &linkTargetPattern()
{
    static const QRegularExpression pattern(QStringLiteral("\\]\\(\\s*<?([^)\\s>]+)[^)]*\\)" // [text](target "title")
                                                           "|<((?:https?|ftp)://[^>\\s]+)>" // <https://…>
                                                           "|(?:href|src)\\s*=\\s*[\"']([^\"']+)[\"']" // HTML
                                                           "|^\\s*\\[[^\\]]+\\]:\\s*<?(\\S+?)>?(?:\\s|$)" // [ref]: target
                                                           "|((?:https?|ftp)://[^\\s)\\]>\"'`]+)"), // bare URL
        QRegularExpression::MultilineOption);
    return pattern;
}

const QRegularExpression &tagPattern()
{
    static const QRegularExpression pattern(QStringLiteral("</?[A-Za-z][^>]*>|<!--.*?-->"), QRegularExpression::DotMatchesEverythingOption);
    return pattern;
}

// Host + last path segment and the segment alone, so that a link moved to the Chinese
// edition of a page (/blog/x → /blog/zh/x) or to another host still matches.
void addLinkKeys(QString url, HashSet &anchors)
{
    url = url.toLower();
    const int cut = int(std::min(url.indexOf(QLatin1Char('#')) < 0 ? url.size() : url.indexOf(QLatin1Char('#')),
        url.indexOf(QLatin1Char('?')) < 0 ? url.size() : url.indexOf(QLatin1Char('?'))));
    url.truncate(cut);
    const bool absolute = url.contains(QLatin1String("://"));
    static const QRegularExpression scheme(QStringLiteral("^[a-z]+://(www\\.)?"));
    static const QRegularExpression extension(QStringLiteral("\\.(md|mdx|html?|ipynb)$"));
    url.remove(scheme);
    QStringList segments = url.split(QLatin1Char('/'), Qt::SkipEmptyParts);
    segments.removeAll(QStringLiteral("."));
    segments.removeAll(QStringLiteral(".."));
    if (segments.isEmpty()) {
        return; // an in-page anchor: translators rewrite them
    }
    const QString host = absolute ? segments.takeFirst() : QString();
    QString tail = segments.isEmpty() ? QString() : segments.constLast();
    tail.remove(extension);
    if (!tail.isEmpty()) {
        anchors.append(key(QLatin1Char('u'), tail));
    }
    if (absolute) {
        anchors.append(key(QLatin1Char('h'), QString(host + QLatin1Char('/') + tail)));
    }
}

// Removes what matches `pattern` from text, handing each match to `take`.
template<typename Take>
QString extract(const QString &text, const QRegularExpression &pattern, Take take)
{
    QString rest;
    int last = 0;
    auto it = pattern.globalMatch(text);
    while (it.hasNext()) {
        const QRegularExpressionMatch match = it.next();
        take(match);
        rest += QStringView(text).mid(last, match.capturedStart() - last);
        rest += QLatin1Char(' ');
        last = int(match.capturedEnd());
    }
    rest += QStringView(text).mid(last);
    return rest;
}

bool looksLikeName(const QString &word)
{
    for (int i = 1; i < word.size(); ++i) {
        if (word.at(i).isUpper() || word.at(i).isDigit() || word.at(i) == QLatin1Char('_')) {
            return true;
        }
    }
    return false;
}

// Numbers, words and names of prose left after code spans, links and tags are gone.
void addTokens(const QString &plain, AlignmentEvidence &f)
{
    static const QRegularExpression token(QStringLiteral("[0-9]+(?:[.,][0-9]+)*|[A-Za-z][A-Za-z0-9_]*"));
    auto it = token.globalMatch(plain);
    while (it.hasNext()) {
        const QString word = it.next().captured(0);
        if (word.at(0).isDigit()) {
            QString number = word;
            number.remove(QLatin1Char(','));
            f.anchors.append(key(QLatin1Char('n'), number));
        } else if (word.size() > 1) {
            f.words.append(key(QLatin1Char('w'), word.toLower()));
            if (looksLikeName(word)) {
                f.names.append(f.words.constLast());
            }
        }
    }
}

// Inline code that is one identifier is a name: translators often drop its backticks.
void addCodeSpan(const QString &code, AlignmentEvidence &f)
{
    static const QRegularExpression identifier(QStringLiteral("^[A-Za-z][A-Za-z0-9_]*$"));
    if (identifier.match(code).hasMatch()) {
        f.words.append(key(QLatin1Char('w'), code.toLower()));
        f.names.append(f.words.constLast());
    } else {
        f.anchors.append(key(QLatin1Char('c'), code));
    }
}

double weightedLength(QStringView text, bool *cjk)
{
    double length = 0;
    for (const QChar c : text) {
        if (isCjk(c.unicode())) {
            length += AlignmentEvidence::kLengthCjkWeight;
            *cjk = true;
        } else if (c.isLetterOrNumber()) {
            length += 1;
        }
    }
    return length;
}

// --- Code ------------------------------------------------------------------------

QStringList codeLines(const QString &text)
{
    QStringList lines = text.split(QLatin1Char('\n'));
    static const QRegularExpression fence(QStringLiteral("^\\s*(```|~~~)"));
    if (!lines.isEmpty() && fence.match(lines.constFirst()).hasMatch()) {
        lines.removeFirst();
        if (!lines.isEmpty() && fence.match(lines.constLast()).hasMatch()) {
            lines.removeLast();
        }
    }
    return lines;
}

// Where a # or // comment starts in a line of code, outside quotes; -1 if none.
// d2l's "#@tab" lines are directives, not comments.
int commentStart(const QString &line)
{
    QChar quote;
    for (int i = 0; i < line.size(); ++i) {
        const QChar c = line.at(i);
        if (!quote.isNull()) {
            quote = c == quote ? QChar() : quote;
            continue;
        }
        if (c == QLatin1Char('"') || c == QLatin1Char('\'')) {
            quote = c;
            continue;
        }
        const bool atWordStart = i == 0 || line.at(i - 1).isSpace();
        if (atWordStart && c == QLatin1Char('#') && !QStringView(line).mid(i).startsWith(QLatin1String("#@"))) {
            return i;
        }
        if (atWordStart && c == QLatin1Char('/') && QStringView(line).mid(i).startsWith(QLatin1String("//"))) {
            return i;
        }
    }
    return -1;
}

QString codeWithoutComments(const QString &text)
{
    static const QRegularExpression block(
        QStringLiteral("/\\*.*?\\*/|<!--.*?-->|\"\"\".*?\"\"\""), QRegularExpression::DotMatchesEverythingOption);
    static const QRegularExpression prompt(QStringLiteral("^\\s*(>>>|\\.\\.\\.|\\$)\\s"));
    QString code;
    for (QString line : codeLines(text)) {
        line.remove(prompt);
        const int comment = commentStart(line);
        code += comment < 0 ? line : line.left(comment);
        code += QLatin1Char('\n');
    }
    code.remove(block);
    return code;
}

HashSet codeGrams(const QString &code)
{
    QString dense;
    dense.reserve(code.size());
    for (const QChar c : code) {
        if (!c.isSpace()) {
            dense += c;
        }
    }
    HashSet out;
    const QStringView view(dense);
    for (int i = 0; i + 4 <= view.size(); ++i) {
        out.append(qHash(view.mid(i, 4)));
    }
    if (out.isEmpty() && !dense.isEmpty()) {
        out.append(qHash(view));
    }
    return sortedUnique(out);
}

// --- Blocks ----------------------------------------------------------------------

int tableColumns(const QString &text)
{
    const QStringList lines = text.split(QLatin1Char('\n'));
    if (lines.size() < 2) {
        return 0;
    }
    QString row = lines.at(1).trimmed();
    if (row.startsWith(QLatin1Char('|'))) {
        row.remove(0, 1);
    }
    if (row.endsWith(QLatin1Char('|'))) {
        row.chop(1);
    }
    return int(row.count(QLatin1Char('|'))) + 1;
}

AlignmentEvidence proseEvidence(const MarkdownBlock &block, AlignmentEvidence f)
{
    QString text = block.text;
    if (block.kind == BlockKind::Heading) {
        static const QRegularExpression customId(QStringLiteral("\\{#[^}]*\\}\\s*$"));
        text.remove(customId);
    }
    text = extract(text, codeSpanPattern(), [&](const QRegularExpressionMatch &m) { addCodeSpan(m.captured(2).trimmed(), f); });
    text = extract(text, linkTargetPattern(), [&](const QRegularExpressionMatch &m) {
        for (int group = 1; group <= 5; ++group) {
            if (m.capturedLength(group) > 0) {
                addLinkKeys(m.captured(group), f.anchors);
            }
        }
    });
    text.remove(tagPattern());
    addTokens(text, f);
    f.length = weightedLength(text, &f.cjk);
    return f;
}

} // namespace

AlignmentEvidence AlignmentEvidence::of(const MarkdownBlock &block)
{
    AlignmentEvidence f;
    const Group group = groupOf(block.kind);
    f.shapes.append({block.kind, group, block.headingLevel, group == Group::Table ? tableColumns(block.text) : 0});
    if (group == Group::Code || group == Group::Math) {
        const QString code = group == Group::Code ? codeWithoutComments(block.text) : block.text;
        f.grams = codeGrams(code);
        f.length = weightedLength(code, &f.cjk);
        return f;
    }
    f = proseEvidence(block, f);
    f.anchors = sortedUnique(f.anchors);
    f.words = sortedUnique(f.words);
    f.names = sortedUnique(f.names);
    return f;
}

AlignmentEvidence AlignmentEvidence::merged(const AlignmentEvidence &a, const AlignmentEvidence &b)
{
    AlignmentEvidence f;
    f.shapes = a.shapes + b.shapes;
    f.length = a.length + b.length;
    f.cjk = a.cjk || b.cjk;
    f.anchors = united(a.anchors, b.anchors);
    f.words = united(a.words, b.words);
    f.names = united(a.names, b.names);
    f.grams = united(a.grams, b.grams);
    f.valid = a.valid && b.valid;
    return f;
}

AlignmentEvidence AlignmentEvidence::ofAll(const QList<MarkdownBlock> &blocks)
{
    AlignmentEvidence f;
    for (const MarkdownBlock &block : blocks) {
        f = merged(f, of(block));
    }
    return f;
}
