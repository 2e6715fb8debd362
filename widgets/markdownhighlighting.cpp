// SPDX-FileCopyrightText: 2026 Yiqiao authors
// SPDX-License-Identifier: GPL-3.0-or-later
#include "markdownhighlighting.h"

#include <QGuiApplication>
#include <QPointer>
#include <QTextDocument>
#include <QWidget>

#include <memory>

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

void MarkdownHighlighting::preload()
{
#ifdef YIQIAO_HAVE_KSYNTAXHIGHLIGHTING
    SyntaxRepository::preload();
#endif
}

bool MarkdownHighlighting::attach(QTextDocument *document, const QWidget *paletteSource)
{
#ifdef YIQIAO_HAVE_KSYNTAXHIGHLIGHTING
    // The definitions may still be loading (preload()): they are needed once there is
    // text, not by an empty editor, so the window is built without waiting for them.
    // The highlighter, made then, colours the whole document once the event loop
    // turns (as QSyntaxHighlighter does for a document it is given), and every edit
    // after that as it happens.
    const QPointer<const QWidget> palette(paletteSource);
    auto firstText = std::make_shared<QMetaObject::Connection>();
    *firstText = QObject::connect(document, &QTextDocument::contentsChanged, document, [document, palette, firstText] {
        if (document->isEmpty()) {
            return;
        }
        QObject::disconnect(*firstText);
        // A child of the document without it yet: given it once theme and definition are set.
        auto *highlighter = new KSyntaxHighlighting::SyntaxHighlighter(static_cast<QObject *>(document));
        highlighter->setTheme(SyntaxRepository::themeFor(palette ? palette->palette() : QGuiApplication::palette()));
        highlighter->setDefinition(SyntaxRepository::instance().definitionForName(QStringLiteral("Markdown")));
        highlighter->setDocument(document);
    });
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
    // None yet while the document has had no text: it takes the palette's theme then.
    const QList<SyntaxHighlighter *> highlighters = document->findChildren<SyntaxHighlighter *>(QString(), Qt::FindDirectChildrenOnly);
    if (highlighters.isEmpty()) {
        return; // the repository need not be waited for
    }
    const auto theme = SyntaxRepository::themeFor(paletteSource->palette());
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
