// SPDX-FileCopyrightText: 2026 Yiqiao authors
// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once

#include <QString>

struct MarkdownDocument;

// The title a post gives itself in its YAML front matter (as MarkdownBlockParser
// recognises it, so only at the very start of the post): a top-level `title:` key
// whose value is on its line — plain (a ` #` comment ends it), "double-quoted" (\" and
// \\ unescaped) or 'single-quoted' ('' is '). A block scalar (`title: >-`) or any
// other form gives an empty string.
class FrontMatterTitle
{
public:
    static QString read(const MarkdownDocument &post);
    // The text of a front matter block, its "---" lines included.
    static QString fromFrontMatter(const QString &frontMatter);
    // The title an import proposes for a post: its front matter's, else its first
    // heading's (PostImporter::headingTitle).
    static QString proposed(const MarkdownDocument &post);
};
