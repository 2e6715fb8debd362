// SPDX-FileCopyrightText: 2026 Yiqiao authors
// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once

#include "draft/revision.h"
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
// <pre><code>. Raw HTML of the post is omitted, as in the preview. With revisions
// (FinishedPost::revisionLog(), whose footer links its count to #RevisionLogId), the
// page ends with the revision log: a section of that id in the same file, so that the
// link works offline, wherever the file is copied.
class FinishedPostHtml
{
public:
    static constexpr const char *RevisionLogId = "yq-revision-log";

    static QString document(const QString &title, const QByteArray &markdown, const QStringList &noteTexts,
        const MarkdownBlockParser::CodeRenderer &renderCode = nullptr, const QList<Revision> &revisions = {});
    static QString styleSheet();
    // The log section: 修订记录, one item per revision, newest first (number, local
    // time of its last change, author, summary); empty without revisions. Chinese,
    // whatever the UI language: it is the post's, like the footer.
    static QString revisionLog(const QList<Revision> &revisions);

private:
    static QString body(const QByteArray &markdown, const QStringList &noteTexts, const MarkdownBlockParser::CodeRenderer &renderCode);
};
