// SPDX-FileCopyrightText: 2026 Yiqiao authors
// SPDX-License-Identifier: GPL-3.0-or-later
#include "markdown/markdownblockparser.h"

#include "core/sourcetext.h"

#include <QRegularExpression>

#include <cmark-gfm-core-extensions.h>
#include <cmark-gfm.h>

#include <memory>
#include <mutex>

namespace {

using ParserPtr = std::unique_ptr<cmark_parser, void (*)(cmark_parser *)>;
using NodePtr = std::unique_ptr<cmark_node, void (*)(cmark_node *)>;

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

// Options shared by parsing and rendering; never CMARK_OPT_UNSAFE (see renderHtml).
constexpr int Options = CMARK_OPT_DEFAULT;

ParserPtr newParser(const QByteArray &text, int options = Options)
{
    ParserPtr parser(cmark_parser_new(options), cmark_parser_free);
    for (const cmark_llist *it = extensions(); it; it = it->next) {
        cmark_parser_attach_syntax_extension(parser.get(), static_cast<cmark_syntax_extension *>(it->data));
    }
    cmark_parser_feed(parser.get(), text.constData(), size_t(text.size()));
    return parser;
}

// cmark's top-level blocks, with list items in place of their lists. Footnote
// definitions (only parsed as such with CMARK_OPT_FOOTNOTES, which moves them to the
// end) are left out: like link reference definitions, they are lines without a node.
QVector<cmark_node *> topLevelUnits(cmark_node *doc)
{
    QVector<cmark_node *> units;
    for (cmark_node *node = cmark_node_first_child(doc); node; node = cmark_node_next(node)) {
        if (cmark_node_get_type(node) == CMARK_NODE_FOOTNOTE_DEFINITION) {
            continue;
        }
        if (cmark_node_get_type(node) != CMARK_NODE_LIST) {
            units.append(node);
            continue;
        }
        for (cmark_node *item = cmark_node_first_child(node); item; item = cmark_node_next(item)) {
            units.append(item);
        }
    }
    return units;
}

// A custom block is written out as it is, whatever the options: only ever give it
// HTML we made.
cmark_node *customBlock(const QString &html)
{
    cmark_node *node = cmark_node_new(CMARK_NODE_CUSTOM_BLOCK);
    cmark_node_set_on_enter(node, html.toUtf8().constData());
    return node;
}

// anchors[i + 1] goes before units[i] (inside a list item, so that lists stay
// lists); anchors.last() goes at the end.
void insertAnchors(cmark_node *doc, const QVector<cmark_node *> &units, const QVector<QString> &anchors)
{
    for (int i = 0; i < units.size(); ++i) {
        const QString &anchor = anchors.at(i + 1);
        if (anchor.isEmpty()) {
            continue;
        }
        if (cmark_node_get_type(units.at(i)) == CMARK_NODE_ITEM) {
            cmark_node_prepend_child(units.at(i), customBlock(anchor));
        } else {
            cmark_node_insert_before(units.at(i), customBlock(anchor));
        }
    }
    if (!anchors.last().isEmpty()) {
        cmark_node_append_child(doc, customBlock(anchors.last()));
    }
}

QString firstWord(const char *info)
{
    return QString::fromUtf8(info).simplified().section(QLatin1Char(' '), 0, 0);
}

// The nodes of doc that pass, in document order; collected first, so that the caller
// may change the tree.
QVector<cmark_node *> nodesWhere(cmark_node *doc, const std::function<bool(cmark_node *)> &passes)
{
    QVector<cmark_node *> nodes;
    cmark_iter *iter = cmark_iter_new(doc);
    for (cmark_event_type ev; (ev = cmark_iter_next(iter)) != CMARK_EVENT_DONE;) {
        if (ev == CMARK_EVENT_ENTER && passes(cmark_iter_get_node(iter))) {
            nodes.append(cmark_iter_get_node(iter));
        }
    }
    cmark_iter_free(iter);
    return nodes;
}

void renderCodeBlocks(cmark_node *doc, const MarkdownBlockParser::CodeRenderer &renderCode)
{
    const QVector<cmark_node *> blocks =
        nodesWhere(doc, [](cmark_node *node) { return cmark_node_get_type(node) == CMARK_NODE_CODE_BLOCK; });
    for (cmark_node *block : blocks) {
        const QString language = firstWord(cmark_node_get_fence_info(block));
        const QString code = QString::fromUtf8(cmark_node_get_literal(block));
        cmark_node_insert_before(block, customBlock(renderCode(language, code)));
        cmark_node_free(block);
    }
}

bool isWide(uint c)
{
    return (c >= 0x2E80 && c <= 0x9FFF) || (c >= 0xAC00 && c <= 0xD7AF) || (c >= 0xF900 && c <= 0xFAFF) || (c >= 0xFE30 && c <= 0xFE4F)
        || (c >= 0xFF00 && c <= 0xFF60) || (c >= 0xFFE0 && c <= 0xFFE6) || (c >= 0x20000 && c <= 0x3FFFF);
}

bool wideAt(cmark_node *node, bool atEnd)
{
    if (!node || cmark_node_get_type(node) != CMARK_NODE_TEXT) {
        return false;
    }
    const QVector<uint> text = QString::fromUtf8(cmark_node_get_literal(node)).toUcs4();
    return !text.isEmpty() && isWide(atEnd ? text.last() : text.first());
}

// A line break inside a Chinese paragraph is no space: HTML would show one between
// two characters (CSS drops it, QTextDocument does not). Soft breaks between wide
// characters go; others stay.
void joinWideSoftBreaks(cmark_node *doc)
{
    const QVector<cmark_node *> breaks = nodesWhere(doc, [](cmark_node *node) {
        return cmark_node_get_type(node) == CMARK_NODE_SOFTBREAK && wideAt(cmark_node_previous(node), true)
            && wideAt(cmark_node_next(node), false);
    });
    for (cmark_node *node : breaks) {
        cmark_node_free(node);
    }
}

// Posts break lines in paragraphs and table cells with <br/>. Raw HTML is never rendered:
// an inline tag that is exactly <br>, <br/> or <br /> (any case) becomes a mark that
// html() turns into <br /> (a table cell may hold no line break node); other tags stay
// omitted, and so do all tags of a post that holds the mark, a noncharacter, itself.
const QChar kBrMark(0xFDD0);

bool brTagsToMarks(cmark_node *doc, const QByteArray &markdown)
{
    if (markdown.contains("\xEF\xB7\x90")) { // kBrMark in UTF-8
        return false;
    }
    static const QRegularExpression br(QStringLiteral("^<br\\s*/?>$"), QRegularExpression::CaseInsensitiveOption);
    const QVector<cmark_node *> tags = nodesWhere(doc, [](cmark_node *node) {
        return cmark_node_get_type(node) == CMARK_NODE_HTML_INLINE && br.match(QString::fromUtf8(cmark_node_get_literal(node))).hasMatch();
    });
    const QByteArray mark = QString(kBrMark).toUtf8();
    for (cmark_node *tag : tags) {
        cmark_node *text = cmark_node_new(CMARK_NODE_TEXT);
        cmark_node_set_literal(text, mark.constData());
        cmark_node_insert_before(tag, text);
        cmark_node_free(tag);
    }
    return !tags.isEmpty();
}

QString escapedCode(const QString &language, const QString &code)
{
    const QString attribute = language.isEmpty() ? QString() : QStringLiteral(" class=\"language-%1\"").arg(language.toHtmlEscaped());
    return QStringLiteral("<pre><code%1>%2</code></pre>\n").arg(attribute, code.toHtmlEscaped());
}

bool matches(const QRegularExpression &re, const QByteArray &line)
{
    return re.match(QString::fromUtf8(line.left(200))).hasMatch();
}

// Cheap test before a regular expression: the first non-space byte.
bool startsWith(const QByteArray &line, char c)
{
    const QByteArray trimmed = line.trimmed();
    return !trimmed.isEmpty() && trimmed.at(0) == c;
}

// MDX components are capitalised (<Tip>, <Youtube … />); HTML tags are not.
bool isComponent(const QByteArray &text)
{
    static const QRegularExpression component(QStringLiteral("^\\s*</?[A-Z][A-Za-z0-9.]*(\\s|/?>|$)"));
    return matches(component, text);
}

BlockKind paragraphKind(const QByteArray &text)
{
    static const QRegularExpression linkDefinition(QStringLiteral("^ {0,3}\\[[^\\]^][^\\]]*\\]:\\s*\\S"));
    // Without cmark's footnote option "[^1]: …" parses as a paragraph.
    static const QRegularExpression footnote(QStringLiteral("^ {0,3}\\[\\^[^\\]]+\\]:"));
    const QByteArray t = text.trimmed();
    if (t.startsWith("$$") || t.startsWith("\\begin{")) {
        return BlockKind::Math;
    }
    // An MDX tag spread over several lines is no HTML block for cmark.
    if (startsWith(t, '<') && isComponent(t)) {
        return BlockKind::Component;
    }
    if (!startsWith(t, '[')) {
        return BlockKind::Paragraph;
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

BlockKind nodeKind(cmark_node *node)
{
    switch (cmark_node_get_type(node)) {
    case CMARK_NODE_HEADING:
        return BlockKind::Heading;
    case CMARK_NODE_CODE_BLOCK:
        return BlockKind::Code;
    case CMARK_NODE_HTML_BLOCK:
        return isComponent(QByteArray(cmark_node_get_literal(node)).left(200)) ? BlockKind::Component : BlockKind::Html;
    case CMARK_NODE_BLOCK_QUOTE:
        return BlockKind::BlockQuote;
    case CMARK_NODE_THEMATIC_BREAK:
        return BlockKind::ThematicBreak;
    case CMARK_NODE_ITEM:
        return BlockKind::ListItem;
    default:
        return qstrcmp(cmark_node_get_type_string(node), "table") == 0 ? BlockKind::Table : BlockKind::Paragraph;
    }
}

} // namespace

MarkdownDocument MarkdownBlockParser::parse(const QByteArray &bytes)
{
    return MarkdownBlockParser(bytes).run();
}

QString MarkdownBlockParser::renderHtml(const QString &markdown, const CodeRenderer &renderCode, Footnotes footnotes)
{
    const QByteArray bytes = markdown.toUtf8();
    return MarkdownBlockParser(bytes).html(renderCode ? renderCode : CodeRenderer(escapedCode), footnotes);
}

QString MarkdownBlockParser::anchorName(int blockIndex)
{
    return QStringLiteral("yq-block-%1").arg(blockIndex);
}

MarkdownBlockParser::MarkdownBlockParser(const QByteArray &bytes)
    : m_bytes(bytes)
    , m_bom(bytes.startsWith("\xEF\xBB\xBF") ? 3 : 0)
{
    // cmark-gfm counts \n, \r\n and a lone \r as line breaks; so must we.
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
        m_lines.append({start, i, end});
        start = end;
        i = end - 1;
    }
    if (start < n) {
        m_lines.append({start, n, n});
    }
    // A BOM belongs to the lead, not to the first block.
    if (m_bom > 0) {
        m_lines[0].start = m_bom;
    }
}

MarkdownDocument MarkdownBlockParser::run()
{
    const int fm = frontMatterLines();
    const ParserPtr parser = newParser(body(fm));
    const NodePtr doc(cmark_parser_finish(parser.get()), cmark_node_free);
    return cut(spans(topLevelUnits(doc.get()), fm));
}

QString MarkdownBlockParser::html(const CodeRenderer &renderCode, Footnotes footnotes) const
{
    const int options = footnotes == Footnotes::Rendered ? Options | CMARK_OPT_FOOTNOTES : Options;
    const int fm = frontMatterLines();
    const ParserPtr parser = newParser(body(fm), options);
    const NodePtr doc(cmark_parser_finish(parser.get()), cmark_node_free);
    const QVector<cmark_node *> units = topLevelUnits(doc.get());
    const QVector<QString> anchors = anchorPlan(spans(units, fm), int(units.size()));
    insertAnchors(doc.get(), units, anchors);
    if (fm > 0) {
        const QString yaml = QString::fromUtf8(slice(0, fm - 1)) + QLatin1Char('\n');
        cmark_node_prepend_child(doc.get(), customBlock(anchors.first() + renderCode(QStringLiteral("yaml"), yaml)));
    }
    renderCodeBlocks(doc.get(), renderCode);
    joinWideSoftBreaks(doc.get());
    const bool brMarks = brTagsToMarks(doc.get(), m_bytes);
    char *out = cmark_render_html(doc.get(), options, cmark_parser_get_syntax_extensions(parser.get()));
    QString result = QString::fromUtf8(out);
    cmark_get_default_mem_allocator()->free(out);
    return brMarks ? result.replace(kBrMark, QLatin1String("<br />")) : result;
}

// The anchors of blocks: [0] goes before the front matter, [i + 1] before cmark unit
// i, the last one at the end. A block goes before the unit it starts with; a block
// that starts with none (reference definitions, a paragraph merged into math) goes
// before the next block that does, or at the end.
QVector<QString> MarkdownBlockParser::anchorPlan(const QVector<Span> &blocks, int unitCount)
{
    QVector<QString> anchors(unitCount + 2);
    QString pending;
    for (int i = 0; i < blocks.size(); ++i) {
        pending += QStringLiteral("<a name=\"%1\"></a>").arg(anchorName(i));
        if (blocks.at(i).kind == BlockKind::FrontMatter) {
            anchors.first() = pending;
            pending.clear();
        } else if (blocks.at(i).unit >= 0) {
            anchors[blocks.at(i).unit + 1] = pending;
            pending.clear();
        }
    }
    anchors.last() = pending;
    return anchors;
}

QVector<MarkdownBlockParser::Span> MarkdownBlockParser::spans(const QVector<cmark_node *> &units, int frontMatter) const
{
    QVector<Span> result;
    if (frontMatter > 0) {
        result.append(makeSpan(BlockKind::FrontMatter, 0, frontMatter - 1));
    }
    result += cmarkSpans(units, frontMatter);
    fixTables(result);
    result = ordered(result);
    classifyParagraphs(result);
    mergeMath(result);
    return withDefinitions(result);
}

MarkdownBlockParser::Span MarkdownBlockParser::makeSpan(BlockKind kind, int first, int last)
{
    Span span;
    span.kind = kind;
    span.first = first;
    span.last = last;
    return span;
}

QByteArray MarkdownBlockParser::content(int line) const
{
    const Line &l = m_lines.at(line);
    return m_bytes.mid(l.start, l.contentEnd - l.start);
}

QByteArray MarkdownBlockParser::slice(int first, int last) const
{
    return m_bytes.mid(m_lines.at(first).start, m_lines.at(last).contentEnd - m_lines.at(first).start);
}

bool MarkdownBlockParser::blank(int line) const
{
    for (qsizetype i = m_lines.at(line).start; i < m_lines.at(line).contentEnd; ++i) {
        if (m_bytes.at(i) != ' ' && m_bytes.at(i) != '\t') {
            return false;
        }
    }
    return true;
}

int MarkdownBlockParser::lastNonBlank(int first, int last) const
{
    while (last > first && blank(last)) {
        --last;
    }
    return last;
}

// YAML front matter: "---" alone on the first line, then YAML — a "key:" or a "- item"
// on the very next line (anything else, a blank line or "# Heading", means a
// thematic break) — up to a line "---" or "...".
int MarkdownBlockParser::frontMatterLines() const
{
    static const QRegularExpression yaml(QStringLiteral("^\\s*([A-Za-z0-9_\"'][^:]*:(\\s|$)|-\\s)"));
    if (m_lines.size() < 3 || content(0).trimmed() != "---" || content(0).startsWith(' ') || !matches(yaml, content(1))) {
        return 0;
    }
    for (int i = 1; i < m_lines.size(); ++i) {
        const QByteArray line = content(i).trimmed();
        if (line == "---" || line == "...") {
            return i + 1;
        }
    }
    return 0;
}

// What cmark sees: the file after the front matter.
QByteArray MarkdownBlockParser::body(int frontMatter) const
{
    return m_bytes.mid(frontMatter > 0 ? m_lines.at(frontMatter - 1).end : 0);
}

// Spans of cmark's top-level units (see topLevelUnits); lineOffset maps cmark lines to ours.
QVector<MarkdownBlockParser::Span> MarkdownBlockParser::cmarkSpans(const QVector<cmark_node *> &units, int lineOffset) const
{
    QVector<Span> spans;
    const int lastLine = int(m_lines.size()) - 1;
    for (int unit = 0; unit < units.size(); ++unit) {
        cmark_node *node = units.at(unit);
        Span span;
        span.unit = unit;
        span.kind = nodeKind(node);
        span.known = cmark_node_get_start_line(node) > 0;
        span.first = qBound(0, cmark_node_get_start_line(node) - 1 + lineOffset, lastLine);
        span.last = qBound(span.first, cmark_node_get_end_line(node) - 1 + lineOffset, lastLine);
        if (span.kind == BlockKind::Heading) {
            span.headingLevel = cmark_node_get_heading_level(node);
        } else if (span.kind == BlockKind::Code) {
            span.info = QString::fromUtf8(cmark_node_get_fence_info(node));
        }
        spans.append(span);
    }
    return spans;
}

// A table that interrupts a paragraph starts, for cmark-gfm, where the paragraph
// starts, and the paragraph gets no position at all. The table really starts on
// the line above its delimiter row; the paragraph takes the lines before that.
void MarkdownBlockParser::fixTables(QVector<Span> &spans) const
{
    static const QRegularExpression delimiterRow(QStringLiteral("^\\s*\\|?\\s*:?-+:?\\s*(\\|\\s*:?-+:?\\s*)*\\|?\\s*$"));
    for (int i = 0; i < spans.size(); ++i) {
        Span &table = spans[i];
        if (table.kind != BlockKind::Table) {
            continue;
        }
        int delimiter = table.first + 1;
        while (delimiter <= table.last && !matches(delimiterRow, content(delimiter))) {
            ++delimiter;
        }
        const int header = delimiter - 1;
        if (delimiter > table.last || header <= table.first) {
            continue;
        }
        if (i > 0 && !spans.at(i - 1).known) {
            Span &paragraph = spans[i - 1];
            paragraph.first = table.first;
            paragraph.last = header - 1;
            paragraph.known = true;
        }
        table.first = header;
    }
}

// Blocks in file order that never overlap. cmark's start lines are trusted, its end
// lines less so (a setext heading ends a line late): a block ends before the next
// one starts. A block without a position, or one that starts where the block before
// it starts, becomes part of the block before it.
QVector<MarkdownBlockParser::Span> MarkdownBlockParser::ordered(const QVector<Span> &spans) const
{
    QVector<Span> result;
    for (const Span &span : spans) {
        if (!span.known) {
            continue;
        }
        if (!result.isEmpty() && span.first <= result.last().first) {
            result.last().last = qMax(result.last().last, span.last);
            continue;
        }
        if (!result.isEmpty() && span.first <= result.last().last) {
            result.last().last = span.first - 1;
        }
        result.append(span);
    }
    return result;
}

void MarkdownBlockParser::classifyParagraphs(QVector<Span> &spans) const
{
    for (Span &span : spans) {
        if (span.kind == BlockKind::Paragraph) {
            span.kind = paragraphKind(slice(span.first, span.last));
        }
    }
}

// A $$ block with a blank line inside comes from cmark as several paragraphs.
void MarkdownBlockParser::mergeMath(QVector<Span> &spans) const
{
    for (int i = 0; i < spans.size(); ++i) {
        if (spans[i].kind != BlockKind::Math || !slice(spans[i].first, spans[i].last).trimmed().startsWith("$$")) {
            continue;
        }
        int j = i;
        int fences = int(slice(spans[i].first, spans[i].last).count("$$"));
        while (fences % 2 == 1 && j + 1 < spans.size()
            && (spans[j + 1].kind == BlockKind::Paragraph || spans[j + 1].kind == BlockKind::Math)) {
            ++j;
            fences += int(slice(spans[j].first, spans[j].last).count("$$"));
        }
        if (fences % 2 == 0 && j > i) {
            spans[i].last = spans[j].last;
            spans.remove(i + 1, j - i);
        }
    }
}

// Lines cmark keeps no node for, between blocks, are link reference or footnote
// definitions, or belong to the block before them (cmark's end lines are off by one
// for some blocks, HTML comments for one). Before the first block anything that is
// not blank is a block of its own.
QVector<MarkdownBlockParser::Span> MarkdownBlockParser::withDefinitions(const QVector<Span> &spans) const
{
    static const QRegularExpression definition(QStringLiteral("^ {0,3}\\[[^\\]]+\\]:"));
    QVector<Span> result;
    const int firstStart = spans.isEmpty() ? int(m_lines.size()) : spans.first().first;
    int leading = 0;
    while (leading < firstStart && blank(leading)) {
        ++leading;
    }
    if (leading < firstStart) {
        result.append(makeSpan(BlockKind::Reference, leading, lastNonBlank(leading, firstStart - 1)));
    }
    for (int i = 0; i < spans.size(); ++i) {
        result.append(spans.at(i));
        const int regionLast = i + 1 < spans.size() ? spans.at(i + 1).first - 1 : int(m_lines.size()) - 1;
        for (int line = spans.at(i).last + 1; line <= regionLast; ++line) {
            if (!blank(line) && startsWith(content(line), '[') && matches(definition, content(line))) {
                result.append(makeSpan(BlockKind::Reference, line, lastNonBlank(line, regionLast)));
                break;
            }
        }
    }
    return result;
}

// A block reaches to the line before the next block starts; its trailing blank lines
// go to its trailing text.
MarkdownDocument MarkdownBlockParser::cut(const QVector<Span> &spans) const
{
    MarkdownDocument doc;
    const int leadLines = spans.isEmpty() ? int(m_lines.size()) : spans.first().first;
    const qsizetype leadEnd = leadLines < m_lines.size() ? m_lines.at(leadLines).start : m_bytes.size();
    doc.lead = SourceText::fromUtf8(m_bytes.left(leadEnd));
    for (int i = 0; i < spans.size(); ++i) {
        const int regionLast = i + 1 < spans.size() ? spans.at(i + 1).first - 1 : int(m_lines.size()) - 1;
        doc.blocks.append(block(spans.at(i), regionLast));
    }
    return doc;
}

MarkdownBlock MarkdownBlockParser::block(const Span &span, int regionLast) const
{
    const int last = lastNonBlank(span.first, regionLast);
    MarkdownBlock block;
    block.kind = span.kind;
    block.headingLevel = span.headingLevel;
    block.info = span.info;
    block.lineStart = span.first + 1;
    block.lineEnd = last + 1;
    block.byteStart = m_lines.at(span.first).start;
    block.byteLength = m_lines.at(last).contentEnd - block.byteStart;
    // SourceText::fromUtf8, not QString::fromUtf8, which drops a BOM at the start of
    // a block (files joined with cat have them).
    block.text = SourceText::fromUtf8(m_bytes.mid(block.byteStart, block.byteLength));
    const qsizetype tail = m_lines.at(last).contentEnd;
    block.trailing = SourceText::fromUtf8(m_bytes.mid(tail, m_lines.at(regionLast).end - tail));
    return block;
}
