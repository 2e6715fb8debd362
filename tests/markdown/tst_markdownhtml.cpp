// SPDX-FileCopyrightText: 2026 Yiqiao authors
// SPDX-License-Identifier: GPL-3.0-or-later
#include "markdown/markdownblockparser.h"

#include <QDir>
#include <QFile>
#include <QFileInfo>
#include <QRegularExpression>
#include <QTest>

#include <algorithm>

// MarkdownBlockParser::renderHtml: safe GFM HTML with one anchor per parsed block.
class TestMarkdownHtml : public QObject
{
    Q_OBJECT

private Q_SLOTS:
    void anchorsFollowBlocks_data();
    void anchorsFollowBlocks();
    void anchorsMatchBlockKinds_data();
    void anchorsMatchBlockKinds();
    void unsafeContentDropped_data();
    void unsafeContentDropped();
    void gfmExtensions_data();
    void gfmExtensions();
    void codeBlocksGoThroughRenderer_data();
    void codeBlocksGoThroughRenderer();
    void defaultCodeIsEscaped();
    void rendererOutputIsVerbatim();
    void softBreaksBetweenChineseCharactersGo_data();
    void softBreaksBetweenChineseCharactersGo();
    void brTagsBreakTheLine_data();
    void brTagsBreakTheLine();
};

namespace {

QString u(const char *utf8)
{
    return QString::fromUtf8(utf8);
}

const QRegularExpression &anchorPattern()
{
    static const QRegularExpression re(QStringLiteral("<a name=\"yq-block-(\\d+)\"></a>"));
    return re;
}

QList<int> anchorNumbers(const QString &html)
{
    QList<int> numbers;
    auto it = anchorPattern().globalMatch(html);
    while (it.hasNext()) {
        numbers.append(it.next().captured(1).toInt());
    }
    return numbers;
}

QList<int> range(int count)
{
    QList<int> numbers;
    for (int i = 0; i < count; ++i) {
        numbers.append(i);
    }
    return numbers;
}

// The HTML between the end of anchor i and the start of anchor i + 1 (or the end),
// and the HTML before each anchor.
struct Segments {
    QStringList after;
    QStringList before;
};

Segments segments(const QString &html)
{
    Segments result;
    QList<QRegularExpressionMatch> matches;
    auto it = anchorPattern().globalMatch(html);
    while (it.hasNext()) {
        matches.append(it.next());
    }
    for (int i = 0; i < matches.size(); ++i) {
        const qsizetype end = i + 1 < matches.size() ? matches.at(i + 1).capturedStart() : html.size();
        result.after.append(html.mid(matches.at(i).capturedEnd(), end - matches.at(i).capturedEnd()).trimmed());
        result.before.append(html.left(matches.at(i).capturedStart()).trimmed());
    }
    return result;
}

QByteArray readFile(const QString &path)
{
    QFile file(path);
    return file.open(QIODevice::ReadOnly) ? file.readAll() : QByteArray();
}

} // namespace

