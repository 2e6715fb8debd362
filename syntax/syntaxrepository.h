// SPDX-FileCopyrightText: 2026 Yiqiao authors
// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once

#ifdef YIQIAO_HAVE_KSYNTAXHIGHLIGHTING

class QPalette;

namespace KSyntaxHighlighting {
class Repository;
class Theme;
} // namespace KSyntaxHighlighting

// The application's one KSyntaxHighlighting Repository (its documentation asks for
// one per process), with our own definitions from resources/syntax added: a
// Markdown of a higher version than the stock one that also highlights fenced
// dockerfile, console, cuda, toml, ini and diff code. Main thread only.
class SyntaxRepository
{
public:
    // Built on first use (about 0.2 s), never at start-up of a window without text.
    static KSyntaxHighlighting::Repository &instance();
    // The default light or dark theme, after the palette's base colour.
    static KSyntaxHighlighting::Theme themeFor(const QPalette &palette);
    static KSyntaxHighlighting::Theme theme(bool dark);
};

#endif
