// SPDX-FileCopyrightText: 2026 Yiqiao authors
// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once

#include "markdown/blockkind.h"

#include <QList>
#include <QString>

// One top-level block of a markdown file, cut on line boundaries.
// text + trailing of all blocks, in order and after the file's lead, give back the file
// byte for byte: text never ends in a line break; trailing holds the line break that
// ends the block and the blank lines after it.
struct MarkdownBlock {
    BlockKind kind = BlockKind::Paragraph;
    QString text;
    QString trailing;
    qint64 byteStart = 0; // UTF-8 byte offset of text in the file
    qint64 byteLength = 0; // UTF-8 length of text
    int lineStart = 0; // 1-based, inclusive
    int lineEnd = 0; // 1-based, inclusive
    int headingLevel = 0; // 1–6 for headings, else 0
    QString info; // fence info string of code blocks
};
