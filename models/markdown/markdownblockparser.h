// SPDX-FileCopyrightText: 2026 Yiqiao authors
// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once

#include "markdown/markdowndocument.h"

#include <QByteArray>
#include <QVector>

#include <functional>

struct cmark_node;

// The only class that talks to cmark-gfm. It splits a markdown file into top-level
// blocks on line boundaries (list items are blocks of their own), so that every
// block carries its exact original text and the file can be put back together byte
// for byte. cmark only tells where blocks start and end; all byte and line
// arithmetic happens here, on the caller's bytes, so callers never see cmark's
// 1-based UTF-8 byte columns.
//
// Beyond CommonMark + GFM it recognises YAML front matter (which must be cut off
// before cmark sees it), display math ($$ … $$, \begin{…}), MDX-style components
// (<Tip>, <Youtube … />) and link reference / footnote definitions, for which cmark
// keeps no node. cmark's line numbers are not always right (a table that interrupts
// a paragraph, an HTML comment's end); blocks are therefore cut so that they never
// overlap and always cover the file, whatever cmark reports.
//
// It also renders markdown to HTML (GFM tables, strikethrough, autolinks, task lists),
// safely: raw HTML becomes cmark's "raw HTML omitted" comment and javascript: and
// other unsafe link targets are dropped. Before the output of block N of parse()'s
// block list of the same text stands an anchor named anchorName(N).
class MarkdownBlockParser
{
public:
    // Returns the HTML of one code block (fenced or indented; front matter comes as
    // "yaml"). language is the first word of the fence's info string, or empty.
    using CodeRenderer = std::function<QString(const QString &language, const QString &code)>;

    // bytes must be valid UTF-8 (see SourceText); line breaks may be \n, \r\n or \r.
    static MarkdownDocument parse(const QByteArray &bytes);
    // AsText: "[^1]" and "[^1]: …" stay text, as in the preview. Rendered: GFM
    // footnotes, linked references and the definitions in a section at the end.
    enum class Footnotes { AsText, Rendered };

    // Code blocks go through renderCode; without one they become escaped <pre><code>.
    static QString renderHtml(const QString &markdown, const CodeRenderer &renderCode = nullptr, Footnotes footnotes = Footnotes::AsText);
    static QString anchorName(int blockIndex);

private:
    struct Line {
        qsizetype start; // byte offset of the first byte (after a BOM on line 0)
        qsizetype contentEnd; // just past the content, before the line break
        qsizetype end; // just past the line break
    };
    // A block in 0-based line numbers, inclusive.
    struct Span {
        BlockKind kind = BlockKind::Paragraph;
        int first = 0;
        int last = 0;
        bool known = true; // false: cmark gave no position
        int headingLevel = 0;
        QString info;
        int unit = -1; // index of the cmark node the block starts with; -1: none
    };

    static Span makeSpan(BlockKind kind, int first, int last);
    explicit MarkdownBlockParser(const QByteArray &bytes);
    MarkdownDocument run();
    QString html(const CodeRenderer &renderCode, Footnotes footnotes) const;
    static QVector<QString> anchorPlan(const QVector<Span> &blocks, int unitCount);

    int frontMatterLines() const;
    QByteArray body(int frontMatter) const;
    QVector<Span> spans(const QVector<cmark_node *> &units, int frontMatter) const;
    QVector<Span> cmarkSpans(const QVector<cmark_node *> &units, int lineOffset) const;
    void fixTables(QVector<Span> &spans) const;
    QVector<Span> ordered(const QVector<Span> &spans) const;
    void classifyParagraphs(QVector<Span> &spans) const;
    void mergeMath(QVector<Span> &spans) const;
    QVector<Span> withDefinitions(const QVector<Span> &spans) const;
    MarkdownDocument cut(const QVector<Span> &spans) const;
    MarkdownBlock block(const Span &span, int regionLast) const;

    QByteArray content(int line) const;
    QByteArray slice(int first, int last) const;
    bool blank(int line) const;
    int lastNonBlank(int first, int last) const;

    const QByteArray &m_bytes;
    const int m_bom;
    QVector<Line> m_lines;
};
