// SPDX-FileCopyrightText: 2026 Yiqiao authors
// SPDX-License-Identifier: GPL-3.0-or-later
#include "markdownblockparser.h"

#include <QByteArray>
#include <QRegularExpression>
#include <QSet>
#include <QVector>

#include <cmark-gfm-core-extensions.h>
#include <cmark-gfm.h>

#include <cstdlib>
#include <mutex>

namespace {

struct Line {
    qsizetype start; // byte offset of the first byte
    qsizetype contentEnd; // byte offset just past the content (before the line break)
    qsizetype end; // byte offset just past the line break
};

// A block found by cmark (or by us), in 0-based line numbers, inclusive.
struct Span {
    Span(BlockKind k, int f, int l)
        : kind(k)
        , first(f)
        , last(l)
    {
    }
    BlockKind kind;
    int first;
    int last; // last line cmark says belongs to the block
    int headingLevel = 0;
    QString info;
};

// cmark-gfm counts \n, \r\n and a lone \r as line breaks; so must we.
QVector<Line> splitLines(const QByteArray &bytes)
{
    QVector<Line> lines;
    const qsizetype n = bytes.size();
    qsizetype start = 0;
    for (qsizetype i = 0; i < n; ++i) {
        const char c = bytes.at(i);
        if (c != '\n' && c != '\r') {
            continue;
        }
        qsizetype end = i + 1;
        if (c == '\r' && end < n && bytes.at(end) == '\n') {
            ++end;
        }
        lines.append({start, i, end});
        start = end;
        i = end - 1;
    }
    if (start < n) {
        lines.append({start, n, n});
    }
    return lines;
}

bool isBlank(const QByteArray &bytes, const Line &line)
{
    for (qsizetype i = line.start; i < line.contentEnd; ++i) {
        const char c = bytes.at(i);
        if (c != ' ' && c != '\t') {
            return false;
        }
    }
    return true;
}

QByteArray lineContent(const QByteArray &bytes, const Line &line)
{
    return bytes.mid(line.start, line.contentEnd - line.start);
}

// YAML front matter: "---" on the first line (after an optional BOM) up to the next
// line that is "---" or "...". Returns the number of lines it takes, 0 if none.
int frontMatterLines(const QByteArray &bytes, const QVector<Line> &lines)
{
    if (lines.isEmpty()) {
        return 0;
    }
    QByteArray first = lineContent(bytes, lines.first());
    if (first.startsWith("\xEF\xBB\xBF")) {
        first.remove(0, 3);
    }
    if (first.trimmed() != "---" || first.startsWith(' ')) {
        return 0;
    }
    for (int i = 1; i < lines.size(); ++i) {
        const QByteArray content = lineContent(bytes, lines.at(i)).trimmed();
        if (content == "---" || content == "...") {
            return i + 1;
        }
    }
    return 0;
}

const cmark_llist *extensions()
{
    static std::once_flag once;
    static cmark_llist *list = nullptr;
    std::call_once(once, [] {
        cmark_gfm_core_extensions_ensure_registered();
        for (const char *name : {"table", "strikethrough", "autolink", "tasklist"}) {
            if (cmark_syntax_extension *ext = cmark_find_syntax_extension(name)) {
                list = cmark_llist_append(cmark_get_default_mem_allocator(), list, ext);
            }
        }
    });
    return list;
}

bool isComponentTag(const QByteArray &html)
{
    static const QRegularExpression tag(QStringLiteral("^\\s*</?([A-Za-z][A-Za-z0-9.-]*)"));
    // Tags of HTML that posts use; any other tag name is taken for an MDX component.
    static const QSet<QString> htmlTags = {
        QStringLiteral("a"),
        QStringLiteral("abbr"),
        QStringLiteral("b"),
        QStringLiteral("blockquote"),
        QStringLiteral("br"),
        QStringLiteral("center"),
        QStringLiteral("code"),
        QStringLiteral("details"),
        QStringLiteral("div"),
        QStringLiteral("em"),
        QStringLiteral("figcaption"),
        QStringLiteral("figure"),
        QStringLiteral("font"),
        QStringLiteral("h1"),
        QStringLiteral("h2"),
        QStringLiteral("h3"),
        QStringLiteral("h4"),
        QStringLiteral("h5"),
        QStringLiteral("h6"),
        QStringLiteral("hr"),
        QStringLiteral("i"),
        QStringLiteral("iframe"),
        QStringLiteral("img"),
        QStringLiteral("kbd"),
        QStringLiteral("li"),
        QStringLiteral("ol"),
        QStringLiteral("p"),
        QStringLiteral("picture"),
        QStringLiteral("pre"),
        QStringLiteral("script"),
        QStringLiteral("section"),
        QStringLiteral("small"),
        QStringLiteral("source"),
        QStringLiteral("span"),
        QStringLiteral("strong"),
        QStringLiteral("style"),
        QStringLiteral("sub"),
        QStringLiteral("summary"),
        QStringLiteral("sup"),
        QStringLiteral("table"),
        QStringLiteral("tbody"),
        QStringLiteral("td"),
        QStringLiteral("th"),
        QStringLiteral("thead"),
        QStringLiteral("tr"),
        QStringLiteral("u"),
        QStringLiteral("ul"),
        QStringLiteral("video"),
        QStringLiteral("audio"),
        QStringLiteral("svg"),
        QStringLiteral("canvas"),
        QStringLiteral("button"),
        QStringLiteral("input"),
        QStringLiteral("label"),
        QStringLiteral("form"),
        QStringLiteral("main"),
        QStringLiteral("nav"),
        QStringLiteral("header"),
        QStringLiteral("footer"),
        QStringLiteral("article"),
        QStringLiteral("aside"),
        QStringLiteral("dl"),
        QStringLiteral("dt"),
        QStringLiteral("dd"),
        QStringLiteral("object"),
        QStringLiteral("embed"),
        QStringLiteral("meta"),
        QStringLiteral("link"),
        QStringLiteral("noscript"),
        QStringLiteral("caption"),
        QStringLiteral("col"),
        QStringLiteral("colgroup"),
        QStringLiteral("tfoot"),
        QStringLiteral("mark"),
        QStringLiteral("s"),
        QStringLiteral("del"),
        QStringLiteral("ins"),
        QStringLiteral("q"),
        QStringLiteral("cite"),
        QStringLiteral("html"),
        QStringLiteral("body"),
        QStringLiteral("head"),
        QStringLiteral("title"),
        QStringLiteral("template"),
    };
    const auto match = tag.match(QString::fromUtf8(html.left(200)));
    return match.hasMatch() && !htmlTags.contains(match.captured(1).toLower());
}

bool matches(const QRegularExpression &re, const QByteArray &line)
{
    return re.match(QString::fromUtf8(line.left(200))).hasMatch();
}

BlockKind paragraphKind(const QByteArray &text)
{
    static const QRegularExpression component(QStringLiteral("^<[A-Z][A-Za-z0-9.]*(\\s|/?>|$)"));
    static const QRegularExpression linkDefinition(QStringLiteral("^ {0,3}\\[[^\\]^][^\\]]*\\]:\\s*\\S"));
    // Without cmark's footnote option "[^1]: …" parses as a paragraph.
    static const QRegularExpression footnote(QStringLiteral("^ {0,3}\\[\\^[^\\]]+\\]:"));
    const QByteArray t = text.trimmed();
    if (t.startsWith("$$") || t.startsWith("\\begin{")) {
        return BlockKind::Math;
    }
    // An MDX tag spread over several lines is no HTML block for cmark.
    if (matches(component, t)) {
        return BlockKind::Component;
    }
    // cmark takes link reference definitions out of a paragraph's content but not
    // out of its lines: look past them.
    const QList<QByteArray> lines = text.split('\n');
    int first = 0;
    while (first < lines.size() && matches(linkDefinition, lines.at(first))) {
        ++first;
    }
    if (first == lines.size() || matches(footnote, lines.at(first))) {
        return BlockKind::Reference;
    }
    return BlockKind::Paragraph;
}

// Turns cmark's top-level nodes into spans; lineOffset maps cmark lines to ours.
QVector<Span> cmarkSpans(const QByteArray &body, int lineOffset)
{
    QVector<Span> spans;
    cmark_parser *parser = cmark_parser_new(CMARK_OPT_DEFAULT);
    for (const cmark_llist *it = extensions(); it; it = it->next) {
        cmark_parser_attach_syntax_extension(parser, static_cast<cmark_syntax_extension *>(it->data));
    }
    cmark_parser_feed(parser, body.constData(), size_t(body.size()));
    cmark_node *doc = cmark_parser_finish(parser);
    auto add = [&](cmark_node *node, BlockKind kind) {
        Span span(kind, cmark_node_get_start_line(node) - 1 + lineOffset, cmark_node_get_end_line(node) - 1 + lineOffset);
        if (kind == BlockKind::Heading) {
            span.headingLevel = cmark_node_get_heading_level(node);
        } else if (kind == BlockKind::Code) {
            span.info = QString::fromUtf8(cmark_node_get_fence_info(node));
        }
        spans.append(span);
    };
    for (cmark_node *node = cmark_node_first_child(doc); node; node = cmark_node_next(node)) {
        switch (cmark_node_get_type(node)) {
        case CMARK_NODE_LIST:
            for (cmark_node *item = cmark_node_first_child(node); item; item = cmark_node_next(item)) {
                add(item, BlockKind::ListItem);
            }
            break;
        case CMARK_NODE_HEADING:
            add(node, BlockKind::Heading);
            break;
        case CMARK_NODE_CODE_BLOCK:
            add(node, BlockKind::Code);
            break;
        case CMARK_NODE_HTML_BLOCK:
            add(node, isComponentTag(cmark_node_get_literal(node)) ? BlockKind::Component : BlockKind::Html);
            break;
        case CMARK_NODE_BLOCK_QUOTE:
            add(node, BlockKind::BlockQuote);
            break;
        case CMARK_NODE_THEMATIC_BREAK:
            add(node, BlockKind::ThematicBreak);
            break;
        default:
            add(node, qstrcmp(cmark_node_get_type_string(node), "table") == 0 ? BlockKind::Table : BlockKind::Paragraph);
            break;
        }
    }
    cmark_node_free(doc);
    cmark_parser_free(parser);
    return spans;
}

class Splitter
{
public:
    explicit Splitter(const QByteArray &bytes)
        : m_bytes(bytes)
        , m_bom(bytes.startsWith("\xEF\xBB\xBF") ? 3 : 0)
        , m_lines(splitLines(bytes))
    {
        // A BOM belongs to the lead, not to the first block.
        if (m_bom > 0) {
            m_lines[0].start = m_bom;
        }
    }

