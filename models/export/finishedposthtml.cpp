// SPDX-FileCopyrightText: 2026 Yiqiao authors
// SPDX-License-Identifier: GPL-3.0-or-later
#include "export/finishedposthtml.h"

#include "markdown/markdownalerts.h"
#include "markdown/markdowndocument.h"
#include "store/postimporter.h"

#include <QDateTime>
#include <QRegularExpression>

namespace {
// The value of the front matter's "title:" line, unquoted; empty without one.
QString frontMatterTitle(const QString &frontMatter)
{
    static const QRegularExpression line(QStringLiteral("^title:[ \\t]*(.*?)[ \\t]*\\r?$"), QRegularExpression::MultilineOption);
    QString value = line.match(frontMatter).captured(1);
    if (value.size() >= 2 && (value.startsWith(QLatin1Char('"')) || value.startsWith(QLatin1Char('\''))) && value.endsWith(value.at(0))) {
        value = value.mid(1, value.size() - 2);
    }
    return value.trimmed();
}

// A heading's markdown as a page title: footnote marks (the finished post's deletion
// notes) dropped, links and images by their text, no emphasis or code marks.
QString plainTitle(QString heading)
{
    static const QRegularExpression footnote(QStringLiteral("\\[\\^[^\\]]*\\]"));
    static const QRegularExpression link(QStringLiteral("!?\\[([^\\]]*)\\]\\([^)]*\\)"));
    static const QRegularExpression marks(QStringLiteral("[*`]+"));
    return heading.remove(footnote).replace(link, QStringLiteral("\\1")).remove(marks).simplified();
}
} // namespace

QString FinishedPostHtml::document(const QString &title, const QByteArray &markdown, const QStringList &noteTexts,
    const MarkdownBlockParser::CodeRenderer &renderCode, const QList<Revision> &revisions)
{
    // The front matter is the publishing system's, not the reader's: it is left out
    // of the page. The title is the post's own: its first top-level heading (what the
    // translator sees and translates first; the front matter's title: can stay English),
    // else the front matter's title:, else any heading, else the one given (the
    // issue's, often the English one it was imported with).
    const MarkdownDocument parsed = MarkdownBlockParser::parse(markdown);
    QByteArray text = markdown;
    QString fromFrontMatter;
    if (!parsed.blocks.isEmpty() && parsed.blocks.constFirst().kind == BlockKind::FrontMatter) {
        const MarkdownBlock &frontMatter = parsed.blocks.constFirst();
        fromFrontMatter = frontMatterTitle(frontMatter.text);
        text = markdown.mid(int(frontMatter.byteStart + frontMatter.byteLength));
    }
    MarkdownDocument topLevel;
    for (const MarkdownBlock &block : parsed.blocks) {
        if (block.kind == BlockKind::Heading && block.headingLevel == 1) {
            topLevel.blocks.append(block);
            break;
        }
    }
    QString pageTitle = plainTitle(PostImporter::headingTitle(topLevel));
    for (const QString &next : {fromFrontMatter, plainTitle(PostImporter::headingTitle(parsed)), title}) {
        pageTitle = pageTitle.isEmpty() ? next : pageTitle;
    }
    return QStringLiteral("<!DOCTYPE html>\n<html lang=\"zh-CN\">\n<head>\n<meta charset=\"utf-8\">\n"
                          "<meta name=\"viewport\" content=\"width=device-width, initial-scale=1\">\n"
                          "<title>%1</title>\n<style>\n%2</style>\n</head>\n<body>\n<article>\n%3</article>\n</body>\n</html>\n")
        .arg(pageTitle.toHtmlEscaped(), styleSheet(), body(text, noteTexts, renderCode) + revisionLog(revisions));
}