// Each block of the input holds the word wN (N = its index in parse()'s list); the
// HTML after anchor N must show wN before anchor N + 1. "" = the block shows nothing.
void TestMarkdownHtml::anchorsFollowBlocks_data()
{
    QTest::addColumn<QString>("markdown");
    QTest::addColumn<QStringList>("words");

    const QStringList w3 = {QStringLiteral("w0"), QStringLiteral("w1"), QStringLiteral("w2")};
    QTest::newRow("paragraphs") << u("w0\n\nw1\n\nw2\n") << w3;
    QTest::newRow("heading, setext heading, paragraph") << u("# w0\n\nw1\n===\nw2\n") << w3;
    QTest::newRow("list items are blocks") << u("- w0\n- w1\n\n1. w2\n2. w3\n")
                                           << QStringList {
                                                  QStringLiteral("w0"), QStringLiteral("w1"), QStringLiteral("w2"), QStringLiteral("w3")};
    QTest::newRow("task list and loose list") << u("- [ ] w0\n- [x] w1\n\n- w2\n\n  more w2\n") << w3;
    QTest::newRow("table after paragraph") << u("w0\n\n| w1 | b |\n|---|---|\n| 1 | 2 |\n\nw2\n") << w3;
    QTest::newRow("table interrupting paragraph") << u("w0 intro\n| w1 | b |\n|---|---|\n| 1 | 2 |\n\nw2\n") << w3;
    QTest::newRow("front matter") << u("---\ntitle: w0\n---\n\n# w1\n\nw2\n") << w3;
    QTest::newRow("thematic break, not front matter")
        << u("---\n\nw1\n\nw2\n") << QStringList {QStringLiteral("<hr />"), QStringLiteral("w1"), QStringLiteral("w2")};
    QTest::newRow("math with blank line") << u("w0\n\n$$\nw1\n\nx\n$$\n\nw2\n") << w3;
    QTest::newRow("reference definition between blocks")
        << u("w0 [a]\n\n[a]: https://example.com\n\nw2\n") << QStringList {QStringLiteral("w0"), QString(), QStringLiteral("w2")};
    QTest::newRow("reference definition first and last") << u("[a]: https://example.com\n\nw1 [a]\n\n[b]: https://example.org\n")
                                                         << QStringList {QString(), QStringLiteral("w1"), QString()};
    QTest::newRow("MDX component and code") << u("<Tip>\n\nw1\n\n</Tip>\n\n```python\nw3 = 1\n```\n")
                                            << QStringList {QStringLiteral("raw HTML omitted"), QStringLiteral("w1"),
                                                   QStringLiteral("raw HTML omitted"), QStringLiteral("w3")};
    QTest::newRow("block quote and indented code") << u("> w0\n\n    w1\n\nw2\n") << w3;
    QTest::newRow("CRLF and BOM") << u("\xEF\xBB\xBFw0\r\n\r\n- w1\r\n\r\nw2") << w3;
    QTest::newRow("CJK") << u("# 标题 w0\n\n中文段落 w1。\n\n- 列表 w2\n") << w3;
    QTest::newRow("empty") << QString() << QStringList();
}

void TestMarkdownHtml::anchorsFollowBlocks()
{
    QFETCH(QString, markdown);
    QFETCH(QStringList, words);
    QCOMPARE(MarkdownBlockParser::parse(markdown.toUtf8()).blocks.size(), words.size());

    const QString html = MarkdownBlockParser::renderHtml(markdown);
    QCOMPARE(anchorNumbers(html), range(int(words.size())));
    const QStringList after = segments(html).after;
    for (int i = 0; i < words.size(); ++i) {
        if (words.at(i).isEmpty()) {
            QVERIFY2(after.at(i).isEmpty(), qPrintable(after.at(i)));
        } else {
            QVERIFY2(after.at(i).contains(words.at(i)), qPrintable(QStringLiteral("%1: %2").arg(i).arg(after.at(i))));
        }
    }
}

// Real posts: one anchor per block, in order, each one right before what its block
// renders to.
void TestMarkdownHtml::anchorsMatchBlockKinds_data()
{
    QTest::addColumn<QString>("path");
    const QDir fixtures(QStringLiteral(YIQIAO_TEST_DATA "/markdown"));
    for (const QString &file : fixtures.entryList({QStringLiteral("*.md")}, QDir::Files, QDir::Name)) {
        QTest::newRow(qPrintable(QStringLiteral("fixture ") + file)) << fixtures.absoluteFilePath(file);
    }
    const QDir corpus(QStringLiteral(YIQIAO_SHARED_DIR "/corpus"));
    for (const QString &slug : corpus.entryList(QDir::Dirs | QDir::NoDotAndDotDot, QDir::Name)) {
        for (const QString &name : {QStringLiteral("source.en.md"), QStringLiteral("target.zh.md")}) {
            const QString path = corpus.absoluteFilePath(slug + QLatin1Char('/') + name);
            if (QFileInfo::exists(path)) {
                QTest::newRow(qPrintable(slug + QLatin1Char('/') + name)) << path;
            }
        }
    }
}

