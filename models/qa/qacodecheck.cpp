// SPDX-FileCopyrightText: 2026 Yiqiao authors
// SPDX-License-Identifier: GPL-3.0-or-later
#include "qa/qacodecheck.h"

#include "core/textexcerpt.h"
#include "qa/qainput.h"
#include "qa/qamarkdown.h"

#include <QHash>
#include <QRegularExpression>
#include <QSet>
#include <QVector>

namespace {

using Style = QaCodeCheck::CommentStyle;

const QString kCodeBlock = QStringLiteral("markdown.code-block");
const QString kInlineCode = QStringLiteral("markdown.inline-code");
constexpr int kDetailLength = 80;

Style styleOf(const QString &language)
{
    static const QHash<QString, Style> styles {
        {QStringLiteral("python"), Style::Hash},
        {QStringLiteral("py"), Style::Hash},
        {QStringLiteral("python3"), Style::Hash},
        {QStringLiteral("ipython"), Style::Hash},
        {QStringLiteral("pycon"), Style::Hash},
        {QStringLiteral("bash"), Style::Hash},
        {QStringLiteral("sh"), Style::Hash},
        {QStringLiteral("shell"), Style::Hash},
        {QStringLiteral("zsh"), Style::Hash},
        {QStringLiteral("console"), Style::Hash},
        {QStringLiteral("yaml"), Style::Hash},
        {QStringLiteral("yml"), Style::Hash},
        {QStringLiteral("toml"), Style::Hash},
        {QStringLiteral("dockerfile"), Style::Hash},
        {QStringLiteral("r"), Style::Hash},
        {QStringLiteral("ruby"), Style::Hash},
        {QStringLiteral("perl"), Style::Hash},
        {QStringLiteral("makefile"), Style::Hash},
        {QStringLiteral("cmake"), Style::Hash},
        {QStringLiteral("ini"), Style::Hash},
        {QStringLiteral("c"), Style::Slash},
        {QStringLiteral("cpp"), Style::Slash},
        {QStringLiteral("c++"), Style::Slash},
        {QStringLiteral("cuda"), Style::Slash},
        {QStringLiteral("js"), Style::Slash},
        {QStringLiteral("javascript"), Style::Slash},
        {QStringLiteral("ts"), Style::Slash},
        {QStringLiteral("typescript"), Style::Slash},
        {QStringLiteral("tsx"), Style::Slash},
        {QStringLiteral("jsx"), Style::Slash},
        {QStringLiteral("java"), Style::Slash},
        {QStringLiteral("kotlin"), Style::Slash},
        {QStringLiteral("swift"), Style::Slash},
        {QStringLiteral("go"), Style::Slash},
        {QStringLiteral("rust"), Style::Slash},
        {QStringLiteral("rs"), Style::Slash},
        {QStringLiteral("css"), Style::Slash},
        {QStringLiteral("scss"), Style::Slash},
        {QStringLiteral("jsonc"), Style::Slash},
        {QStringLiteral("sql"), Style::Dash},
        {QStringLiteral("lua"), Style::Dash},
        {QStringLiteral("haskell"), Style::Dash},
        {QStringLiteral("html"), Style::Markup},
        {QStringLiteral("xml"), Style::Markup},
        {QStringLiteral("md"), Style::Markup},
        {QStringLiteral("markdown"), Style::Markup},
        {QStringLiteral("svelte"), Style::Markup},
        {QStringLiteral("vue"), Style::Markup},
    };
    return styles.value(language, Style::None);
}

bool isQuote(QChar c, Style style)
{
    return c == QLatin1Char('"') || c == QLatin1Char('\'') || (style == Style::Slash && c == QLatin1Char('`'));
}

bool startsAt(const QString &line, int at, QLatin1String what)
{
    return QStringView(line).mid(at).startsWith(what);
}

// Where a line comment starts at line[i], outside quotes.
bool lineCommentAt(const QString &line, int i, Style style)
{
    switch (style) {
    case Style::Hash:
        // Only at a word start: ${#array}, $# and URLs' fragments are code. d2l's
        // "#@tab" directives count as comments: d2l-zh adds paddle to them.
        return line.at(i) == QLatin1Char('#') && (i == 0 || line.at(i - 1).isSpace());
    case Style::Slash:
        return startsAt(line, i, QLatin1String("//")) && (i == 0 || line.at(i - 1) != QLatin1Char(':'));
    case Style::Dash:
        return startsAt(line, i, QLatin1String("--"));
    default:
        return false;
    }
}

QLatin1String blockOpener(Style style)
{
    return style == Style::Slash ? QLatin1String("/*") : style == Style::Markup ? QLatin1String("<!--") : QLatin1String();
}

QLatin1String blockCloser(Style style)
{
    return style == Style::Slash ? QLatin1String("*/") : QLatin1String("-->");
}

// The code of one line without its comments; *inBlock carries an open /* or <!--.
QString stripComments(const QString &line, Style style, bool *inBlock)
{
    QString code;
    QChar quote;
    const QLatin1String opener = blockOpener(style);
    for (int i = 0; i < line.size(); ++i) {
        if (*inBlock) {
            const int close = int(line.indexOf(blockCloser(style), i));
            if (close < 0) {
                return code;
            }
            *inBlock = false;
            i = close + int(blockCloser(style).size()) - 1;
            continue;
        }
        const QChar c = line.at(i);
        if (!quote.isNull()) {
            quote = c == quote ? QChar() : quote;
            if (c == QLatin1Char('\\') && i + 1 < line.size()) {
                code += c;
                ++i;
            }
        } else if (isQuote(c, style)) {
            quote = c;
        } else if (lineCommentAt(line, i, style)) {
            return code;
        } else if (opener.size() > 0 && startsAt(line, i, opener)) {
            *inBlock = true;
            i += int(opener.size()) - 1;
            continue;
        }
        code += line.at(i);
    }
    return code;
}

QString withoutPrompt(const QString &line)
{
    static const QRegularExpression prompt(QStringLiteral("^\\s*(?:>>>|\\.\\.\\.|\\$)(?:\\s|$)"));
    const QRegularExpressionMatch match = prompt.match(line);
    return match.hasMatch() ? line.mid(match.capturedEnd()) : line;
}

// Python docstrings are translated like comments: a statement that is only a
// triple-quoted string. *open carries a docstring across lines.
bool isDocstring(const QString &line, QString *open)
{
    const QString code = line.trimmed();
    if (!open->isEmpty()) {
        if (code.contains(*open)) {
            open->clear();
        }
        return true;
    }
    for (const QLatin1String quotes : {QLatin1String("\"\"\""), QLatin1String("'''")}) {
        if (code.startsWith(quotes)) {
            if (code.indexOf(quotes, 3) < 0) {
                *open = quotes;
            }
            return true;
        }
    }
    return false;
}

struct CodeBlock {
    QaMarkdown::Fence fence;
    QStringList code; // normalized
    QList<int> lineIndex;
};

CodeBlock codeBlock(const QaMarkdown::Fence &fence, Style style)
{
    CodeBlock block {fence, {}, {}};
    block.code = QaCodeCheck::normalized(fence.lines, style, &block.lineIndex);
    return block;
}

int commonLines(const QStringList &a, const QStringList &b)
{
    const QSet<QString> other(b.cbegin(), b.cend());
    int common = 0;
    for (const QString &line : a) {
        common += other.contains(line) ? 1 : 0;
    }
    return common;
}

// The unused draft block most like the source's, or -1.
int closest(const CodeBlock &source, const QList<CodeBlock> &targets, const QVector<bool> &used)
{
    int best = -1;
    int bestCommon = -1;
    for (int i = 0; i < targets.size(); ++i) {
        const int common = used.at(i) ? -1 : commonLines(source.code, targets.at(i).code);
        if (!used.at(i) && common > bestCommon) {
            best = i;
            bestCommon = common;
        }
    }
    return best;
}

QString shortened(const QString &line)
{
    return TextExcerpt::left(line, kDetailLength);
}

QaFinding changedCode(const QaInput &input, const QaUnit &unit, const CodeBlock &source, const CodeBlock &target)
{
    int i = 0;
    while (i < source.code.size() && i < target.code.size() && source.code.at(i) == target.code.at(i)) {
        ++i;
    }
    const QaMarkdown::Fence &fence = target.fence;
    QaFinding result;
    if (i < target.code.size()) {
        const int line = target.lineIndex.at(i);
        result = input.findingInUnit(kCodeBlock, unit, fence.lineStarts.at(line), int(fence.lines.at(line).size()));
    } else {
        result = input.findingInUnit(kCodeBlock, unit, fence.start, 0);
    }
    if (i < source.code.size()) {
        result.detail = shortened(source.code.at(i));
        result.message = QaCodeCheck::tr("The code differs from the source's, which has here: %1").arg(result.detail);
    } else {
        result.detail = shortened(target.code.at(i));
        result.message = QaCodeCheck::tr("The code has a line the source's does not have: %1").arg(result.detail);
    }
    return result;
}

struct Unmatched {
    CodeBlock source;
    QList<CodeBlock> targets; // the draft's blocks, normalized like the source's
};

// Pairs source blocks with identical draft blocks; returns the source blocks left.
QList<Unmatched> unmatchedBlocks(
    const QList<QaMarkdown::Fence> &sourceFences, const QList<QaMarkdown::Fence> &targetFences, QVector<bool> &used)
{
    QList<Unmatched> result;
    for (const QaMarkdown::Fence &fence : sourceFences) {
        const Style style = QaCodeCheck::commentStyle(fence.info, fence.lines);
        Unmatched block {codeBlock(fence, style), {}};
        bool found = false;
        for (int i = 0; i < targetFences.size(); ++i) {
            block.targets.append(codeBlock(targetFences.at(i), style));
            if (!found && !used.at(i) && block.targets.last().code == block.source.code) {
                used[i] = true;
                found = true;
            }
        }
        if (!found) {
            result.append(block);
        }
    }
    return result;
}

QaFinding missingCode(const QaInput &input, const QaUnit &unit, const CodeBlock &source)
{
    QaFinding finding = input.findingInUnit(kCodeBlock, unit);
    finding.detail = shortened(source.code.isEmpty() ? source.fence.info : source.code.constFirst());
    finding.message = QaCodeCheck::tr("A code block of the source is missing; it begins: %1").arg(finding.detail);
    return finding;
}

void checkCodeBlocks(const QaInput &input, const QaUnit &unit, QList<QaFinding> *findings)
{
    const QList<QaMarkdown::Fence> sourceFences = QaMarkdown::fences(unit.sourceText);
    if (sourceFences.isEmpty()) {
        return;
    }
    const QList<QaMarkdown::Fence> targetFences = QaMarkdown::fences(unit.targetText);
    QVector<bool> used(targetFences.size(), false);
    // Changed blocks pair with the most similar draft block that is left; draft
    // blocks nobody pairs with (d2l-zh's paddle cells) are no findings.
    for (const Unmatched &block : unmatchedBlocks(sourceFences, targetFences, used)) {
        const int t = closest(block.source, block.targets, used);
        if (t < 0) {
            findings->append(missingCode(input, unit, block.source));
            continue;
        }
        used[t] = true;
        findings->append(changedCode(input, unit, block.source, block.targets.at(t)));
    }
}

// An English phrase set in code ("sliding attention", "blue -> global blocks") that
// translators translate inside the backticks.
bool isProse(const QString &content)
{
    static const QRegularExpression phrase(
        QStringLiteral("^[A-Za-z]+(?:['-][A-Za-z]+)*(?:(?: (?:->|=>|→))? [A-Za-z]+(?:['-][A-Za-z]+)*)+$"));
    return phrase.match(content).hasMatch();
}

bool hasHan(const QString &text)
{
    static const QRegularExpression han(QStringLiteral("\\p{Han}"));
    return han.match(text).hasMatch();
}

// Takes a draft span that translates a prose span of the source; false if none.
bool takeTranslated(QHash<QString, int> &available)
{
    for (auto it = available.begin(); it != available.end(); ++it) {
        if (it.value() > 0 && hasHan(it.key())) {
            --it.value();
            return true;
        }
    }
    return false;
}

// Takes a draft span that keeps the code of a span mixing code and English words
// ("masked_lm loss" → "masked_lm 损失"): Chinese in it, every token of the source
// span that is no plain word kept; false if none.
bool takePartlyTranslated(QHash<QString, int> &available, const QString &content)
{
    static const QRegularExpression word(QStringLiteral("^[A-Za-z]{3,}$")); // "x" in "x = 1" is code
    const QStringList tokens = content.split(QLatin1Char(' '), Qt::SkipEmptyParts);
    QStringList code;
    for (const QString &token : tokens) {
        if (!word.match(token).hasMatch()) {
            code.append(token);
        }
    }
    if (code.isEmpty() || code.size() == tokens.size()) {
        return false;
    }
    for (auto it = available.begin(); it != available.end(); ++it) {
        if (it.value() > 0 && hasHan(it.key())
            && std::all_of(code.cbegin(), code.cend(), [&](const QString &token) { return it.key().contains(token); })) {
            --it.value();
            return true;
        }
    }
    return false;
}

// Takes the draft span of a possessive's name ("Trainer's" → "Trainer" 的): the 's
// is English grammar, not code; false if none.
bool takePossessive(QHash<QString, int> &available, const QString &content)
{
    if (!content.endsWith(QLatin1String("'s")) && !content.endsWith(QStringLiteral("’s"))) {
        return false;
    }
    int &count = available[content.chopped(2)];
    if (count <= 0) {
        return false;
    }
    --count;
    return true;
}

void checkInlineCode(const QaInput &input, const QaUnit &unit, QList<QaFinding> *findings)
{
    const QList<QaMarkdown::Span> sourceSpans = QaMarkdown::spans(unit.sourceText);
    if (sourceSpans.isEmpty()) {
        return;
    }
    QHash<QString, int> available;
    for (const QaMarkdown::Span &span : QaMarkdown::spans(unit.targetText)) {
        ++available[span.content];
    }
    QSet<QString> reported;
    for (const QaMarkdown::Span &span : sourceSpans) {
        int &count = available[span.content];
        if (count > 0) {
            --count;
            continue;
        }
        if ((isProse(span.content) && takeTranslated(available)) || takePartlyTranslated(available, span.content)
            || takePossessive(available, span.content)) {
            continue;
        }
        if (span.content.isEmpty() || reported.contains(span.content)) {
            continue;
        }
        reported.insert(span.content);
        const int plain = int(unit.targetText.indexOf(span.content));
        QaFinding finding = input.findingInUnit(kInlineCode, unit, plain, int(span.content.size()));
        finding.detail = unit.sourceText.mid(span.start, span.length);
        finding.message = QaCodeCheck::tr("The inline code %1 of the source is missing").arg(finding.detail);
        findings->append(finding);
    }
}

} // namespace

