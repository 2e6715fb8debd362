// SPDX-FileCopyrightText: 2026 Yiqiao authors
// SPDX-License-Identifier: GPL-3.0-or-later
#include "qa/qatypographyscan.h"

#include "core/textexcerpt.h"
#include "markdown/inlinemarkup.h"
#include "qa/qainput.h"
#include "qa/qatypographycheck.h"
#include "qa/qatypographytext.h"

#include <QVector>

#include <algorithm>

#include <utility>

namespace {

using Spacing = QaSettings::Spacing;
using Quotes = QaSettings::Quotes;
using Width = QaSettings::Width;
using Mark = QaSettings::Mark;
using Text = QaTypographyText;

const QString &kLatinSpace = QaTypographyCheck::LatinSpaceId;
const QString &kDigitSpace = QaTypographyCheck::DigitSpaceId;
const QString &kFullwidth = QaTypographyCheck::FullwidthId;
const QString &kSpaceBeside = QaTypographyCheck::SpaceBesideId;
const QString &kQuotes = QaTypographyCheck::QuotesId;
const QString &kRepeated = QaTypographyCheck::RepeatedId;

const QChar kObject = Text::Object;
const QChar kBreak = Text::Break;
constexpr int kMaxDetail = 40;

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

// The rules over one block.
class BlockScan
{
public:
    BlockScan(const QaInput &input, int target, QList<QaFinding> *findings, QaHouseStyle::Counts *counts = nullptr)
        : m_input(input)
        , m_target(target)
        , m_block(input.targets.at(target).text)
        , m_p(input.targets.at(target))
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
        while (j > 0 && i - j < 8 && Text::isWordChar(at(j - 1))) {
            --j;
        }
        return Text::isCjk(at(i)) ? i : j;
    }
    int wordEnd(int i) const
    {
        int j = i;
        while (j + 1 < size() && j - i < 8 && Text::isWordChar(at(j + 1))) {
            ++j;
        }
        return Text::isCjk(at(i)) ? i : j;
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
        const QChar other = Text::isCjk(left) ? right : (Text::isCjk(right) ? left : QChar());
        const bool digit = Text::isAsciiDigit(other);
        if (other.isNull() || (!digit && !Text::isLatin(other))) {
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
            const bool touching = Text::isCjk(at(i - 1)) || (Text::isCjk(at(i + 1)) && at(i - 1) != kBreak);
            if (marks.contains(c) && touching) {
                halfwidthCase(i, i, Text::markOf(c));
            } else if (c == QLatin1Char('.') && Text::isCjk(at(i - 1))) {
                i = checkPeriod(i);
            } else if ((fullMarks.contains(c) && touching) || (c == QChar(0x3002) && Text::isCjk(at(i - 1)))) {
                fullwidthCase(i, i, Text::markOf(c));
            } else if (c == QChar(0x2026) && Text::isCjk(at(i - 1))) {
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
            wanted += Text::halfwidthOf(c).isNull() ? c : Text::halfwidthOf(c);
        }
        report(kFullwidth, first, last,
            QaTypographyCheck::tr("Use the half-width “%1” instead of “%2”: the project writes it half-width after Chinese.")
                .arg(wanted, found),
            contextStart(first, 2), last);
    }

    void reportHalfwidth(int first, int last)
    {
        const QString found = original(first, last);
        const QString wanted = found.size() > 1 ? QStringLiteral("……") : QString(Text::fullwidthOf(found.at(0)));
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
        if (end > i || !(Text::isLatin(next) || Text::isAsciiDigit(next))) {
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
        if (!Text::isCjk(at(i - 1)) && !Text::isCjk(at(i + 1))) {
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
        if (!Text::containsCjk(m_t, open + 1, close) && !Text::isCjk(at(open - 1)) && !Text::isCjk(at(close + 1))) {
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
            if (!Text::isFullwidthMark(at(i))) {
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
            if (k < size() && at(k) != kBreak && !Text::isFullwidthMark(at(k))) {
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
        const bool latin = Text::isLatin(other) || (other.unicode() < 0x2000 && !other.isSpace()) || edgeWithin(qMin(i, n) + 1, qMax(i, n));
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
                if (Text::containsCjk(m_t, lineStart, i)) {
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
        if (straight >= 0 && (Text::isCjk(at(straight - 1)) || Text::isCjk(at(straight + 1)))) {
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

    bool isApostrophe(int i) const
    {
        return at(i) == QChar(0x2019) && at(i - 1).isLetter() && !Text::isCjk(at(i - 1)) && at(i + 1).isLetter();
    }

    // A straight-quoted phrase that quotes CJK or touches it; a Latin phrase with
    // spaces around it is left alone.
    void checkStraightPair(int open, int close)
    {
        if (Text::containsCjk(m_t, open + 1, close) || Text::isCjk(at(open - 1)) || Text::isCjk(at(close + 1))) {
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
            const int family = Text::repeatFamily(at(i));
            if (family < 0 || Text::repeatFamily(at(i + 1)) != family || (at(i).unicode() < 128 && at(i + 1).unicode() < 128)) {
                continue;
            }
            int end = i + 1;
            while (Text::repeatFamily(at(end + 1)) == family) {
                ++end;
            }
            report(kRepeated, i, end, QaTypographyCheck::tr("Repeated punctuation “%1”: keep one mark.").arg(original(i, end)));
            i = end;
        }
    }

    const QaInput &m_input;
    const int m_target;
    const QString &m_block;
    const QaTypographyText m_p;
    const QString &m_t;
    QList<QaFinding> *m_findings;
    QaHouseStyle::Counts *m_counts;
};

} // namespace

void QaTypographyScan::count(const QList<BlockRecord> &blocks, QaHouseStyle::Counts *counts)
{
    QaInput input;
    input.targets = blocks;
    for (int i = 0; i < input.targets.size(); ++i) {
        const BlockRecord &block = input.targets.at(i);
        if (InlineMarkup::isTranslatable(block.kind) && Text::containsCjk(block.text)) {
            BlockScan(input, i, nullptr, counts).count();
        }
    }
}

void QaTypographyScan::find(const QaInput &input, QList<QaFinding> *findings)
{
    for (int i = 0; i < input.targets.size(); ++i) {
        const BlockRecord &block = input.targets.at(i);
        if (InlineMarkup::isTranslatable(block.kind) && Text::containsCjk(block.text)) {
            BlockScan(input, i, findings).run();
        }
    }
}
