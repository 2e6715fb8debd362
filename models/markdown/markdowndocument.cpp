// SPDX-FileCopyrightText: 2026 Yiqiao authors
// SPDX-License-Identifier: GPL-3.0-or-later
#include "markdown/markdowndocument.h"

QString MarkdownDocument::toMarkdown() const
{
    QString out = lead;
    for (const MarkdownBlock &block : blocks) {
        out += block.text;
        out += block.trailing;
    }
    return out;
}
