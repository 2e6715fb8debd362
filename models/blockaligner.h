// SPDX-FileCopyrightText: 2026 Yiqiao authors
// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once

#include "markdownblock.h"

#include <QList>
#include <QPair>

// Pairs the blocks of a post with the blocks of an existing translation of it by
// structure: the longest common subsequence of block kinds (headings also by
// level). Good for translations that follow the source block by block, as most
// published ones do; blocks left without a partner are returned unpaired.
class BlockAligner
{
public:
    // Pairs (source index, translation index), ascending in both.
    static QList<QPair<int, int>> align(const QList<MarkdownBlock> &source, const QList<MarkdownBlock> &translation);
};
