// SPDX-FileCopyrightText: 2026 Yiqiao authors
// SPDX-License-Identifier: GPL-3.0-or-later
#include "emojifont.h"
#include "markdownhighlighting.h"
#include "previewpane.h"

#include <QAbstractTextDocumentLayout>
#include <QBuffer>
#include <QDir>
#include <QFontDatabase>
#include <QFontInfo>
#include <QImage>
#include <QScrollBar>
#include <QSignalSpy>
#include <QTemporaryDir>
#include <QTest>
#include <QTextBlock>
#include <QTextCursor>
#include <QTextTable>

namespace {

// Records what the document asks for and what it gets.
class SpyPane : public PreviewPane
{
public:
    QVariant loadResource(int type, const QUrl &name) override
    {
        const QVariant result = PreviewPane::loadResource(type, name);
        asked.append(name);
        answers.append(result);
        return result;
    }

    QList<QUrl> asked;
    QList<QVariant> answers;
};

QPalette darkPalette()
{
    QPalette palette;
    palette.setColor(QPalette::Base, QColor(0x20, 0x20, 0x20));
    palette.setColor(QPalette::Text, QColor(0xee, 0xee, 0xee));
    palette.setColor(QPalette::AlternateBase, QColor(0x30, 0x30, 0x30));
    return palette;
}

void showAndLayOut(QWidget &widget)
{
    widget.resize(400, 300);
    widget.show();
    QVERIFY(QTest::qWaitForWindowExposed(&widget));
}

// Lays the whole document out, which makes it load its images.
void layOut(PreviewPane &pane)
{
    pane.document()->documentLayout()->documentSize();
    for (QTextBlock block = pane.document()->begin(); block.isValid(); block = block.next()) {
        pane.document()->documentLayout()->blockBoundingRect(block);
    }
}

QString imageDataUrl(const QSize &size)
{
    QImage image(size, QImage::Format_ARGB32);
    image.fill(Qt::red);
    QByteArray png;
    QBuffer buffer(&png);
    buffer.open(QIODevice::WriteOnly);
    image.save(&buffer, "PNG");
    return QStringLiteral("data:image/png;base64,") + QString::fromLatin1(png.toBase64());
}

// The character format of the first occurrence of text.
QTextCharFormat formatOf(PreviewPane &pane, const QString &text)
{
    const QTextCursor found = pane.document()->find(text);
    return found.isNull() ? QTextCharFormat() : found.charFormat();
}

QString fillerParagraphs()
{
    QString draft;
    for (int i = 0; i < 200; ++i) {
        draft += QStringLiteral("Filler %1 of a long draft.\n\n").arg(i);
    }
    return draft;
}

} // namespace

class TestPreviewPane : public QObject
{
    Q_OBJECT

private Q_SLOTS:
    void nothingIsFetched_data();
    void nothingIsFetched();
    void localFilesAreNotRead();
    void dataImagesAreShown();
    void linksAreRequestedNotOpened();
    void scrollToBlock_data();
    void scrollToBlock();
    void scrollPositionSurvivesRerender();
    void gfmShownInTextDocument();
    void warningAlertIsARedBox_data();
    void warningAlertIsARedBox();
    void codeBlocksEndWithTheirLastLine();
    void pythonFenceIsColoured();
    void paletteChangeRerenders();
    void emojiFallsBackToAColourFont();
    void brTagBreaksTheLine();
};

