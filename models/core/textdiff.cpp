// SPDX-FileCopyrightText: 2026 Yiqiao authors
// SPDX-License-Identifier: GPL-3.0-or-later
#include "core/textdiff.h"

#include "core/codepoints.h"
#include "core/sortedoverlap.h"

#include <QHash>
#include <QPair>
#include <QStringView>

#include <algorithm>
#include <vector>

namespace {

// Pieces of a text (lines or words) with their offsets; offsets has one more entry,
// the end of the last piece.
struct Pieces {
    QList<QStringView> views;
    QList<int> offsets;
};

// An equal stretch or a changed one ([a0, a1) removed, [b0, b1) added).
struct Hunk {
    int a0 = 0;
    int a1 = 0;
    int b0 = 0;
    int b1 = 0;
    bool equal = false;
};

// Myers' O(ND) difference algorithm with the middle snake (linear space), marking the
// elements of a that are removed and those of b that are added.
class Myers
{
public:
    Myers(const std::vector<int> &a, const std::vector<int> &b)
        : removed(a.size(), 0)
        , added(b.size(), 0)
        , m_a(a)
        , m_b(b)
    {
        diff(0, int(a.size()), 0, int(b.size()));
    }

    std::vector<char> removed;
    std::vector<char> added;

private:
    const std::vector<int> &m_a;
    const std::vector<int> &m_b;

    void diff(int a0, int a1, int b0, int b1)
    {
        while (a0 < a1 && b0 < b1 && m_a[a0] == m_b[b0]) {
            ++a0;
            ++b0;
        }
        while (a0 < a1 && b0 < b1 && m_a[a1 - 1] == m_b[b1 - 1]) {
            --a1;
            --b1;
        }
        if (a0 == a1 || b0 == b1 || !bisect(a0, a1, b0, b1)) {
            std::fill(removed.begin() + a0, removed.begin() + a1, 1);
            std::fill(added.begin() + b0, added.begin() + b1, 1);
        }
    }

    // Finds the middle snake and diffs both halves; false if there is no common element.
    bool bisect(int a0, int a1, int b0, int b1)
    {
        const int n = a1 - a0;
        const int m = b1 - b0;
        const int maxD = (n + m + 1) / 2;
        const int offset = maxD;
        const int length = 2 * maxD + 2;
        std::vector<int> v1(length, -1);
        std::vector<int> v2(length, -1);
        v1[offset + 1] = 0;
        v2[offset + 1] = 0;
        const int delta = n - m;
        const bool front = delta % 2 != 0; // the forward path meets the reverse one
        int k1start = 0, k1end = 0, k2start = 0, k2end = 0;
        for (int d = 0; d < maxD; ++d) {
            for (int k1 = -d + k1start; k1 <= d - k1end; k1 += 2) {
                const int k1o = offset + k1;
                int x1 = (k1 == -d || (k1 != d && v1[k1o - 1] < v1[k1o + 1])) ? v1[k1o + 1] : v1[k1o - 1] + 1;
                int y1 = x1 - k1;
                while (x1 < n && y1 < m && m_a[a0 + x1] == m_b[b0 + y1]) {
                    ++x1;
                    ++y1;
                }
                v1[k1o] = x1;
                if (x1 > n) {
                    k1end += 2;
                } else if (y1 > m) {
                    k1start += 2;
                } else if (front) {
                    const int k2o = offset + delta - k1;
                    if (k2o >= 0 && k2o < length && v2[k2o] != -1 && x1 >= n - v2[k2o]) {
                        return split(a0, a1, b0, b1, x1, y1);
                    }
                }
            }
            for (int k2 = -d + k2start; k2 <= d - k2end; k2 += 2) {
                const int k2o = offset + k2;
                int x2 = (k2 == -d || (k2 != d && v2[k2o - 1] < v2[k2o + 1])) ? v2[k2o + 1] : v2[k2o - 1] + 1;
                int y2 = x2 - k2;
                while (x2 < n && y2 < m && m_a[a1 - x2 - 1] == m_b[b1 - y2 - 1]) {
                    ++x2;
                    ++y2;
                }
                v2[k2o] = x2;
                if (x2 > n) {
                    k2end += 2;
                } else if (y2 > m) {
                    k2start += 2;
                } else if (!front) {
                    const int k1o = offset + delta - k2;
                    if (k1o >= 0 && k1o < length && v1[k1o] != -1) {
                        const int x1 = v1[k1o];
                        if (x1 >= n - x2) {
                            return split(a0, a1, b0, b1, x1, offset + x1 - k1o);
                        }
                    }
                }
            }
        }
        return false;
    }

