// SPDX-FileCopyrightText: 2026 Yiqiao authors
// SPDX-License-Identifier: GPL-3.0-or-later
#include "markdown/inlinemarkup.h"

#include <QRegularExpression>

namespace {
using Run = InlineMarkup::Run;
using RunKind = InlineMarkup::RunKind;

// Collects runs, merging neighbours of the same standalone kind and dropping empty ones.
class RunList
{
public:
    void add(RunKind kind, const QString &text, int pair = -1)
    {
        if (text.isEmpty()) {
            return;
        }
        const bool mergeable = kind == RunKind::Text || kind == RunKind::Code;
        if (mergeable && !runs.isEmpty() && runs.last().kind == kind) {
            runs.last().text += text;
            return;
        }
        runs.append(Run {kind, text, pair});
    }

    QList<Run> runs;
};

bool isAsciiPunctuation(QChar c)
{
    return c.unicode() < 128 && (c.isPunct() || c.isSymbol());
}

bool isLineBreak(QChar c)
{
    return c == QLatin1Char('\n') || c == QLatin1Char('\r');
}

const QRegularExpression &tagPattern()
{
    static const QRegularExpression pattern(
        QStringLiteral(
            "\\G(?:<[A-Za-z][A-Za-z0-9.+-]{1,31}:[^\\s<>]*>"
            "|<[A-Za-z0-9.!#$%&'*+/"
            "=?^_`{|}~-]+@[A-Za-z0-9](?:[A-Za-z0-9-]{0,61}[A-Za-z0-9])?(?:\\.[A-Za-z0-9](?:[A-Za-z0-9-]{0,61}[A-Za-z0-9])?)*>"
            "|<[A-Za-z][A-Za-z0-9-]*(?:\\s+[A-Za-z_:][A-Za-z0-9_.:-]*(?:\\s*=\\s*(?:[^\\s\"'=<>`]+|'[^']*'|\"[^\"]*\"))?)*\\s*/?>"
            "|</[A-Za-z][A-Za-z0-9-]*\\s*>"
            "|<!--.*?-->)"),
        QRegularExpression::DotMatchesEverythingOption);
    return pattern;
}

// The inline scanner over s[from, to): see InlineMarkup's contract.
class Scanner
{
public:
    Scanner(const QString &s, RunList &out, int &pair)
        : m_s(s)
        , m_out(out)
        , m_pair(pair)
    {
    }

    void scan(int from, int to)
    {
        int text = from;
        int i = from;
        while (i < to) {
            const QChar c = m_s.at(i);
            int end = protectedEnd(i, to);
            if (end > i) {
                m_out.add(RunKind::Text, m_s.mid(text, i - text));
                m_out.add(RunKind::Code, m_s.mid(i, end - i));
                i = text = end;
            } else if ((end = pairedEnd(i, to, text)) > i) {
                i = text = end;
            } else {
                i += (c == QLatin1Char('`') || isDelimiter(c)) ? runLength(i, to) : 1;
            }
        }
        m_out.add(RunKind::Text, m_s.mid(text, to - text));
    }

private:
    static bool isDelimiter(QChar c) { return c == QLatin1Char('*') || c == QLatin1Char('_') || c == QLatin1Char('~'); }

    // A link or an emphasis starting at i: written out (after the text since
    // textStart), returning its end; or -1.
    int pairedEnd(int i, int to, int textStart)
    {
        const QChar c = m_s.at(i);
        int openLength = 0;
        int close = -1;
        int closeEnd = -1;
        if (c == QLatin1Char('[')) {
            close = bracketEnd(i, to);
            closeEnd = close > 0 ? linkTargetEnd(close, to) : -1;
            openLength = 1;
        } else if (isDelimiter(c)) {
            openLength = runLength(i, to);
            close = opensEmphasis(i, openLength, to) ? closer(c, openLength, i + openLength, to) : -1;
            closeEnd = close > 0 ? close + openLength : -1;
        }
        if (closeEnd < 0) {
            return -1;
        }
        const int pair = m_pair++;
        m_out.add(RunKind::Text, m_s.mid(textStart, i - textStart));
        m_out.add(RunKind::Open, m_s.mid(i, openLength), pair);
        scan(i + openLength, close);
        m_out.add(RunKind::Close, m_s.mid(close, closeEnd - close), pair);
        return closeEnd;
    }

