// SPDX-FileCopyrightText: 2026 Yiqiao authors
// SPDX-License-Identifier: GPL-3.0-or-later
#include "sourceupdate/sourceblockmatcher.h"

#include "alignment/alignmentscore.h"
#include "core/textdiff.h"
#include "draft/draftlayout.h"

#include <QHash>

#include <algorithm>
#include <array>
#include <vector>

namespace {

using Kind = SourceBlockMatch::Kind;
using Bag = QVector<uint>;

// A new block is compared with the old blocks that share one of its kRareWords
// rarest words (fewest old blocks have them), each in at most kMaxPostings blocks:
// an edited block keeps most of its words, so it keeps some of its rare ones.
constexpr int kRareWords = 4;
constexpr int kMaxPostings = 64;
// How many unmatched old blocks after the last matched one a new block is compared
// with even without a rare word in common (an edit in place of common words).
constexpr int kGapCandidates = 16;

double dice(const Bag &a, const Bag &b)
{
    if (a.isEmpty() && b.isEmpty()) {
        return 1.0;
    }
    return 2.0 * AlignmentScore::common(a, b) / double(a.size() + b.size());
}

struct Link {
    int oldIndex = 0;
    int newIndex = 0;
    qint64 weight = 1;
};

// The heaviest subsequence of links (sorted by oldIndex) whose newIndex strictly
// increases, through a Fenwick tree of prefix maxima over newIndex: O(n log n).
std::vector<char> increasingRun(const std::vector<Link> &links, int newCount)
{
    std::vector<std::pair<qint64, int>> tree(size_t(newCount) + 1, {0, -1});
    std::vector<int> previous(links.size(), -1);
    std::vector<qint64> best(links.size(), 0);
    for (size_t k = 0; k < links.size(); ++k) {
        std::pair<qint64, int> before {0, -1};
        for (int i = links[k].newIndex; i > 0; i -= i & -i) {
            before = std::max(before, tree[size_t(i)]);
        }
        best[k] = before.first + links[k].weight;
        previous[k] = before.second;
        for (int i = links[k].newIndex + 1; i <= newCount; i += i & -i) {
            tree[size_t(i)] = std::max(tree[size_t(i)], std::make_pair(best[k], int(k)));
        }
    }
    std::vector<char> chosen(links.size(), 0);
    int k = links.empty() ? -1 : int(std::max_element(best.cbegin(), best.cend()) - best.cbegin());
    for (; k >= 0; k = previous[size_t(k)]) {
        chosen[size_t(k)] = 1;
    }
    return chosen;
}

class Matching
{
public:
    Matching(const QList<MarkdownBlock> &oldBlocks, const QList<MarkdownBlock> &newBlocks)
        : m_old(oldBlocks)
        , m_new(newBlocks)
        , m_oldTo(size_t(oldBlocks.size()), -1)
        , m_newTo(size_t(newBlocks.size()), -1)
        , m_exact(size_t(oldBlocks.size()), 0)
        , m_similarity(size_t(oldBlocks.size()), 0.0)
    {
    }

    QList<SourceBlockMatch> run()
    {
        keys();
        patience();
        pairIdentical();
        pairSimilar();
        return ordered(inPlace());
    }

private:
    void keys()
    {
        // The kind is part of the key: identical text parsed as another kind is
        // another block.
        QHash<QString, int> ids;
        const auto key = [&ids](const MarkdownBlock &block) {
            // Line endings apart: CRLF turned LF is the same block.
            const QString text = QChar(ushort(0xE000 + int(block.kind))) + DraftLayout::normalized(block.text);
            return ids.insert(text, ids.value(text, int(ids.size()))).value();
        };
        for (const MarkdownBlock &block : m_old) {
            m_oldKey.push_back(key(block));
        }
        for (const MarkdownBlock &block : m_new) {
            m_newKey.push_back(key(block));
        }
    }

    void link(int oldIndex, int newIndex, double similarity, bool exact)
    {
        m_oldTo[size_t(oldIndex)] = newIndex;
        m_newTo[size_t(newIndex)] = oldIndex;
        m_similarity[size_t(oldIndex)] = similarity;
        m_exact[size_t(oldIndex)] = exact;
    }

