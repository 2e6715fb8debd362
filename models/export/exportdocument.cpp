// SPDX-FileCopyrightText: 2026 Yiqiao authors
// SPDX-License-Identifier: GPL-3.0-or-later
#include "export/exportdocument.h"

#include "export/finishedpost.h"
#include "export/finishedposthtml.h"
#include "store/issue.h"

std::optional<QByteArray> ExportDocument::finishedPost(
    FinishedPost &post, const Issue &issue, const ExportSettings &settings, bool html, const MarkdownBlockParser::CodeRenderer &renderCode)
{
    const auto markdown = post.markdown(issue.id, settings);
    if (!markdown) {
        return std::nullopt;
    }
    return ExportDocument::markdown(issue, *markdown, html, renderCode, post.noteTexts());
}

QByteArray ExportDocument::markdown(const Issue &issue, const QByteArray &markdown, bool html,
    const MarkdownBlockParser::CodeRenderer &renderCode, const QStringList &noteTexts)
{
    return html ? FinishedPostHtml::document(issue.title, markdown, noteTexts, renderCode).toUtf8() : markdown;
}