    // The end of a standalone protected element at i, or -1.
    int protectedEnd(int i, int to) const
    {
        const QChar c = m_s.at(i);
        const QChar next = i + 1 < to ? m_s.at(i + 1) : QChar();
        if (c == QLatin1Char('\\')) {
            return isLineBreak(next) ? i + 1 : (i + 1 < to && isAsciiPunctuation(next) ? i + 2 : -1);
        }
        if (c == QLatin1Char(' ')) {
            const int spaces = runLength(i, to);
            return spaces >= 2 && i + spaces < to && isLineBreak(m_s.at(i + spaces)) ? i + spaces : -1;
        }
        if (c == QLatin1Char('`')) {
            return codeSpanEnd(i, to);
        }
        if (c == QLatin1Char('<')) {
            return tagEnd(i, to);
        }
        if (c == QLatin1Char('!') && next == QLatin1Char('[')) {
            const int close = bracketEnd(i + 1, to);
            return close > 0 ? linkTargetEnd(close, to) : -1;
        }
        if (c == QLatin1Char('[') && next == QLatin1Char('^')) {
            return footnoteEnd(i, to);
        }
        if (c == QLatin1Char('$')) {
            return mathEnd(i, to);
        }
        return -1;
    }

    int runLength(int i, int to) const
    {
        int j = i;
        while (j < to && m_s.at(j) == m_s.at(i)) {
            ++j;
        }
        return j - i;
    }

    int codeSpanEnd(int i, int to) const
    {
        const int n = runLength(i, to);
        for (int j = i + n; j < to;) {
            if (m_s.at(j) != QLatin1Char('`')) {
                ++j;
                continue;
            }
            const int m = runLength(j, to);
            if (m == n) {
                return j + m;
            }
            j += m;
        }
        return -1;
    }

    int tagEnd(int i, int to) const
    {
        const QRegularExpressionMatch match = tagPattern().match(m_s, i);
        return match.hasMatch() && match.capturedEnd() <= to ? int(match.capturedEnd()) : -1;
    }

    int footnoteEnd(int i, int to) const
    {
        for (int j = i + 2; j < to; ++j) {
            const QChar c = m_s.at(j);
            if (c == QLatin1Char(']')) {
                return j > i + 2 ? j + 1 : -1;
            }
            if (c.isSpace() || c == QLatin1Char('[')) {
                return -1;
            }
        }
        return -1;
    }

    // $…$ on one line or $$…$$: content neither starts nor ends with a space, and a
    // single closing $ is not followed by a digit (so "$5 and $10" stays text).
    int mathEnd(int i, int to) const
    {
        const int n = runLength(i, to);
        if (n > 2 || i + n >= to || m_s.at(i + n).isSpace()) {
            return -1;
        }
        for (int j = i + n + 1; j < to; ++j) {
            const QChar c = m_s.at(j);
            if (c == QLatin1Char('\\')) {
                ++j;
            } else if (n == 1 && isLineBreak(c)) {
                return -1;
            } else if (c == QLatin1Char('$')) {
                const int m = runLength(j, to);
                const bool digitAfter = j + m < to && m_s.at(j + m).isDigit();
                if (m == n && !m_s.at(j - 1).isSpace() && (n == 2 || !digitAfter)) {
                    return j + m;
                }
                j += m - 1;
            }
        }
        return -1;
    }

