// SPDX-FileCopyrightText: 2026 Yiqiao authors
// SPDX-License-Identifier: GPL-3.0-or-later
#include "qa/qatypographycheck.h"

#include "core/textexcerpt.h"
#include "markdown/inlinemarkup.h"
#include "qa/qainput.h"

#include <QRegularExpression>
#include <QVector>

#include <algorithm>

#include <utility>

namespace {

using Spacing = QaSettings::Spacing;
using Quotes = QaSettings::Quotes;
using Width = QaSettings::Width;
using Mark = QaSettings::Mark;

const QString kLatinSpace = QStringLiteral("typography.cjk-latin-space");
const QString kDigitSpace = QStringLiteral("typography.cjk-digit-space");
const QString kFullwidth = QStringLiteral("typography.fullwidth-punctuation");
const QString kSpaceBeside = QStringLiteral("typography.space-beside-fullwidth");
const QString kQuotes = QStringLiteral("typography.quotes");
const QString kRepeated = QStringLiteral("typography.repeated-punctuation");

// Stand-ins in the checked text: an inline code span, math or a URL (Latin text for
// the spacing rules, exempt from all others), and markup nothing is checked across.
const QChar kObject(0xE000);
const QChar kBreak(QLatin1Char('\n'));
constexpr int kMaxDetail = 40;

bool isCjk(QChar c)
{
    const ushort u = c.unicode();
    return (u >= 0x4E00 && u <= 0x9FFF) || (u >= 0x3400 && u <= 0x4DBF) || (u >= 0xF900 && u <= 0xFAFF) || (u >= 0x3040 && u <= 0x30FF);
}

bool isLatin(QChar c)
{
    return c == kObject || (c.unicode() < 0x250 && c.isLetter());
}

bool isAsciiDigit(QChar c)
{
    return c >= QLatin1Char('0') && c <= QLatin1Char('9');
}

// Latin text around a spacing finding, for its detail.
bool isWordChar(QChar c)
{
    return c == kObject || (c.unicode() < 0x2000 && c != QLatin1Char(' ') && c != kBreak);
}

bool containsCjk(const QString &text, int from = 0, int to = -1)
{
    const int end = to < 0 ? int(text.size()) : to;
    for (int i = from; i < end; ++i) {
        if (isCjk(text.at(i))) {
            return true;
        }
    }
    return false;
}

const QString kHalfMarks = QStringLiteral(",;:?!.()");
const QString kFullMarks = QStringLiteral("，；：？！。（）");

// The full-width form a half-width mark has in Chinese, or a null QChar.
QChar fullwidthOf(QChar c)
{
    const int i = int(kHalfMarks.indexOf(c));
    return i < 0 ? QChar() : kFullMarks.at(i);
}

// The half-width form of a full-width mark, or a null QChar.
QChar halfwidthOf(QChar c)
{
    const int i = int(kFullMarks.indexOf(c));
    return i < 0 ? QChar() : kHalfMarks.at(i);
}

// The punctuation class of a mark of either width.
Mark markOf(QChar c)
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

// The house-style rule (QaHouseStyle) of a punctuation class.
QString ruleOf(Mark mark)
{
    static const QStringList ids = {QStringLiteral("colon"), QStringLiteral("parentheses"), QStringLiteral("comma"),
        QStringLiteral("full-stop"), QStringLiteral("question-exclamation"), QStringLiteral("semicolon")};
    return ids.at(int(mark));
}

const QString kHalf = QStringLiteral("half");
const QString kFull = QStringLiteral("full");
const QString kNone = QStringLiteral("none");
const QString kSpace = QStringLiteral("space");

// Marks that must not repeat, grouped with their half-width twin: -1 for others.
int repeatFamily(QChar c)
{
    static const QString full = QStringLiteral("。，！？、；：");
    static const QString half = QStringLiteral(".,!?\x01;:");
    const int i = int(full.indexOf(c));
    return i >= 0 ? i : int(half.indexOf(c));
}

bool isFullwidthMark(QChar c)
{
    static const QString marks = QStringLiteral("，。：；！？、（）《》“”「」『』");
    return marks.contains(c);
}

// The block's text as the rules see it: text runs verbatim, emphasis and link
// delimiters (with the link's URL) left out, protected markup as one stand-in.
// from/to give each character's span in the block's stored text.
struct Projection {
    QString text;
    QVector<int> from;
    QVector<int> to;
    QVector<int> edges; // ascending: where emphasis or link markup was left out, before text[edge]

