// SPDX-FileCopyrightText: 2026 Yiqiao authors
// SPDX-License-Identifier: GPL-3.0-or-later
#include "core/sourcetext.h"
#include "markdown/markdownblockparser.h"

#include <QDir>
#include <QFile>
#include <QFileInfo>
#include <QRandomGenerator>
#include <QRegularExpression>
#include <QTest>

class TestMarkdownBlockParser : public QObject
{
    Q_OBJECT

private Q_SLOTS:
    void parse_data();
    void parse();
    void headingTextIsSourceLines_data();
    void headingTextIsSourceLines();
    void lineNumbers();
    void fixtureRoundTrip_data();
    void fixtureRoundTrip();
    void corpusRoundTrip_data();
    void corpusRoundTrip();
    void generatedDocuments_data();
    void generatedDocuments();
};

namespace {

// "heading:2" for headings, "code:python" for code with an info string, else the
// stored kind name.
QString describe(const MarkdownBlock &block)
{
    QString name = BlockKinds::toString(block.kind);
    if (block.kind == BlockKind::Heading) {
        name += QLatin1Char(':') + QString::number(block.headingLevel);
    } else if (block.kind == BlockKind::Code && !block.info.isEmpty()) {
        name += QLatin1Char(':') + block.info;
    }
    return name;
}

QStringList describe(const MarkdownDocument &doc)
{
    QStringList out;
    for (const MarkdownBlock &block : doc.blocks) {
        out.append(describe(block));
    }
    return out;
}

QStringList texts(const MarkdownDocument &doc)
{
    QStringList out;
    for (const MarkdownBlock &block : doc.blocks) {
        out.append(block.text);
    }
    return out;
}

// Line breaks (\r\n, \r or \n, as cmark counts them) in bytes[from, to).
int lineBreaks(const QByteArray &bytes, qsizetype from, qsizetype to)
{
    int count = 0;
    for (qsizetype i = from; i < to; ++i) {
        const char c = bytes.at(i);
        if (c == '\n') {
            ++count;
        } else if (c == '\r') {
            ++count;
            if (i + 1 < to && bytes.at(i + 1) == '\n') {
                ++i;
            }
        }
    }
    return count;
}

bool onlyWhitespace(const QString &s)
{
    for (QChar c : s) {
        if (c != QLatin1Char(' ') && c != QLatin1Char('\t') && c != QLatin1Char('\r') && c != QLatin1Char('\n')) {
            return false;
        }
    }
    return true;
}

// Everything a parse must satisfy whatever the input. Call through CHECK_INVARIANTS.
void checkInvariants(const QByteArray &bytes, const MarkdownDocument &doc)
{
    QCOMPARE(doc.toMarkdown().toUtf8(), bytes);
    // The lead is an optional BOM, then blank lines.
    QVERIFY2(onlyWhitespace(doc.lead.startsWith(QChar(0xFEFF)) ? doc.lead.mid(1) : doc.lead), qPrintable(doc.lead));
    qsizetype offset = doc.lead.toUtf8().size();
    for (int i = 0; i < doc.blocks.size(); ++i) {
        const MarkdownBlock &block = doc.blocks.at(i);
        const QByteArray where = "block " + QByteArray::number(i) + " (" + describe(block).toUtf8() + "): " + block.text.left(60).toUtf8();
        QVERIFY2(!block.text.isEmpty(), where.constData());
        QVERIFY2(!block.text.endsWith(QLatin1Char('\n')), where.constData());
        QVERIFY2(!block.text.endsWith(QLatin1Char('\r')), where.constData());
        const QString firstLine = block.text.section(QRegularExpression(QStringLiteral("\r\n|\r|\n")), 0, 0);
        QVERIFY2(!onlyWhitespace(firstLine), where.constData());

        QCOMPARE(qsizetype(block.byteStart), offset);
        QCOMPARE(bytes.mid(block.byteStart, block.byteLength), block.text.toUtf8());
        QCOMPARE(qsizetype(block.byteLength), qsizetype(block.text.toUtf8().size()));

        // 1-based line numbers of the text's first and last line.
        QCOMPARE(block.lineStart, lineBreaks(bytes, 0, block.byteStart) + 1);
        QCOMPARE(block.lineEnd, block.lineStart + lineBreaks(bytes, block.byteStart, block.byteStart + block.byteLength));

        // trailing: the line break that ends the block, then blank lines only.
        QVERIFY2(onlyWhitespace(block.trailing), where.constData());
        if (i + 1 < doc.blocks.size()) {
            QVERIFY2(block.trailing.startsWith(QLatin1Char('\n')) || block.trailing.startsWith(QLatin1Char('\r')), where.constData());
        } else if (!block.trailing.isEmpty()) {
            QVERIFY2(block.trailing.startsWith(QLatin1Char('\n')) || block.trailing.startsWith(QLatin1Char('\r')), where.constData());
        }

        if (block.kind == BlockKind::Heading) {
            QVERIFY2(block.headingLevel >= 1 && block.headingLevel <= 6, where.constData());
        } else {
            QCOMPARE(block.headingLevel, 0);
        }
        if (block.kind != BlockKind::Code) {
            QVERIFY2(block.info.isEmpty(), where.constData());
        }
        offset += block.byteLength + block.trailing.toUtf8().size();
    }
    QCOMPARE(offset, qsizetype(bytes.size()));
}

#define CHECK_INVARIANTS(bytes, doc)                                                                                                       \
    do {                                                                                                                                   \
        checkInvariants(bytes, doc);                                                                                                       \
        if (QTest::currentTestFailed()) {                                                                                                  \
            return;                                                                                                                        \
        }                                                                                                                                  \
    } while (false)

// Expected kinds (see describe()) of the fixtures in tests/data/markdown, comma-separated.
QStringList fixtureKinds(const QString &fileName)
{
    const char *kinds = "";
    if (fileName == QLatin1String("code-fences.md")) {
        kinds = "heading:2,code:markdown,code,code:{.python .input},list_item,list_item,thematic_break,paragraph";
    } else if (fileName == QLatin1String("crlf.md")) {
        kinds = "heading:1,paragraph,table,code:ini,list_item,list_item,math,reference";
    } else if (fileName == QLatin1String("mdx-components.md")) {
        kinds = "heading:1,component,component,paragraph,component,component,html,code:py,code:python out,"
                "html,paragraph,html,paragraph";
    } else if (fileName == QLatin1String("mixed-zh-en.md")) {
        kinds = "front_matter,heading:1,paragraph,heading:2,table,paragraph,math,list_item,list_item,list_item,"
                "list_item,list_item,code:python,block_quote,html,thematic_break,paragraph,reference,reference";
    } else if (fileName == QLatin1String("no-final-newline.md")) {
        kinds = "heading:1,paragraph,heading:2,code,list_item,list_item,math,paragraph";
    }
    return QString::fromLatin1(kinds).split(QLatin1Char(','), Qt::SkipEmptyParts);
}

QByteArray readFile(const QString &path)
{
    QFile file(path);
    if (!file.open(QIODevice::ReadOnly)) {
        return {};
    }
    return file.readAll();
}

void row(const char *name, const QByteArray &input, const QStringList &kinds, const QStringList &blockTexts = {},
    const QString &lead = QString())
{
    QTest::newRow(name) << input << kinds << blockTexts << lead;
}

QString u(const char *utf8)
{
    return QString::fromUtf8(utf8);
}

} // namespace