void TestMarkdownHtml::anchorsMatchBlockKinds()
{
    QFETCH(QString, path);
    const QByteArray bytes = readFile(path);
    QVERIFY2(!bytes.isEmpty(), qPrintable(path));
    const MarkdownDocument doc = MarkdownBlockParser::parse(bytes);
    const QString html = MarkdownBlockParser::renderHtml(QString::fromUtf8(bytes));
    QCOMPARE(anchorNumbers(html), range(int(doc.blocks.size())));

    const Segments parts = segments(html);
    for (int i = 0; i < doc.blocks.size(); ++i) {
        const MarkdownBlock &block = doc.blocks.at(i);
        const QString &after = parts.after.at(i);
        const QString where = QStringLiteral("block %1 (line %2): %3").arg(i).arg(block.lineStart).arg(after.left(80));
        switch (block.kind) {
        case BlockKind::Heading:
            QVERIFY2(after.startsWith(QStringLiteral("<h%1").arg(block.headingLevel)), qPrintable(where));
            break;
        case BlockKind::Table:
            QVERIFY2(after.startsWith(QStringLiteral("<table")), qPrintable(where));
            break;
        case BlockKind::Code:
        case BlockKind::FrontMatter:
            QVERIFY2(after.startsWith(QStringLiteral("<pre")), qPrintable(where));
            break;
        case BlockKind::BlockQuote:
            QVERIFY2(after.startsWith(QStringLiteral("<blockquote")), qPrintable(where));
            break;
        case BlockKind::ThematicBreak:
            QVERIFY2(after.startsWith(QStringLiteral("<hr")), qPrintable(where));
            break;
        case BlockKind::ListItem:
            QVERIFY2(parts.before.at(i).endsWith(QStringLiteral("<li>")) || parts.before.at(i).endsWith(QStringLiteral("disabled=\"\" />")),
                qPrintable(where));
            break;
        default:
            break;
        }
    }
}

void TestMarkdownHtml::unsafeContentDropped_data()
{
    QTest::addColumn<QString>("markdown");
    QTest::addColumn<QStringList>("forbidden");
    QTest::addColumn<QString>("expected");

    const QString omitted = QStringLiteral("<!-- raw HTML omitted -->");
    QTest::newRow("script block") << u("<script>alert(1)</script>\n") << QStringList {QStringLiteral("<script")} << omitted;
    QTest::newRow("iframe block") << u("<iframe src=\"https://example.com\"></iframe>\n") << QStringList {QStringLiteral("<iframe")}
                                  << omitted;
    QTest::newRow("inline HTML") << u("a <img src=\"http://example.com/x.png\" onerror=\"x()\"> b\n")
                                 << QStringList {QStringLiteral("<img"), QStringLiteral("onerror")} << omitted;
    QTest::newRow("javascript link") << u("[x](javascript:alert(1))\n") << QStringList {QStringLiteral("javascript:")}
                                     << QStringLiteral("<a href=\"\">x</a>");
    QTest::newRow("javascript link, mixed case")
        << u("[x](JaVaScRiPt:alert(1))\n") << QStringList {QStringLiteral("alert")} << QStringLiteral("<a href=\"\">x</a>");
    QTest::newRow("javascript image") << u("![x](javascript:alert(1))\n") << QStringList {QStringLiteral("javascript:")}
                                      << QStringLiteral("<img src=\"\"");
    QTest::newRow("vbscript link") << u("[x](vbscript:msgbox)\n") << QStringList {QStringLiteral("vbscript:")}
                                   << QStringLiteral("<a href=\"\">x</a>");
    QTest::newRow("data:text/html link") << u("[x](data:text/html,<b>)\n") << QStringList {QStringLiteral("data:")}
                                         << QStringLiteral("<a href=\"\">x</a>");
    QTest::newRow("raw HTML in a list item") << u("- <script>x</script>\n") << QStringList {QStringLiteral("<script")} << omitted;
    QTest::newRow("HTML in front matter") << u("---\ntitle: <script>x</script>\n---\n") << QStringList {QStringLiteral("<script")}
                                          << QStringLiteral("&lt;script&gt;");
}

void TestMarkdownHtml::unsafeContentDropped()
{
    QFETCH(QString, markdown);
    QFETCH(QStringList, forbidden);
    QFETCH(QString, expected);
    const QString html = MarkdownBlockParser::renderHtml(markdown);
    for (const QString &text : std::as_const(forbidden)) {
        QVERIFY2(!html.contains(text, Qt::CaseInsensitive), qPrintable(html));
    }
    QVERIFY2(html.contains(expected), qPrintable(html));
}

