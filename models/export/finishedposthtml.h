// SPDX-FileCopyrightText: 2026 Yiqiao authors
// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once

#include "markdown/markdownblockparser.h"

#include <QByteArray>
#include <QString>
#include <QStringList>

// The finished post (FinishedPost's markdown) as a standalone HTML5 document: UTF-8,
// titled by the post (its first top-level heading, else its front matter's title,
// else any heading; title only when it has none), the front matter left out, a small
// embedded style sheet, footnotes rendered, translator's notes (block quotes whose
// text is one of noteTexts) in a style of their own (class "yq-note"), GitHub alerts
// ("> [!WARNING]") as callouts (MarkdownAlerts; a warning in red). Code goes through
// renderCode (CodeHtmlHighlighter in the CLI); without one it is plain escaped
// <pre><code>. Raw HTML of the post is omitted, as in the preview.
class FinishedPostHtml
{
public:
    static QString document(const QString &title, const QByteArray &markdown, const QStringList &noteTexts,
        const MarkdownBlockParser::CodeRenderer &renderCode = nullptr);
    static QString styleSheet();

private:
    static QString body(const QByteArray &markdown, const QStringList &noteTexts, const MarkdownBlockParser::CodeRenderer &renderCode);
};