void TestPreviewPane::nothingIsFetched_data()
{
    QTest::addColumn<QString>("draft");
    QTest::addColumn<QString>("forbidden"); // must not reach the document

    QTest::newRow("script") << QStringLiteral("<script>alert(1)</script>\n\ntext\n") << QStringLiteral("alert");
    QTest::newRow("raw img") << QStringLiteral("a <img src=\"http://example.com/x.png\"> b\n") << QStringLiteral("example.com");
    QTest::newRow("iframe") << QStringLiteral("<iframe src=\"https://example.com/\"></iframe>\n") << QStringLiteral("example.com");
    QTest::newRow("raw link stylesheet") << QStringLiteral("<link rel=\"stylesheet\" href=\"http://example.com/a.css\">\n")
                                         << QStringLiteral("a.css");
    QTest::newRow("markdown image http") << QStringLiteral("![x](http://example.com/a.png)\n") << QString();
    QTest::newRow("markdown image https") << QStringLiteral("![x](https://example.com/a.png)\n") << QString();
    QTest::newRow("markdown image ftp") << QStringLiteral("![x](ftp://example.com/a.png)\n") << QString();
    QTest::newRow("markdown image in table") << QStringLiteral("| a |\n|---|\n| ![x](http://example.com/t.png) |\n") << QString();
}

// Every request is answered without content: remote URLs are never fetched.
void TestPreviewPane::nothingIsFetched()
{
    QFETCH(QString, draft);
    QFETCH(QString, forbidden);
    SpyPane pane;
    pane.setMarkdown(draft);
    showAndLayOut(pane);
    layOut(pane);
    for (int i = 0; i < pane.asked.size(); ++i) {
        const QVariant &answer = pane.answers.at(i);
        const QString what = pane.asked.at(i).toString();
        QVERIFY2(
            answer.canConvert<QImage>() ? answer.value<QImage>().size() == QSize(1, 1) : answer.toString().isEmpty(), qPrintable(what));
    }
    const QString html = pane.toHtml();
    QVERIFY(!html.contains(QLatin1String("<script"), Qt::CaseInsensitive));
    QVERIFY(!html.contains(QLatin1String("<iframe"), Qt::CaseInsensitive));
    if (!forbidden.isEmpty()) {
        QVERIFY2(!html.contains(forbidden), qPrintable(html));
    }
}

// QTextDocument reads local files by itself when the view answers nothing.
void TestPreviewPane::localFilesAreNotRead()
{
    QTemporaryDir dir;
    QVERIFY(dir.isValid());
    QImage secret(20, 10, QImage::Format_ARGB32);
    secret.fill(Qt::blue);
    QVERIFY(secret.save(dir.filePath(QStringLiteral("secret.png"))));
    const QUrl absolute = QUrl::fromLocalFile(dir.filePath(QStringLiteral("secret.png")));
    const QString previous = QDir::currentPath();
    QVERIFY(QDir::setCurrent(dir.path()));

    PreviewPane pane;
    pane.setMarkdown(
        QStringLiteral("![a](secret.png) ![b](%1) ![c](%2)\n").arg(absolute.toString(), dir.filePath(QStringLiteral("secret.png"))));
    showAndLayOut(pane);
    layOut(pane);
    QDir::setCurrent(previous);
    for (const QString &url : {QStringLiteral("secret.png"), absolute.toString(), dir.filePath(QStringLiteral("secret.png"))}) {
        const QVariant resource = pane.document()->resource(QTextDocument::ImageResource, QUrl(url));
        QVERIFY2(resource.value<QImage>().size() != secret.size(), qPrintable(url));
        QVERIFY2(resource.toByteArray().isEmpty(), qPrintable(url));
    }
}

void TestPreviewPane::dataImagesAreShown()
{
    PreviewPane pane;
    const QString url = imageDataUrl(QSize(3, 2));
    pane.setMarkdown(QStringLiteral("![dot](%1)\n").arg(url));
    showAndLayOut(pane);
    layOut(pane);
    QCOMPARE(pane.loadResource(QTextDocument::ImageResource, QUrl(url)).value<QImage>().size(), QSize(3, 2));
    QCOMPARE(pane.loadResource(QTextDocument::ImageResource, QUrl(QStringLiteral("data:text/html;base64,PGI+"))).value<QImage>().size(),
        QSize(1, 1));
}

