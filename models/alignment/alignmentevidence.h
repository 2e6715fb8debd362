// SPDX-FileCopyrightText: 2026 Yiqiao authors
// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once

#include "markdown/markdownblock.h"

#include <QList>
#include <QVector>

// What a block, or a run of consecutive blocks, carries that survives translation
// (see PostAligner for how each part is scored):
// - its kinds: headings by level, tables by column count;
// - anchors: numbers (thousands separators dropped), inline code, link and image
//   targets (host + last path segment, and the segment alone; in-page #anchors are
//   ignored);
// - the lowercase Latin words outside code and links, and among them the names
//   (CamelCase, acronyms, words with digits, one-identifier inline code);
// - code and math: character 4-grams with comments, >>> prompts and white space removed;
// - its length: letters and digits count 1, CJK characters kLengthCjkWeight.
class AlignmentEvidence
{
public:
    using HashSet = QVector<uint>; // sorted, unique

    enum class Group { Prose, Heading, Code, Table, Math, FrontMatter, Rule, Reference };

    struct Shape {
        BlockKind kind = BlockKind::Paragraph;
        Group group = Group::Prose;
        int level = 0; // headings
        int columns = 0; // tables
    };

    static AlignmentEvidence of(const MarkdownBlock &block);
    // The evidence of all blocks as one.
    static AlignmentEvidence ofAll(const QList<MarkdownBlock> &blocks);
    static AlignmentEvidence merged(const AlignmentEvidence &a, const AlignmentEvidence &b);

    static constexpr double kLengthCjkWeight = 3.0;

    QVector<Shape> shapes;
    double length = 0;
    bool cjk = false;
    HashSet anchors; // numbers, inline code, link targets
    HashSet words; // lowercase Latin words outside code and links
    HashSet names; // the words that look like names: CamelCase, acronyms, with digits
    HashSet grams; // code and math: 4-grams without comments and white space
    bool valid = true; // false: a run that may not be one link side
};
