// SPDX-FileCopyrightText: 2026 Yiqiao authors
// SPDX-License-Identifier: GPL-3.0-or-later
#include "blockaligner.h"

#include <QVector>

namespace {
bool sameShape(const MarkdownBlock &a, const MarkdownBlock &b)
{
    return a.kind == b.kind && a.headingLevel == b.headingLevel;
}
} // namespace

QList<QPair<int, int>> BlockAligner::align(const QList<MarkdownBlock> &source, const QList<MarkdownBlock> &translation)
{
    const int n = int(source.size());
    const int m = int(translation.size());
    // lcs[i][j]: longest common subsequence of source[i..] and translation[j..].
    QVector<QVector<int>> lcs(n + 1, QVector<int>(m + 1, 0));
    for (int i = n - 1; i >= 0; --i) {
        for (int j = m - 1; j >= 0; --j) {
            lcs[i][j] = sameShape(source.at(i), translation.at(j)) ? lcs[i + 1][j + 1] + 1 : qMax(lcs[i + 1][j], lcs[i][j + 1]);
        }
    }
    QList<QPair<int, int>> pairs;
    int i = 0;
    int j = 0;
    while (i < n && j < m) {
        if (sameShape(source.at(i), translation.at(j)) && lcs[i][j] == lcs[i + 1][j + 1] + 1) {
            pairs.append({i++, j++});
        } else if (lcs[i + 1][j] >= lcs[i][j + 1]) {
            ++i;
        } else {
            ++j;
        }
    }
    return pairs;
}
