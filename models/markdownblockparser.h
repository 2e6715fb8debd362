// SPDX-FileCopyrightText: 2026 Yiqiao authors
// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once

#include "markdowndocument.h"

class QByteArray;

// The only class that talks to cmark-gfm. It splits a markdown file into top-level
// blocks on line boundaries (list items are blocks of their own), so that every
// block carries its exact original text and the file can be put back together byte
// for byte. cmark only tells where blocks start and end; all byte and line
// arithmetic happens here, on the caller's bytes, so callers never see cmark's
// 1-based UTF-8 byte columns.
//
// Beyond CommonMark + GFM it recognises YAML front matter (which must be cut off
// before cmark sees it), display math ($$ … $$, \begin{…}), MDX-style components
// (<Tip>, <Youtube … />) and link reference / footnote definitions, for which cmark
// keeps no node.
class MarkdownBlockParser
{
public:
    // bytes must be valid UTF-8 (see SourceText); line breaks may be \n, \r\n or \r.
    static MarkdownDocument parse(const QByteArray &bytes);
};