    // Patience diff: equal ends, then the blocks unique in both ranges that keep
    // their order anchor, and the stretches between them are matched the same way.
    void patience()
    {
        std::vector<std::array<int, 4>> ranges {{0, int(m_old.size()), 0, int(m_new.size())}};
        while (!ranges.empty()) {
            auto [a0, a1, b0, b1] = ranges.back();
            ranges.pop_back();
            while (a0 < a1 && b0 < b1 && m_oldKey[size_t(a0)] == m_newKey[size_t(b0)]) {
                link(a0++, b0++, 1.0, true);
            }
            while (a0 < a1 && b0 < b1 && m_oldKey[size_t(a1 - 1)] == m_newKey[size_t(b1 - 1)]) {
                link(--a1, --b1, 1.0, true);
            }
            if (a0 == a1 || b0 == b1) {
                continue;
            }
            const std::vector<Link> anchors = uniqueAnchors(a0, a1, b0, b1);
            for (const Link &anchor : anchors) {
                link(anchor.oldIndex, anchor.newIndex, 1.0, true);
                ranges.push_back({a0, anchor.oldIndex, b0, anchor.newIndex});
                a0 = anchor.oldIndex + 1;
                b0 = anchor.newIndex + 1;
            }
            if (!anchors.empty()) {
                ranges.push_back({a0, a1, b0, b1});
            }
        }
    }

    std::vector<Link> uniqueAnchors(int a0, int a1, int b0, int b1) const
    {
        struct Count {
            int inOld = 0;
            int oldIndex = -1;
            int inNew = 0;
            int newIndex = -1;
        };
        QHash<int, Count> counts;
        for (int i = a0; i < a1; ++i) {
            Count &count = counts[m_oldKey[size_t(i)]];
            ++count.inOld;
            count.oldIndex = i;
        }
        for (int j = b0; j < b1; ++j) {
            const auto found = counts.find(m_newKey[size_t(j)]);
            if (found != counts.end()) {
                ++found->inNew;
                found->newIndex = j;
            }
        }
        std::vector<Link> unique;
        for (const Count &count : std::as_const(counts)) {
            if (count.inOld == 1 && count.inNew == 1) {
                unique.push_back({count.oldIndex, count.newIndex - b0, 1});
            }
        }
        std::sort(unique.begin(), unique.end(), [](const Link &x, const Link &y) { return x.oldIndex < y.oldIndex; });
        const std::vector<char> chosen = increasingRun(unique, b1 - b0);
        std::vector<Link> anchors;
        for (size_t k = 0; k < unique.size(); ++k) {
            if (chosen[k]) {
                anchors.push_back({unique[k].oldIndex, unique[k].newIndex + b0, 1});
            }
        }
        return anchors;
    }

    // Identical blocks left over (moved ones, repeats in a stretch without anchors)
    // pair in order.
    void pairIdentical()
    {
        QHash<int, std::vector<int>> waiting; // key -> unmatched old blocks, last first
        for (int i = int(m_old.size()) - 1; i >= 0; --i) {
            if (m_oldTo[size_t(i)] < 0) {
                waiting[m_oldKey[size_t(i)]].push_back(i);
            }
        }
        for (int j = 0; j < int(m_new.size()); ++j) {
            const auto found = waiting.find(m_newKey[size_t(j)]);
            if (m_newTo[size_t(j)] < 0 && found != waiting.end() && !found->empty()) {
                link(found->back(), j, 1.0, true);
                found->pop_back();
            }
        }
    }

    // Similar blocks of the same kind, best pairs first. Candidates share a rare word
    // or follow the same matched block: no comparison of every pair.
    void pairSimilar()
    {
        QHash<int, Bag> oldBags;
        QHash<uint, std::vector<int>> postings; // word -> unmatched old blocks with it
        for (int i = 0; i < int(m_old.size()); ++i) {
            if (m_oldTo[size_t(i)] < 0) {
                const Bag bag = TextDiff::wordHashes(m_old.at(i).text);
                oldBags.insert(i, bag);
                for (int k = 0; k < bag.size(); ++k) {
                    if (k == 0 || bag.at(k) != bag.at(k - 1)) {
                        postings[bag.at(k)].push_back(i);
                    }
                }
            }
        }
        if (oldBags.isEmpty()) {
            return;
        }
        std::vector<Link> pairs;
        std::vector<double> similarities;
        std::vector<int> seen(size_t(m_old.size()), -1);
        int lastMatchedOld = -1;
        for (int j = 0; j < int(m_new.size()); ++j) {
            if (m_newTo[size_t(j)] >= 0) {
                lastMatchedOld = m_newTo[size_t(j)];
                continue;
            }
            const Bag bag = TextDiff::wordHashes(m_new.at(j).text);
            const auto consider = [&](int i) {
                if (seen[size_t(i)] == j || m_old.at(i).kind != m_new.at(j).kind) {
                    return;
                }
                seen[size_t(i)] = j;
                const Bag &other = oldBags[i];
                const auto shorter = std::min(bag.size(), other.size());
                const auto longer = std::max(bag.size(), other.size());
                if (3 * shorter < longer) {
                    return; // Dice below 0.5 whatever they share
                }
                const double similarity = dice(other, bag);
                if (similarity >= SourceBlockMatcher::MinSimilarity) {
                    pairs.push_back({i, j, 0});
                    similarities.push_back(similarity);
                }
            };
            for (const std::vector<int> *blocks : rarest(bag, postings)) {
                for (int i : *blocks) {
                    consider(i);
                }
            }
            int gap = 0;
            for (int i = lastMatchedOld + 1; i < int(m_old.size()) && m_oldTo[size_t(i)] < 0 && gap < kGapCandidates; ++i, ++gap) {
                consider(i);
            }
        }
        std::vector<size_t> order(pairs.size());
        for (size_t k = 0; k < order.size(); ++k) {
            order[k] = k;
        }
        std::stable_sort(order.begin(), order.end(), [&similarities](size_t x, size_t y) { return similarities[x] > similarities[y]; });
        for (size_t k : order) {
            const Link &pair = pairs[k];
            if (m_oldTo[size_t(pair.oldIndex)] < 0 && m_newTo[size_t(pair.newIndex)] < 0) {
                link(pair.oldIndex, pair.newIndex, similarities[k], false);
            }
        }
    }

