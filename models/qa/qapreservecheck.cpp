// SPDX-FileCopyrightText: 2026 Yiqiao authors
// SPDX-License-Identifier: GPL-3.0-or-later
#include "qa/qapreservecheck.h"

#include "markdown/inlinemarkup.h"
#include "qa/qainput.h"
#include "qa/qastructurecheck.h"

#include <QHash>
#include <QRegularExpression>

#include <cmath>

namespace {

const QString kNumber = QStringLiteral("preserve.number");
const QString kVersion = QStringLiteral("preserve.version");
const QString kIdentifier = QStringLiteral("preserve.identifier");
const QString kJoin = QStringLiteral("\n\n");

enum class Family { Number, Version, Identifier };

// A number's plain value and its value with its scale (7B = 7e9, 70亿 = 7e9).
struct NumberValue {
    double plain = 0;
    double scaled = 0;
};

// A token of the source prose.
struct Token {
    Family family = Family::Number;
    QString text; // as the source writes it: the finding's detail
    QString key; // what is compared: the version proper, the identifier, the scaled value
    NumberValue value;
};

// Full-width digits, ％ and ． are the same characters to every family; folded in
// place, so that offsets stay.
void foldWidth(QString *text)
{
    for (QChar &c : *text) {
        const ushort u = c.unicode();
        if (u >= 0xFF10 && u <= 0xFF19) {
            c = QChar(u - 0xFF10 + '0');
        } else if (u == 0xFF05) {
            c = QLatin1Char('%');
        } else if (u == 0xFF0E) {
            c = QLatin1Char('.');
        }
    }
}

// What stands where markup was blanked: not a word character, not a space (so that
// "`BERT`-like" gives no flag "-like").
constexpr QChar kBlank(0xFFFC);

enum class Side { Source, Target };

void blankSpan(QString *text, int start, int length, QChar with = kBlank)
{
    text->replace(start, length, QString(length, with));
}

// Blanks in text what pattern matches in of (the same length).
void blankAll(QString *text, const QRegularExpression &pattern, const QString &of)
{
    for (auto it = pattern.globalMatch(of); it.hasNext();) {
        const QRegularExpressionMatch match = it.next();
        blankSpan(text, int(match.capturedStart()), int(match.capturedLength()));
    }
}

// The draft may set a source's number or name in inline code or math ("the value
// `0`", "$2^8$"): the draft's side keeps them, the source's side does not.
QString runProse(const InlineMarkup::Run &run, Side side)
{
    if (run.kind == InlineMarkup::RunKind::Text) {
        return run.text;
    }
    const QChar first = run.text.at(0);
    const bool span = run.kind == InlineMarkup::RunKind::Code && (first == QLatin1Char('`') || first == QLatin1Char('$'));
    if (span && side == Side::Target) {
        return run.text;
    }
    const bool element = span || first == QLatin1Char('<') || first == QLatin1Char('!');
    return QString(run.text.size(), element ? kBlank : QLatin1Char(' '));
}

// A block's prose, offsets kept: what InlineMarkup protects (inline code, link
// targets, images, tags, inline math, block markers) and bare URLs blanked; HTML and
// MDX blocks keep the text between their tags; code, math, front matter and link
// reference definitions are blank.
QString blockProse(const BlockRecord &block, Side side)
{
    static const QRegularExpression tag(QStringLiteral("<!--.*?-->|<[^<>]*>"), QRegularExpression::DotMatchesEverythingOption);
    static const QRegularExpression url(QStringLiteral("\\b(?:https?|ftp)://[^\\s<>)\\]]+|\\bwww\\.[^\\s<>)\\]]+"));
    // MathJax delimiters as the Hugging Face posts write them: \\( … \\) and \\[ … \\].
    static const QRegularExpression mathJax(QStringLiteral("\\\\{1,2}\\((?:.|\\n)*?\\\\{1,2}\\)|\\\\{1,2}\\[(?:.|\\n)*?\\\\{1,2}\\]"));
    QString prose;
    if (block.kind == BlockKind::Html || block.kind == BlockKind::Component) {
        prose = block.text;
        blankAll(&prose, tag, block.text);
    } else if (!InlineMarkup::isTranslatable(block.kind)) {
        return QString(block.text.size(), QLatin1Char(' '));
    } else {
        prose.reserve(block.text.size());
        for (const InlineMarkup::Run &run : InlineMarkup::split(block.text, block.kind)) {
            prose += runProse(run, side);
        }
    }
    blankAll(&prose, url, prose);
    if (side == Side::Source) {
        blankAll(&prose, mathJax, block.text); // its backslashes are escapes to InlineMarkup
    }
    return prose;
}

// The prose of a unit's side, joined as QaUnit joins the texts.
// The prose of a table's header row: the rows after the delimiter row blanked
// (blockProse keeps the offsets of the block's text).
QString tableHead(const BlockRecord &table, QString prose)
{
    const int second = int(table.text.indexOf(QLatin1Char('\n')));
    const int body = second < 0 ? -1 : int(table.text.indexOf(QLatin1Char('\n'), second + 1));
    if (body >= 0) {
        blankSpan(&prose, body, int(prose.size()) - body, QLatin1Char(' '));
    }
    return prose;
}

// tableHeads: of the tables, only their header rows.
QString unitProse(const QList<BlockRecord> &blocks, const QList<int> &indexes, Side side, bool tableHeads = false)
{
    QString prose;
    for (int i = 0; i < indexes.size(); ++i) {
        if (i > 0) {
            prose += kJoin;
        }
        const BlockRecord &block = blocks.at(indexes.at(i));
        prose += tableHeads && block.kind == BlockKind::Table ? tableHead(block, blockProse(block, side)) : blockProse(block, side);
    }
    foldWidth(&prose);
    return prose;
}

// Group 1 is the version proper: "1.2.3" of "v1.2.3", "4.31.0" of ">=4.31.0",
// "2.1" of "PyTorch 2.1". Two-part versions count only after a product or "version";
// alone, "1.5" is a number.
const QRegularExpression &versionPattern()
{
    static const QRegularExpression pattern(
        QStringLiteral("(?|(?<![\\w.])v(\\d+(?:\\.\\d+)*)(?![\\w]|\\.\\d)"
                       "|(?<![\\w.])(\\d+(?:\\.\\d+){2,}(?:[.-]?(?:dev|rc|post|alpha|beta|a|b)\\d*)?|\\d+\\.x)(?![\\w]|\\.\\d)"
                       "|(?:==|>=|<=|~=|!=)\\s?(\\d+(?:\\.\\d+)*)(?![\\w]|\\.\\d)"
                       "|\\b(?:Python|PyTorch|CUDA|cuDNN|TensorFlow|JAX|Transformers|transformers|Diffusers|diffusers|Accelerate|"
                       "Gradio|gradio|NumPy|numpy|Node|Ubuntu|macOS|iOS|Xcode|Java|Rust|Go|GCC|gcc|Debian|Windows|Android|"
                       "version|versions|release|Version|Release)\\s+(\\d+\\.\\d+)(?![\\w]|\\.\\d))"));
    return pattern;
}

// Flags, variables, paths, file names and names a reader types: only tokens with a
// leading -, --, $, /, ~/ or ./, a drive, or '_', '.', '::' between parts, or camel
// case: "torchDtype", or three humps ("AutoModelForCausalLM"), since product names
// with one hump (PyTorch, LoRA, LlamaIndex) are often translated or reworded. A path
// ends on a word character or '/': the full stop after it ends the sentence.
const QRegularExpression &identifierPattern()
{
    static const QRegularExpression pattern(QStringLiteral("(?<![\\w\\\\/.~$\\x{FFFC}-])(?:"
                                                           "[A-Za-z]:\\\\[\\w.\\\\-]*\\w"
                                                           "|~?\\.{0,2}/(?:[\\w.-]+/)*[\\w.-]*[A-Za-z](?:[\\w.-]*\\w)?/?"
                                                           "|\\.[A-Za-z][\\w-]*(?:\\.[\\w-]+)*"
                                                           "|--?[A-Za-z][\\w-]*"
                                                           "|\\$\\{?[A-Za-z_]\\w*\\}?"
                                                           "|[A-Za-z_][\\w-]*(?:/[\\w.-]+)+\\.[A-Za-z]\\w*"
                                                           "|[A-Za-z_][\\w-]*(?:(?:\\.|::)[A-Za-z_][\\w-]*)+(?:\\(\\))?"
                                                           "|[A-Za-z][A-Za-z0-9]*(?:_[A-Za-z0-9]+)+"
                                                           "|[a-z]{2,}[A-Z][a-z0-9][A-Za-z0-9]*"
                                                           "|[A-Z][a-z0-9]+[A-Z]+[a-z0-9]+[A-Z][A-Za-z0-9]*"
                                                           ")(?![\\w])"));
    return pattern;
}

// A number, with a scale ("7B", "175 billion", "70亿") or a unit ("12 GB", "2x") for
// the detail. Digits after a letter or a "name-" are part of a name ("A100", "fp16",
// "GPT-3", "ResNet-18").
const QRegularExpression &numberPattern()
{
    static const QRegularExpression pattern(
        QStringLiteral("(?<![\\w.])(?<![A-Za-z]-)(?<n>\\d{1,3}(?:,\\d{3})+(?!\\d)|\\d+)(?<f>\\.\\d+)?(?!\\d)"
                       "(?:(?<s>\\s?(?:thousand|million|billion|trillion|万亿|千亿|百亿|十亿|千万|百万|十万|亿|万|千)|[KkMBT])(?![A-Za-z])"
                       "|\\s?(?:%|×|x|GiB|MiB|KiB|TiB|GB|MB|KB|kB|TB|ms|µs|μs|us|ns|seconds?|sec|s|minutes?|min|hours?|h|days?|"
                       "[TGM]?FLOPS|[TGM]?FLOPs|kW|W|GHz|MHz|Hz|it/s|tokens?|bits?|bytes?|px|fps|epochs?|steps?)(?![A-Za-z]))?"));
    return pattern;
}

double scaleOf(const QString &scale)
{
    static const QHash<QString, double> scales {{QStringLiteral("thousand"), 1e3}, {QStringLiteral("K"), 1e3}, {QStringLiteral("k"), 1e3},
        {QStringLiteral("千"), 1e3}, {QStringLiteral("万"), 1e4}, {QStringLiteral("十万"), 1e5}, {QStringLiteral("million"), 1e6},
        {QStringLiteral("M"), 1e6}, {QStringLiteral("百万"), 1e6}, {QStringLiteral("千万"), 1e7}, {QStringLiteral("亿"), 1e8},
        {QStringLiteral("billion"), 1e9}, {QStringLiteral("B"), 1e9}, {QStringLiteral("十亿"), 1e9}, {QStringLiteral("百亿"), 1e10},
        {QStringLiteral("千亿"), 1e11}, {QStringLiteral("trillion"), 1e12}, {QStringLiteral("T"), 1e12}, {QStringLiteral("万亿"), 1e12}};
    return scales.value(scale, 1.0);
}

NumberValue numberValue(const QRegularExpressionMatch &match)
{
    NumberValue value;
    value.plain = (match.captured(QStringLiteral("n")).remove(QLatin1Char(',')) + match.captured(QStringLiteral("f"))).toDouble();
    value.scaled = value.plain * scaleOf(match.captured(QStringLiteral("s")).trimmed());
    return value;
}

bool same(double a, double b)
{
    return std::abs(a - b) <= 1e-9 * std::max(std::abs(a), std::abs(b));
}

bool matches(const NumberValue &source, const NumberValue &target)
{
    return same(source.plain, target.plain) || same(source.scaled, target.scaled) || same(source.scaled, target.plain)
        || same(source.plain, target.scaled);
}

// "e.g", "i.e", "U.S": every part one or two letters.
bool isAbbreviation(const QString &token)
{
    static const QRegularExpression abbreviation(QStringLiteral("^[A-Za-z]{1,2}(?:\\.[A-Za-z]{1,2})+$"));
    return abbreviation.match(token).hasMatch();
}

// Appends the tokens of one family and blanks them, so that later families do not
// see their parts.
void takeVersions(QString *prose, QList<Token> *tokens)
{
    for (auto it = versionPattern().globalMatch(*prose); it.hasNext();) {
        const QRegularExpressionMatch match = it.next();
        const QString version = match.captured(1);
        const bool prefixed = match.capturedLength() == version.size() + 1 && match.captured(0).startsWith(QLatin1Char('v'));
        tokens->append({Family::Version, prefixed ? match.captured(0) : version, version, {}});
        blankSpan(prose, int(match.capturedStart()), int(match.capturedLength()));
    }
}

void takeIdentifiers(QString *prose, QList<Token> *tokens)
{
    for (auto it = identifierPattern().globalMatch(*prose); it.hasNext();) {
        const QRegularExpressionMatch match = it.next();
        if (!isAbbreviation(match.captured())) {
            tokens->append({Family::Identifier, match.captured(), match.captured(), {}});
            blankSpan(prose, int(match.capturedStart()), int(match.capturedLength()));
        }
    }
}

// "7 to 70B": the first number of a range takes the scale of the second ("70 亿 至
// 700 亿" is how the draft writes it).
void shareRangeScale(const QString &prose, const QRegularExpressionMatch &previous, const QRegularExpressionMatch &match, Token *first)
{
    static const QRegularExpression range(QStringLiteral("^\\s*(?:to|-|–|~|and|or|,)\\s*$"));
    const NumberValue value = numberValue(match);
    const int gap = int(match.capturedStart() - previous.capturedEnd());
    if (value.scaled != value.plain && first->value.scaled == first->value.plain && gap >= 0
        && range.match(prose.mid(previous.capturedEnd(), gap)).hasMatch()) {
        first->value.scaled = first->value.plain * (value.scaled / value.plain);
        first->key = QString::number(first->value.scaled, 'g', 15);
    }
}

void takeNumbers(const QString &prose, QList<Token> *tokens)
{
    QRegularExpressionMatch previous;
    for (auto it = numberPattern().globalMatch(prose); it.hasNext();) {
        const QRegularExpressionMatch match = it.next();
        if (previous.hasMatch()) {
            shareRangeScale(prose, previous, match, &tokens->last());
        }
        const NumberValue value = numberValue(match);
        tokens->append({Family::Number, match.captured(), QString::number(value.scaled, 'g', 15), value});
        previous = match;
    }
}

QList<Token> sourceTokens(QString prose)
{
    QList<Token> tokens;
    takeVersions(&prose, &tokens);
    takeIdentifiers(&prose, &tokens);
    takeNumbers(prose, &tokens);
    return tokens;
}

// The value of a run of Chinese numerals: "十八" 18, "一千亿" 1e11, "二零二三" 2023.
double chineseValue(const QString &numerals)
{
    static const QString digits = QStringLiteral("零一二三四五六七八九");
    double total = 0;
    double section = 0;
    double digit = 0;
    QString plain;
    for (const QChar c : numerals) {
        const int d = c == QChar(0x4E24) ? 2 : (c == QChar(0x3007) ? 0 : int(digits.indexOf(c)));
        if (d >= 0) {
            digit = d;
            plain += QChar('0' + d);
        } else if (c == QChar(0x4E07) || c == QChar(0x4EBF)) { // 万, 亿
            const double unit = c == QChar(0x4E07) ? 1e4 : 1e8;
            total = (total + section + digit) * unit;
            section = digit = 0;
        } else { // 十, 百, 千
            const double unit = c == QChar(0x5341) ? 10 : (c == QChar(0x767E) ? 100 : 1000);
            section += (digit == 0 ? 1 : digit) * unit;
            digit = 0;
        }
    }
    return plain.size() == numerals.size() ? plain.toDouble() : total + section + digit;
}

// Chinese numerals the draft may write for the source's digits: "第一章" for
// "Chapter 1", "十八层", "一千亿" for "100B". A lone numeral counts only after 第 or
// before a measure word, since 一 is part of countless words ("一些", "统一").
void addChineseNumbers(const QString &prose, QList<NumberValue> *values)
{
    static const QRegularExpression numeral(QStringLiteral(
        "(?<ordinal>第)?(?<n>[零〇一二两三四五六七八九十百千万亿]+)"
        "(?<measure>个|种|步|层|次|倍|位|章|节|块|名|台|张|条|项|天|年|月|周|小时|分钟|秒|行|列|维|类|组|轮|阶段|元|字节|比特)?"));
    for (auto it = numeral.globalMatch(prose); it.hasNext();) {
        const QRegularExpressionMatch match = it.next();
        const QString numerals = match.captured(QStringLiteral("n"));
        if (numerals.size() > 1 || match.capturedLength(QStringLiteral("ordinal")) > 0
            || match.capturedLength(QStringLiteral("measure")) > 0) {
            const double value = chineseValue(numerals);
            values->append({value, value});
        }
    }
}

QList<NumberValue> targetNumbers(const QString &prose)
{
    QList<NumberValue> values;
    for (auto it = numberPattern().globalMatch(prose); it.hasNext();) {
        values.append(numberValue(it.next()));
    }
    addChineseNumbers(prose, &values);
    return values;
}

bool isWordChar(QChar c)
{
    return c.unicode() < 128 && (c.isLetterOrNumber() || c == QLatin1Char('_'));
}

// Occurrences of a version or identifier in the target prose as a whole token: no
// word character glued to either end (a version may keep its "v"), no ".5" after.
int literalCount(const QString &prose, const Token &token)
{
    int count = 0;
    const bool version = token.family == Family::Version;
    for (int at = int(prose.indexOf(token.key)); at >= 0; at = int(prose.indexOf(token.key, at + 1))) {
        const int end = at + int(token.key.size());
        const QChar before = at > 0 ? prose.at(at - 1) : QChar();
        const QChar after = end < prose.size() ? prose.at(end) : QChar();
        const bool dottedAfter = end + 1 < prose.size() && after == QLatin1Char('.') && isWordChar(prose.at(end + 1));
        const bool glued = (isWordChar(before) && !(version && before.toLower() == QLatin1Char('v')))
            || (isWordChar(token.key.at(0)) && before == QLatin1Char('.') && version) || isWordChar(after) || dottedAfter;
        count += glued ? 0 : 1;
    }
    return count;
}

int numberCount(const QList<NumberValue> &targets, const NumberValue &value)
{
    int count = 0;
    for (const NumberValue &target : targets) {
        count += matches(value, target) ? 1 : 0;
    }
    return count;
}

QString message(const Token &token, int wanted, int found)
{
    if (found > 0) {
        // One arg() call: a token such as "%1A" must not be substituted into.
        return QaPreserveCheck::tr("%1 is in the translation fewer times (%2) than in the source (%3).")
            .arg(token.text, QString::number(found), QString::number(wanted));
    }
    switch (token.family) {
    case Family::Number:
        return QaPreserveCheck::tr("The number %1 of the source is missing from the translation.").arg(token.text);
    case Family::Version:
        return QaPreserveCheck::tr("The version %1 of the source is missing or changed in the translation.").arg(token.text);
    case Family::Identifier:
        break;
    }
    return QaPreserveCheck::tr("%1 of the source is missing from the translation; flags, variables, paths and names are kept verbatim.")
        .arg(token.text);
}

QString checkOf(Family family)
{
    switch (family) {
    case Family::Number:
        return kNumber;
    case Family::Version:
        return kVersion;
    case Family::Identifier:
        break;
    }
    return kIdentifier;
}

QaFinding findingOf(const QaInput &input, const QaUnit &unit, const Token &token, int wanted, int found)
{
    QaFinding result = input.findingInUnit(checkOf(token.family), unit);
    result.message = message(token, wanted, found);
    result.detail = token.text;
    return result;
}

// A unit whose table has another shape in the draft: markdown.table reports a lost or
// added row once; the body rows' tokens are not compared (which row went is unknown).
bool isReshapedTable(const QaInput &input, const QaUnit &unit)
{
    QList<QaStructureCheck::TableShape> sources;
    for (int index : unit.sources) {
        if (input.sources.at(index).kind == BlockKind::Table) {
            sources.append(QaStructureCheck::tableShape(input.sources.at(index).text));
        }
    }
    int i = 0;
    for (int index : unit.targets) {
        if (input.targets.at(index).kind != BlockKind::Table) {
            continue;
        }
        const QaStructureCheck::TableShape target = QaStructureCheck::tableShape(input.targets.at(index).text);
        if (i >= sources.size() || sources.at(i).headerColumns != target.headerColumns || sources.at(i).bodyRows != target.bodyRows) {
            return true;
        }
        ++i;
    }
    return i < sources.size();
}

} // namespace

QStringList QaPreserveCheck::ids() const
{
    return {kNumber, kVersion, kIdentifier};
}

void QaPreserveCheck::run(const QaInput &input, QList<QaFinding> *findings) const
{
    for (const QaUnit &unit : input.units) {
        const QList<Token> tokens = sourceTokens(unitProse(input.sources, unit.sources, Side::Source, isReshapedTable(input, unit)));
        if (tokens.isEmpty()) {
            continue;
        }
        const QString target = unitProse(input.targets, unit.targets, Side::Target);
        const QList<NumberValue> numbers = targetNumbers(target);
        QHash<QString, int> sourceCounts;
        for (const Token &token : tokens) {
            ++sourceCounts[QString::number(int(token.family)) + token.key];
        }
        for (const Token &token : tokens) {
            const int wanted = sourceCounts.take(QString::number(int(token.family)) + token.key);
            if (wanted == 0) {
                continue; // reported with its first occurrence
            }
            const int found = token.family == Family::Number ? numberCount(numbers, token.value) : literalCount(target, token);
            if (found < wanted) {
                findings->append(findingOf(input, unit, token, wanted, found));
            }
        }
    }
}
