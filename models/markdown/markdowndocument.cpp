// SPDX-FileCopyrightText: 2026 Yiqiao authors
// SPDX-License-Identifier: GPL-3.0-or-later
#include "markdown/markdowndocument.h"

#include <QRegularExpression>

QString MarkdownDocument::toMarkdown() const
{
    QString out = lead;
    for (const MarkdownBlock &block : blocks) {
        out += block.text;
        out += block.trailing;
    }
    return out;
}

QString MarkdownDocument::frontMatter() const
{
    return blocks.isEmpty() || blocks.constFirst().kind != BlockKind::FrontMatter ? QString() : blocks.constFirst().text;
}

QStringList MarkdownDocument::frontMatterBody(const QString &frontMatter)
{
    static const QRegularExpression lineBreak(QStringLiteral("\\r\\n|\\r|\\n"));
    const QStringList lines = frontMatter.split(lineBreak);
    return lines.size() < 3 ? QStringList() : lines.mid(1, lines.size() - 2);
}