    void add(QChar c, int start, int end)
    {
        if (c == kBreak && !text.isEmpty() && text.back() == kBreak && to.back() == start) {
            to.back() = end;
            return;
        }
        text.append(c);
        from.append(start);
        to.append(end);
    }
};

// A bare URL, not ending in punctuation.
const QRegularExpression &urlPattern()
{
    static const QRegularExpression pattern(QStringLiteral("(?:https?://|www\\.)[^\\s<>()\\x{3000}-\\x{303F}\\x{FF00}-\\x{FFEF}]*"
                                                           "[^\\s<>()\\x{3000}-\\x{303F}\\x{FF00}-\\x{FFEF}.,;:!?'\"]"));
    return pattern;
}

// The text run's characters [head, size - tail), bare URLs as objects.
void addText(Projection &p, const QString &text, int base, int head, int tail)
{
    int at = head;
    const bool url = text.contains(QLatin1String("://")) || text.contains(QLatin1String("www."));
    for (auto it = urlPattern().globalMatch(url ? text.left(text.size() - tail) : QString()); it.hasNext();) {
        const QRegularExpressionMatch match = it.next();
        for (; at < match.capturedStart(); ++at) {
            p.add(text.at(at), base + at, base + at + 1);
        }
        p.add(kObject, base + at, base + int(match.capturedEnd()));
        at = int(match.capturedEnd());
    }
    for (; at < text.size() - tail; ++at) {
        p.add(text.at(at), base + at, base + at + 1);
    }
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

// InlineMarkup merges neighbouring protected runs ("\n- `code`"), so a protected run
// is taken apart again: code spans and math become objects, escapes their character,
// an autolink an object, everything else (markers, pipes, tags, images) a break.
void addProtected(Projection &p, const QString &text, int base)
{
    for (int j = 0; j < text.size();) {
        const QChar c = text.at(j);
        int end = -1;
        if (c == QLatin1Char('`') || c == QLatin1Char('$')) {
            end = closingRunEnd(text, j, c);
        } else if (c == QLatin1Char('<')) {
            end = int(text.indexOf(QLatin1Char('>'), j)) + 1;
            static const QRegularExpression autolink(QStringLiteral("\\G<[A-Za-z][A-Za-z0-9.+-]{1,31}:"));
            if (end > 0 && !autolink.match(text, j).hasMatch()) {
                p.add(kBreak, base + j, base + end);
                j = end;
                continue;
            }
        } else if (c == QLatin1Char('\\') && j + 1 < text.size() && text.at(j + 1).unicode() < 128 && text.at(j + 1).isPunct()) {
            p.add(text.at(j + 1), base + j, base + j + 2);
            j += 2;
            continue;
        }
        if (end > j) {
            p.add(kObject, base + j, base + end);
            j = end;
        } else {
            p.add(kBreak, base + j, base + j + 1);
            ++j;
        }
    }
}

// d2l-zh's Sphinx roles (" :numref:`fig_x`", " :cite:`Kingma.Ba.2014`") need the
// space before them: the role and that space are one object.
void absorbRoles(Projection &p)
{
    static const QRegularExpression role(QStringLiteral(" ?:[a-z]+:\\x{E000}"));
    QRegularExpressionMatch match = role.match(p.text);
    while (match.hasMatch()) {
        const int start = int(match.capturedStart());
        const int last = int(match.capturedEnd()) - 1;
        p.text.replace(start, last - start + 1, kObject);
        p.from.remove(start + 1, last - start);
        p.to.remove(start, last - start);
        match = role.match(p.text, start + 1);
    }
}

Projection project(const BlockRecord &block)
{
    using Kind = InlineMarkup::RunKind;
    Projection p;
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
            addText(p, run.text, at, markClose ? 1 : 0, markOpen && run.text.size() > (markClose ? 1 : 0) ? 1 : 0);
        } else if (run.kind == InlineMarkup::RunKind::Code) {
            addProtected(p, run.text, at);
        } else if (p.edges.isEmpty() || p.edges.back() != int(p.text.size())) {
            p.edges.append(int(p.text.size()));
        }
        at += int(run.text.size());
    }
    absorbRoles(p);
    return p;
}