    MarkdownDocument run()
    {
        const int fm = frontMatterLines(m_bytes, m_lines);
        QVector<Span> spans;
        if (fm > 0) {
            spans.append(Span(BlockKind::FrontMatter, 0, fm - 1));
        }
        const qsizetype bodyStart = fm > 0 ? m_lines.at(fm - 1).end : 0;
        for (Span span : cmarkSpans(m_bytes.mid(bodyStart), fm)) {
            const int lastLine = int(m_lines.size()) - 1;
            span.first = qBound(0, span.first, lastLine);
            span.last = qBound(span.first, span.last, lastLine);
            spans.append(span);
        }
        classifyParagraphs(spans);
        mergeMath(spans);
        return cut(spans);
    }

private:
    QByteArray slice(int first, int last) const
    {
        return m_bytes.mid(m_lines.at(first).start, m_lines.at(last).contentEnd - m_lines.at(first).start);
    }

    bool blank(int line) const { return isBlank(m_bytes, m_lines.at(line)); }

    void classifyParagraphs(QVector<Span> &spans) const
    {
        for (Span &span : spans) {
            if (span.kind == BlockKind::Paragraph) {
                span.kind = paragraphKind(slice(span.first, qMax(span.first, span.last)));
            }
        }
    }

    // A $$ block with a blank line inside comes from cmark as several paragraphs.
    void mergeMath(QVector<Span> &spans) const
    {
        for (int i = 0; i < spans.size(); ++i) {
            if (spans[i].kind != BlockKind::Math || !slice(spans[i].first, spans[i].last).trimmed().startsWith("$$")) {
                continue;
            }
            int j = i;
            int fences = slice(spans[i].first, spans[i].last).count("$$");
            while (fences % 2 == 1 && j + 1 < spans.size()
                && (spans[j + 1].kind == BlockKind::Paragraph || spans[j + 1].kind == BlockKind::Math)) {
                ++j;
                fences += slice(spans[j].first, spans[j].last).count("$$");
            }
            if (fences % 2 == 0 && j > i) {
                spans[i].last = spans[j].last;
                spans.remove(i + 1, j - i);
            }
        }
    }

