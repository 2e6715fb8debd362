// SPDX-FileCopyrightText: 2026 Yiqiao authors
// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once

#include "draft/sourceblockstate.h"
#include "draft/targetblock.h"
#include "markdown/blockkind.h"

#include <QCoreApplication>
#include <QList>
#include <QString>

// What Ctrl+L (link with a source block) works with, pure: the source block a draft
// block without links most likely translates, whether linking two kinds of block
// deserves a question, and how a block is named in the status bar.
class LinkProposal
{
    Q_DECLARE_TR_FUNCTIONS(LinkProposal)
public:
    // The index (into sources) of the source block that draft block target most
    // likely translates: one that nothing translates and nobody deleted, between the
    // sources of the nearest draft blocks with links before and after it (the start
    // or end of the post when there is none); of several, the first of the draft
    // block's kind, else the first of a like kind (alike()). -1: none, or the
    // neighbours' sources are in the other order (a section moved).
    static int propose(const QList<TargetBlock> &blocks, const QList<SourceBlockState> &sources, int target);
    // Prose (paragraphs, headings, lists, quotes, tables, HTML …), front matter, code
    // and math are four families; linking across them is asked about first.
    static bool alike(BlockKind a, BlockKind b);
    // "paragraph “The kernel runs on the …”": the kind and the first words of text.
    static QString describe(BlockKind kind, const QString &text);
    // The text of a source block: its lines of sourceText (DraftSession::sourceText()).
    static QString sourceText(const QString &sourceText, const SourceBlockState &block);
};