void TestMarkdownHtml::gfmExtensions_data()
{
    QTest::addColumn<QString>("markdown");
    QTest::addColumn<QString>("expected");

    QTest::newRow("table") << u("| a | b |\n|:--|--:|\n| 1 | 2 |\n") << QStringLiteral("<td align=\"right\">2</td>");
    QTest::newRow("strikethrough") << u("~~gone~~\n") << QStringLiteral("<del>gone</del>");
    QTest::newRow("autolink") << u("see https://example.com/x now\n") << QStringLiteral("<a href=\"https://example.com/x\">");
    QTest::newRow("task list, checked") << u("- [x] done\n") << QStringLiteral("<input type=\"checkbox\" checked=\"\" disabled=\"\" />");
    QTest::newRow("task list, open") << u("- [ ] todo\n") << QStringLiteral("<input type=\"checkbox\" disabled=\"\" />");
    QTest::newRow("CJK text") << u("中文 **加粗**\n") << u("<p>中文 <strong>加粗</strong></p>");
}

void TestMarkdownHtml::gfmExtensions()
{
    QFETCH(QString, markdown);
    QFETCH(QString, expected);
    const QString html = MarkdownBlockParser::renderHtml(markdown);
    QVERIFY2(html.contains(expected), qPrintable(html));
}

void TestMarkdownHtml::codeBlocksGoThroughRenderer_data()
{
    QTest::addColumn<QString>("markdown");
    QTest::addColumn<QStringList>("calls"); // language|code

    QTest::newRow("fenced with info words") << u("```python title=\"x.py\"\nprint(1)\n```\n")
                                            << QStringList {QStringLiteral("python|print(1)\n")};
    QTest::newRow("tilde fence") << u("~~~bash\nls -l\n~~~\n") << QStringList {QStringLiteral("bash|ls -l\n")};
    QTest::newRow("no language") << u("```\nplain\n```\n") << QStringList {QStringLiteral("|plain\n")};
    QTest::newRow("indented") << u("para\n\n    indented\n") << QStringList {QStringLiteral("|indented\n")};
    QTest::newRow("inside a list item") << u("1. step\n\n   ```sh\n   make\n   ```\n") << QStringList {QStringLiteral("sh|make\n")};
    QTest::newRow("inside a block quote") << u("> ```json\n> {}\n> ```\n") << QStringList {QStringLiteral("json|{}\n")};
    QTest::newRow("front matter as yaml") << u("---\ntitle: x\n---\n\n```c++\nint a;\n```\n")
                                          << QStringList {QStringLiteral("yaml|---\ntitle: x\n---\n"), QStringLiteral("c++|int a;\n")};
}

void TestMarkdownHtml::codeBlocksGoThroughRenderer()
{
    QFETCH(QString, markdown);
    QFETCH(QStringList, calls);
    QStringList seen;
    const QString html = MarkdownBlockParser::renderHtml(markdown, [&seen](const QString &language, const QString &code) {
        seen.append(language + QLatin1Char('|') + code);
        return QStringLiteral("<pre>CODE%1</pre>").arg(seen.size());
    });
    std::sort(seen.begin(), seen.end());
    std::sort(calls.begin(), calls.end());
    QCOMPARE(seen, calls);
    for (int i = 1; i <= calls.size(); ++i) {
        QVERIFY2(html.contains(QStringLiteral("<pre>CODE%1</pre>").arg(i)), qPrintable(html));
    }
}

void TestMarkdownHtml::defaultCodeIsEscaped()
{
    const QString html = MarkdownBlockParser::renderHtml(u("```html\n<b>&amp;</b>\n```\n"));
    QVERIFY2(
        html.contains(QStringLiteral("<pre><code class=\"language-html\">&lt;b&gt;&amp;amp;&lt;/b&gt;\n</code></pre>")), qPrintable(html));
}

