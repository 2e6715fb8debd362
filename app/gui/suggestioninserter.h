// SPDX-FileCopyrightText: 2026 Yiqiao authors
// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once

#include <QString>

class DraftEditor;
struct QaSettings;
struct TargetBlock;

// Puts a memory match or a machine suggestion into the draft, as one undo step, in
// the project's typography (QaStyleFixer): a block still as imported (its text the
// source's), empty or pre-translated is replaced; in a block the translator has
// written in, the text goes in at the cursor, spaced against its neighbours.
class SuggestionInserter
{
public:
    // source: the block's source text (its source blocks joined). Without a block
    // (nullptr) the text goes in at the cursor.
    static bool replacesBlock(const TargetBlock *block, const QString &source);
    static void insert(
        DraftEditor &editor, const TargetBlock *block, const QString &source, const QString &suggestion, const QaSettings &style);
};
