// SPDX-FileCopyrightText: 2026 Yiqiao authors
// SPDX-License-Identifier: GPL-3.0-or-later
#include "qa/qatypographytext.h"

#include "markdown/inlinemarkup.h"

#include <QRegularExpression>

namespace {

using Mark = QaSettings::Mark;

const QString kHalfMarks = QStringLiteral(",;:?!.()");
const QString kFullMarks = QStringLiteral("，；：？！。（）");

// A bare URL, not ending in punctuation.
const QRegularExpression &urlPattern()
{
    static const QRegularExpression pattern(QStringLiteral("(?:https?://|www\\.)[^\\s<>()\\x{3000}-\\x{303F}\\x{FF00}-\\x{FFEF}]*"
                                                           "[^\\s<>()\\x{3000}-\\x{303F}\\x{FF00}-\\x{FFEF}.,;:!?'\"]"));
    return pattern;
}

// The end of the run of c at i closed by the same run length, or -1.
int closingRunEnd(const QString &text, int i, QChar c)
{
    int n = 0;
    while (i + n < text.size() && text.at(i + n) == c) {
        ++n;
    }
    for (int j = i + n; j < text.size();) {
        int m = 0;
        while (j + m < text.size() && text.at(j + m) == c) {
            ++m;
        }
        if (m == n) {
            return j + m;
        }
        j += m > 0 ? m : 1;
    }
    return -1;
}

} // namespace

QaTypographyText::QaTypographyText(const BlockRecord &block)
{
    using Kind = InlineMarkup::RunKind;
    int at = 0;
    const QList<InlineMarkup::Run> runs = InlineMarkup::split(block.text, block.kind);
    for (int r = 0; r < runs.size(); ++r) {
        const InlineMarkup::Run &run = runs.at(r);
        if (run.kind == Kind::Text) {
            // d2lbook's slide marks "(**…**)" are markup, not parentheses.
            const bool markOpen = r + 1 < runs.size() && runs.at(r + 1).kind == Kind::Open && runs.at(r + 1).text == QLatin1String("**")
                && run.text.endsWith(QLatin1Char('('));
            const bool markClose = r > 0 && runs.at(r - 1).kind == Kind::Close && runs.at(r - 1).text == QLatin1String("**")
                && run.text.startsWith(QLatin1Char(')'));
            addText(run.text, at, markClose ? 1 : 0, markOpen && run.text.size() > (markClose ? 1 : 0) ? 1 : 0);
        } else if (run.kind == InlineMarkup::RunKind::Code) {
            addProtected(run.text, at);
        } else if (edges.isEmpty() || edges.back() != int(text.size())) {
            edges.append(int(text.size()));
        }
        at += int(run.text.size());
    }
    absorbRoles();
}

void QaTypographyText::add(QChar c, int start, int end)
{
    if (c == Break && !text.isEmpty() && text.back() == Break && to.back() == start) {
        to.back() = end;
        return;
    }
    text.append(c);
    from.append(start);
    to.append(end);
}

// The text run's characters [head, size - tail), bare URLs as objects.
void QaTypographyText::addText(const QString &run, int base, int head, int tail)
{
    int at = head;
    const bool url = run.contains(QLatin1String("://")) || run.contains(QLatin1String("www."));
    for (auto it = urlPattern().globalMatch(url ? run.left(run.size() - tail) : QString()); it.hasNext();) {
        const QRegularExpressionMatch match = it.next();
        for (; at < match.capturedStart(); ++at) {
            add(run.at(at), base + at, base + at + 1);
        }
        add(Object, base + at, base + int(match.capturedEnd()));
        at = int(match.capturedEnd());
    }
    for (; at < run.size() - tail; ++at) {
        add(run.at(at), base + at, base + at + 1);
    }
}