    // The index of the ']' closing the '[' at open, or -1.
    int bracketEnd(int open, int to) const
    {
        int depth = 0;
        for (int j = open + 1; j < to;) {
            const QChar c = m_s.at(j);
            if (c == QLatin1Char('\\')) {
                j += 2;
                continue;
            }
            if (c == QLatin1Char('`')) {
                const int end = codeSpanEnd(j, to);
                j = end > 0 ? end : j + runLength(j, to);
                continue;
            }
            if (c == QLatin1Char('[')) {
                ++depth;
            } else if (c == QLatin1Char(']') && depth-- == 0) {
                return j;
            }
            ++j;
        }
        return -1;
    }

    // After the ']' at close: the end of "(target)" or "[ref]", or -1.
    int linkTargetEnd(int close, int to) const
    {
        const int k = close + 1;
        if (k >= to) {
            return -1;
        }
        if (m_s.at(k) == QLatin1Char('(')) {
            int depth = 0;
            for (int j = k + 1; j < to; ++j) {
                const QChar c = m_s.at(j);
                if (c == QLatin1Char('\\')) {
                    ++j;
                } else if (c == QLatin1Char('(')) {
                    ++depth;
                } else if (c == QLatin1Char(')') && depth-- == 0) {
                    return j + 1;
                }
            }
            return -1;
        }
        if (m_s.at(k) == QLatin1Char('[')) {
            for (int j = k + 1; j < to; ++j) {
                if (m_s.at(j) == QLatin1Char('[')) {
                    return -1;
                }
                if (m_s.at(j) == QLatin1Char(']')) {
                    return j + 1;
                }
            }
        }
        return -1;
    }

    bool opensEmphasis(int i, int n, int to) const
    {
        const QChar c = m_s.at(i);
        if (i + n >= to || m_s.at(i + n).isSpace() || (c == QLatin1Char('~') && n > 2)) {
            return false;
        }
        return c != QLatin1Char('_') || i == 0 || !m_s.at(i - 1).isLetterOrNumber();
    }

    // A delimiter run of exactly n times c after a non-space, skipping escapes, code
    // spans and tags; -1 when there is none.
    int closer(QChar c, int n, int from, int to) const
    {
        for (int j = from; j < to;) {
            const QChar here = m_s.at(j);
            if (here == QLatin1Char('\\')) {
                j += 2;
                continue;
            }
            const int skipped = here == QLatin1Char('`') ? codeSpanEnd(j, to) : (here == QLatin1Char('<') ? tagEnd(j, to) : -1);
            if (skipped > 0) {
                j = skipped;
                continue;
            }
            if (here != c) {
                ++j;
                continue;
            }
            const int m = runLength(j, to);
            const bool wordAfter = j + m < to && m_s.at(j + m).isLetterOrNumber();
            if (m == n && j > from && !m_s.at(j - 1).isSpace() && (c != QLatin1Char('_') || !wordAfter)) {
                return j;
            }
            j += m;
        }
        return -1;
    }