// The rules over one block.
class BlockScan
{
public:
    BlockScan(const QaInput &input, int target, QList<QaFinding> *findings, QaHouseStyle::Counts *counts = nullptr)
        : m_input(input)
        , m_target(target)
        , m_block(input.targets.at(target).text)
        , m_p(project(input.targets.at(target)))
        , m_t(m_p.text)
        , m_findings(findings)
        , m_counts(counts)
    {
    }

    // Every rule's cases, whatever the settings; nothing reported.
    void count()
    {
        checkSpacing();
        checkHalfwidth();
        checkParentheses();
        checkSpaceBeside();
        checkQuotes();
    }

    void run()
    {
        const QaSettings &settings = m_input.settings;
        if (settings.isEnabled(kLatinSpace) || settings.isEnabled(kDigitSpace)) {
            checkSpacing();
        }
        if (settings.isEnabled(kFullwidth)) {
            checkHalfwidth();
            checkParentheses();
        }
        if (settings.isEnabled(kSpaceBeside)) {
            checkSpaceBeside();
        }
        if (settings.isEnabled(kQuotes) && settings.quotes != Quotes::Any) {
            checkQuotes();
        }
        if (settings.isEnabled(kRepeated)) {
            checkRepeated();
        }
    }

private:
    QChar at(int i) const { return i >= 0 && i < m_t.size() ? m_t.at(i) : kBreak; }
    int size() const { return int(m_t.size()); }

    // Projected characters [first, last] as the translator reads them: objects as
    // written, emphasis and link targets left out.
    QString original(int first, int last) const
    {
        // Whole characters: a context may end on the first half of an emoji.
        first = TextExcerpt::boundaryBefore(m_t, first);
        last = TextExcerpt::boundaryAfter(m_t, last + 1) - 1;
        QString text;
        for (int i = first; i <= last; ++i) {
            const QChar c = m_t.at(i);
            text += c == kObject ? QStringView(m_block).mid(m_p.from.at(i), m_p.to.at(i) - m_p.from.at(i)).toString() : QString(c);
        }
        return text;
    }

    void count(const QString &rule, const QString &habit)
    {
        if (m_counts) {
            ++(*m_counts)[rule][habit];
        }
    }

    void report(const QString &check, int first, int last, const QString &message, int detailFirst = -1, int detailLast = -1)
    {
        if (m_counts) {
            return;
        }
        QaFinding finding = m_input.finding(check, m_target, m_p.from.at(first), m_p.to.at(last) - m_p.from.at(first));
        finding.message = message;
        finding.detail = TextExcerpt::left(original(detailFirst < 0 ? first : detailFirst, detailLast < 0 ? last : detailLast), kMaxDetail);
        m_findings->append(finding);
    }

    // The first and last index of the word around i, stopping at spaces, breaks and
    // CJK, at most a few characters away.
    int wordStart(int i) const
    {
        int j = i;
        while (j > 0 && i - j < 8 && isWordChar(at(j - 1))) {
            --j;
        }
        return isCjk(at(i)) ? i : j;
    }
    int wordEnd(int i) const
    {
        int j = i;
        while (j + 1 < size() && j - i < 8 && isWordChar(at(j + 1))) {
            ++j;
        }
        return isCjk(at(i)) ? i : j;
    }