void TestMarkdownBlockParser::parse_data()
{
    QTest::addColumn<QByteArray>("input");
    QTest::addColumn<QStringList>("kinds"); // see describe()
    QTest::addColumn<QStringList>("texts"); // empty: not checked
    QTest::addColumn<QString>("lead");

    const QString h1 = QStringLiteral("heading:1");
    const QString h2 = QStringLiteral("heading:2");
    const QString p = QStringLiteral("paragraph");
    const QString li = QStringLiteral("list_item");
    const QString code = QStringLiteral("code");
    const QString html = QStringLiteral("html");
    const QString comp = QStringLiteral("component");
    const QString math = QStringLiteral("math");
    const QString ref = QStringLiteral("reference");
    const QString hr = QStringLiteral("thematic_break");
    const QString fm = QStringLiteral("front_matter");
    const QString quote = QStringLiteral("block_quote");
    const QString table = QStringLiteral("table");

    // Headings.
    row("heading: ATX h1", "# Title\n", {h1}, {u("# Title")});
    row("heading: ATX levels 1-6", "# a\n## b\n### c\n#### d\n##### e\n###### f\n",
        {h1, h2, u("heading:3"), u("heading:4"), u("heading:5"), u("heading:6")},
        {u("# a"), u("## b"), u("### c"), u("#### d"), u("##### e"), u("###### f")});
    row("heading: ATX with closing hashes and trailing spaces", "## Title ##  \n\nText\n", {h2, p}, {u("## Title ##  "), u("Text")});
    row("heading: ATX chinese", "## \xE5\xAE\x89\xE8\xA3\x85 CUDA\n", {h2}, {u("## \xE5\xAE\x89\xE8\xA3\x85 CUDA")});
    row("heading: seven hashes is a paragraph", "####### no\n", {p});
    row("heading: setext level 1", "Title\n=====\n\nText\n", {h1, p}, {u("Title\n====="), u("Text")});
    row("heading: setext level 2", "Title\n---\n", {h2}, {u("Title\n---")});
    row("heading: setext over two lines", "Line one\nline two\n===\n", {h1}, {u("Line one\nline two\n===")});

    // Paragraphs.
    row("paragraph: single", "Hello world.\n", {p}, {u("Hello world.")});
    row("paragraph: two with soft break", "One\nstill one\n\nTwo\n", {p, p}, {u("One\nstill one"), u("Two")});
    row("paragraph: chinese and english", "\xE8\xBF\x99\xE6\x98\xAF GPU \xE6\x96\x87\xE6\xA1\xA3\xE3\x80\x82\nSecond line.\n", {p},
        {u("\xE8\xBF\x99\xE6\x98\xAF GPU \xE6\x96\x87\xE6\xA1\xA3\xE3\x80\x82\nSecond line.")});
    row("paragraph: several blank lines between", "a\n\n\n\nb\n", {p, p}, {u("a"), u("b")});

    // Lists: every item is one block; a nested list stays inside its item.
    row("list: tight bullet", "- a\n- b\n- c\n", {li, li, li}, {u("- a"), u("- b"), u("- c")});
    row("list: loose bullet", "- a\n\n- b\n\n- c\n", {li, li, li}, {u("- a"), u("- b"), u("- c")});
    row("list: ordered", "1. one\n2. two\n10. ten\n", {li, li, li}, {u("1. one"), u("2. two"), u("10. ten")});
    row("list: nested list stays in its item", "- a\n  - a1\n  - a2\n- b\n", {li, li}, {u("- a\n  - a1\n  - a2"), u("- b")});
    row("list: deeply nested loose", "1. a\n\n   - a1\n\n     * a1x\n\n2. b\n", {li, li}, {u("1. a\n\n   - a1\n\n     * a1x"), u("2. b")});
    row("list: item with continuation paragraph", "- a\n\n  more a\n- b\n", {li, li}, {u("- a\n\n  more a"), u("- b")});
    row("list: item with fenced code inside", "1. a\n\n   ```\n   c\n   ```\n2. b\n", {li, li},
        {u("1. a\n\n   ```\n   c\n   ```"), u("2. b")});
    row("list: two lists around a paragraph", "- a\n\ntext\n\n- b\n", {li, p, li}, {u("- a"), u("text"), u("- b")});
    row("list: change of bullet starts a new list", "- a\n+ b\n", {li, li}, {u("- a"), u("+ b")});
    row("list: task list", "- [ ] todo\n- [x] done\n", {li, li}, {u("- [ ] todo"), u("- [x] done")});
    row("list: after heading without blank line", "## Steps\n- a\n- b\n", {h2, li, li}, {u("## Steps"), u("- a"), u("- b")});

    // Code.
    row("code: fenced backticks with info", "```python\nprint(1)\n```\n", {u("code:python")}, {u("```python\nprint(1)\n```")});
    row("code: fenced tildes", "~~~\nx\n~~~\n", {code}, {u("~~~\nx\n~~~")});
    row("code: tildes with info", "~~~bash\n$ ls\n~~~\n", {u("code:bash")});
    row("code: d2l style info string", "```{.python .input}\nx = 1\n```\n", {u("code:{.python .input}")});
    row("code: fence with blank lines inside", "```\na\n\n\nb\n```\n\nText\n", {code, p}, {u("```\na\n\n\nb\n```"), u("Text")});
    row("code: fence containing markdown", "```md\n# not a heading\n- not a list\n\n$$\n```\n", {u("code:md")},
        {u("```md\n# not a heading\n- not a list\n\n$$\n```")});
    row("code: longer fence around shorter", "````\n```\ninner\n```\n````\n", {code}, {u("````\n```\ninner\n```\n````")});
    row("code: indented", "Para\n\n    code line\n    more\n\nAfter\n", {p, code, p},
        {u("Para"), u("    code line\n    more"), u("After")});
    row("code: indented with blank line inside", "    a\n\n    b\n\nx\n", {code, p}, {u("    a\n\n    b"), u("x")});
    row("code: unclosed fence runs to the end", "```\ncode\n\nmore\n", {code}, {u("```\ncode\n\nmore")});

    // Tables, HTML, components.
    row("table: GFM", "| a | b |\n|---|:-:|\n| 1 | 2 |\n", {table}, {u("| a | b |\n|---|:-:|\n| 1 | 2 |")});
    row("table: chinese cells, then paragraph", "| \xE5\x90\x8D\xE7\xA7\xB0 | GPU |\n| --- | --- |\n| A100 | 80 GB |\n\nText\n",
        {table, p});
    row("table: without leading pipes", "a | b\n--|--\n1 | 2\n", {table});
    // cmark-gfm gives a paragraph that a table interrupts no position, and the table
    // the paragraph's start line.
    row("table: right after a paragraph line", "See:\n| a | b |\n|---|---|\n", {p, table}, {u("See:"), u("| a | b |\n|---|---|")});
    row("table: after a two-line paragraph, then text", "One\ntwo\n| a | b |\n|---|---|\n| 1 | 2 |\n\nnext\n", {p, table, p},
        {u("One\ntwo"), u("| a | b |\n|---|---|\n| 1 | 2 |"), u("next")});
    row("table: after a quote and a paragraph", "> quote\n\nSee:\n| a | b |\n|---|---|\n", {quote, p, table},
        {u("> quote"), u("See:"), u("| a | b |\n|---|---|")});
    row("table: after an empty quote and a lazy line", "\n>  quote\n\n>\nn\n|||\n-|-", {quote, quote, p, table},
        {u(">  quote"), u(">"), u("n"), u("|||\n-|-")}, u("\n"));
    row("heading: setext directly followed by a paragraph", "Title\n=====\nText\n", {h1, p}, {u("Title\n====="), u("Text")});
    row("html: div block", "<div align=\"center\">\n<img src=\"x.png\">\n</div>\n", {html},
        {u("<div align=\"center\">\n<img src=\"x.png\">\n</div>")});
    row("html: details around markdown", "<details>\n<summary>More</summary>\n\nBody text\n\n</details>\n", {html, p, html},
        {u("<details>\n<summary>More</summary>"), u("Body text"), u("</details>")});
    row("html: single-line comment", "<!-- x -->\n\nText\n", {html, p}, {u("<!-- x -->"), u("Text")});
    row("html: comment with a blank line", "<!--\nnote\n\nmore\n-->\n\nText\n", {html, p}, {u("<!--\nnote\n\nmore\n-->"), u("Text")});
    row("html: comment with a blank line, paragraph right after", "<!-- a\n\nb -->\nText\n", {html, p}, {u("<!-- a\n\nb -->"), u("Text")});
    row("html: comment with a blank line at end of file", "<!--\na\n\nb\n-->", {html}, {u("<!--\na\n\nb\n-->")});
    row("html: comment closed on its own line, then a reference", "<!--\nx\n-->\n[a]: /u\n", {html, ref},
        {u("<!--\nx\n-->"), u("[a]: /u")});
    row("component: Tip around a paragraph", "<Tip>\n\nSome tip.\n\n</Tip>\n", {comp, p, comp}, {u("<Tip>"), u("Some tip."), u("</Tip>")});
    row("component: Tip with content lines", "<Tip>\nSome tip.\n</Tip>\n", {comp}, {u("<Tip>\nSome tip.\n</Tip>")});
    row("component: Youtube self-closing", "<Youtube id=\"x\" />\n\nText\n", {comp, p}, {u("<Youtube id=\"x\" />"), u("Text")});
    row("component: Tip with warning attribute", "<Tip warning={true}>\n\nCareful.\n\n</Tip>\n", {comp, p, comp});
    row("component: multi-line self-closing tag",
        "<CourseFloatingBanner chapter={6}\n  classNames=\"absolute\"\n  notebooks={[\n    {label: \"x\"},\n  ]} />\n\n# H\n", {comp, h1});

    // Block quotes.
    row("block quote: two lines", "> quote\n> more\n\nText\n", {quote, p}, {u("> quote\n> more"), u("Text")});
    row("block quote: lazy continuation", "> a\nlazy\n", {quote}, {u("> a\nlazy")});
    row("block quote: with list and code", "> - a\n> ```\n> x\n> ```\n", {quote});

    // Front matter and thematic breaks.
    row("front matter: yaml at file start", "---\ntitle: x\ntags: [a, b]\n---\n# T\n", {fm, h1},
        {u("---\ntitle: x\ntags: [a, b]\n---"), u("# T")});
    row("front matter: then a later --- is a thematic break", "---\ntitle: x\n---\n\nText\n\n---\n\nMore\n", {fm, p, hr, p},
        {u("---\ntitle: x\n---"), u("Text"), u("---"), u("More")});
    row("front matter: closed by dots", "---\na: 1\n...\n\nText\n", {fm, p}, {u("---\na: 1\n..."), u("Text")});
    row("front matter: not after a blank line", "\n---\na: b\n---\n", {hr, h2}, {u("---"), u("a: b\n---")}, u("\n"));
    row("front matter: not in the middle", "Text\n\n---\n\nkey: value\n\n---\n", {p, hr, p, hr},
        {u("Text"), u("---"), u("key: value"), u("---")});
    row("front matter: unclosed is a thematic break", "---\n\nText\n", {hr, p}, {u("---"), u("Text")});
    row("front matter: a rule around a heading is no front matter", "---\n# Release notes\n---\n\nBody.\n", {hr, h1, hr, p},
        {u("---"), u("# Release notes"), u("---"), u("Body.")});
    row("front matter: a list first is YAML", "---\n- a\n- b\n---\nText\n", {fm, p}, {u("---\n- a\n- b\n---"), u("Text")});
    row("front matter: a rule then a blank line is no front matter", "---\n\n# Title\n\nText\n\n---\n\nMore\n", {hr, h1, p, hr, p},
        {u("---"), u("# Title"), u("Text"), u("---"), u("More")});
    row("thematic break: stars", "a\n\n***\n\nb\n", {p, hr, p}, {u("a"), u("***"), u("b")});
    row("thematic break: underscores with spaces", "_ _ _\n", {hr}, {u("_ _ _")});

    // Math.
    row("math: $$ block", "$$\na = b\n$$\n", {math}, {u("$$\na = b\n$$")});
    row("math: $$ on one line", "$$x^2$$\n\nText\n", {math, p}, {u("$$x^2$$"), u("Text")});
    row("math: $$ with a blank line inside is one block", "$$\na = b\n\nc = d\n$$\n\nAfter\n", {math, p},
        {u("$$\na = b\n\nc = d\n$$"), u("After")});
    row("math: $$ with two blank lines inside", "$$\na\n\nb\n\nc\n$$\n", {math}, {u("$$\na\n\nb\n\nc\n$$")});
    row("math: two $$ blocks", "$$\na\n$$\n\n$$\nb\n$$\n", {math, math}, {u("$$\na\n$$"), u("$$\nb\n$$")});
    row("math: unclosed $$ takes no paragraph", "$$\na\n\nText\n", {math, p}, {u("$$\na"), u("Text")});
    row("math: begin equation", "\\begin{equation}\nE = mc^2\n\\end{equation}\n\nText\n", {math, p},
        {u("\\begin{equation}\nE = mc^2\n\\end{equation}"), u("Text")});
    row("math: begin aligned inside $$", "$$\n\\begin{aligned}\na &= b\\\\\nc &= d\n\\end{aligned}\n$$\n", {math});
    row("math: dollars inside a sentence are a paragraph", "It costs $$5.\n", {p});

    // Reference and footnote definitions.
    row("reference: link definitions", "[a]: https://a.example\n[b]: https://b.example \"B\"\n", {ref},
        {u("[a]: https://a.example\n[b]: https://b.example \"B\"")});
    row("reference: after a paragraph", "Text [a].\n\n[a]: https://a.example\n", {p, ref}, {u("Text [a]."), u("[a]: https://a.example")});
    row("reference: between paragraphs", "One\n\n[a]: /u\n\nTwo\n", {p, ref, p}, {u("One"), u("[a]: /u"), u("Two")});
    row("reference: footnote", "Text[^1].\n\n[^1]: text\n", {p, ref}, {u("Text[^1]."), u("[^1]: text")});
    row("reference: link definition then footnote", "[a]: https://a.example\n[^1]: A longer footnote text.\n", {ref},
        {u("[a]: https://a.example\n[^1]: A longer footnote text.")});
    row("reference: footnote with a sentence", "[^1]: This is a longer note.\n\n[^2]: Another note.\n", {ref, ref},
        {u("[^1]: This is a longer note."), u("[^2]: Another note.")});

    // Line endings and file edges.
    row("crlf: heading, paragraph, list", "# T\r\n\r\nText\r\nmore\r\n\r\n- a\r\n- b\r\n", {h1, p, li, li},
        {u("# T"), u("Text\r\nmore"), u("- a"), u("- b")});
    row("crlf: fenced code and table", "```sh\r\nls\r\n```\r\n\r\n| a |\r\n|---|\r\n| 1 |\r\n", {u("code:sh"), table},
        {u("```sh\r\nls\r\n```"), u("| a |\r\n|---|\r\n| 1 |")});
    row("crlf: front matter", "---\r\na: b\r\n---\r\nText\r\n", {fm, p}, {u("---\r\na: b\r\n---"), u("Text")});
    row("crlf: math with blank line", "$$\r\na\r\n\r\nb\r\n$$\r\n", {math}, {u("$$\r\na\r\n\r\nb\r\n$$")});
    row("lone cr: heading, paragraph, list", "# T\r\rText\rmore\r\r- a\r- b\r", {h1, p, li, li},
        {u("# T"), u("Text\rmore"), u("- a"), u("- b")});
    row("lone cr: fenced code", "```\rx\r```\r\rText\r", {code, p}, {u("```\rx\r```"), u("Text")});
    row("mixed line endings", "a\r\nb\nc\r\rd\n", {p, p}, {u("a\r\nb\nc"), u("d")});
    // The BOM goes to the lead, so the first block's text starts after it.
    row("bom: heading", "\xEF\xBB\xBF# Title\n\nText\n", {h1, p}, {u("# Title"), u("Text")}, QString(QChar(0xFEFF)));
    row("bom: front matter", "\xEF\xBB\xBF---\na: b\n---\nText\n", {fm, p}, {u("---\na: b\n---"), u("Text")}, QString(QChar(0xFEFF)));
    row("no final newline: paragraph", "Text", {p}, {u("Text")});
    row("no final newline: fenced code", "```\nx\n```", {code}, {u("```\nx\n```")});
    row("no final newline: list", "- a\n- b", {li, li}, {u("- a"), u("- b")});
    row("no final newline: trailing blank line with spaces", "Text\n  ", {p}, {u("Text")});
    row("trailing blank lines", "Text\n   \n\t\n\n", {p}, {u("Text")});
    row("empty file", "", {}, {}, QString());
    row("whitespace-only file", "  \n\n\t\n", {}, {}, u("  \n\n\t\n"));
    row("whitespace-only file without newline", " \t ", {}, {}, u(" \t "));
    row("newlines only, crlf", "\r\n\r\n", {}, {}, u("\r\n\r\n"));
    row("leading blank lines go to lead", "\n\n# T\n", {h1}, {u("# T")}, u("\n\n"));
    row("leading whitespace lines, crlf", "\r\n  \r\n# T\r\n", {h1}, {u("# T")}, u("\r\n  \r\n"));
}