// Tab moves to the link, Return activates it: the pane asks, and stays where it is.
void TestPreviewPane::linksAreRequestedNotOpened()
{
    PreviewPane pane;
    pane.setMarkdown(QStringLiteral("See [the docs](https://example.com/docs) now.\n"));
    showAndLayOut(pane);
    pane.setFocus();
    const QString before = pane.toHtml();
    QSignalSpy requested(&pane, &PreviewPane::linkRequested);
    QTest::keyClick(&pane, Qt::Key_Tab);
    QTest::keyClick(&pane, Qt::Key_Return);
    QTRY_COMPARE(requested.count(), 1);
    QCOMPARE(requested.at(0).at(0).toUrl(), QUrl(QStringLiteral("https://example.com/docs")));
    QCOMPARE(pane.toHtml(), before);
    QVERIFY(pane.source().isEmpty());
}

// Every kind of block; a block without text (rule, omitted HTML, reference
// definition) scrolls to the next one that has text.
void TestPreviewPane::scrollToBlock_data()
{
    QTest::addColumn<int>("index");
    QTest::addColumn<QString>("top"); // in the first line shown

    const QStringList tops = {QStringLiteral("---"), QStringLiteral("w1heading"), QStringLiteral("w2para"), QStringLiteral("w3item"),
        QStringLiteral("w4task"), QStringLiteral("w5loose"), QStringLiteral("w6code"), QStringLiteral("w7cell"), QStringLiteral("w9quote"),
        QStringLiteral("w9quote"), QStringLiteral("w11para"), QStringLiteral("w11para"), QStringLiteral("Filler 0 "),
        QStringLiteral("Filler 150 ")};
    const QStringList kinds = {QStringLiteral("front matter"), QStringLiteral("heading"), QStringLiteral("paragraph"),
        QStringLiteral("list item"), QStringLiteral("task item"), QStringLiteral("loose list item"), QStringLiteral("code"),
        QStringLiteral("table"), QStringLiteral("thematic break"), QStringLiteral("block quote"), QStringLiteral("omitted HTML"),
        QStringLiteral("paragraph after HTML"), QStringLiteral("reference definition"), QStringLiteral("far paragraph")};
    for (int i = 0; i < tops.size(); ++i) {
        const int index = i < 13 ? i : 163;
        QTest::newRow(qPrintable(QStringLiteral("%1 %2").arg(index).arg(kinds.at(i)))) << index << tops.at(i);
    }
}

void TestPreviewPane::scrollToBlock()
{
    QFETCH(int, index);
    QFETCH(QString, top);
    const QString draft =
        QStringLiteral("---\ntitle: w0front\n---\n\n# w1heading\n\nw2para\n\n- w3item\n- [x] w4task\n\n1. w5loose\n\n   more\n\n"
                       "```python\nw6code = 1\n```\n\n| w7cell | b |\n|---|---|\n| 1 | 2 |\n\n***\n\n> w9quote\n\n"
                       "<div>w10html</div>\n\nw11para [r]\n\n[r]: https://example.com\n\n")
        + fillerParagraphs();
    PreviewPane pane;
    pane.setMarkdown(draft);
    showAndLayOut(pane);
    pane.scrollToBlock(index);
    QVERIFY(pane.verticalScrollBar()->value() > 0 || index == 0);
    const QString shown = pane.cursorForPosition(QPoint(5, 5)).block().text();
    QVERIFY2(shown.contains(top), qPrintable(shown));
}

void TestPreviewPane::scrollPositionSurvivesRerender()
{
    PreviewPane pane;
    pane.setMarkdown(fillerParagraphs());
    showAndLayOut(pane);
    pane.scrollToBlock(120);
    const int value = pane.verticalScrollBar()->value();
    QVERIFY(value > 0);
    pane.setMarkdown(fillerParagraphs() + QStringLiteral("One more paragraph.\n"));
    QCOMPARE(pane.verticalScrollBar()->value(), value);
}

