// SPDX-FileCopyrightText: 2026 Yiqiao authors
// SPDX-License-Identifier: GPL-3.0-or-later
#include "qa/qastylefixer.h"

#include "markdown/inlinemarkup.h"

#include <QRegularExpression>
#include <QStringList>

namespace {

using Spacing = QaSettings::Spacing;
using Width = QaSettings::Width;
using Mark = QaSettings::Mark;

// Stand-ins for protected runs: a code span or math (Latin text for the spacing
// rules), and anything else (a marker, a pipe, a tag: nothing is changed across it).
const QChar kObject(0xE000);
const QChar kBreak(0xE001);
const QChar kEdge(0xE002); // emphasis or link markup: looked through
const QString kCjk = QStringLiteral("[\\x{4E00}-\\x{9FFF}\\x{3400}-\\x{4DBF}\\x{F900}-\\x{FAFF}\\x{3040}-\\x{30FF}]");
const QString kHalfMarks = QStringLiteral(",;:?!");
const QString kFullMarks = QStringLiteral("，；：？！");

bool isCjk(QChar c)
{
    const ushort u = c.unicode();
    return (u >= 0x4E00 && u <= 0x9FFF) || (u >= 0x3400 && u <= 0x4DBF) || (u >= 0xF900 && u <= 0xFAFF) || (u >= 0x3040 && u <= 0x30FF);
}

bool isLatin(QChar c)
{
    return c == kObject || (c.unicode() < 0x250 && (c.isLetter() || c.isDigit()));
}

Mark markOf(QChar c)
{
    switch (c.unicode()) {
    case ':':
    case 0xFF1A:
        return Mark::Colon;
    case ',':
    case 0xFF0C:
        return Mark::Comma;
    case ';':
    case 0xFF1B:
        return Mark::Semicolon;
    default:
        return Mark::QuestionExclamation;
    }
}

QString replaced(QString text, const QString &pattern, const QString &with)
{
    return text.replace(QRegularExpression(pattern), with);
}

// The character before or after i, looking through emphasis and link markup.
QChar before(const QString &t, int i)
{
    while (i > 0 && t.at(i - 1) == kEdge) {
        --i;
    }
    return i > 0 ? t.at(i - 1) : kBreak;
}

QChar after(const QString &t, int i)
{
    while (i + 1 < t.size() && t.at(i + 1) == kEdge) {
        ++i;
    }
    return i + 1 < t.size() ? t.at(i + 1) : kBreak;
}

// A space goes outside link and emphasis markup: "使用 [GPU](…) 训练".
QString fixSpacing(QString t, const QString &other, Spacing spacing)
{
    if (spacing == Spacing::Space) {
        t = replaced(t, QStringLiteral("(%1)(\\x{E002}*)(%2)").arg(kCjk, other), QStringLiteral("\\1 \\2\\3"));
        return replaced(t, QStringLiteral("(%1)(\\x{E002}*)(%2)").arg(other, kCjk), QStringLiteral("\\1\\2 \\3"));
    }
    if (spacing == Spacing::None) {
        t = replaced(t, QStringLiteral("(%1)(\\x{E002}*) +(\\x{E002}*)(%2)").arg(kCjk, other), QStringLiteral("\\1\\2\\3\\4"));
        return replaced(t, QStringLiteral("(%1)(\\x{E002}*) +(\\x{E002}*)(%2)").arg(other, kCjk), QStringLiteral("\\1\\2\\3\\4"));
    }
    return t;
}

// , ; : ? ! after or before Chinese in the width its class is written.
QString fixMarks(const QString &t, const QaSettings &style)
{
    QString out;
    for (int i = 0; i < t.size(); ++i) {
        const QChar c = t.at(i);
        const QChar previous = before(t, i);
        const QChar next = after(t, i);
        const bool touching = isCjk(previous) || (isCjk(next) && previous != QLatin1Char('\n') && previous != kBreak);
        const int half = int(kHalfMarks.indexOf(c));
        const int full = int(kFullMarks.indexOf(c));
        if (half >= 0 && touching && style.width(markOf(c)) == Width::Full) {
            out += kFullMarks.at(half);
        } else if (full >= 0 && touching && style.width(markOf(c)) == Width::Half) {
            out += kHalfMarks.at(full);
            if (next != QLatin1Char(' ') && next != QLatin1Char('\n') && next != kBreak) {
                out += QLatin1Char(' ');
            }
        } else if (c == QLatin1Char('.') && isCjk(previous) && !isLatin(next) && next != QLatin1Char('.')
            && style.width(Mark::FullStop) == Width::Full) {
            out += QChar(0x3002);
        } else if (c == QChar(0x3002) && style.width(Mark::FullStop) == Width::Half) {
            out += QLatin1Char('.');
        } else {
            out += c;
        }
    }
    return out;
}

// Parentheses holding or touching Chinese.
QString fixParentheses(QString t, Width width)
{
    if (width == Width::Full) {
        static const QRegularExpression pair(QStringLiteral("\\(([^()\\n\\x{E001}]*)\\)"));
        for (auto it = pair.globalMatch(t); it.hasNext();) {
            const QRegularExpressionMatch match = it.next();
            const int open = int(match.capturedStart());
            const int close = int(match.capturedEnd()) - 1;
            const bool chinese = match.captured(1).contains(QRegularExpression(kCjk)) || isCjk(before(t, open)) || isCjk(after(t, close));
            if (chinese) {
                t[open] = QChar(0xFF08);
                t[close] = QChar(0xFF09);
            }
        }
    } else if (width == Width::Half) {
        t = replaced(t, QStringLiteral("(%1)（").arg(kCjk), QStringLiteral("\\1 ("));
        t = replaced(t, QStringLiteral("）(%1)").arg(kCjk), QStringLiteral(") \\1"));
        t.replace(QChar(0xFF08), QLatin1Char('(')).replace(QChar(0xFF09), QLatin1Char(')'));
    }
    return t;
}

QString fixQuotes(QString t, QaSettings::Quotes quotes)
{
    using Quotes = QaSettings::Quotes;
    if (quotes == Quotes::Curly) {
        t.replace(QChar(0x300C), QChar(0x201C)).replace(QChar(0x300D), QChar(0x201D));
        t.replace(QChar(0x300E), QChar(0x2018)).replace(QChar(0x300F), QChar(0x2019));
    } else if (quotes == Quotes::Corner) {
        t.replace(QChar(0x201C), QChar(0x300C)).replace(QChar(0x201D), QChar(0x300D));
    } else if (quotes == Quotes::Straight) {
        t.replace(QChar(0x201C), QLatin1Char('"')).replace(QChar(0x201D), QLatin1Char('"'));
        t.replace(QChar(0x300C), QLatin1Char('"')).replace(QChar(0x300D), QLatin1Char('"'));
    }
    return t;
}

// Spaces beside full-width punctuation the style does not write.
QString fixBeside(const QString &t, const QaSettings &style)
{
    static const QString marks = QStringLiteral("，。：；！？、（）《》“”「」『』");
    static const QString quotes = QStringLiteral("“”‘’「」『』");
    const auto spacingFor = [&](QChar mark, QChar neighbour) {
        if (isLatin(neighbour) || (neighbour.unicode() < 0x2000 && !neighbour.isSpace())) {
            return style.besideLatin;
        }
        return quotes.contains(mark) ? style.besideQuotes : style.besideFullwidth;
    };
    QString out;
    for (int i = 0; i < t.size(); ++i) {
        if (t.at(i) != QLatin1Char(' ')) {
            out += t.at(i);
            continue;
        }
        int end = i;
        while (end < t.size() && t.at(end) == QLatin1Char(' ')) {
            ++end;
        }
        const QChar left = out.isEmpty() ? kBreak : out.back();
        const QChar right = end < t.size() ? t.at(end) : kBreak;
        const bool drop = (marks.contains(left) && right != kBreak && right != QLatin1Char('\n') && !marks.contains(right)
                              && spacingFor(left, right) == Spacing::None)
            || (marks.contains(right) && left != kBreak && left != QLatin1Char('\n') && spacingFor(right, left) == Spacing::None);
        if (!drop) {
            out += t.mid(i, end - i);
        }
        i = end - 1;
    }
    return out;
}

} // namespace

