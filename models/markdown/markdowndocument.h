// SPDX-FileCopyrightText: 2026 Yiqiao authors
// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once

#include "markdown/markdownblock.h"

#include <QStringList>

// A parsed file: the lead (a UTF-8 BOM if the file has one, then the blank lines
// before the first block), then the blocks.
struct MarkdownDocument {
    QString lead;
    QList<MarkdownBlock> blocks;

    // Joins lead, texts and trailings: the exact original for an untouched parse.
    QString toMarkdown() const;
    // The text of the YAML front matter block the document starts with, its "---"
    // lines included; "" without one.
    QString frontMatter() const;
    // The lines of a front matter block's text between the opening "---" and the
    // closing "---" or "..." (split at any line break).
    static QStringList frontMatterBody(const QString &frontMatter);
};