void TestPreviewPane::gfmShownInTextDocument()
{
    PreviewPane pane;
    pane.setMarkdown(
        QStringLiteral("---\ntitle: Front\n---\n\n~~old~~ new\n\n- [x] done\n- [ ] open\n\n| a | b |\n|---|---|\n| 1 | 2 |\n"));
    const QString text = pane.toPlainText();
    QVERIFY2(text.contains(QLatin1String("title: Front")), qPrintable(text));
    QVERIFY(formatOf(pane, QStringLiteral("old")).fontStrikeOut());
    QVERIFY(!formatOf(pane, QStringLiteral("new")).fontStrikeOut());
    QVERIFY2(text.contains(QStringLiteral("\u2611")) && text.contains(QStringLiteral("\u2610")), qPrintable(text));
    QVERIFY(!text.contains(QLatin1String("<input")));
    QVERIFY(pane.toHtml().contains(QLatin1String("<table")));
}

// A GitHub alert is drawn as a framed cell: a warning box (the note kind) in red, its
// marker shown as a title; a plain block quote stays a block quote.
void TestPreviewPane::warningAlertIsARedBox_data()
{
    QTest::addColumn<QString>("markdown");
    QTest::addColumn<bool>("redBox");
    QTest::addColumn<QString>("title");
    QTest::newRow("warning box note") << QStringLiteral("> [!WARNING]\n> **【译者注·警告】PCIe 版 A100**\n>\n> 风险说明\n") << true
                                      << QStringLiteral("⚠️ 警告");
    QTest::newRow("caution, lower case") << QStringLiteral("> [!caution]\n> 风险说明\n") << true << QStringLiteral("⛔ 小心");
    QTest::newRow("plain block quote") << QStringLiteral("> [!DANGER]\n> 风险说明\n") << false << QString();
}

void TestPreviewPane::warningAlertIsARedBox()
{
    QFETCH(QString, markdown);
    QFETCH(bool, redBox);
    QFETCH(QString, title);
    PreviewPane pane;
    pane.setMarkdown(QStringLiteral("Before\n\n") + markdown + QStringLiteral("\nAfter\n"));
    const QTextCursor found = pane.document()->find(QStringLiteral("风险说明"));
    QVERIFY(!found.isNull());
    QTextTable *table = found.currentTable();
    QCOMPARE(table != nullptr, redBox);
    QCOMPARE(pane.toPlainText().contains(QLatin1String("[!")), !redBox);
    if (!redBox) {
        return;
    }
    QCOMPARE(table->rows(), 1);
    QCOMPARE(table->format().borderBrush().color(), QColor(QStringLiteral("#cf222e")));
    QCOMPARE(table->cellAt(found).format().background().color(), QColor(QStringLiteral("#ffebe9")));
    QCOMPARE(formatOf(pane, title).foreground().color(), QColor(QStringLiteral("#cf222e")));
    QCOMPARE(pane.document()->find(title).currentTable(), table);
    QCOMPARE(pane.document()->find(QStringLiteral("After")).currentTable(), nullptr);
}

// No empty line at the end of a code block, highlighted or not.
void TestPreviewPane::codeBlocksEndWithTheirLastLine()
{
    PreviewPane pane;
    pane.setMarkdown(QStringLiteral("---\ntitle: x\n---\n\n```python\nx = 1\n```\n\n```\nplain\n```\n\nafter\n"));
    QCOMPARE(pane.toPlainText().trimmed(), QStringLiteral("---\ntitle: x\n---\nx = 1\nplain\nafter"));
}