    void checkSpacing()
    {
        for (int i = 0; i < size(); ++i) {
            int k = i + 1;
            while (k < size() && at(k) == QLatin1Char(' ')) {
                ++k;
            }
            if (at(i) != QLatin1Char(' ') && k < size()) {
                checkSpacingPair(i, k);
            }
            i = k - 1;
        }
    }

    // Characters i and k with only spaces between them.
    void checkSpacingPair(int i, int k)
    {
        const QChar left = at(i);
        const QChar right = at(k);
        const QChar other = isCjk(left) ? right : (isCjk(right) ? left : QChar());
        const bool digit = isAsciiDigit(other);
        if (other.isNull() || (!digit && !isLatin(other))) {
            return;
        }
        const Spacing style = digit ? m_input.settings.digitSpacing : m_input.settings.latinSpacing;
        const QString &check = digit ? kDigitSpace : kLatinSpace;
        if (!m_input.settings.isEnabled(check)) {
            return;
        }
        const int spaces = k - i - 1;
        count(digit ? QStringLiteral("digit-spacing") : QStringLiteral("latin-spacing"), spaces > 0 ? kSpace : kNone);
        if (m_counts) {
            return;
        }
        const int first = wordStart(i);
        const int last = wordEnd(k);
        const QString text = original(first, last);
        if (style == Spacing::Space && spaces == 0) {
            report(check, i, k,
                digit ? QaTypographyCheck::tr("Put a space between Chinese and the digits in “%1”.").arg(text)
                      : QaTypographyCheck::tr("Put a space between Chinese and the Latin text in “%1”.").arg(text),
                first, last);
        } else if (style == Spacing::Space && spaces > 1) {
            report(check, i + 1, k - 1,
                QaTypographyCheck::tr("Use one space, not %1, between Chinese and Latin text in “%2”.").arg(spaces).arg(text), first, last);
        } else if (style == Spacing::None && spaces > 0) {
            report(check, i + 1, k - 1,
                digit ? QaTypographyCheck::tr("Remove the space between Chinese and the digits in “%1”: the project writes them together.")
                            .arg(text)
                      : QaTypographyCheck::tr(
                          "Remove the space between Chinese and the Latin text in “%1”: the project writes them together.")
                            .arg(text),
                first, last);
        }
    }

    // , ; : ? ! touching CJK, and . or ... after CJK; their full-width forms where
    // the project writes them half-width.
    void checkHalfwidth()
    {
        static const QString marks = QStringLiteral(",;:?!");
        static const QString fullMarks = QStringLiteral("，；：？！");
        for (int i = 0; i < size(); ++i) {
            const QChar c = at(i);
            // A mark starting a line is markup (d2lbook's ":caption"), not a sentence's.
            const bool touching = isCjk(at(i - 1)) || (isCjk(at(i + 1)) && at(i - 1) != kBreak);
            if (marks.contains(c) && touching) {
                halfwidthCase(i, i, markOf(c));
            } else if (c == QLatin1Char('.') && isCjk(at(i - 1))) {
                i = checkPeriod(i);
            } else if ((fullMarks.contains(c) && touching) || (c == QChar(0x3002) && isCjk(at(i - 1)))) {
                fullwidthCase(i, i, markOf(c));
            } else if (c == QChar(0x2026) && isCjk(at(i - 1))) {
                while (at(i + 1) == QChar(0x2026)) {
                    ++i;
                }
                count(ruleOf(Mark::FullStop), kFull);
            }
        }
    }

    // A half-width mark [first, last] where Chinese wants a full-width one.
    void halfwidthCase(int first, int last, Mark mark)
    {
        count(ruleOf(mark), kHalf);
        if (m_input.settings.width(mark) == Width::Full) {
            reportHalfwidth(first, last);
        }
    }