// InlineMarkup merges neighbouring protected runs ("\n- `code`"), so a protected run
// is taken apart again: code spans and math become objects, escapes their character,
// an autolink an object, everything else (markers, pipes, tags, images) a break.
void QaTypographyText::addProtected(const QString &run, int base)
{
    for (int j = 0; j < run.size();) {
        const QChar c = run.at(j);
        int end = -1;
        if (c == QLatin1Char('`') || c == QLatin1Char('$')) {
            end = closingRunEnd(run, j, c);
        } else if (c == QLatin1Char('<')) {
            end = int(run.indexOf(QLatin1Char('>'), j)) + 1;
            static const QRegularExpression autolink(QStringLiteral("\\G<[A-Za-z][A-Za-z0-9.+-]{1,31}:"));
            if (end > 0 && !autolink.match(run, j).hasMatch()) {
                add(Break, base + j, base + end);
                j = end;
                continue;
            }
        } else if (c == QLatin1Char('\\') && j + 1 < run.size() && run.at(j + 1).unicode() < 128 && run.at(j + 1).isPunct()) {
            add(run.at(j + 1), base + j, base + j + 2);
            j += 2;
            continue;
        }
        if (end > j) {
            add(Object, base + j, base + end);
            j = end;
        } else {
            add(Break, base + j, base + j + 1);
            ++j;
        }
    }
}

// d2l-zh's Sphinx roles (" :numref:`fig_x`", " :cite:`Kingma.Ba.2014`") need the
// space before them: the role and that space are one object.
void QaTypographyText::absorbRoles()
{
    static const QRegularExpression role(QStringLiteral(" ?:[a-z]+:\\x{E000}"));
    QRegularExpressionMatch match = role.match(text);
    while (match.hasMatch()) {
        const int start = int(match.capturedStart());
        const int last = int(match.capturedEnd()) - 1;
        text.replace(start, last - start + 1, Object);
        from.remove(start + 1, last - start);
        to.remove(start, last - start);
        match = role.match(text, start + 1);
    }
}

bool QaTypographyText::isCjk(QChar c)
{
    const ushort u = c.unicode();
    return (u >= 0x4E00 && u <= 0x9FFF) || (u >= 0x3400 && u <= 0x4DBF) || (u >= 0xF900 && u <= 0xFAFF) || (u >= 0x3040 && u <= 0x30FF);
}

bool QaTypographyText::containsCjk(const QString &text, int from, int to)
{
    const int end = to < 0 ? int(text.size()) : to;
    for (int i = from; i < end; ++i) {
        if (isCjk(text.at(i))) {
            return true;
        }
    }
    return false;
}

bool QaTypographyText::isLatin(QChar c)
{
    return c == Object || (c.unicode() < 0x250 && c.isLetter());
}

bool QaTypographyText::isAsciiDigit(QChar c)
{
    return c >= QLatin1Char('0') && c <= QLatin1Char('9');
}

bool QaTypographyText::isWordChar(QChar c)
{
    return c == Object || (c.unicode() < 0x2000 && c != QLatin1Char(' ') && c != Break);
}

QChar QaTypographyText::fullwidthOf(QChar c)
{
    const int i = int(kHalfMarks.indexOf(c));
    return i < 0 ? QChar() : kFullMarks.at(i);
}

QChar QaTypographyText::halfwidthOf(QChar c)
{
    const int i = int(kFullMarks.indexOf(c));
    return i < 0 ? QChar() : kHalfMarks.at(i);
}

QaSettings::Mark QaTypographyText::markOf(QChar c)
{
    switch (fullwidthOf(c).isNull() ? c.unicode() : fullwidthOf(c).unicode()) {
    case 0xFF1A: // ：
        return Mark::Colon;
    case 0xFF0C: // ，
        return Mark::Comma;
    case 0xFF1B: // ；
        return Mark::Semicolon;
    case 0xFF1F: // ？
    case 0xFF01: // ！
        return Mark::QuestionExclamation;
    case 0xFF08: // （
    case 0xFF09: // ）
        return Mark::Parentheses;
    default:
        return Mark::FullStop;
    }
}

int QaTypographyText::repeatFamily(QChar c)
{
    static const QString full = QStringLiteral("。，！？、；：");
    static const QString half = QStringLiteral(".,!?\x01;:");
    const int i = int(full.indexOf(c));
    return i >= 0 ? i : int(half.indexOf(c));
}

bool QaTypographyText::isFullwidthMark(QChar c)
{
    static const QString marks = QStringLiteral("，。：；！？、（）《》“”「」『』");
    return marks.contains(c);
}
