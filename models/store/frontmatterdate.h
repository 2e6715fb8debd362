// SPDX-FileCopyrightText: 2026 Yiqiao authors
// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once

#include <QDate>

struct MarkdownDocument;

// The publication day a post gives itself in its YAML front matter (as
// MarkdownBlockParser recognises it, so only at the very start of the post): a
// top-level `date:` key (Hugo, Jekyll, Hexo, Astro) or, without one, `pubDate:` /
// `published:`, whose value starts with YYYY-MM-DD — `2024-03-05`,
// `"2024-03-05T10:00:00+08:00"`, `2024-03-05 10:00:00 +0800`. The day is the one
// written, in the writer's time zone (no conversion: a post dated 00:30 in Beijing
// was published that day there). Anything else, and a day outside
// IssueRepository's publication days (a typo such as 0204-03-05), gives an invalid date.
class FrontMatterDate
{
public:
    static QDate read(const MarkdownDocument &post);
    // The text of a front matter block, its "---" lines included.
    static QDate fromFrontMatter(const QString &frontMatter);
};