    bool split(int a0, int a1, int b0, int b1, int x, int y)
    {
        if ((x == 0 && y == 0) || (x == a1 - a0 && y == b1 - b0)) {
            return false; // cannot happen after trimming; never recurse forever
        }
        diff(a0, a0 + x, b0, b0 + y);
        diff(a0 + x, a1, b0 + y, b1);
        return true;
    }
};

QList<Hunk> hunks(const std::vector<char> &removed, const std::vector<char> &added)
{
    const int n = int(removed.size());
    const int m = int(added.size());
    QList<Hunk> out;
    int i = 0;
    int j = 0;
    while (i < n || j < m) {
        Hunk hunk {i, i, j, j, false};
        hunk.equal = i < n && j < m && !removed[i] && !added[j];
        if (hunk.equal) {
            while (i < n && j < m && !removed[i] && !added[j]) {
                ++i;
                ++j;
            }
        } else {
            while ((i < n && removed[i]) || (j < m && added[j])) {
                if (i < n && removed[i]) {
                    ++i;
                } else {
                    ++j;
                }
            }
        }
        hunk.a1 = i;
        hunk.b1 = j;
        out.append(hunk);
    }
    return out;
}

QList<Hunk> diffIds(const std::vector<int> &a, const std::vector<int> &b)
{
    const Myers myers(a, b);
    return hunks(myers.removed, myers.added);
}

// Ids equal for equal pieces, shared by both sides.
std::vector<int> ids(const QList<QStringView> &pieces, QHash<QStringView, int> &known)
{
    std::vector<int> out;
    out.reserve(pieces.size());
    for (QStringView piece : pieces) {
        const auto it = known.constFind(piece);
        if (it != known.constEnd()) {
            out.push_back(it.value());
        } else {
            const int id = int(known.size());
            known.insert(piece, id);
            out.push_back(id);
        }
    }
    return out;
}

Pieces lineViews(const QString &text)
{
    Pieces out;
    const int size = int(text.size());
    int start = 0;
    for (int i = 0; i < size; ++i) {
        const QChar c = text.at(i);
        if (c != QLatin1Char('\n') && c != QLatin1Char('\r')) {
            continue;
        }
        out.views.append(QStringView(text).mid(start, i - start));
        out.offsets.append(start);
        if (c == QLatin1Char('\r') && i + 1 < size && text.at(i + 1) == QLatin1Char('\n')) {
            ++i;
        }
        start = i + 1;
    }
    if (start < size) {
        out.views.append(QStringView(text).mid(start));
        out.offsets.append(start);
    }
    out.offsets.append(size);
    return out;
}

// A word of the diff: letters, digits and marks, not of a CJK script (each of those
// characters is a word of its own).
bool isWordChar(char32_t c)
{
    return CodePoints::isWordChar(c) && !CodePoints::isCjkScript(c);
}

Pieces wordViews(const QString &text)
{
    Pieces out;
    const int size = int(text.size());
    int i = 0;
    while (i < size) {
        const int start = i;
        int units = 1;
        const char32_t first = CodePoints::at(text, i, &units);
        i += units;
        if (isWordChar(first)) {
            while (i < size && isWordChar(CodePoints::at(text, i, &units))) {
                i += units;
            }
        }
        out.views.append(QStringView(text).mid(start, i - start));
        out.offsets.append(start);
    }
    out.offsets.append(size);
    return out;
}

bool isBlank(const Pieces &words, int from, int to)
{
    for (int i = from; i < to; ++i) {
        if (!words.views.at(i).trimmed().isEmpty()) {
            return false;
        }
    }
    return true;
}

// A space between two changes reads as part of the change: "[-quick brown-]", not
// "[-quick-] [-brown-]".
QList<Hunk> absorbBlanks(const QList<Hunk> &in, const Pieces &left)
{
    QList<Hunk> out;
    for (int k = 0; k < in.size(); ++k) {
        const Hunk &hunk = in.at(k);
        const bool between = k > 0 && k + 1 < in.size() && !out.isEmpty() && !out.constLast().equal && !in.at(k + 1).equal;
        if (hunk.equal && between && isBlank(left, hunk.a0, hunk.a1)) {
            out.last().a1 = in.at(k + 1).a1;
            out.last().b1 = in.at(k + 1).b1;
            ++k;
        } else {
            out.append(hunk);
        }
    }
    return out;
}

TextDiff::Segment segment(const Pieces &pieces, int from, int to, bool changed)
{
    return TextDiff::Segment {pieces.offsets.at(from), pieces.offsets.at(to) - pieces.offsets.at(from), changed};
}

// The word ids of a line without its blanks, sorted: what similarity compares.
std::vector<int> bagOfWords(const QString &line, QHash<QStringView, int> &known)
{
    Pieces words = wordViews(line);
    words.views.erase(
        std::remove_if(words.views.begin(), words.views.end(), [](QStringView w) { return w.trimmed().isEmpty(); }), words.views.end());
    std::vector<int> bag = ids(words.views, known);
    std::sort(bag.begin(), bag.end());
    return bag;
}

double dice(const std::vector<int> &a, const std::vector<int> &b)
{
    if (a.empty() && b.empty()) {
        return 1.0;
    }
    return 2.0 * double(SortedOverlap::count(a, b)) / double(a.size() + b.size());
}

// Pairs (i, j) of lines of a change run, monotone, maximising the sum of
// similarities of at least TextDiff::MinSimilarity.
QList<QPair<int, int>> similarPairs(const QStringList &removed, const QStringList &added)
{
    // Beyond this many comparisons a run is a rewrite, paired in order or not at all.
    constexpr qint64 MaxComparisons = 40000;
    const int p = int(removed.size());
    const int q = int(added.size());
    if (qint64(p) * q > MaxComparisons) {
        return {};
    }
    QHash<QStringView, int> known;
    std::vector<std::vector<int>> left, right;
    for (const QString &line : removed) {
        left.push_back(bagOfWords(line, known));
    }
    for (const QString &line : added) {
        right.push_back(bagOfWords(line, known));
    }
    // best[i][j]: the best sum for the first i removed and j added lines.
    std::vector<std::vector<double>> best(p + 1, std::vector<double>(q + 1, 0.0));
    std::vector<std::vector<double>> similarity(p, std::vector<double>(q, 0.0));
    for (int i = 1; i <= p; ++i) {
        for (int j = 1; j <= q; ++j) {
            similarity[i - 1][j - 1] = dice(left[i - 1], right[j - 1]);
            const double pair = similarity[i - 1][j - 1] >= TextDiff::MinSimilarity ? best[i - 1][j - 1] + similarity[i - 1][j - 1] : -1;
            best[i][j] = std::max({best[i - 1][j], best[i][j - 1], pair});
        }
    }
    QList<QPair<int, int>> pairs;
    for (int i = p, j = q; i > 0 && j > 0;) {
        if (best[i][j] == best[i - 1][j]) {
            --i;
        } else if (best[i][j] == best[i][j - 1]) {
            --j;
        } else {
            pairs.prepend({i - 1, j - 1});
            --i;
            --j;
        }
    }
    return pairs;
}

TextDiff::Row changedRow(int leftLine, int rightLine, const QString &left, const QString &right)
{
    const TextDiff::WordDiff words = TextDiff::words(left, right);
    return TextDiff::Row {TextDiff::Kind::Changed, leftLine, rightLine, left, right, words.left, words.right};
}

// Rows for removed lines [a0, a1) and added lines [b0, b1) that no similar pair joins.
void appendGap(QList<TextDiff::Row> &rows, const QStringList &before, const QStringList &after, const Hunk &gap)
{
    if (gap.a1 - gap.a0 == gap.b1 - gap.b0) {
        for (int i = gap.a0, j = gap.b0; i < gap.a1; ++i, ++j) {
            rows.append(changedRow(i, j, before.at(i), after.at(j)));
        }
        return;
    }
    for (int i = gap.a0; i < gap.a1; ++i) {
        rows.append(TextDiff::Row {TextDiff::Kind::Removed, i, -1, before.at(i), QString(), {}, {}});
    }
    for (int j = gap.b0; j < gap.b1; ++j) {
        rows.append(TextDiff::Row {TextDiff::Kind::Added, -1, j, QString(), after.at(j), {}, {}});
    }
}

void appendChange(QList<TextDiff::Row> &rows, const QStringList &before, const QStringList &after, const Hunk &hunk)
{
    const QList<QPair<int, int>> pairs = similarPairs(before.mid(hunk.a0, hunk.a1 - hunk.a0), after.mid(hunk.b0, hunk.b1 - hunk.b0));
    int i = hunk.a0;
    int j = hunk.b0;
    for (const auto &pair : pairs) {
        const int a = hunk.a0 + pair.first;
        const int b = hunk.b0 + pair.second;
        appendGap(rows, before, after, Hunk {i, a, j, b, false});
        rows.append(changedRow(a, b, before.at(a), after.at(b)));
        i = a + 1;
        j = b + 1;
    }
    appendGap(rows, before, after, Hunk {i, hunk.a1, j, hunk.b1, false});
}

// Equal lines make a minimal script ambiguous: removing "x", "" before a "" is also
// removing "", "x" after it. A run of Removed (or Added) rows before an Equal row that
// repeats the run's first line slides below it (as git slides changes down), so that a
// paragraph goes with the blank line after it: "~ a", "- ", "- x", "  " becomes
// "~ a", "  ", "- x", "- ". The run's first row and the Equal row trade places and
// line numbers.
void slideRows(QList<TextDiff::Row> &rows, TextDiff::Kind kind)
{
    const bool left = kind == TextDiff::Kind::Removed;
    const auto text = [left](const TextDiff::Row &row) { return left ? row.left : row.right; };
    int start = 0;
    while (start < rows.size()) {
        int end = start;
        while (end < rows.size() && rows.at(end).kind == kind) {
            ++end;
        }
        if (end == start || end == rows.size() || rows.at(end).kind != TextDiff::Kind::Equal
            || text(rows.at(start)) != text(rows.at(end))) {
            start = qMax(end, start + 1);
            continue;
        }
        TextDiff::Row &first = rows[start];
        TextDiff::Row &equal = rows[end];
        std::swap(left ? first.leftLine : first.rightLine, left ? equal.leftLine : equal.rightLine);
        std::swap(first, equal);
        ++start;
    }
}

QStringList toStrings(const QList<QStringView> &views)
{
    QStringList out;
    out.reserve(views.size());
    for (QStringView view : views) {
        out.append(view.toString());
    }
    return out;
}

} // namespace