void TestMarkdownBlockParser::parse()
{
    QFETCH(QByteArray, input);
    QFETCH(QStringList, kinds);
    QFETCH(QStringList, texts);
    QFETCH(QString, lead);

    const MarkdownDocument doc = MarkdownBlockParser::parse(input);

    QCOMPARE(doc.toMarkdown().toUtf8(), input);
    CHECK_INVARIANTS(input, doc);

    QCOMPARE(describe(doc), kinds);
    if (!texts.isEmpty()) {
        QCOMPARE(::texts(doc), texts);
    }
    QCOMPARE(doc.lead, lead);
}

void TestMarkdownBlockParser::headingTextIsSourceLines_data()
{
    QTest::addColumn<QByteArray>("input");
    QTest::addColumn<int>("index"); // of the heading among the blocks
    QTest::addColumn<int>("level");
    QTest::addColumn<QByteArray>("lines"); // the heading's lines, without the final line break

    QTest::newRow("atx") << QByteArray("Intro\n\n## Section\n\nText\n") << 1 << 2 << QByteArray("## Section");
    QTest::newRow("atx with closing hashes and spaces") << QByteArray("### Sec ###   \nText\n") << 0 << 3 << QByteArray("### Sec ###   ");
    QTest::newRow("atx indented by three spaces") << QByteArray("   # Top\n") << 0 << 1 << QByteArray("   # Top");
    QTest::newRow("atx chinese with inline code")
        << QByteArray("# \xE4\xBD\xBF\xE7\x94\xA8 `nvidia-smi`\n") << 0 << 1 << QByteArray("# \xE4\xBD\xBF\xE7\x94\xA8 `nvidia-smi`");
    QTest::newRow("atx right before a paragraph") << QByteArray("# H\nText\n") << 0 << 1 << QByteArray("# H");
    QTest::newRow("atx at end without newline") << QByteArray("Text\n\n#### End") << 1 << 4 << QByteArray("#### End");
    QTest::newRow("setext h1") << QByteArray("Title\n=====\nText\n") << 0 << 1 << QByteArray("Title\n=====");
    QTest::newRow("setext h2 crlf") << QByteArray("A\r\nB\r\n--\r\n\r\nC\r\n") << 0 << 2 << QByteArray("A\r\nB\r\n--");
    QTest::newRow("atx after front matter") << QByteArray("---\na: b\n---\n# After\n") << 1 << 1 << QByteArray("# After");
}

