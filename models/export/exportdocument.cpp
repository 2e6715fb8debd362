// SPDX-FileCopyrightText: 2026 Yiqiao authors
// SPDX-License-Identifier: GPL-3.0-or-later
#include "export/exportdocument.h"

#include "export/finishedpost.h"
#include "export/finishedposthtml.h"
#include "store/issue.h"

std::optional<QByteArray> ExportDocument::finishedPost(
    FinishedPost &post, const Issue &issue, const ExportSettings &settings, bool html, const MarkdownBlockParser::CodeRenderer &renderCode)
{
    // The HTML's footer links its revision count to the log at the page's end.
    post.setRevisionLogLink(html ? QLatin1Char('#') + QLatin1String(FinishedPostHtml::RevisionLogId) : QString());
    const auto markdown = post.markdown(issue.id, settings);
    if (!markdown) {
        return std::nullopt;
    }
    if (html) {
        return FinishedPostHtml::document(issue.title, *markdown, post.noteTexts(), renderCode, post.revisionLog()).toUtf8();
    }
    return *markdown;
}

QByteArray ExportDocument::markdown(const Issue &issue, const QByteArray &markdown, bool html,
    const MarkdownBlockParser::CodeRenderer &renderCode, const QStringList &noteTexts)
{
    return html ? FinishedPostHtml::document(issue.title, markdown, noteTexts, renderCode).toUtf8() : markdown;
}
