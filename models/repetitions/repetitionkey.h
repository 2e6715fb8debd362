// SPDX-FileCopyrightText: 2026 Yiqiao authors
// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once

#include "markdown/blockkind.h"

#include <QString>

struct BlockRecord;

// What makes two source blocks repetitions of each other ("identical source blocks",
// as memoQ and Trados count them): the same key. The key is the block's markdown text
// (markup included, so a heading "## Results" and a paragraph "Results" differ; case
// and punctuation count) with line breaks "\r\n" and "\r" read as "\n", a leading
// byte order mark dropped, and then
// - for prose (everything but code): every run of whitespace (spaces, tabs, line
//   breaks) read as one space and the ends trimmed, because a soft line break or a
//   double space does not change what a reader reads;
// - for a code block (a first line opening a fence, ``` or ~~~ after at most three
//   spaces, or indented by four spaces or a tab): the lines kept as they are, only
//   their trailing whitespace and blank lines at the end dropped, because indentation
//   is meaning there.
// of() needs only the text, so the analysis (words in repetitions) and propagation
// agree on it. counts() says whether a block takes part at all: front matter (one
// per post, its own fields), thematic breaks (no text to translate) and blocks whose
// key is empty are never repetitions.
class RepetitionKey
{
public:
    static QString of(const QString &sourceText);
    static bool counts(BlockKind kind, const QString &sourceText);
    static bool counts(const BlockRecord &source);

private:
    static bool isCode(const QString &text);
};
