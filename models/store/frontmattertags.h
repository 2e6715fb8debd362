// SPDX-FileCopyrightText: 2026 Yiqiao authors
// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once

#include <QByteArray>
#include <QStringList>

struct MarkdownDocument;

// The tags a post gives itself in its YAML front matter — front matter as
// MarkdownBlockParser recognises it, so only at the very start of the post — under a
// top-level `tags:` key, in the three common forms: `tags: [cuda, "deep learning"]`,
// `tags: cuda, nccl` and a block list (`tags:` then lines `  - cuda`). Quotes are
// stripped, a ` #` comment ends the value; nothing else of YAML is read (no other
// keys, anchors or multi-line scalars). Tags come normalised as
// IssueRepository::normalizedTags does it.
class FrontMatterTags
{
public:
    // post as imported (UTF-8; anything else has no tags).
    static QStringList read(const QByteArray &post);
    // The same of a post MarkdownBlockParser has already parsed.
    static QStringList read(const MarkdownDocument &post);
    // The text of a front matter block, its "---" lines included.
    static QStringList fromFrontMatter(const QString &frontMatter);

private:
    static QStringList blockList(const QStringList &lines, int first);
    static QStringList flowItems(const QString &value, bool splitAtCommas = true);
    static QString unquoted(const QString &item);
};
