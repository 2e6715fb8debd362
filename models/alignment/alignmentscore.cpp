// SPDX-FileCopyrightText: 2026 Yiqiao authors
// SPDX-License-Identifier: GPL-3.0-or-later
#include "alignment/alignmentscore.h"

#include "core/sortedoverlap.h"

#include <algorithm>
#include <cmath>

namespace {
using Group = AlignmentEvidence::Group;
using HashSet = AlignmentEvidence::HashSet;
using Shape = AlignmentEvidence::Shape;

// Tuned on ../shared/corpus (see tst_postaligner's corpus test).
// The spread of log(target length / source length) in the corpus: about 0.4 for
// blocks of 15 letters, 0.2 for 100, 0.15 beyond 300.
constexpr double kLengthVarianceFloor = 0.05;
constexpr double kLengthVariancePerLetter = 2.5;
constexpr double kStrongGrams = 0.75; // code 4-gram Dice for the second pass
constexpr double kStrongAnchors = 0.7; // anchor Dice (with 2+ shared) for the second pass
constexpr double kMissingName = 0.3; // what an English name missing from the Chinese still scores: translators drop some

double dice(const HashSet &a, const HashSet &b)
{
    const int total = int(a.size() + b.size());
    return total == 0 ? 0.0 : 2.0 * AlignmentScore::common(a, b) / total;
}

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

double compatibility(const AlignmentEvidence &s, const AlignmentEvidence &t)
{
    if (s.shapes.size() == 1 && t.shapes.size() == 1) {
        return shapeCompatibility(s.shapes.constFirst(), t.shapes.constFirst());
    }
    return std::min(meanBestCompatibility(s.shapes, t.shapes), meanBestCompatibility(t.shapes, s.shapes));
}

// How much a matching kind says on its own: rare in prose means telling.
double kindWeight(const AlignmentEvidence &f)
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

double lengthWeight(const AlignmentEvidence &t)
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

double recall(const HashSet &wanted, const HashSet &in)
{
    return wanted.isEmpty() ? 0.0 : double(AlignmentScore::common(wanted, in)) / wanted.size();
}

void addWordEvidence(const AlignmentEvidence &s, const AlignmentEvidence &t, WeightedMean &e)
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
void addContentEvidence(const AlignmentEvidence &s, const AlignmentEvidence &t, double ratio, double lengthWeight, WeightedMean &e)
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

} // namespace

// The link's evidence; false if the kinds cannot link.
bool AlignmentScore::linkEvidence(const AlignmentEvidence &s, const AlignmentEvidence &t, double ratio, WeightedMean &e, double *kinds)
{
    *kinds = compatibility(s, t);
    if (*kinds <= 0) {
        return false;
    }
    e.add(1.0, std::min(kindWeight(s), kindWeight(t)));
    addContentEvidence(s, t, ratio, lengthWeight(t), e);
    return true;
}

double AlignmentScore::link(const AlignmentEvidence &s, const AlignmentEvidence &t, double ratio)
{
    WeightedMean e;
    double kinds = 0;
    return linkEvidence(s, t, ratio, e, &kinds) ? kinds * e.mean() : 0.0;
}

// How alike two sections (a heading and the blocks up to the next heading) are.
double AlignmentScore::section(const AlignmentEvidence &s, const AlignmentEvidence &t, double ratio)
{
    WeightedMean e;
    addContentEvidence(s, t, ratio, 1.0, e);
    return e.mean();
}

// Strong enough to link blocks out of order.
bool AlignmentScore::strong(const AlignmentEvidence &s, const AlignmentEvidence &t)
{
    if (!s.grams.isEmpty() && !t.grams.isEmpty()) {
        return std::min(s.grams.size(), t.grams.size()) >= 8 && dice(s.grams, t.grams) >= kStrongGrams;
    }
    return AlignmentScore::common(s.anchors, t.anchors) >= 2 && dice(s.anchors, t.anchors) >= kStrongAnchors;
}

bool AlignmentScore::sharesNames(const AlignmentEvidence &s, const AlignmentEvidence &t)
{
    return AlignmentScore::common(s.anchors, t.anchors) > 0 || (!t.words.isEmpty() && recall(t.words, s.words) >= 0.5)
        || (!s.names.isEmpty() && recall(s.names, t.words) >= 0.5);
}

int AlignmentScore::common(const HashSet &a, const HashSet &b)
{
    return SortedOverlap::count(a, b);
}