    // A full-width mark (or pair) [first, last] in a project that writes it half-width.
    void fullwidthCase(int first, int last, Mark mark)
    {
        count(ruleOf(mark), kFull);
        if (m_input.settings.width(mark) != Width::Half) {
            return;
        }
        const QString found = original(first, last);
        QString wanted;
        for (QChar c : found) {
            wanted += halfwidthOf(c).isNull() ? c : halfwidthOf(c);
        }
        report(kFullwidth, first, last,
            QaTypographyCheck::tr("Use the half-width “%1” instead of “%2”: the project writes it half-width after Chinese.")
                .arg(wanted, found),
            contextStart(first, 2), last);
    }

    void reportHalfwidth(int first, int last)
    {
        const QString found = original(first, last);
        const QString wanted = found.size() > 1 ? QStringLiteral("……") : QString(fullwidthOf(found.at(0)));
        report(kFullwidth, first, last,
            QaTypographyCheck::tr("Use the full-width “%1” instead of “%2” in a Chinese sentence.").arg(wanted, found),
            contextStart(first, 2), last);
    }

    // Up to n characters before i on its line, for a detail.
    int contextStart(int i, int n) const
    {
        int j = i;
        while (j > 0 && i - j < n && at(j - 1) != kBreak) {
            --j;
        }
        return j;
    }

    // A period after CJK at i: a sentence end unless Latin text or a digit follows
    // ("模型.bin"). Returns the last index looked at.
    int checkPeriod(int i)
    {
        int end = i;
        while (at(end + 1) == QLatin1Char('.')) {
            ++end;
        }
        const QChar next = at(end + 1);
        if (end > i || !(isLatin(next) || isAsciiDigit(next))) {
            halfwidthCase(i, end, Mark::FullStop);
        }
        return end;
    }

    void checkParentheses()
    {
        QVector<int> open;
        for (int i = 0; i <= size(); ++i) {
            const QChar c = at(i);
            if (c == QLatin1Char('(') || c == QChar(0xFF08)) {
                open.append(i);
            } else if (c == QLatin1Char(')') || c == QChar(0xFF09)) {
                open.isEmpty() ? checkLoneParenthesis(i) : checkParenthesisPair(open.takeLast(), i);
            } else if (c == kBreak) {
                for (int lone : std::as_const(open)) {
                    checkLoneParenthesis(lone);
                }
                open.clear();
            }
        }
    }

    void checkLoneParenthesis(int i)
    {
        if (!isCjk(at(i - 1)) && !isCjk(at(i + 1))) {
            return;
        }
        if (at(i) == QLatin1Char('(') || at(i) == QLatin1Char(')')) {
            halfwidthCase(i, i, Mark::Parentheses);
        } else {
            fullwidthCase(i, i, Mark::Parentheses);
        }
    }

    // Parentheses around CJK or touching it are one case of their width; a half-width
    // one paired with a full-width one is found whichever the project writes.
    void checkParenthesisPair(int open, int close)
    {
        const bool halfOpen = at(open) == QLatin1Char('(');
        const bool halfClose = at(close) == QLatin1Char(')');
        const Width style = m_input.settings.width(Mark::Parentheses);
        if (halfOpen != halfClose) {
            if (style == Width::Full) {
                reportHalfwidth(halfOpen ? open : close, halfOpen ? open : close);
            } else if (style == Width::Half) {
                fullwidthCase(halfOpen ? close : open, halfOpen ? close : open, Mark::Parentheses);
            }
            return;
        }
        if (!containsCjk(m_t, open + 1, close) && !isCjk(at(open - 1)) && !isCjk(at(close + 1))) {
            return;
        }
        if (!halfOpen) {
            fullwidthCase(open, close, Mark::Parentheses);
            return;
        }
        count(ruleOf(Mark::Parentheses), kHalf);
        if (style == Width::Full) {
            report(kFullwidth, open, close,
                QaTypographyCheck::tr("Use full-width parentheses （） in a Chinese sentence: “%1”.").arg(original(open, close)));
        }
    }

