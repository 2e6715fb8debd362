// SPDX-FileCopyrightText: 2026 Yiqiao authors
// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once

class QTextDocument;
class QWidget;

// Markdown highlighting through KSyntaxHighlighting, with the theme following the
// widget's palette (light or dark). Uses SyntaxRepository, whose Markdown also
// highlights the fenced languages of our posts that the stock one leaves plain
// (dockerfile and more). Without KSyntaxHighlighting (the Qt 6 build on Debian 12)
// highlighting is simply off.
class MarkdownHighlighting
{
public:
    static bool isAvailable();
    // Loads the definitions on a thread of their own while the window is built
    // (SyntaxRepository::preload); call once, early, from the main thread.
    static void preload();
    // Highlights document as markdown; returns false when highlighting is off.
    static bool attach(QTextDocument *document, const QWidget *paletteSource);
    // Re-themes the highlighters attach() gave document after paletteSource's
    // palette changed (light ⇄ dark at runtime) and highlights it again.
    static void applyPalette(QTextDocument *document, const QWidget *paletteSource);
};
