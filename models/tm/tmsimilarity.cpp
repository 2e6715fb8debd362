// SPDX-FileCopyrightText: 2026 Yiqiao authors
// SPDX-License-Identifier: GPL-3.0-or-later
#include "tm/tmsimilarity.h"

#include "core/codepoints.h"

#include <QHash>

#include <algorithm>
#include <vector>

namespace {

// CJK scripts, with the CJK symbols and punctuation, the full-width forms and the
// ideograph blocks whatever their script property says.
bool isCjk(char32_t c)
{
    return (c >= 0x3000 && c <= 0x303F) || (c >= 0xFF00 && c <= 0xFFEF) || (c >= 0x3400 && c <= 0x4DBF) || (c >= 0x4E00 && c <= 0x9FFF)
        || (c >= 0xF900 && c <= 0xFAFF) || (c >= 0x20000 && c <= 0x3FFFF) || CodePoints::isCjkScript(c);
}

// A letter, digit or mark of a word written with spaces (not CJK).
bool isWordChar(char32_t c)
{
    return CodePoints::isWordChar(c) && !isCjk(c);
}

// The end of the word run starting at i.
int wordEnd(const QString &text, int i)
{
    int length = 1;
    while (i < text.size()) {
        const char32_t c = CodePoints::at(text, i, &length);
        if (isWordChar(c)) {
            i += length;
            continue;
        }
        const bool joiner = (c == U'.' || c == U'-') && i + 1 < text.size();
        if (!joiner) {
            break;
        }
        int nextLength = 1;
        const char32_t next = CodePoints::at(text, i + 1, &nextLength);
        if (!isWordChar(next)) {
            break;
        }
        i += 1;
    }
    return i;
}

bool sameUpToSpaces(const QString &a, const QString &b)
{
    return a == b || a.simplified() == b.simplified();
}

QVector<quint32> ids(const QVector<TmSimilarity::Token> &tokens, QHash<QString, quint32> &dictionary)
{
    QVector<quint32> result;
    result.reserve(tokens.size());
    for (const TmSimilarity::Token &token : tokens) {
        result.append(dictionary.insert(token.key, dictionary.value(token.key, quint32(dictionary.size()))).value());
    }
    return result;
}

// The longest-common-subsequence table of two token id lists, from the end.
std::vector<std::vector<int>> lcsTable(const QVector<quint32> &a, const QVector<quint32> &b)
{
    std::vector<std::vector<int>> table(a.size() + 1, std::vector<int>(b.size() + 1, 0));
    for (int i = int(a.size()) - 1; i >= 0; --i) {
        for (int j = int(b.size()) - 1; j >= 0; --j) {
            table[i][j] = a.at(i) == b.at(j) ? table[i + 1][j + 1] + 1 : std::max(table[i + 1][j], table[i][j + 1]);
        }
    }
    return table;
}

// The text a token stands for in a diff: the whitespace before it, and after the
// last token the rest of the text.
QString shown(const QString &text, const QVector<TmSimilarity::Token> &tokens, int index)
{
    const int start = index == 0 ? 0 : tokens.at(index - 1).end;
    const int end = index + 1 == tokens.size() ? int(text.size()) : tokens.at(index).end;
    return text.mid(start, end - start);
}

void append(QList<TmSimilarity::DiffOp> &ops, TmSimilarity::DiffOp::Kind kind, const QString &text)
{
    if (!ops.isEmpty() && ops.last().kind == kind) {
        ops.last().text += text;
    } else {
        ops.append({kind, text});
    }
}

} // namespace

QVector<TmSimilarity::Token> TmSimilarity::tokens(const QString &text)
{
    QVector<Token> result;
    int i = 0;
    while (i < text.size()) {
        int length = 1;
        const char32_t c = CodePoints::at(text, i, &length);
        if (QChar::isSpace(c)) {
            i += length;
            continue;
        }
        const int end = isWordChar(c) ? wordEnd(text, i) : i + length;
        result.append({i, end, text.mid(i, end - i).toCaseFolded()});
        i = end;
    }
    return result;
}

QStringList TmSimilarity::tokenize(const QString &text)
{
    QStringList keys;
    for (const Token &token : tokens(text)) {
        keys.append(token.key);
    }
    return keys;
}

int TmSimilarity::score(const QString &a, const QString &b, int min)
{
    QHash<QString, quint32> dictionary;
    const QVector<quint32> first = ids(tokens(a), dictionary);
    const QVector<quint32> second = ids(tokens(b), dictionary);
    return score(first, second, sameUpToSpaces(a, b), min);
}

int TmSimilarity::score(const QVector<quint32> &a, const QVector<quint32> &b, bool equalText, int min)
{
    if (equalText) {
        return 100;
    }
    const int longest = int(std::max(a.size(), b.size()));
    if (longest == 0) {
        return min <= 99 ? 99 : -1; // only whitespace differs
    }
    const int limit = longest * (100 - std::clamp(min, 0, 100)) / 100;
    const int distance = boundedDistance(a.constData(), int(a.size()), b.constData(), int(b.size()), limit);
    if (distance > limit) {
        return -1;
    }
    const int result = std::min(99, 100 * (longest - distance) / longest);
    return result >= min ? result : -1;
}

int TmSimilarity::boundedDistance(const quint32 *a, int n, const quint32 *b, int m, int limit)
{
    if (std::abs(n - m) > limit) {
        return limit + 1;
    }
    if (n == 0 || m == 0) {
        return std::max(n, m);
    }
    // Ukkonen's band: only cells with |i − j| <= limit can stay within limit.
    const int beyond = limit + 1;
    std::vector<int> previous(m + 1, beyond);
    std::vector<int> current(m + 1, beyond);
    for (int j = 0; j <= std::min(m, limit); ++j) {
        previous[j] = j;
    }
    for (int i = 1; i <= n; ++i) {
        const int from = std::max(1, i - limit);
        const int to = std::min(m, i + limit);
        // Cells left of the band may hold values of two rows ago; right of it none
        // were ever written.
        current[from - 1] = beyond;
        current[0] = i <= limit ? i : beyond;
        int rowMin = current[0];
        for (int j = from; j <= to; ++j) {
            const int substitution = previous[j - 1] + (a[i - 1] == b[j - 1] ? 0 : 1);
            const int value = std::min({substitution, previous[j] + 1, current[j - 1] + 1, beyond});
            current[j] = value;
            rowMin = std::min(rowMin, value);
        }
        if (rowMin > limit) {
            return beyond;
        }
        std::swap(previous, current);
    }
    return std::min(previous[m], beyond);
}

QList<TmSimilarity::DiffOp> TmSimilarity::diff(const QString &from, const QString &to)
{
    const QVector<Token> fromTokens = tokens(from);
    const QVector<Token> toTokens = tokens(to);
    QHash<QString, quint32> dictionary;
    const QVector<quint32> a = ids(fromTokens, dictionary);
    const QVector<quint32> b = ids(toTokens, dictionary);
    const std::vector<std::vector<int>> table = lcsTable(a, b);
    QList<DiffOp> ops;
    int i = 0;
    int j = 0;
    while (i < a.size() || j < b.size()) {
        if (i < a.size() && j < b.size() && a.at(i) == b.at(j)) {
            append(ops, DiffOp::Equal, shown(to, toTokens, j));
            ++i;
            ++j;
        } else if (j < b.size() && (i == a.size() || table[i][j + 1] >= table[i + 1][j])) {
            append(ops, DiffOp::Insert, shown(to, toTokens, j++));
        } else {
            append(ops, DiffOp::Delete, shown(from, fromTokens, i++));
        }
    }
    return ops;
}