void TestMarkdownBlockParser::headingTextIsSourceLines()
{
    QFETCH(QByteArray, input);
    QFETCH(int, index);
    QFETCH(int, level);
    QFETCH(QByteArray, lines);

    const MarkdownDocument doc = MarkdownBlockParser::parse(input);
    CHECK_INVARIANTS(input, doc);
    QVERIFY(index < doc.blocks.size());
    const MarkdownBlock &heading = doc.blocks.at(index);
    QCOMPARE(heading.kind, BlockKind::Heading);
    QCOMPARE(heading.headingLevel, level);
    QCOMPARE(heading.text.toUtf8(), lines);
    QCOMPARE(input.mid(heading.byteStart, heading.byteLength), lines);
    QVERIFY(input.indexOf(lines) == heading.byteStart);
}

void TestMarkdownBlockParser::lineNumbers()
{
    const QByteArray input = "---\na: b\n---\n\n# T\n\n- a\n  - b\n- c\n\n```\nx\n\ny\n```\n";
    const MarkdownDocument doc = MarkdownBlockParser::parse(input);
    CHECK_INVARIANTS(input, doc);
    QCOMPARE(int(doc.blocks.size()), 5);
    const QList<QPair<int, int>> expected = {{1, 3}, {5, 5}, {7, 8}, {9, 9}, {11, 15}};
    for (int i = 0; i < expected.size(); ++i) {
        QCOMPARE(doc.blocks.at(i).lineStart, expected.at(i).first);
        QCOMPARE(doc.blocks.at(i).lineEnd, expected.at(i).second);
    }
}

