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
    // Starts building the repository on a thread of its own, with the Markdown
    // definition, every definition it includes (fenced code) and both default themes
    // loaded (70–80 ms of XML at start-up), while the window is being built; the
    // first instance() waits for it. Does nothing once instance() was called.
    static void preload();
    // Built on first use (about 0.2 s) unless preload() started it.
    static KSyntaxHighlighting::Repository &instance();
    // The default light or dark theme, after the palette's base colour.
    static KSyntaxHighlighting::Theme themeFor(const QPalette &palette);
    static KSyntaxHighlighting::Theme theme(bool dark);
};

#endif