QString QaStyleFixer::apply(const QString &markdown, const QaSettings &style, BlockKind kind)
{
    // Fenced code (in a block quote too: a note's "> ```") is kept line for line.
    static const QRegularExpression fence(QStringLiteral("^[ >]*(```|~~~)"));
    const QStringList lines = markdown.split(QLatin1Char('\n'));
    QStringList out;
    QStringList prose;
    QString open; // the fence that is open
    for (const QString &line : lines) {
        const QRegularExpressionMatch match = fence.match(line);
        if (open.isEmpty() && !match.hasMatch()) {
            prose.append(line);
            continue;
        }
        if (!prose.isEmpty()) {
            out.append(applyInline(prose.join(QLatin1Char('\n')), style, kind));
            prose.clear();
        }
        out.append(line);
        if (match.hasMatch()) {
            open = open.isEmpty() ? match.captured(1) : (match.captured(1) == open ? QString() : open);
        }
    }
    if (!prose.isEmpty()) {
        out.append(applyInline(prose.join(QLatin1Char('\n')), style, kind));
    }
    return out.join(QLatin1Char('\n'));
}

QString QaStyleFixer::insertion(const QString &text, QChar before, QChar after, const QaSettings &style)
{
    const QString left = before.isNull() || before == QLatin1Char('\n') ? QString() : QString(before);
    const QString right = after.isNull() || after == QLatin1Char('\n') ? QString() : QString(after);
    const QString fixed = apply(left + text + right, style);
    if (fixed.startsWith(left) && fixed.endsWith(right) && fixed.size() >= left.size() + right.size()) {
        return fixed.mid(left.size(), fixed.size() - left.size() - right.size());
    }
    return apply(text, style);
}