    void checkSpaceBeside()
    {
        for (int i = 0; i < size(); ++i) {
            if (!isFullwidthMark(at(i))) {
                continue;
            }
            int j = i - 1;
            while (at(j) == QLatin1Char(' ')) {
                --j;
            }
            if (j >= 0 && at(j) != kBreak) {
                besideCase(i, j, j + 1, i - 1);
            }
            int k = i + 1;
            while (at(k) == QLatin1Char(' ')) {
                ++k;
            }
            // Spaces between two marks are reported once, before the second.
            if (k < size() && at(k) != kBreak && !isFullwidthMark(at(k))) {
                besideCase(i, k, i + 1, k - 1);
            }
        }
    }

    // The full-width mark at i and its neighbour at n, with [first, last] between them:
    // spaces, or none (first > last). Three rules, as houses differ on them: beside
    // Latin text, code or a link or emphasis edge ("`pip` ，"), outside quotation
    // marks (为 “…” 的), and between full-width punctuation and Chinese.
    void besideCase(int i, int n, int first, int last)
    {
        static const QString quotes = QStringLiteral("“”‘’「」『』");
        const QChar other = at(n);
        const bool latin = isLatin(other) || (other.unicode() < 0x2000 && !other.isSpace()) || edgeWithin(qMin(i, n) + 1, qMax(i, n));
        const bool quote = !latin && quotes.contains(at(i));
        const QString rule = latin ? QStringLiteral("space-beside-fullwidth-latin")
                                   : (quote ? QStringLiteral("space-beside-quotes") : QStringLiteral("space-beside-fullwidth"));
        count(rule, first <= last ? kSpace : kNone);
        const QaSettings &settings = m_input.settings;
        const Spacing style = latin ? settings.besideLatin : (quote ? settings.besideQuotes : settings.besideFullwidth);
        if (first <= last && style == Spacing::None) {
            reportSpaceBeside(first, last, qMin(i, n), qMax(i, n));
        }
    }

    // Whether markup was left out between projected characters from - 1 and to.
    bool edgeWithin(int from, int to) const
    {
        const auto it = std::lower_bound(m_p.edges.cbegin(), m_p.edges.cend(), from);
        return it != m_p.edges.cend() && *it <= to;
    }

    void reportSpaceBeside(int first, int last, int contextFirst, int contextLast)
    {
        report(kSpaceBeside, first, last,
            QaTypographyCheck::tr("Remove the space beside the full-width punctuation in “%1”.").arg(original(contextFirst, contextLast)),
            contextFirst, contextLast);
    }

    void checkQuotes()
    {
        int lineStart = 0;
        for (int i = 0; i <= size(); ++i) {
            if (at(i) == kBreak) {
                if (containsCjk(m_t, lineStart, i)) {
                    checkQuotesInLine(lineStart, i);
                }
                lineStart = i + 1;
            }
        }
    }

    void checkQuotesInLine(int from, int to)
    {
        const Quotes style = m_input.settings.quotes;
        static const QString corner = QStringLiteral("「」『』");
        static const QString curlyMarks = QStringLiteral("“”‘’");
        int straight = -1;
        for (int i = from; i < to; ++i) {
            const QChar c = at(i);
            if (c == QLatin1Char('"') && straight < 0) {
                straight = i;
            } else if (c == QLatin1Char('"')) {
                checkStraightPair(straight, i);
                straight = -1;
            } else if (corner.contains(c)) {
                quoteCase(i, c == QChar(0x300C) || c == QChar(0x300E) ? QStringLiteral("corner") : QString(), style != Quotes::Corner);
            } else if (curlyMarks.contains(c) && !isApostrophe(i)) {
                quoteCase(
                    i, c == QChar(0x201C) ? QStringLiteral("curly") : QString(), style == Quotes::Corner || style == Quotes::Straight);
            }
        }
        if (straight >= 0 && (isCjk(at(straight - 1)) || isCjk(at(straight + 1)))) {
            quoteCase(straight, QStringLiteral("straight"), style != Quotes::Straight);
        }
    }

