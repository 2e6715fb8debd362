// SPDX-FileCopyrightText: 2026 Yiqiao authors
// SPDX-License-Identifier: GPL-3.0-or-later
#include "markdownhighlighting.h"

#include <QTextDocument>
#include <QWidget>

#ifdef YIQIAO_HAVE_KSYNTAXHIGHLIGHTING
#include <KSyntaxHighlighting/Definition>
#include <KSyntaxHighlighting/Repository>
#include <KSyntaxHighlighting/SyntaxHighlighter>
#include <KSyntaxHighlighting/Theme>

namespace {
KSyntaxHighlighting::Repository &repository()
{
    // Built on first use (about 0.2 s), never at start-up of a window without text.
    static KSyntaxHighlighting::Repository instance;
    return instance;
}
} // namespace
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
    using namespace KSyntaxHighlighting;
    auto *highlighter = new SyntaxHighlighter(document);
    const bool dark = paletteSource->palette().color(QPalette::Base).lightness() < 128;
    highlighter->setTheme(repository().defaultTheme(dark ? Repository::DarkTheme : Repository::LightTheme));
    highlighter->setDefinition(repository().definitionForName(QStringLiteral("Markdown")));
    return true;
#else
    Q_UNUSED(document)
    Q_UNUSED(paletteSource)
    return false;
#endif
}