QString FinishedPostHtml::revisionLog(const QList<Revision> &revisions)
{
    if (revisions.isEmpty()) {
        return {};
    }
    QString items;
    for (const Revision &revision : revisions) {
        const QDateTime utc = (revision.updatedAt.isValid() ? revision.updatedAt : revision.createdAt).toUTC();
        const QDateTime when = utc.toLocalTime();
        QString item = QStringLiteral("<li><span class=\"yq-revision-number\">修订 %1</span> · <time datetime=\"%2\">%3</time>")
                           .arg(revision.number)
                           .arg(utc.toString(Qt::ISODate), when.toString(QStringLiteral("yyyy-MM-dd HH:mm")));
        for (const QString &part : {revision.author.trimmed(), revision.summary.trimmed()}) {
            if (!part.isEmpty()) {
                item += QStringLiteral(" · ") + part.toHtmlEscaped();
            }
        }
        items += item + QStringLiteral("</li>\n");
    }
    return QStringLiteral("<section class=\"yq-revisions\" id=\"%1\">\n<h2>修订记录</h2>\n<ol reversed>\n%2</ol>\n</section>\n")
        .arg(QLatin1String(RevisionLogId), items);
}

QString FinishedPostHtml::styleSheet()
{
    return QStringLiteral(
        "body { margin: 0; background: #fff; color: #222; font: 16px/1.75 system-ui, \"PingFang SC\", \"Noto Sans CJK SC\", sans-serif; }\n"
        "article { max-width: 46rem; margin: 2rem auto; padding: 0 1rem; }\n"
        "pre { background: #f6f8fa; padding: .75rem 1rem; overflow-x: auto; border-radius: 4px; line-height: 1.45; }\n"
        "code { font-family: \"JetBrains Mono\", \"Noto Sans Mono\", monospace; font-size: .9em; }\n"
        "blockquote { margin: 1rem 0; padding: 0 1rem; border-left: 4px solid #d0d7de; color: #555; }\n"
        "blockquote.yq-note { background: #fff8e1; border-left-color: #f0a500; color: #4a3b00; padding: .5rem 1rem; }\n"
        "blockquote.yq-alert { background: #ddf4ff; border-left-color: #0969da; color: #1f2328; padding: .5rem 1rem; }\n"
        "blockquote.yq-alert-tip { background: #dafbe1; border-left-color: #1a7f37; }\n"
        "blockquote.yq-alert-important { background: #fbefff; border-left-color: #8250df; }\n"
        "blockquote.yq-alert-warning, blockquote.yq-alert-caution { background: #ffebe9; border: 2px solid #cf222e; border-left-width: "
        "6px; color: #4a0d0d; }\n"
        "p.yq-alert-title { margin: 0 0 .25rem; font-weight: bold; }\n"
        "blockquote.yq-alert-warning p.yq-alert-title, blockquote.yq-alert-caution p.yq-alert-title { color: #cf222e; }\n"
        "table { border-collapse: collapse; } th, td { border: 1px solid #d0d7de; padding: .3rem .6rem; }\n"
        "hr { border: 0; border-top: 1px solid #d0d7de; margin: 2rem 0 1rem; }\n"
        "section.footnotes { font-size: .9em; color: #555; }\n"
        "section.yq-revisions { font-size: .9em; color: #555; border-top: 1px solid #d0d7de; margin-top: 2rem; }\n"
        "section.yq-revisions h2 { font-size: 1.1em; }\n");
}

// renderHtml puts the anchor of parse()'s block N before block N: the note blocks'
// anchors tell their block quotes apart. The anchors themselves are dropped.
QString FinishedPostHtml::body(
    const QByteArray &markdown, const QStringList &noteTexts, const MarkdownBlockParser::CodeRenderer &renderCode)
{
    QString html = MarkdownBlockParser::renderHtml(QString::fromUtf8(markdown), renderCode, MarkdownBlockParser::Footnotes::Rendered);
    const MarkdownDocument parsed = MarkdownBlockParser::parse(markdown);
    for (int i = 0; i < parsed.blocks.size(); ++i) {
        const MarkdownBlock &block = parsed.blocks.at(i);
        if (block.kind != BlockKind::BlockQuote || !noteTexts.contains(block.text)) {
            continue;
        }
        const QRegularExpression quote(
            QStringLiteral("(<a name=\"%1\"></a>\\s*)<blockquote>").arg(QRegularExpression::escape(MarkdownBlockParser::anchorName(i))));
        html.replace(quote, QStringLiteral("\\1<blockquote class=\"yq-note\">"));
    }
    html = MarkdownAlerts::styled(html);
    static const QRegularExpression anchor(QStringLiteral("<a name=\"yq-block-\\d+\"></a>\\n?"));
    return html.remove(anchor);
}