void TestPreviewPane::pythonFenceIsColoured()
{
    if (!MarkdownHighlighting::isAvailable()) {
        QSKIP("Built without KSyntaxHighlighting: code is plain");
    }
    PreviewPane pane;
    pane.setMarkdown(QStringLiteral("```python\ns = \"quoted\"\n```\n\n```text\nt = \"plain\"\n```\n"));
    const QTextCharFormat coloured = formatOf(pane, QStringLiteral("quoted"));
    const QTextCharFormat plain = formatOf(pane, QStringLiteral("plain"));
    QVERIFY(coloured.hasProperty(QTextFormat::ForegroundBrush));
    QVERIFY(!plain.hasProperty(QTextFormat::ForegroundBrush));
    QVERIFY(pane.toHtml().contains(QLatin1String("<span style=\"")));
}

void TestPreviewPane::paletteChangeRerenders()
{
    PreviewPane pane;
    pane.setMarkdown(QStringLiteral("```python\ns = \"quoted\"\n```\n"));
    const QColor light = formatOf(pane, QStringLiteral("quoted")).foreground().color();
    pane.setPalette(darkPalette());
    QVERIFY(pane.document()->defaultStyleSheet().contains(darkPalette().color(QPalette::AlternateBase).name()));
    QVERIFY(pane.toPlainText().contains(QLatin1String("quoted")));
    if (MarkdownHighlighting::isAvailable()) {
        QVERIFY(formatOf(pane, QStringLiteral("quoted")).foreground().color() != light);
    }
}

// 👉 showed as "��": the text's font has no emoji. Where Noto Color Emoji is installed
// (fonts-noto-color-emoji), text and code fall back to it.
void TestPreviewPane::emojiFallsBackToAColourFont()
{
    if (!QFontDatabase().families().contains(QStringLiteral("Noto Color Emoji"))) {
        QSKIP("Noto Color Emoji is not installed");
    }
    QCOMPARE(EmojiFont::family(), QStringLiteral("Noto Color Emoji"));
    PreviewPane pane;
    pane.setMarkdown(QStringLiteral("看这里 \U0001F449 吧\n\n`code \U0001F449`\n"));
    QVERIFY2(pane.document()->defaultFont().families().contains(QStringLiteral("Noto Color Emoji")),
        qPrintable(pane.document()->defaultFont().families().join(QLatin1Char(','))));
    // The emoji font is a fallback only: text (digits too, which it also has) keeps
    // the family it had. "A100" came out in the emoji font's wide digits.
    QCOMPARE(QFontInfo(pane.document()->defaultFont()).family(), QFontInfo(pane.font()).family());
    QVERIFY(QFontInfo(pane.document()->defaultFont()).family() != QStringLiteral("Noto Color Emoji"));
    // A font set later (the settings, a theme) keeps the fallback.
    QFont other = pane.font();
    other.setFamily(QStringLiteral("DejaVu Serif"));
    pane.setFont(other);
    QCOMPARE(pane.document()->defaultFont().families().constLast(), QStringLiteral("Noto Color Emoji"));
    QCOMPARE(QFontInfo(pane.document()->defaultFont()).family(), QFontInfo(other).family());
    const QTextCharFormat code = formatOf(pane, QStringLiteral("code"));
    QVERIFY2(code.fontFamilies().toStringList().contains(QStringLiteral("Noto Color Emoji")),
        qPrintable(code.fontFamilies().toStringList().join(QLatin1Char(','))));
}

// "arena<br/>while" ran together.
void TestPreviewPane::brTagBreaksTheLine()
{
    PreviewPane pane;
    pane.setMarkdown(QStringLiteral("arena<br/>while\n\n| a |\n|---|\n| x<br>y |\n\n<b>bold</b>\n"));
    const QString text = pane.toPlainText();
    QVERIFY2(text.contains(QStringLiteral("arena\nwhile")), qPrintable(text));
    QVERIFY2(text.contains(QStringLiteral("x\ny")), qPrintable(text));
    QVERIFY(!formatOf(pane, QStringLiteral("bold")).font().bold());
}

QTEST_MAIN(TestPreviewPane)
#include "tst_previewpane.moc"