QStringList TextDiff::splitLines(const QString &text)
{
    return toStrings(lineViews(text).views);
}

QList<TextDiff::Row> TextDiff::lines(const QString &before, const QString &after)
{
    const Pieces left = lineViews(before);
    const Pieces right = lineViews(after);
    QHash<QStringView, int> known;
    const std::vector<int> a = ids(left.views, known);
    const std::vector<int> b = ids(right.views, known);
    const QStringList leftLines = toStrings(left.views);
    const QStringList rightLines = toStrings(right.views);
    QList<Row> rows;
    for (const Hunk &hunk : diffIds(a, b)) {
        if (!hunk.equal) {
            appendChange(rows, leftLines, rightLines, hunk);
            continue;
        }
        for (int i = hunk.a0, j = hunk.b0; i < hunk.a1; ++i, ++j) {
            rows.append(Row {Kind::Equal, i, j, leftLines.at(i), rightLines.at(j), {}, {}});
        }
    }
    slideRows(rows, Kind::Removed);
    slideRows(rows, Kind::Added);
    return rows;
}

TextDiff::WordDiff TextDiff::words(const QString &before, const QString &after)
{
    const Pieces left = wordViews(before);
    const Pieces right = wordViews(after);
    QHash<QStringView, int> known;
    const std::vector<int> a = ids(left.views, known);
    const std::vector<int> b = ids(right.views, known);
    WordDiff out;
    for (const Hunk &hunk : absorbBlanks(diffIds(a, b), left)) {
        out.left.append(segment(left, hunk.a0, hunk.a1, !hunk.equal));
        out.right.append(segment(right, hunk.b0, hunk.b1, !hunk.equal));
    }
    return out;
}

QVector<uint> TextDiff::wordHashes(const QString &text)
{
    const Pieces words = wordViews(text);
    QVector<uint> hashes;
    hashes.reserve(words.views.size());
    for (QStringView word : words.views) {
        if (!word.trimmed().isEmpty()) {
            hashes.append(uint(qHash(word)));
        }
    }
    std::sort(hashes.begin(), hashes.end());
    return hashes;
}