    int lastNonBlank(int first, int last) const
    {
        while (last > first && blank(last)) {
            --last;
        }
        return last;
    }

    void append(MarkdownDocument &doc, const Span &span, int last, int regionLast) const
    {
        MarkdownBlock block;
        block.kind = span.kind;
        block.headingLevel = span.headingLevel;
        block.info = span.info;
        block.lineStart = span.first + 1;
        block.lineEnd = last + 1;
        block.byteStart = m_lines.at(span.first).start;
        block.byteLength = m_lines.at(last).contentEnd - block.byteStart;
        block.text = QString::fromUtf8(m_bytes.constData() + block.byteStart, int(block.byteLength));
        const qsizetype tail = m_lines.at(last).contentEnd;
        block.trailing = QString::fromUtf8(m_bytes.constData() + tail, int(m_lines.at(regionLast).end - tail));
        doc.blocks.append(block);
    }

    // Cuts the file into blocks: a block reaches to the line before the next block
    // starts; trailing blank lines go to its trailing text; non-blank lines cmark
    // left out (reference definitions) become blocks of their own.
    MarkdownDocument cut(const QVector<Span> &spans) const
    {
        MarkdownDocument doc;
        if (m_lines.isEmpty()) {
            return doc;
        }
        QVector<Span> all;
        const int firstStart = spans.isEmpty() ? int(m_lines.size()) : spans.first().first;
        // Before the first block there is only whitespace and whatever cmark dropped.
        int leading = 0;
        while (leading < firstStart && blank(leading)) {
            ++leading;
        }
        if (leading < firstStart) {
            all.append(Span(BlockKind::Reference, leading, lastNonBlank(leading, firstStart - 1)));
        }
        for (int i = 0; i < spans.size(); ++i) {
            const int regionLast = i + 1 < spans.size() ? spans.at(i + 1).first - 1 : int(m_lines.size()) - 1;
            Span span = spans.at(i);
            span.last = qBound(span.first, span.last, regionLast);
            all.append(span);
            addGap(all, span.last + 1, regionLast);
        }
        const int leadLines = all.isEmpty() ? int(m_lines.size()) : all.first().first;
        const qsizetype leadEnd = leadLines < m_lines.size() ? m_lines.at(leadLines).start : m_bytes.size();
        // QString::fromUtf8 would drop the BOM.
        doc.lead = (m_bom > 0 ? QString(QChar(0xFEFF)) : QString()) + QString::fromUtf8(m_bytes.mid(m_bom, leadEnd - m_bom));
        for (int i = 0; i < all.size(); ++i) {
            const int regionLast = i + 1 < all.size() ? all.at(i + 1).first - 1 : int(m_lines.size()) - 1;
            append(doc, all.at(i), lastNonBlank(all.at(i).first, regionLast), regionLast);
        }
        return doc;
    }

    // Lines cmark keeps no node for are link reference or footnote definitions;
    // anything else after a block is taken as part of it, since cmark's end lines
    // are off by one for some blocks (HTML comments, for one).
    void addGap(QVector<Span> &all, int first, int last) const
    {
        static const QRegularExpression definition(QStringLiteral("^ {0,3}\\[[^\\]]+\\]:"));
        for (int line = first; line <= last; ++line) {
            if (matches(definition, lineContent(m_bytes, m_lines.at(line)))) {
                all.append(Span(BlockKind::Reference, line, lastNonBlank(line, last)));
                return;
            }
        }
    }

    const QByteArray &m_bytes;
    const int m_bom;
    QVector<Line> m_lines;
};

} // namespace

MarkdownDocument MarkdownBlockParser::parse(const QByteArray &bytes)
{
    return Splitter(bytes).run();
}