QStringList QaCodeCheck::ids() const
{
    return {kCodeBlock, kInlineCode};
}

void QaCodeCheck::run(const QaInput &input, QList<QaFinding> *findings) const
{
    const bool blocks = input.settings.isEnabled(kCodeBlock);
    const bool spans = input.settings.isEnabled(kInlineCode);
    for (const QaUnit &unit : input.units) {
        if (blocks) {
            checkCodeBlocks(input, unit, findings);
        }
        if (spans) {
            checkInlineCode(input, unit, findings);
        }
    }
}

QaCodeCheck::CommentStyle QaCodeCheck::commentStyle(const QString &info, const QStringList &lines)
{
    const QString language = QaMarkdown::language(info);
    const Style known = styleOf(language);
    if (known != Style::None || !language.isEmpty()) {
        return known;
    }
    for (const QString &line : lines) {
        const QString code = line.trimmed();
        if (code.startsWith(QLatin1Char('#'))) {
            return Style::Hash;
        }
        if (code.startsWith(QLatin1String("//")) || code.startsWith(QLatin1String("/*"))) {
            return Style::Slash;
        }
    }
    return Style::None;
}

QStringList QaCodeCheck::normalized(const QStringList &lines, CommentStyle style, QList<int> *lineIndex)
{
    QStringList result;
    bool inBlock = false;
    QString docstring;
    for (int i = 0; i < lines.size(); ++i) {
        const QString line = withoutPrompt(lines.at(i));
        if (style == Style::Hash && isDocstring(line, &docstring)) {
            continue;
        }
        const QString code = stripComments(line, style, &inBlock).simplified();
        if (code.isEmpty()) {
            continue;
        }
        result.append(code);
        if (lineIndex) {
            lineIndex->append(i);
        }
    }
    return result;
}
