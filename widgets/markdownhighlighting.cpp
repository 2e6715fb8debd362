// SPDX-FileCopyrightText: 2026 Yiqiao authors
// SPDX-License-Identifier: GPL-3.0-or-later
#include "markdownhighlighting.h"

#include <QTextDocument>
#include <QWidget>

#ifdef YIQIAO_HAVE_KSYNTAXHIGHLIGHTING
#include "syntaxrepository.h"

#include <KSyntaxHighlighting/Definition>
#include <KSyntaxHighlighting/Repository>
#include <KSyntaxHighlighting/SyntaxHighlighter>
#include <KSyntaxHighlighting/Theme>
#endif

bool MarkdownHighlighting::isAvailable()
{
#ifdef YIQIAO_HAVE_KSYNTAXHIGHLIGHTING
    return true;
#else
    return false;
#endif
}

bool MarkdownHighlighting::attach(QTextDocument *document, const QWidget *paletteSource)
{
#ifdef YIQIAO_HAVE_KSYNTAXHIGHLIGHTING
    auto *highlighter = new KSyntaxHighlighting::SyntaxHighlighter(document);
    highlighter->setTheme(SyntaxRepository::themeFor(paletteSource->palette()));
    highlighter->setDefinition(SyntaxRepository::instance().definitionForName(QStringLiteral("Markdown")));
    return true;
#else
    Q_UNUSED(document)
    Q_UNUSED(paletteSource)
    return false;
#endif
}

void MarkdownHighlighting::applyPalette(QTextDocument *document, const QWidget *paletteSource)
{
#ifdef YIQIAO_HAVE_KSYNTAXHIGHLIGHTING
    using KSyntaxHighlighting::SyntaxHighlighter;
    const auto theme = SyntaxRepository::themeFor(paletteSource->palette());
    const QList<SyntaxHighlighter *> highlighters = document->findChildren<SyntaxHighlighter *>(QString(), Qt::FindDirectChildrenOnly);
    for (SyntaxHighlighter *highlighter : highlighters) {
        if (highlighter->theme().name() != theme.name()) {
            highlighter->setTheme(theme);
            highlighter->rehighlight();
        }
    }
#else
    Q_UNUSED(document)
    Q_UNUSED(paletteSource)
#endif
}
