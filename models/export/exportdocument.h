// SPDX-FileCopyrightText: 2026 Yiqiao authors
// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once

#include "markdown/markdownblockparser.h"

#include <QByteArray>
#include <QStringList>

#include <optional>

class FinishedPost;
class ExportSettings;
struct Issue;

// The bytes an export of an issue writes, made alike by the window's Export and
// `yiqiao-cli export`: markdown as it is, or with html FinishedPostHtml's document,
// titled by the issue, code through renderCode (the callers' CodeHtmlHighlighter).
class ExportDocument
{
public:
    // The issue's finished post (post.markdown() with settings); nothing on error
    // (post.errorString()). Its notes are told apart in the HTML (post.noteTexts()),
    // and the HTML's footer links its revision count to the log the page ends with.
    static std::optional<QByteArray> finishedPost(FinishedPost &post, const Issue &issue, const ExportSettings &settings, bool html,
        const MarkdownBlockParser::CodeRenderer &renderCode);
    // Any markdown of the issue (the source posts, say), whose block quotes are no notes.
    static QByteArray markdown(const Issue &issue, const QByteArray &markdown, bool html,
        const MarkdownBlockParser::CodeRenderer &renderCode, const QStringList &noteTexts = {});
};
