// SPDX-FileCopyrightText: 2026 Yiqiao authors
// SPDX-License-Identifier: GPL-3.0-or-later
#include "alignment/postaligner.h"

#include "alignment/alignmentscore.h"

#include <algorithm>
#include <cmath>
#include <iterator>
#include <limits>

namespace {
// Tuned on ../shared/corpus (see tst_postaligner's corpus test).
constexpr double kTypicalRatio = 1.0; // lengthRatio() of a typical corpus pair
constexpr double kBias = 0.2; // a link scoring less loses to leaving its blocks unaligned
constexpr double kStrongHeading = 0.75; // a heading pair's score, with their sections, for the second pass
constexpr double kGrowScore = 0.5; // neighbours of a second-pass link join it from here on
constexpr double kMergePenalty = 0.05; // per block beyond one on the many side: merges are rare
constexpr double kGapOpen = 0.15; // once per run of unaligned blocks
constexpr double kSectionWeight = 2.0; // of a heading's section when linking headings
constexpr double kContextWeight = 1.0; // of the section headings' link when linking blocks
constexpr double kRatioEvidence = 2000; // source letters that weigh as much as the typical ratio
constexpr double kRatioChange = 0.05; // log-ratio change that makes the programme run again
constexpr int kMaxGap = 3; // longest gap between links that is filled one to one

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
double linkedRatio(const QVector<AlignmentEvidence> &source, const QVector<AlignmentEvidence> &target, const QList<AlignmentLink> &links)
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

double totalRatio(const QVector<AlignmentEvidence> &source, const QVector<AlignmentEvidence> &target)
{
    double sourceLength = 0;
    double targetLength = 0;
    for (const AlignmentEvidence &f : source) {
        sourceLength += f.length;
    }
    for (const AlignmentEvidence &f : target) {
        targetLength += f.length;
    }
    return shrunk(sourceLength, targetLength);
}

// The programme's states: what the last move of a path was. Skipping costs once per
} // namespace

QList<AlignmentLink> PostAligner::align(const QList<MarkdownBlock> &source, const QList<MarkdownBlock> &target)
{
    if (source.isEmpty() || target.isEmpty()) {
        return {};
    }
    return PostAligner(source, target).run();
}

double PostAligner::score(const QList<MarkdownBlock> &source, const QList<MarkdownBlock> &target, double lengthRatio)
{
    if (source.isEmpty() || target.isEmpty()) {
        return 0;
    }
    const double ratio = lengthRatio > 0 ? lengthRatio : kTypicalRatio;
    return AlignmentScore::link(AlignmentEvidence::ofAll(source), AlignmentEvidence::ofAll(target), ratio);
}

double PostAligner::lengthRatio(const QList<MarkdownBlock> &source, const QList<MarkdownBlock> &target)
{
    QVector<AlignmentEvidence> sourceFeatures;
    QVector<AlignmentEvidence> targetFeatures;
    for (const MarkdownBlock &block : source) {
        sourceFeatures.append(AlignmentEvidence::of(block));
    }
    for (const MarkdownBlock &block : target) {
        targetFeatures.append(AlignmentEvidence::of(block));
    }
    return totalRatio(sourceFeatures, targetFeatures);
}

PostAligner::Evaluation PostAligner::evaluate(const QList<MarkdownBlock> &source, const QList<MarkdownBlock> &target)
{
    return evaluate(source, target, align(source, target));
}

PostAligner::Evaluation PostAligner::evaluate(
    const QList<MarkdownBlock> &source, const QList<MarkdownBlock> &target, const QList<AlignmentLink> &links)
{
    return AlignmentEvaluation::of(source, target, links);
}

PostAligner::PostAligner(const QList<MarkdownBlock> &source, const QList<MarkdownBlock> &target)
    : m_source(source)
    , m_target(target)
    , m_n(int(source.size()))
    , m_m(int(target.size()))
{
    setRatio(totalRatio(m_source.runs.at(0), m_target.runs.at(0)));
}

QList<AlignmentLink> PostAligner::run()
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

void PostAligner::mark(const AlignmentLink &link, QVector<bool> &sourceUsed, QVector<bool> &targetUsed)
{
    for (int i : link.sources) {
        sourceUsed[i] = true;
    }
    for (int j : link.targets) {
        targetUsed[j] = true;
    }
}

void PostAligner::sortByTarget(QList<AlignmentLink> &links)
{
    std::sort(links.begin(), links.end(),
        [](const AlignmentLink &a, const AlignmentLink &b) { return a.targets.constFirst() < b.targets.constFirst(); });
}

void PostAligner::setRatio(double ratio)
{
    m_ratio = ratio;
    m_headingPairs.fill(-1, m_source.sections.size() * m_target.sections.size());
}

// Score of sources i-a..i-1 with targets j-b..j-1 in their context; 0 if they
// cannot be a link.
double PostAligner::contextScore(int i, int j, int a, int b) const
{
    const AlignmentEvidence &s = m_source.runs.at(a - 1).at(i - 1);
    const AlignmentEvidence &t = m_target.runs.at(b - 1).at(j - 1);
    WeightedMean e;
    double kinds = 0;
    if (!s.valid || !t.valid || !AlignmentScore::linkEvidence(s, t, m_ratio, e, &kinds)) {
        return 0;
    }
    addContext(i - a, j - b, e);
    return kinds * e.mean();
}