// Hand-written fixtures in tests/data/markdown. Every *.md there is round-tripped;
// the ones named in fixtureKinds() must also parse into exactly these kinds.
void TestMarkdownBlockParser::fixtureRoundTrip_data()
{
    QTest::addColumn<QString>("path");
    const QDir dir(QStringLiteral(YIQIAO_TEST_DATA "/markdown"));
    const QStringList files = dir.entryList({QStringLiteral("*.md")}, QDir::Files, QDir::Name);
    QVERIFY2(files.size() >= 3, qPrintable(dir.absolutePath()));
    for (const QString &file : files) {
        QTest::newRow(qPrintable(file)) << dir.absoluteFilePath(file);
    }
}

void TestMarkdownBlockParser::fixtureRoundTrip()
{
    QFETCH(QString, path);
    const QByteArray bytes = readFile(path);
    QVERIFY2(!bytes.isEmpty(), qPrintable(path));
    QString text;
    QString error;
    QVERIFY2(SourceText::decode(bytes, &text, &error), qPrintable(error));

    const MarkdownDocument doc = MarkdownBlockParser::parse(bytes);
    CHECK_INVARIANTS(bytes, doc);
    QVERIFY(doc.blocks.size() >= 5);

    const QStringList expected = fixtureKinds(QFileInfo(path).fileName());
    if (!expected.isEmpty()) {
        QCOMPARE(describe(doc), expected);
    }
}

