// SPDX-FileCopyrightText: 2026 Yiqiao authors
// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once

#include "markdown/blockkind.h"

#include <QList>
#include <QString>

// Splits one block's markdown into runs of translatable text and protected markup,
// for interchange formats (XLIFF) that must keep code and markup out of the
// translator's hands. join(split(text, kind)) == text, byte for byte, always.
//
// Protected, standalone (Code runs): inline code spans, autolinks, raw inline HTML
// tags and comments, images (whole), footnote references [^x], inline math $…$ /
// $$…$$, backslash escapes, hard line breaks (the two spaces or the backslash; the
// line break itself stays text), the block markers ("## ", list markers with their
// task box, "> ", a table's pipes, delimiter row and line breaks, a setext
// underline) and, for the kinds isTranslatable() refuses, the whole block.
// Paired (Open/Close runs with the same pair number, properly nested): emphasis,
// strong and strikethrough delimiters, and links: Open "[", Close "](url \"t\")" or
// "][ref]", the link text between them translatable.
//
// A hand-written scanner, not cmark: markup it cannot match (an opener without its
// closer, a bracket without a link target) is text. Known limits: emphasis follows
// simplified flanking rules (an opener is followed by a non-space, a closer of the
// same length preceded by one; '_' not inside words); list items, block quotes and
// tables are scanned line by line, so markup spanning their lines stays text; HTML,
// MDX components, front matter, math and code blocks are protected whole.
class InlineMarkup
{
public:
    enum class RunKind { Text, Code, Open, Close };
    struct Run {
        RunKind kind = RunKind::Text;
        QString text;
        int pair = -1; // Open and Close runs: the same number for both ends
    };

    static bool isTranslatable(BlockKind kind);
    // Adjacent text runs and adjacent Code runs are merged; no run is empty.
    static QList<Run> split(const QString &blockText, BlockKind kind);
    static QString join(const QList<Run> &runs);
};
