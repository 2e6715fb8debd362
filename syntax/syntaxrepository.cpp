// SPDX-FileCopyrightText: 2026 Yiqiao authors
// SPDX-License-Identifier: GPL-3.0-or-later
#include "syntaxrepository.h"

#ifdef YIQIAO_HAVE_KSYNTAXHIGHLIGHTING

#include <QPalette>

#include <KSyntaxHighlighting/Repository>
#include <KSyntaxHighlighting/Theme>

// Q_INIT_RESOURCE must stand outside any namespace. The resources live in a static
// library, whose unreferenced objects the linker would drop.
static void initSyntaxResources()
{
    Q_INIT_RESOURCE(syntax);
}

KSyntaxHighlighting::Repository &SyntaxRepository::instance()
{
    static KSyntaxHighlighting::Repository repository;
    static const bool ready = [] {
        initSyntaxResources();
        // Holds syntax/markdown.xml; its higher version replaces the stock Markdown.
        repository.addCustomSearchPath(QStringLiteral(":/yiqiao/syntax-highlighting"));
        return true;
    }();
    Q_UNUSED(ready)
    return repository;
}

KSyntaxHighlighting::Theme SyntaxRepository::themeFor(const QPalette &palette)
{
    return theme(palette.color(QPalette::Base).lightness() < 128);
}

KSyntaxHighlighting::Theme SyntaxRepository::theme(bool dark)
{
    using KSyntaxHighlighting::Repository;
    return instance().defaultTheme(dark ? Repository::DarkTheme : Repository::LightTheme);
}

#endif