    // A quotation mark at i: counted as habit (opening marks only), found when against
    // the project's quotes.
    void quoteCase(int i, const QString &habit, bool against)
    {
        if (!habit.isEmpty()) {
            count(QStringLiteral("quotes"), habit);
        }
        if (against && m_input.settings.quotes != Quotes::Any) {
            reportQuote(i, i);
        }
    }

    bool isApostrophe(int i) const { return at(i) == QChar(0x2019) && at(i - 1).isLetter() && !isCjk(at(i - 1)) && at(i + 1).isLetter(); }

    // A straight-quoted phrase that quotes CJK or touches it; a Latin phrase with
    // spaces around it is left alone.
    void checkStraightPair(int open, int close)
    {
        if (containsCjk(m_t, open + 1, close) || isCjk(at(open - 1)) || isCjk(at(close + 1))) {
            count(QStringLiteral("quotes"), QStringLiteral("straight"));
            if (m_input.settings.quotes != Quotes::Straight) {
                reportQuote(open, close);
            }
        }
    }

    void reportQuote(int first, int last)
    {
        const Quotes style = m_input.settings.quotes;
        const QString found = original(first, last);
        report(kQuotes, first, last,
            style == Quotes::Curly        ? QaTypographyCheck::tr("Use the curly quotes “ ” in Chinese text: “%1”.").arg(found)
                : style == Quotes::Corner ? QaTypographyCheck::tr("Use the corner quotes 「 」 in Chinese text: “%1”.").arg(found)
                                          : QaTypographyCheck::tr("Use straight quotes \" \" as the project does: “%1”.").arg(found),
            first, qMin(last, first + kMaxDetail));
    }

    // 。。 ，， ！！ and mixed 。. ，, — "……", "——" and "？！" are fine.
    void checkRepeated()
    {
        for (int i = 0; i + 1 < size(); ++i) {
            const int family = repeatFamily(at(i));
            if (family < 0 || repeatFamily(at(i + 1)) != family || (at(i).unicode() < 128 && at(i + 1).unicode() < 128)) {
                continue;
            }
            int end = i + 1;
            while (repeatFamily(at(end + 1)) == family) {
                ++end;
            }
            report(kRepeated, i, end, QaTypographyCheck::tr("Repeated punctuation “%1”: keep one mark.").arg(original(i, end)));
            i = end;
        }
    }

    const QaInput &m_input;
    const int m_target;
    const QString &m_block;
    const Projection m_p;
    const QString &m_t;
    QList<QaFinding> *m_findings;
    QaHouseStyle::Counts *m_counts;
};

} // namespace

QStringList QaTypographyCheck::ids() const
{
    return {kLatinSpace, kDigitSpace, kFullwidth, kSpaceBeside, kQuotes, kRepeated};
}

void QaTypographyCheck::count(const QList<BlockRecord> &blocks, QaHouseStyle::Counts *counts)
{
    QaInput input;
    input.targets = blocks;
    for (int i = 0; i < input.targets.size(); ++i) {
        const BlockRecord &block = input.targets.at(i);
        if (InlineMarkup::isTranslatable(block.kind) && containsCjk(block.text)) {
            BlockScan(input, i, nullptr, counts).count();
        }
    }
}

void QaTypographyCheck::run(const QaInput &input, QList<QaFinding> *findings) const
{
    for (int i = 0; i < input.targets.size(); ++i) {
        const BlockRecord &block = input.targets.at(i);
        if (InlineMarkup::isTranslatable(block.kind) && containsCjk(block.text)) {
            BlockScan(input, i, findings).run();
        }
    }
}
