// SPDX-FileCopyrightText: 2026 Yiqiao authors
// SPDX-License-Identifier: GPL-3.0-or-later
#include "postaligner.h"

#include <QHash>
#include <QRegularExpression>
#include <QStringView>
#include <QVector>

#include <algorithm>
#include <cmath>
#include <iterator>
#include <limits>

namespace {
// Tuned on ../shared/corpus (see tst_postaligner's corpus test).
constexpr double kTypicalRatio = 1.0; // lengthRatio() of a typical corpus pair
// The spread of log(target length / source length) in the corpus: about 0.4 for
// blocks of 15 letters, 0.2 for 100, 0.15 beyond 300.
constexpr double kLengthVarianceFloor = 0.05;
constexpr double kLengthVariancePerLetter = 2.5;
constexpr double kBias = 0.2; // a link scoring less loses to leaving its blocks unaligned
constexpr double kStrongGrams = 0.75; // code 4-gram Dice for the second pass
constexpr double kStrongAnchors = 0.7; // anchor Dice (with 2+ shared) for the second pass
constexpr double kStrongHeading = 0.75; // a heading pair's score, with their sections, for the second pass
constexpr double kGrowScore = 0.5; // neighbours of a second-pass link join it from here on
constexpr double kMergePenalty = 0.05; // per block beyond one on the many side: merges are rare
constexpr double kMissingName = 0.3; // what an English name missing from the Chinese still scores: translators drop some
constexpr double kGapOpen = 0.15; // once per run of unaligned blocks
constexpr double kSectionWeight = 2.0; // of a heading's section when linking headings
constexpr double kContextWeight = 1.0; // of the section headings' link when linking blocks
constexpr double kRatioEvidence = 2000; // source letters that weigh as much as the typical ratio
constexpr double kRatioChange = 0.05; // log-ratio change that makes the programme run again
constexpr int kMaxRun = 3; // most blocks on the many side of a link
constexpr int kMaxGap = 3; // longest gap between links that is filled one to one

using HashSet = QVector<uint>; // sorted, unique

enum class Group { Prose, Heading, Code, Table, Math, FrontMatter, Rule, Reference };

struct Shape {
    BlockKind kind = BlockKind::Paragraph;
    Group group = Group::Prose;
    int level = 0; // headings
    int columns = 0; // tables
};

// What the scoring looks at, for one block or a run of consecutive blocks.
struct Features {
    QVector<Shape> shapes;
    double length = 0;
    bool cjk = false;
    HashSet anchors; // numbers, inline code, link targets
    HashSet words; // lowercase Latin words outside code and links
    HashSet names; // the words that look like names: CamelCase, acronyms, with digits
    HashSet grams; // code and math: 4-grams without comments and white space
    bool valid = true; // false: a run that may not be one link side
};

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

int common(const HashSet &a, const HashSet &b)
{
    int count = 0;
    auto i = a.cbegin();
    auto j = b.cbegin();
    while (i != a.cend() && j != b.cend()) {
        if (*i < *j) {
            ++i;
        } else if (*j < *i) {
            ++j;
        } else {
            ++count;
            ++i;
            ++j;
        }
    }
    return count;
}

double dice(const HashSet &a, const HashSet &b)
{
    const int total = int(a.size() + b.size());
    return total == 0 ? 0.0 : 2.0 * common(a, b) / total;
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
void addTokens(const QString &plain, Features &f)
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
void addCodeSpan(const QString &code, Features &f)
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
            length += PostAligner::kLengthCjkWeight;
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

HashSet grams(const QString &code)
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

// --- Features --------------------------------------------------------------------

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

Features proseFeatures(const MarkdownBlock &block, Features f)
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

Features features(const MarkdownBlock &block)
{
    Features f;
    const Group group = groupOf(block.kind);
    f.shapes.append({block.kind, group, block.headingLevel, group == Group::Table ? tableColumns(block.text) : 0});
    if (group == Group::Code || group == Group::Math) {
        const QString code = group == Group::Code ? codeWithoutComments(block.text) : block.text;
        f.grams = grams(code);
        f.length = weightedLength(code, &f.cjk);
        return f;
    }
    f = proseFeatures(block, f);
    f.anchors = sortedUnique(f.anchors);
    f.words = sortedUnique(f.words);
    f.names = sortedUnique(f.names);
    return f;
}

Features merged(const Features &a, const Features &b)
{
    Features f;
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

Features mergedAll(const QList<MarkdownBlock> &blocks)
{
    Features f;
    for (const MarkdownBlock &block : blocks) {
        f = merged(f, features(block));
    }
    return f;
}

// --- Scoring ---------------------------------------------------------------------

double shapeCompatibility(const Shape &s, const Shape &t)
{
    if (s.group != t.group) {
        const bool proseAndMath =
            (s.group == Group::Prose && t.group == Group::Math) || (s.group == Group::Math && t.group == Group::Prose);
        const bool proseAndReference =
            (s.group == Group::Prose && t.group == Group::Reference) || (s.group == Group::Reference && t.group == Group::Prose);
        return proseAndMath ? 0.3 : proseAndReference ? 0.4 : 0.0;
    }
    switch (s.group) {
    case Group::Heading:
        return s.level == t.level ? 1.0 : 0.6;
    case Group::Table:
        return s.columns == t.columns ? 1.0 : 0.7;
    case Group::Prose:
        return s.kind == t.kind ? 1.0 : 0.6;
    default:
        return 1.0;
    }
}

// For each shape of `from`, its best partner in `to`; the mean of those.
double meanBestCompatibility(const QVector<Shape> &from, const QVector<Shape> &to)
{
    double sum = 0;
    for (const Shape &a : from) {
        double best = 0;
        for (const Shape &b : to) {
            best = std::max(best, shapeCompatibility(a, b));
        }
        sum += best;
    }
    return sum / from.size();
}

double compatibility(const Features &s, const Features &t)
{
    if (s.shapes.size() == 1 && t.shapes.size() == 1) {
        return shapeCompatibility(s.shapes.constFirst(), t.shapes.constFirst());
    }
    return std::min(meanBestCompatibility(s.shapes, t.shapes), meanBestCompatibility(t.shapes, s.shapes));
}

// How much a matching kind says on its own: rare in prose means telling.
double kindWeight(const Features &f)
{
    double weight = 0;
    for (const Shape &shape : f.shapes) {
        switch (shape.group) {
        case Group::Prose:
            break;
        case Group::FrontMatter:
            weight = std::max(weight, 3.0);
            break;
        case Group::Reference:
            weight = std::max(weight, 0.5);
            break;
        default:
            weight = std::max(weight, 1.0);
        }
    }
    return weight;
}

double lengthWeight(const Features &t)
{
    switch (t.shapes.constFirst().group) {
    case Group::Prose:
        return 1.0;
    case Group::Table:
        return 0.7;
    case Group::Heading:
        return 0.4;
    case Group::Code:
    case Group::Math:
        return 0.3;
    default:
        return 0.1;
    }
}

double lengthScore(double source, double target, double ratio)
{
    const double d = std::log((target + 1) / (ratio * (source + 1)));
    const double mean = (source + target / ratio) / 2 + 1;
    const double variance = kLengthVarianceFloor + kLengthVariancePerLetter / mean;
    return 1.0 / (1.0 + d * d / (2 * variance));
}

class Evidence
{
public:
    void add(double value, double weight)
    {
        m_sum += value * weight;
        m_weight += weight;
    }
    double mean() const { return m_weight > 0 ? m_sum / m_weight : 0.0; }

private:
    double m_sum = 0;
    double m_weight = 0;
};

double recall(const HashSet &wanted, const HashSet &in)
{
    return wanted.isEmpty() ? 0.0 : double(common(wanted, in)) / wanted.size();
}

void addWordEvidence(const Features &s, const Features &t, Evidence &e)
{
    if (!s.names.isEmpty()) {
        e.add(kMissingName + (1 - kMissingName) * recall(s.names, t.words), std::min(1.0, s.names.size() / 3.0));
    }
    if (t.cjk && !t.words.isEmpty()) {
        e.add(recall(t.words, s.words), std::min(1.0, t.words.size() / 3.0));
    } else if (!t.cjk && !(s.words.isEmpty() && t.words.isEmpty())) {
        e.add(dice(s.words, t.words), 1.5 * std::min(1.0, (s.words.size() + t.words.size()) / 6.0));
    }
}

// Anchors, words, code and length: what a link's blocks say, whatever their kinds.
void addContentEvidence(const Features &s, const Features &t, double ratio, double lengthWeight, Evidence &e)
{
    e.add(lengthScore(s.length, t.length, ratio), lengthWeight);
    if (!s.anchors.isEmpty() || !t.anchors.isEmpty()) {
        e.add(dice(s.anchors, t.anchors), 2.0 * std::min(1.0, (s.anchors.size() + t.anchors.size()) / 3.0));
    }
    addWordEvidence(s, t, e);
    if (!s.grams.isEmpty() && !t.grams.isEmpty()) {
        e.add(dice(s.grams, t.grams), 4.0);
    }
}

// The link's evidence; false if the kinds cannot link.
bool linkEvidence(const Features &s, const Features &t, double ratio, Evidence &e, double *kinds)
{
    *kinds = compatibility(s, t);
    if (*kinds <= 0) {
        return false;
    }
    e.add(1.0, std::min(kindWeight(s), kindWeight(t)));
    addContentEvidence(s, t, ratio, lengthWeight(t), e);
    return true;
}

double linkScore(const Features &s, const Features &t, double ratio)
{
    Evidence e;
    double kinds = 0;
    return linkEvidence(s, t, ratio, e, &kinds) ? kinds * e.mean() : 0.0;
}

// How alike two sections (a heading and the blocks up to the next heading) are.
double sectionScore(const Features &s, const Features &t, double ratio)
{
    Evidence e;
    addContentEvidence(s, t, ratio, 1.0, e);
    return e.mean();
}

// Strong enough to link blocks out of order.
bool strongEvidence(const Features &s, const Features &t)
{
    if (!s.grams.isEmpty() && !t.grams.isEmpty()) {
        return std::min(s.grams.size(), t.grams.size()) >= 8 && dice(s.grams, t.grams) >= kStrongGrams;
    }
    return common(s.anchors, t.anchors) >= 2 && dice(s.anchors, t.anchors) >= kStrongAnchors;
}

bool sharesNames(const Features &s, const Features &t)
{
    return common(s.anchors, t.anchors) > 0 || (!t.words.isEmpty() && recall(t.words, s.words) >= 0.5)
        || (!s.names.isEmpty() && recall(s.names, t.words) >= 0.5);
}

// --- Alignment -------------------------------------------------------------------

bool mergeable(const Features &f)
{
    return f.shapes.constFirst().group == Group::Prose;
}

// runs[k][i]: the features of blocks i - k .. i as one link side (k = 0: block i);
// invalid unless all of them may merge.
QVector<QVector<Features>> runsOf(const QList<MarkdownBlock> &blocks)
{
    QVector<QVector<Features>> runs(kMaxRun);
    for (const MarkdownBlock &block : blocks) {
        runs[0].append(features(block));
    }
    for (int k = 1; k < kMaxRun; ++k) {
        for (int i = 0; i < runs[0].size(); ++i) {
            Features run;
            run.valid = false;
            if (i >= k && mergeable(runs[0].at(i)) && mergeable(runs[0].at(i - 1)) && (k == 1 || runs[k - 1].at(i - 1).valid)) {
                run = merged(runs[k - 1].at(i - 1), runs[0].at(i));
            }
            runs[k].append(run);
        }
    }
    return runs;
}

// One side of the alignment: its blocks and runs of blocks, and the sections (a
// heading and the blocks up to the next heading) they fall in.
struct Side {
    explicit Side(const QList<MarkdownBlock> &blocks)
        : runs(runsOf(blocks))
    {
        int heading = -1;
        for (int i = 0; i < blocks.size(); ++i) {
            if (blocks.at(i).kind == BlockKind::Heading) {
                sections.append(Features());
                heading = int(sections.size()) - 1;
            }
            section.append(heading);
            if (heading >= 0) {
                sections[heading] = merged(sections.at(heading), block(i));
            }
        }
    }
    const Features &block(int i) const { return runs.at(0).at(i); }
    bool isHeading(int i) const { return block(i).shapes.constFirst().group == Group::Heading; }

    QVector<QVector<Features>> runs; // see runsOf()
    QVector<int> section; // per block: its section, -1 before the first heading
    QVector<Features> sections;
};

struct Move {
    int sources;
    int targets;
    double penalty;
};

const Move kMoves[] = {{1, 1, 0.0}, {1, 0, 0.0}, {0, 1, 0.0}, {2, 1, kMergePenalty}, {1, 2, kMergePenalty}, {3, 1, 2 * kMergePenalty},
    {1, 3, 2 * kMergePenalty}};

// targetLength / sourceLength, pulled towards the typical ratio when there is little
// text to go by.
double shrunk(double sourceLength, double targetLength)
{
    if (sourceLength <= 0 || targetLength <= 0) {
        return kTypicalRatio;
    }
    const double weight = sourceLength / (sourceLength + kRatioEvidence);
    return std::exp(weight * std::log(targetLength / sourceLength) + (1 - weight) * std::log(kTypicalRatio));
}

// Total target length / total source length of linked blocks.
double linkedRatio(const QVector<Features> &source, const QVector<Features> &target, const QList<AlignmentLink> &links)
{
    double sourceLength = 0;
    double targetLength = 0;
    for (const AlignmentLink &link : links) {
        for (int i : link.sources) {
            sourceLength += source.at(i).length;
        }
        for (int j : link.targets) {
            targetLength += target.at(j).length;
        }
    }
    return shrunk(sourceLength, targetLength);
}

double totalRatio(const QVector<Features> &source, const QVector<Features> &target)
{
    double sourceLength = 0;
    double targetLength = 0;
    for (const Features &f : source) {
        sourceLength += f.length;
    }
    for (const Features &f : target) {
        targetLength += f.length;
    }
    return shrunk(sourceLength, targetLength);
}

// The programme's states: what the last move of a path was. Skipping costs once per
// run of skipped blocks (an affine gap), so that one dropped section is cheaper than
// blocks skipped here and there.
enum State { Linked, SkippingSource, SkippingTarget, StateCount };

// Aligns two posts in three passes: a monotone programme, strong pairs out of order,
// programmes in the gaps those leave.
class Aligner
{
public:
    Aligner(const QList<MarkdownBlock> &source, const QList<MarkdownBlock> &target)
        : m_source(source)
        , m_target(target)
        , m_n(int(source.size()))
        , m_m(int(target.size()))
    {
        setRatio(totalRatio(m_source.runs.at(0), m_target.runs.at(0)));
    }

    QList<AlignmentLink> run()
    {
        const Range all {0, m_n, 0, m_m};
        QList<AlignmentLink> links = monotone(all);
        // A dropped section or many notes skew the post's ratio: take it again from
        // what was linked.
        const double ratio = linkedRatio(m_source.runs.at(0), m_target.runs.at(0), links);
        if (std::abs(std::log(ratio / m_ratio)) > kRatioChange) {
            setRatio(ratio);
            links = monotone(all);
        }
        links = withGapsFilled(links, all);
        QVector<bool> sourceUsed(m_n, false);
        QVector<bool> targetUsed(m_m, false);
        for (const AlignmentLink &link : std::as_const(links)) {
            mark(link, sourceUsed, targetUsed);
        }
        links += reordered(sourceUsed, targetUsed);
        sortByTarget(links);
        links += inGaps(links, sourceUsed, targetUsed);
        sortByTarget(links);
        return links;
    }

private:
    // Blocks i0 .. i0 + n - 1 of the source and j0 .. j0 + m - 1 of the target.
    struct Range {
        int i0;
        int n;
        int j0;
        int m;
    };

    static void mark(const AlignmentLink &link, QVector<bool> &sourceUsed, QVector<bool> &targetUsed)
    {
        for (int i : link.sources) {
            sourceUsed[i] = true;
        }
        for (int j : link.targets) {
            targetUsed[j] = true;
        }
    }

    static void sortByTarget(QList<AlignmentLink> &links)
    {
        std::sort(links.begin(), links.end(),
            [](const AlignmentLink &a, const AlignmentLink &b) { return a.targets.constFirst() < b.targets.constFirst(); });
    }

    // The programme's cells are (i, j) relative to m_range.
    int cell(int i, int j) const { return i * (m_range.m + 1) + j; }
    int slot(int i, int j, int state) const { return cell(i, j) * StateCount + state; }

    void setRatio(double ratio)
    {
        m_ratio = ratio;
        m_headingPairs.fill(-1, m_source.sections.size() * m_target.sections.size());
    }

    // Score of sources i-a..i-1 with targets j-b..j-1 in their context; 0 if they
    // cannot be a link.
    double score(int i, int j, int a, int b) const
    {
        const Features &s = m_source.runs.at(a - 1).at(i - 1);
        const Features &t = m_target.runs.at(b - 1).at(j - 1);
        Evidence e;
        double kinds = 0;
        if (!s.valid || !t.valid || !linkEvidence(s, t, m_ratio, e, &kinds)) {
            return 0;
        }
        addContext(i - a, j - b, e);
        return kinds * e.mean();
    }

    // Two headings are compared with their sections; other blocks with the headings
    // of their sections, so that a block rather links within a linked section.
    void addContext(int i, int j, Evidence &e) const
    {
        const int sourceSection = m_source.section.at(i);
        const int targetSection = m_target.section.at(j);
        if (m_source.isHeading(i) && m_target.isHeading(j)) {
            e.add(sectionScore(m_source.sections.at(sourceSection), m_target.sections.at(targetSection), m_ratio), kSectionWeight);
        } else if (sourceSection >= 0 || targetSection >= 0) {
            e.add(sourceSection < 0 || targetSection < 0 ? 0.0 : headingPair(sourceSection, targetSection), kContextWeight);
        }
    }

    double headingPair(int sourceSection, int targetSection) const
    {
        double &cached = m_headingPairs[sourceSection * m_target.sections.size() + targetSection];
        if (cached < 0) {
            const int i = m_source.section.indexOf(sourceSection);
            const int j = m_target.section.indexOf(targetSection);
            cached = score(i + 1, j + 1, 1, 1);
        }
        return cached;
    }

    QList<AlignmentLink> monotone(const Range &range)
    {
        m_range = range;
        const int cells = (range.n + 1) * (range.m + 1);
        m_best.fill(-std::numeric_limits<double>::infinity(), cells * StateCount);
        m_move.fill(-1, cells * StateCount);
        m_from.fill(Linked, cells * StateCount);
        m_best[slot(0, 0, Linked)] = 0;
        for (int i = 0; i <= range.n; ++i) {
            for (int j = 0; j <= range.m; ++j) {
                relaxLinks(i, j);
                relaxSkip(i, j, 1, 0, SkippingSource);
                relaxSkip(i, j, 0, 1, SkippingTarget);
            }
        }
        return traceBack();
    }

    // The best way into (i, j) ending with a link.
    void relaxLinks(int i, int j)
    {
        const int here = slot(i, j, Linked);
        for (int k = 0; k < int(std::size(kMoves)); ++k) {
            const Move &move = kMoves[k];
            if (move.sources == 0 || move.targets == 0 || move.sources > i || move.targets > j) {
                continue;
            }
            const double linkScore = score(m_range.i0 + i, m_range.j0 + j, move.sources, move.targets);
            if (linkScore <= 0) {
                continue;
            }
            const double gain = linkScore - kBias - move.penalty;
            for (int from = 0; from < StateCount; ++from) {
                const double total = m_best.at(slot(i - move.sources, j - move.targets, from)) + gain;
                if (total > m_best.at(here)) {
                    m_best[here] = total;
                    m_move[here] = k;
                    m_from[here] = from;
                }
            }
        }
    }

    void relaxSkip(int i, int j, int a, int b, State state)
    {
        if (a > i || b > j) {
            return;
        }
        const int here = slot(i, j, state);
        for (int from = 0; from < StateCount; ++from) {
            const double total = m_best.at(slot(i - a, j - b, from)) - (from == state ? 0.0 : kGapOpen);
            if (total > m_best.at(here)) {
                m_best[here] = total;
                m_move[here] = a == 1 ? 1 : 2; // kMoves' 1-0 and 0-1
                m_from[here] = from;
            }
        }
    }

    QList<AlignmentLink> traceBack() const
    {
        int state = Linked;
        for (int s = 0; s < StateCount; ++s) {
            state = m_best.at(slot(m_range.n, m_range.m, s)) > m_best.at(slot(m_range.n, m_range.m, state)) ? s : state;
        }
        QList<AlignmentLink> links;
        int i = m_range.n;
        int j = m_range.m;
        while (i > 0 || j > 0) {
            const Move &move = kMoves[m_move.at(slot(i, j, state))];
            if (move.sources > 0 && move.targets > 0) {
                links.prepend(link(m_range.i0 + i, m_range.j0 + j, move));
            }
            state = m_from.at(slot(i, j, state));
            i -= move.sources;
            j -= move.targets;
        }
        return links;
    }

    // The link of the move into (i, j), in block indexes.
    AlignmentLink link(int i, int j, const Move &move) const
    {
        AlignmentLink link;
        for (int k = i - move.sources; k < i; ++k) {
            link.sources.append(k);
        }
        for (int k = j - move.targets; k < j; ++k) {
            link.targets.append(k);
        }
        link.score = linkScore(m_source.runs.at(move.sources - 1).at(i - 1), m_target.runs.at(move.targets - 1).at(j - 1), m_ratio);
        return link;
    }

    // Between two links of the programme, as many source as target blocks (a few)
    // are taken as translations of each other even if they score low: a translator
    // who shortens a paragraph rarely also adds one in its place.
    QList<AlignmentLink> withGapsFilled(const QList<AlignmentLink> &links, const Range &range) const
    {
        QList<AlignmentLink> out;
        int i = range.i0;
        int j = range.j0;
        for (int k = 0; k <= links.size(); ++k) {
            const int nextI = k < links.size() ? links.at(k).sources.constFirst() : range.i0 + range.n;
            const int nextJ = k < links.size() ? links.at(k).targets.constFirst() : range.j0 + range.m;
            if (nextI - i == nextJ - j && nextI - i <= kMaxGap) {
                fillGap(i, j, nextI - i, out);
            }
            if (k < links.size()) {
                out.append(links.at(k));
                i = links.at(k).sources.constLast() + 1;
                j = links.at(k).targets.constLast() + 1;
            }
        }
        return out;
    }

    // Last pass: the unaligned blocks right before a link on both sides get a
    // programme of their own, and so do those right after it. This aligns the rest of
    // a section that the second pass found elsewhere.
    QList<AlignmentLink> inGaps(const QList<AlignmentLink> &links, QVector<bool> &sourceUsed, QVector<bool> &targetUsed)
    {
        QList<AlignmentLink> out;
        for (const AlignmentLink &link : links) {
            const int i = link.sources.constFirst();
            const int j = link.targets.constFirst();
            alignBetween(unusedFrom(sourceUsed, i, -1), i, unusedFrom(targetUsed, j, -1), j, sourceUsed, targetUsed, out);
            const int after = link.sources.constLast() + 1;
            const int targetAfter = link.targets.constLast() + 1;
            alignBetween(after, unusedFrom(sourceUsed, after - 1, +1) + 1, targetAfter, unusedFrom(targetUsed, targetAfter - 1, +1) + 1,
                sourceUsed, targetUsed, out);
        }
        return out;
    }

    // The last index of the run of unused blocks next to `from` in direction `step`
    // (from itself if there is none).
    static int unusedFrom(const QVector<bool> &used, int from, int step)
    {
        int k = from;
        while (k + step >= 0 && k + step < used.size() && !used.at(k + step)) {
            k += step;
        }
        return k;
    }

    void alignBetween(int i0, int i1, int j0, int j1, QVector<bool> &sourceUsed, QVector<bool> &targetUsed, QList<AlignmentLink> &out)
    {
        if (i0 >= i1 || j0 >= j1) {
            return;
        }
        const Range gap {i0, i1 - i0, j0, j1 - j0};
        for (const AlignmentLink &link : withGapsFilled(monotone(gap), gap)) {
            mark(link, sourceUsed, targetUsed);
            out.append(link);
        }
    }

    void fillGap(int i, int j, int count, QList<AlignmentLink> &out) const
    {
        QList<AlignmentLink> gap;
        for (int k = 0; k < count; ++k) {
            gap.append(oneToOne(i + k, j + k));
            if (gap.constLast().score <= 0) {
                return;
            }
        }
        out += gap;
    }

    AlignmentLink oneToOne(int i, int j) const
    {
        AlignmentLink link;
        link.sources = {i};
        link.targets = {j};
        link.score = linkScore(m_source.block(i), m_target.block(j), m_ratio);
        return link;
    }

    // Out of order, a pair needs strong anchors, or be two headings that share a name
    // and whose sections are alike.
    bool strongPair(int i, int j) const
    {
        const Features &s = m_source.block(i);
        const Features &t = m_target.block(j);
        if (strongEvidence(s, t)) {
            return true;
        }
        return m_source.isHeading(i) && m_target.isHeading(j) && sharesNames(s, t)
            && headingPair(m_source.section.at(i), m_target.section.at(j)) >= kStrongHeading;
    }

    // Second pass: unaligned blocks with strong anchors in common, best first, then
    // their unaligned neighbours, in step on both sides.
    QList<AlignmentLink> reordered(QVector<bool> &sourceUsed, QVector<bool> &targetUsed) const
    {
        QList<AlignmentLink> candidates;
        for (int j = 0; j < m_m; ++j) {
            for (int i = 0; i < m_n && !targetUsed.at(j); ++i) {
                if (!sourceUsed.at(i) && strongPair(i, j)) {
                    candidates.append(oneToOne(i, j));
                }
            }
        }
        std::stable_sort(
            candidates.begin(), candidates.end(), [](const AlignmentLink &a, const AlignmentLink &b) { return a.score > b.score; });
        QList<AlignmentLink> links;
        for (const AlignmentLink &candidate : std::as_const(candidates)) {
            const int i = candidate.sources.constFirst();
            const int j = candidate.targets.constFirst();
            if (sourceUsed.at(i) || targetUsed.at(j) || candidate.score < kBias) {
                continue;
            }
            mark(candidate, sourceUsed, targetUsed);
            links.append(candidate);
            grow(i, j, -1, sourceUsed, targetUsed, links);
            grow(i, j, +1, sourceUsed, targetUsed, links);
        }
        return links;
    }

    void grow(int i, int j, int step, QVector<bool> &sourceUsed, QVector<bool> &targetUsed, QList<AlignmentLink> &links) const
    {
        for (i += step, j += step; i >= 0 && j >= 0 && i < m_n && j < m_m; i += step, j += step) {
            if (sourceUsed.at(i) || targetUsed.at(j)) {
                return;
            }
            if (score(i + 1, j + 1, 1, 1) < kGrowScore) {
                return;
            }
            const AlignmentLink link = oneToOne(i, j);
            mark(link, sourceUsed, targetUsed);
            links.append(link);
        }
    }

    const Side m_source;
    const Side m_target;
    double m_ratio = kTypicalRatio;
    mutable QVector<double> m_headingPairs; // per section pair: headingPair(), -1 until asked
    Range m_range {0, 0, 0, 0}; // of the programme running
    const int m_n;
    const int m_m;
    // Per cell (i, j) and state: the best total gain of the prefixes source[..i) and
    // target[..j), the move into the cell and the state it came from.
    QVector<double> m_best;
    QVector<qint8> m_move;
    QVector<qint8> m_from;
};

int countKind(const QList<MarkdownBlock> &blocks, BlockKind kind)
{
    return int(std::count_if(blocks.cbegin(), blocks.cend(), [kind](const MarkdownBlock &b) { return b.kind == kind; }));
}

QVector<int> indexesOf(const QList<MarkdownBlock> &blocks, BlockKind kind)
{
    QVector<int> indexes;
    for (int i = 0; i < blocks.size(); ++i) {
        if (blocks.at(i).kind == kind) {
            indexes.append(i);
        }
    }
    return indexes;
}
} // namespace

QList<AlignmentLink> PostAligner::align(const QList<MarkdownBlock> &source, const QList<MarkdownBlock> &target)
{
    if (source.isEmpty() || target.isEmpty()) {
        return {};
    }
    return Aligner(source, target).run();
}

double PostAligner::score(const QList<MarkdownBlock> &source, const QList<MarkdownBlock> &target, double lengthRatio)
{
    if (source.isEmpty() || target.isEmpty()) {
        return 0;
    }
    const double ratio = lengthRatio > 0 ? lengthRatio : kTypicalRatio;
    return linkScore(mergedAll(source), mergedAll(target), ratio);
}

double PostAligner::lengthRatio(const QList<MarkdownBlock> &source, const QList<MarkdownBlock> &target)
{
    QVector<Features> sourceFeatures;
    QVector<Features> targetFeatures;
    for (const MarkdownBlock &block : source) {
        sourceFeatures.append(features(block));
    }
    for (const MarkdownBlock &block : target) {
        targetFeatures.append(features(block));
    }
    return totalRatio(sourceFeatures, targetFeatures);
}

PostAligner::Evaluation &PostAligner::Evaluation::operator+=(const Evaluation &other)
{
    pairs += other.pairs;
    anchors += other.anchors;
    anchorsCorrect += other.anchorsCorrect;
    targetBlocks += other.targetBlocks;
    targetBlocksAligned += other.targetBlocksAligned;
    correspondingPairs += other.correspondingPairs;
    return *this;
}

PostAligner::Evaluation PostAligner::evaluate(const QList<MarkdownBlock> &source, const QList<MarkdownBlock> &target)
{
    return evaluate(source, target, align(source, target));
}

PostAligner::Evaluation PostAligner::evaluate(
    const QList<MarkdownBlock> &source, const QList<MarkdownBlock> &target, const QList<AlignmentLink> &links)
{
    Evaluation e;
    e.pairs = 1;
    e.targetBlocks = int(target.size());
    QHash<int, int> linkOfTarget;
    for (int k = 0; k < links.size(); ++k) {
        for (int j : links.at(k).targets) {
            linkOfTarget.insert(j, k);
        }
    }
    e.targetBlocksAligned = int(linkOfTarget.size());
    const BlockKind kinds[] = {BlockKind::Heading, BlockKind::Code, BlockKind::Table};
    for (BlockKind kind : kinds) {
        if (countKind(source, kind) != countKind(target, kind)) {
            return e;
        }
    }
    e.correspondingPairs = 1;
    for (BlockKind kind : kinds) {
        const QVector<int> sources = indexesOf(source, kind);
        const QVector<int> targets = indexesOf(target, kind);
        for (int k = 0; k < sources.size(); ++k) {
            ++e.anchors;
            const auto link = linkOfTarget.constFind(targets.at(k));
            if (link != linkOfTarget.cend() && links.at(*link).sources.contains(sources.at(k))) {
                ++e.anchorsCorrect;
            }
        }
    }
    return e;
}
