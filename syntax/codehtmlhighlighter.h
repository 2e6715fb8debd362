// SPDX-FileCopyrightText: 2026 Yiqiao authors
// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once

#include <QString>

#include <functional>

#ifdef YIQIAO_HAVE_KSYNTAXHIGHLIGHTING
#include <KSyntaxHighlighting/AbstractHighlighter>
#endif

class QPalette;

// Turns a code block into HTML for the preview and for export: <pre><code> with
// <span style="color:…;font-weight:…"> runs in the KSyntaxHighlighting theme that
// suits the palette (light or dark), or in the theme asked for (the CLI has no palette). The language is a fence's info word ("py",
// "c++", "Dockerfile", …; see definitionName()). An unknown language, "text", or a
// build without KSyntaxHighlighting gives the plain escaped text.
class CodeHtmlHighlighter
#ifdef YIQIAO_HAVE_KSYNTAXHIGHLIGHTING
    : private KSyntaxHighlighting::AbstractHighlighter
#endif
{
public:
    enum class Theme { Light, Dark };

    explicit CodeHtmlHighlighter(const QPalette &palette);
    explicit CodeHtmlHighlighter(Theme theme);

    QString toHtml(const QString &language, const QString &code);
    // toHtml() of a highlighter in theme, made at the first code block (none is made
    // when nothing is rendered): a renderer for MarkdownBlockParser and the exports.
    static std::function<QString(const QString &language, const QString &code)> renderer(Theme theme);
    // The name of the syntax definition used for language; empty: plain text.
    static QString definitionName(const QString &language);

private:
#ifdef YIQIAO_HAVE_KSYNTAXHIGHLIGHTING
    QString highlighted(const QString &code);
    void applyFormat(int offset, int length, const KSyntaxHighlighting::Format &format) override;
    void appendPlain(int end);
    QString style(const KSyntaxHighlighting::Format &format) const;

    QString m_html;
    QString m_line; // the line being highlighted
    int m_done = 0; // m_line[0, m_done) is in m_html
#endif
};
