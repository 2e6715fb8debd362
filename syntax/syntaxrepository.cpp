// SPDX-FileCopyrightText: 2026 Yiqiao authors
// SPDX-License-Identifier: GPL-3.0-or-later
#include "syntaxrepository.h"

#ifdef YIQIAO_HAVE_KSYNTAXHIGHLIGHTING

#include <QPalette>

#include <KSyntaxHighlighting/Definition>
#include <KSyntaxHighlighting/Repository>
#include <KSyntaxHighlighting/Theme>

#include <future>
#include <memory>

// Q_INIT_RESOURCE must stand outside any namespace. The resources live in a static
// library, whose unreferenced objects the linker would drop.
static void initSyntaxResources()
{
    Q_INIT_RESOURCE(syntax);
}

namespace {
using KSyntaxHighlighting::Repository;

std::unique_ptr<Repository> build()
{
    initSyntaxResources();
    auto repository = std::make_unique<Repository>();
    // Holds syntax/markdown.xml; its higher version replaces the stock Markdown.
    repository->addCustomSearchPath(QStringLiteral(":/yiqiao/syntax-highlighting"));
    return repository;
}

// Touched by the main thread only; the repository it yields by the loading thread
// only until get() hands it over.
std::future<std::unique_ptr<Repository>> &preloading()
{
    static std::future<std::unique_ptr<Repository>> future;
    return future;
}

bool &built()
{
    static bool done = false;
    return done;
}
} // namespace

void SyntaxRepository::preload()
{
    if (built() || preloading().valid()) {
        return;
    }
    preloading() = std::async(std::launch::async, [] {
        std::unique_ptr<Repository> repository = build();
        // Loading a definition loads the ones it includes.
        repository->definitionForName(QStringLiteral("Markdown")).includedDefinitions();
        repository->defaultTheme(Repository::LightTheme);
        repository->defaultTheme(Repository::DarkTheme);
        return repository;
    });
}

KSyntaxHighlighting::Repository &SyntaxRepository::instance()
{
    static const std::unique_ptr<Repository> repository = [] {
        built() = true;
        return preloading().valid() ? preloading().get() : build();
    }();
    return *repository;
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