void TestMarkdownBlockParser::corpusRoundTrip_data()
{
    QTest::addColumn<QString>("path");
    const QDir corpus(QStringLiteral(YIQIAO_SHARED_DIR "/corpus"));
    int rows = 0;
    if (corpus.exists()) {
        const QStringList slugs = corpus.entryList(QDir::Dirs | QDir::NoDotAndDotDot, QDir::Name);
        for (const QString &slug : slugs) {
            for (const QString &name : {QStringLiteral("source.en.md"), QStringLiteral("target.zh.md")}) {
                const QString path = corpus.absoluteFilePath(slug + QLatin1Char('/') + name);
                if (QFileInfo::exists(path)) {
                    QTest::newRow(qPrintable(slug + QLatin1Char('/') + name)) << path;
                    ++rows;
                }
            }
        }
    }
    if (rows == 0) {
        QTest::newRow("no corpus") << QString();
    }
}

void TestMarkdownBlockParser::corpusRoundTrip()
{
    QFETCH(QString, path);
    if (path.isEmpty()) {
        QSKIP("No corpus at " YIQIAO_SHARED_DIR "/corpus");
    }
    const QByteArray bytes = readFile(path);
    QVERIFY2(!bytes.isEmpty(), qPrintable(path));
    QString text;
    QString error;
    QVERIFY2(SourceText::decode(bytes, &text, &error), qPrintable(error));

    const MarkdownDocument doc = MarkdownBlockParser::parse(bytes);
    CHECK_INVARIANTS(bytes, doc);
    QVERIFY(!doc.blocks.isEmpty());
}