    static std::vector<const std::vector<int> *> rarest(const Bag &bag, const QHash<uint, std::vector<int>> &postings)
    {
        std::vector<const std::vector<int> *> found;
        for (int k = 0; k < bag.size(); ++k) {
            const auto blocks = postings.constFind(bag.at(k));
            if ((k == 0 || bag.at(k) != bag.at(k - 1)) && blocks != postings.constEnd() && blocks->size() <= size_t(kMaxPostings)) {
                found.push_back(&*blocks);
            }
        }
        const auto fewer = [](const std::vector<int> *a, const std::vector<int> *b) { return a->size() < b->size(); };
        if (found.size() > size_t(kRareWords)) {
            std::partial_sort(found.begin(), found.begin() + kRareWords, found.end(), fewer);
            found.resize(size_t(kRareWords));
        }
        return found;
    }

    // Per old block: matched and on the longest increasing run (identical blocks
    // weigh a little more, so that of two equally long runs the one with more
    // unchanged blocks stays in place).
    std::vector<char> inPlace() const
    {
        std::vector<Link> links;
        for (int i = 0; i < int(m_old.size()); ++i) {
            if (m_oldTo[size_t(i)] >= 0) {
                links.push_back({i, m_oldTo[size_t(i)], m_exact[size_t(i)] ? 1025 : 1024});
            }
        }
        const std::vector<char> chosen = increasingRun(links, int(m_new.size()));
        std::vector<char> stays(size_t(m_old.size()), 0);
        for (size_t k = 0; k < links.size(); ++k) {
            stays[size_t(links[k].oldIndex)] = chosen[k];
        }
        return stays;
    }

    SourceBlockMatch matchOf(int oldIndex, bool stays) const
    {
        const bool exact = m_exact[size_t(oldIndex)];
        const Kind kind = exact ? (stays ? Kind::Unchanged : Kind::Moved) : (stays ? Kind::Edited : Kind::MovedEdited);
        return SourceBlockMatch {kind, oldIndex, m_oldTo[size_t(oldIndex)], m_similarity[size_t(oldIndex)]};
    }

    QList<SourceBlockMatch> ordered(const std::vector<char> &stays) const
    {
        // Removed blocks follow the block before them in the old version (through
        // other removed ones); those before any matched block come first.
        std::vector<std::vector<int>> removedAfter(size_t(m_old.size()) + 1);
        int predecessor = -1;
        for (int i = 0; i < int(m_old.size()); ++i) {
            if (m_oldTo[size_t(i)] < 0) {
                removedAfter[size_t(predecessor + 1)].push_back(i);
            } else {
                predecessor = i;
            }
        }
        QList<SourceBlockMatch> out;
        const auto appendRemoved = [&](int after) {
            for (int i : removedAfter[size_t(after + 1)]) {
                out.append(SourceBlockMatch {Kind::Removed, i, -1, 0.0});
            }
        };
        appendRemoved(-1);
        for (int j = 0; j < int(m_new.size()); ++j) {
            const int i = m_newTo[size_t(j)];
            if (i < 0) {
                out.append(SourceBlockMatch {Kind::Added, -1, j, 0.0});
                continue;
            }
            out.append(matchOf(i, stays[size_t(i)]));
            appendRemoved(i);
        }
        return out;
    }

    const QList<MarkdownBlock> &m_old;
    const QList<MarkdownBlock> &m_new;
    std::vector<int> m_oldKey;
    std::vector<int> m_newKey;
    std::vector<int> m_oldTo;
    std::vector<int> m_newTo;
    std::vector<char> m_exact;
    std::vector<double> m_similarity;
};

} // namespace

QList<SourceBlockMatch> SourceBlockMatcher::match(const QList<MarkdownBlock> &oldBlocks, const QList<MarkdownBlock> &newBlocks)
{
    return Matching(oldBlocks, newBlocks).run();
}

double SourceBlockMatcher::similarity(const QString &a, const QString &b)
{
    return dice(TextDiff::wordHashes(a), TextDiff::wordHashes(b));
}