QString QaStyleFixer::spacedInsertion(const QString &text, QChar before, QChar after, const QaSettings &style)
{
    if (text.isEmpty()) {
        return text;
    }
    // What the style puts between two characters: a space or nothing.
    const auto between = [&](QChar a, QChar b) {
        if (a.isNull() || b.isNull() || a == QLatin1Char('\n') || a.isSpace() || b.isSpace()) {
            return QString();
        }
        const QString fixed = apply(QString(a) + b, style);
        return fixed.size() == 3 && fixed.at(1) == QLatin1Char(' ') ? QStringLiteral(" ") : QString();
    };
    return between(before, text.front()) + text + between(text.back(), after);
}

QString QaStyleFixer::applyInline(const QString &markdown, const QaSettings &style, BlockKind kind)
{
    QString text;
    QStringList kept; // the protected runs, in order
    for (const InlineMarkup::Run &run : InlineMarkup::split(markdown, kind)) {
        if (run.kind == InlineMarkup::RunKind::Text) {
            text += run.text;
            continue;
        }
        kept.append(run.text);
        if (run.kind != InlineMarkup::RunKind::Code) {
            text += kEdge;
            continue;
        }
        const bool object = run.kind == InlineMarkup::RunKind::Code && run.text.size() > 1
            && (run.text.startsWith(QLatin1Char('`')) || run.text.startsWith(QLatin1Char('$')))
            && (run.text.endsWith(QLatin1Char('`')) || run.text.endsWith(QLatin1Char('$')));
        text += object ? kObject : kBreak;
    }
    text = fixSpacing(text, QStringLiteral("[A-Za-z\\x{E000}]"), style.latinSpacing);
    text = fixSpacing(text, QStringLiteral("[0-9]"), style.digitSpacing);
    text = fixMarks(text, style);
    text = fixParentheses(text, style.width(Mark::Parentheses));
    text = fixQuotes(text, style.quotes);
    text = fixBeside(text, style);
    QString out;
    int next = 0;
    for (const QChar c : std::as_const(text)) {
        out += c == kObject || c == kBreak || c == kEdge ? kept.value(next++) : QString(c);
    }
    return out;
}