void TestMarkdownHtml::rendererOutputIsVerbatim()
{
    const QString html = MarkdownBlockParser::renderHtml(
        u("```py\nx\n```\n"), [](const QString &, const QString &) { return u("<pre><span style=\"color:#ff0000\">x</span> 中</pre>"); });
    QVERIFY2(html.contains(u("<pre><span style=\"color:#ff0000\">x</span> 中</pre>")), qPrintable(html));
    QVERIFY(!html.contains(QStringLiteral("raw HTML omitted")));
}

void TestMarkdownHtml::softBreaksBetweenChineseCharactersGo_data()
{
    QTest::addColumn<QString>("markdown");
    QTest::addColumn<QString>("paragraph");
    QTest::newRow("Chinese lines join") << u("第一行\n第二行\n") << u("<p>第一行第二行</p>");
    QTest::newRow("full-width punctuation joins") << u("第一行，\n第二行。\n") << u("<p>第一行，第二行。</p>");
    QTest::newRow("English lines keep their break") << u("first line\nsecond line\n") << u("<p>first line\nsecond line</p>");
    QTest::newRow("Chinese then Latin keeps it") << u("使用\nCUDA 12\n") << u("<p>使用\nCUDA 12</p>");
    QTest::newRow("after inline code it stays") << u("运行 `pip`\n安装\n") << u("<p>运行 <code>pip</code>\n安装</p>");
    QTest::newRow("hard breaks stay") << u("第一行  \n第二行\n") << u("<p>第一行<br />\n第二行</p>");
}

void TestMarkdownHtml::softBreaksBetweenChineseCharactersGo()
{
    QFETCH(QString, markdown);
    QFETCH(QString, paragraph);
    QString html = MarkdownBlockParser::renderHtml(markdown);
    html.remove(anchorPattern());
    QCOMPARE(html.trimmed(), paragraph);
}

// Posts write <br/> for a line break inside a paragraph or a table cell ("arena<br/>while"
// ran together in the preview). Only a tag that is exactly a br becomes one; any other
// raw HTML stays omitted.
void TestMarkdownHtml::brTagsBreakTheLine_data()
{
    QTest::addColumn<QString>("markdown");
    QTest::addColumn<QString>("html");
    QTest::newRow("<br/>") << u("arena<br/>while\n") << u("<p>arena<br />while</p>");
    QTest::newRow("<br>") << u("arena<br>while\n") << u("<p>arena<br />while</p>");
    QTest::newRow("<br />") << u("arena<br />while\n") << u("<p>arena<br />while</p>");
    QTest::newRow("upper case <BR>") << u("arena<BR>while\n") << u("<p>arena<br />while</p>");
    QTest::newRow("in a table cell") << u("| a |\n|---|\n| x<br/>y |\n") << u("<td>x<br />y</td>");
    QTest::newRow("between Chinese characters") << u("第一行<br/>第二行\n") << u("<p>第一行<br />第二行</p>");
    QTest::newRow("br with attributes stays omitted") << u("a<br class=\"x\">b\n") << u("<p>a<!-- raw HTML omitted -->b</p>");
    QTest::newRow("closing </br> stays omitted") << u("a</br>b\n") << u("<p>a<!-- raw HTML omitted -->b</p>");
    QTest::newRow("other inline HTML stays omitted")
        << u("a<b>b</b>\n") << u("<p>a<!-- raw HTML omitted -->b<!-- raw HTML omitted --></p>");
    QTest::newRow("a post holding the mark keeps its tags omitted")
        << u("a\uFDD0<br/>b\n") << u("<p>a\uFDD0<!-- raw HTML omitted -->b</p>");
    QTest::newRow("in inline code it is text") << u("`a<br/>b`\n") << u("<p><code>a&lt;br/&gt;b</code></p>");
}

void TestMarkdownHtml::brTagsBreakTheLine()
{
    QFETCH(QString, markdown);
    QFETCH(QString, html);
    QString rendered = MarkdownBlockParser::renderHtml(markdown);
    rendered.remove(anchorPattern());
    QVERIFY2(rendered.contains(html), qPrintable(rendered));
}

QTEST_GUILESS_MAIN(TestMarkdownHtml)
#include "tst_markdownhtml.moc"