    const QString &m_s;
    RunList &m_out;
    int &m_pair;
};

const QRegularExpression &linePrefixPattern(BlockKind kind)
{
    static const QRegularExpression container(
        QStringLiteral("^[ \\t]*(?:>[ \\t]?)*[ \\t]*(?:(?:[-+*]|\\d{1,9}[.)])(?=[ \\t]|$)[ \\t]*(?:\\[[ xX]\\](?=[ \\t]|$)[ \\t]*)?)?"));
    static const QRegularExpression indent(QStringLiteral("^[ \\t]*"));
    return kind == BlockKind::Table ? indent : container;
}

// Text runs of a table row split further at its pipes (with the spaces around them).
void addTableRuns(const QList<Run> &runs, RunList &out)
{
    static const QRegularExpression pipe(QStringLiteral("[ \\t]*\\|[ \\t]*"));
    for (const Run &run : runs) {
        if (run.kind != RunKind::Text) {
            out.add(run.kind, run.text, run.pair);
            continue;
        }
        int at = 0;
        for (auto it = pipe.globalMatch(run.text); it.hasNext();) {
            const QRegularExpressionMatch match = it.next();
            out.add(RunKind::Text, run.text.mid(at, match.capturedStart() - at));
            out.add(RunKind::Code, match.captured());
            at = int(match.capturedEnd());
        }
        out.add(RunKind::Text, run.text.mid(at));
    }
}

// List items, block quotes and tables: every line's container markers are
// protected, with the line break before them when there are any (always in tables).
void splitLines(const QString &text, BlockKind kind, RunList &out, int &pair)
{
    static const QRegularExpression lineBreak(QStringLiteral("\\r\\n|\\r|\\n"));
    const bool table = kind == BlockKind::Table;
    int start = 0;
    QString pendingBreak;
    for (int line = 0; start <= text.size(); ++line) {
        const QRegularExpressionMatch next = lineBreak.match(text, start);
        const int end = next.hasMatch() ? int(next.capturedStart()) : int(text.size());
        const QString content = text.mid(start, end - start);
        const int prefix = int(linePrefixPattern(kind).match(content).capturedLength());
        const bool structural = table || prefix > 0;
        out.add(structural ? RunKind::Code : RunKind::Text, pendingBreak);
        out.add(RunKind::Code, content.left(prefix));
        if (table && line == 1) {
            out.add(RunKind::Code, content.mid(prefix));
        } else {
            RunList lineRuns;
            Scanner(text, lineRuns, pair).scan(start + prefix, end);
            table ? addTableRuns(lineRuns.runs, out) : void(out.runs.append(lineRuns.runs));
        }
        if (!next.hasMatch()) {
            break;
        }
        pendingBreak = next.captured();
        start = int(next.capturedEnd());
    }
}

void splitHeading(const QString &text, RunList &out, int &pair)
{
    static const QRegularExpression atx(QStringLiteral("^ {0,3}#{1,6}(?=[ \\t]|$)[ \\t]*"));
    static const QRegularExpression closing(QStringLiteral("(?:^|[ \\t]+)#+[ \\t]*$"));
    static const QRegularExpression setext(QStringLiteral("(?:\\r\\n|\\r|\\n) {0,3}(?:=+|-+)[ \\t]*$"));
    const QRegularExpressionMatch marker = atx.match(text);
    if (marker.hasMatch()) {
        const int from = int(marker.capturedEnd());
        const QRegularExpressionMatch close = closing.match(text, from);
        const int to = close.hasMatch() ? int(close.capturedStart()) : int(text.size());
        out.add(RunKind::Code, marker.captured());
        Scanner(text, out, pair).scan(from, to);
        out.add(RunKind::Code, text.mid(to));
        return;
    }
    const QRegularExpressionMatch underline = setext.match(text);
    const int to = underline.hasMatch() ? int(underline.capturedStart()) : int(text.size());
    Scanner(text, out, pair).scan(0, to);
    out.add(RunKind::Code, text.mid(to));
}

// Runs appended one by one may leave neighbours of one kind (block markers next to a
// code span): merged here, so that every list keeps the same shape.
QList<Run> merged(const QList<Run> &runs)
{
    RunList out;
    for (const Run &run : runs) {
        out.add(run.kind, run.text, run.pair);
    }
    return out.runs;
}
} // namespace

bool InlineMarkup::isTranslatable(BlockKind kind)
{
    switch (kind) {
    case BlockKind::Paragraph:
    case BlockKind::Heading:
    case BlockKind::ListItem:
    case BlockKind::Table:
    case BlockKind::BlockQuote:
        return true;
    default:
        return false;
    }
}

QList<InlineMarkup::Run> InlineMarkup::split(const QString &blockText, BlockKind kind)
{
    RunList out;
    int pair = 0;
    if (!isTranslatable(kind)) {
        out.add(RunKind::Code, blockText);
    } else if (kind == BlockKind::Heading) {
        splitHeading(blockText, out, pair);
    } else if (kind == BlockKind::Paragraph) {
        Scanner(blockText, out, pair).scan(0, int(blockText.size()));
    } else {
        splitLines(blockText, kind, out, pair);
    }
    return merged(out.runs);
}

QString InlineMarkup::join(const QList<Run> &runs)
{
    QString text;
    for (const Run &run : runs) {
        text += run.text;
    }
    return text;
}