// Two headings are compared with their sections; other blocks with the headings
// of their sections, so that a block rather links within a linked section.
void PostAligner::addContext(int i, int j, WeightedMean &e) const
{
    const int sourceSection = m_source.section.at(i);
    const int targetSection = m_target.section.at(j);
    if (m_source.isHeading(i) && m_target.isHeading(j)) {
        e.add(AlignmentScore::section(m_source.sections.at(sourceSection), m_target.sections.at(targetSection), m_ratio), kSectionWeight);
    } else if (sourceSection >= 0 || targetSection >= 0) {
        e.add(sourceSection < 0 || targetSection < 0 ? 0.0 : headingPair(sourceSection, targetSection), kContextWeight);
    }
}

double PostAligner::headingPair(int sourceSection, int targetSection) const
{
    double &cached = m_headingPairs[sourceSection * m_target.sections.size() + targetSection];
    if (cached < 0) {
        const int i = m_source.section.indexOf(sourceSection);
        const int j = m_target.section.indexOf(targetSection);
        cached = contextScore(i + 1, j + 1, 1, 1);
    }
    return cached;
}

QList<AlignmentLink> PostAligner::monotone(const Range &range)
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
void PostAligner::relaxLinks(int i, int j)
{
    const int here = slot(i, j, Linked);
    for (int k = 0; k < int(std::size(kMoves)); ++k) {
        const Move &move = kMoves[k];
        if (move.sources == 0 || move.targets == 0 || move.sources > i || move.targets > j) {
            continue;
        }
        const double linkScore = contextScore(m_range.i0 + i, m_range.j0 + j, move.sources, move.targets);
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

void PostAligner::relaxSkip(int i, int j, int a, int b, State state)
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

QList<AlignmentLink> PostAligner::traceBack() const
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
            links.prepend(linkOf(m_range.i0 + i, m_range.j0 + j, m_move.at(slot(i, j, state))));
        }
        state = m_from.at(slot(i, j, state));
        i -= move.sources;
        j -= move.targets;
    }
    return links;
}

// The link of the move into (i, j), in block indexes.
AlignmentLink PostAligner::linkOf(int i, int j, int moveIndex) const
{
    const Move &move = kMoves[moveIndex];
    AlignmentLink link;
    for (int k = i - move.sources; k < i; ++k) {
        link.sources.append(k);
    }
    for (int k = j - move.targets; k < j; ++k) {
        link.targets.append(k);
    }
    link.score = AlignmentScore::link(m_source.runs.at(move.sources - 1).at(i - 1), m_target.runs.at(move.targets - 1).at(j - 1), m_ratio);
    return link;
}

// Between two links of the programme, as many source as target blocks (a few)
// are taken as translations of each other even if they score low: a translator
// who shortens a paragraph rarely also adds one in its place.
QList<AlignmentLink> PostAligner::withGapsFilled(const QList<AlignmentLink> &links, const Range &range) const
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
QList<AlignmentLink> PostAligner::inGaps(const QList<AlignmentLink> &links, QVector<bool> &sourceUsed, QVector<bool> &targetUsed)
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
int PostAligner::unusedFrom(const QVector<bool> &used, int from, int step)
{
    int k = from;
    while (k + step >= 0 && k + step < used.size() && !used.at(k + step)) {
        k += step;
    }
    return k;
}

void PostAligner::alignBetween(
    int i0, int i1, int j0, int j1, QVector<bool> &sourceUsed, QVector<bool> &targetUsed, QList<AlignmentLink> &out)
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

void PostAligner::fillGap(int i, int j, int count, QList<AlignmentLink> &out) const
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

AlignmentLink PostAligner::oneToOne(int i, int j) const
{
    AlignmentLink link;
    link.sources = {i};
    link.targets = {j};
    link.score = AlignmentScore::link(m_source.block(i), m_target.block(j), m_ratio);
    return link;
}

// Out of order, a pair needs strong anchors, or be two headings that share a name
// and whose sections are alike.
bool PostAligner::strongPair(int i, int j) const
{
    const AlignmentEvidence &s = m_source.block(i);
    const AlignmentEvidence &t = m_target.block(j);
    if (AlignmentScore::strong(s, t)) {
        return true;
    }
    return m_source.isHeading(i) && m_target.isHeading(j) && AlignmentScore::sharesNames(s, t)
        && headingPair(m_source.section.at(i), m_target.section.at(j)) >= kStrongHeading;
}

// Second pass: unaligned blocks with strong anchors in common, best first, then
// their unaligned neighbours, in step on both sides.
QList<AlignmentLink> PostAligner::reordered(QVector<bool> &sourceUsed, QVector<bool> &targetUsed) const
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

void PostAligner::grow(int i, int j, int step, QVector<bool> &sourceUsed, QVector<bool> &targetUsed, QList<AlignmentLink> &links) const
{
    for (i += step, j += step; i >= 0 && j >= 0 && i < m_n && j < m_m; i += step, j += step) {
        if (sourceUsed.at(i) || targetUsed.at(j)) {
            return;
        }
        if (contextScore(i + 1, j + 1, 1, 1) < kGrowScore) {
            return;
        }
        const AlignmentLink link = oneToOne(i, j);
        mark(link, sourceUsed, targetUsed);
        links.append(link);
    }
}