// Documents stitched together at random (fixed seeds, so a failure reproduces) from
// pieces that make cmark's line numbers go wrong: tables interrupting paragraphs,
// lazy lines, setext underlines, HTML of several kinds, math, definitions.
void TestMarkdownBlockParser::generatedDocuments_data()
{
    QTest::addColumn<quint32>("seed");
    for (quint32 seed = 1; seed <= 40; ++seed) {
        QTest::newRow(qPrintable(QStringLiteral("seed %1").arg(seed))) << seed;
    }
}

void TestMarkdownBlockParser::generatedDocuments()
{
    static const char *const pieces[] = {
        "Text",
        "Text \xE4\xB8\xAD\xE6\x96\x87",
        "> quote",
        ">",
        "> - item",
        "- item",
        "  - nested",
        "1. one",
        "* star",
        "| a | b |",
        "|---|---|",
        "| 1 | 2 |",
        "-|-",
        "|||",
        "===",
        "---",
        "***",
        "# Head",
        "Setext",
        "```python",
        "```",
        "~~~",
        "    indented",
        "<div>",
        "</div>",
        "<!-- c",
        "-->",
        "<Tip>",
        "</Tip>",
        "<Youtube id=\"x\" />",
        "$$",
        "x^2",
        "\\begin{equation}",
        "\xEF\xBB\xBF"
        "bom at a line start",
        "\xEF\xBF\xBE"
        "noncharacter at a line start",
        "[a]: /url",
        "[^1]: note",
        "\t tab",
        "",
    };
    static const char *const breaks[] = {"\n", "\n", "\n", "\r\n", "\r", "\n\n"};
    QFETCH(quint32, seed);
    QRandomGenerator random(seed);
    for (int doc = 0; doc < 50; ++doc) {
        QByteArray input;
        const int lines = random.bounded(1, 30);
        for (int i = 0; i < lines; ++i) {
            input += pieces[random.bounded(int(sizeof pieces / sizeof *pieces))];
            input += breaks[random.bounded(int(sizeof breaks / sizeof *breaks))];
        }
        if (random.bounded(4) == 0) {
            input.chop(1);
        }
        const MarkdownDocument parsed = MarkdownBlockParser::parse(input);
        QCOMPARE(parsed.toMarkdown().toUtf8(), input);
        CHECK_INVARIANTS(input, parsed);
    }
}

QTEST_GUILESS_MAIN(TestMarkdownBlockParser)
#include "tst_markdownblockparser.moc"
