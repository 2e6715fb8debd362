// SPDX-FileCopyrightText: 2026 Yiqiao authors
// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once

#include "deletions/deletion.h"
#include "markdown/blockkind.h"

// A deletion as DeletionListModel shows it: with its block's place, kind and text.
struct DeletionListRow {
    Deletion deletion;
    int blockOrdinal = 0; // 1-based, as the source view numbers the blocks
    BlockKind kind = BlockKind::Paragraph;
    QString excerpt; // the deleted text on one line; the Excerpt column cuts it at ExcerptLength
    int characters = 0; // prose characters, or code characters for a code block
};
