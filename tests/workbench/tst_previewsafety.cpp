// SPDX-FileCopyrightText: 2026 Yiqiao authors
// SPDX-License-Identifier: GPL-3.0-or-later
#include "export/finishedposthtml.h"
#include "markdown/markdownblockparser.h"
#include "previewpane.h"
#include "termbasepane.h"
#include "termpane.h"
#include "terms/phrasehit.h"
#include "terms/termentry.h"
#include "terms/termsuggestion.h"
#include "tm/tmmatch.h"
#include "tmpane.h"

#include <QAbstractTextDocumentLayout>
#include <QBuffer>
#include <QImage>
#include <QLabel>
#include <QSignalSpy>
#include <QTcpServer>
#include <QTcpSocket>
#include <QTest>
#include <QTextBlock>
#include <QTextBrowser>
#include <QTextDocument>

// Hostile markdown in the preview and in the exported HTML page: no script, frame,
// object or style survives, no URL outside the draft is asked for (a local server
// must see no connection), no dangerous link stays clickable. Proves what
// MarkdownBlockParser's "never CMARK_OPT_UNSAFE" and PreviewPane::loadResource promise.
namespace {

// Records what the document asks for, and what it was answered.
class SpyPane : public PreviewPane
{
public:
    QVariant loadResource(int type, const QUrl &name) override
    {
        const QVariant answer = PreviewPane::loadResource(type, name);
        asked.append({name, answer});
        return answer;
    }

    QList<QPair<QUrl, QVariant>> asked;
};

void layOut(PreviewPane &pane)
{
    pane.resize(500, 400);
    pane.show();
    pane.document()->documentLayout()->documentSize();
    for (QTextBlock block = pane.document()->begin(); block.isValid(); block = block.next()) {
        pane.document()->documentLayout()->blockBoundingRect(block);
    }
}

bool isPlaceholder(const QVariant &answer)
{
    return answer.canConvert<QImage>() ? answer.value<QImage>().size() == QSize(1, 1) : answer.toString().isEmpty();
}

// Every href and image source of the document as laid out.
QStringList urlsOf(const QTextDocument &document)
{
    QStringList urls;
    for (QTextBlock block = document.begin(); block.isValid(); block = block.next()) {
        for (auto it = block.begin(); !it.atEnd(); ++it) {
            const QTextCharFormat format = it.fragment().charFormat();
            if (format.isAnchor()) {
                urls += format.anchorHref();
            }
            if (format.isImageFormat()) {
                urls += format.toImageFormat().name();
            }
        }
    }
    return urls;
}

QString pngDataUrl(const QSize &size, QImage::Format format = QImage::Format_ARGB32)
{
    QImage image(size, format);
    image.fill(0);
    QByteArray png;
    QBuffer buffer(&png);
    buffer.open(QIODevice::WriteOnly);
    image.save(&buffer, "PNG");
    return QStringLiteral("data:image/png;base64,") + QString::fromLatin1(png.toBase64());
}

} // namespace

class TestPreviewSafety : public QObject
{
    Q_OBJECT
private Q_SLOTS:
    void initTestCase();
    void hostileMarkdown_data();
    void hostileMarkdown();
    void javascriptLinkIsNotPassedOn();
    void imageBombIsNotDecoded();
    void panesShowUserTextLiterally();

private:
    QString withPort(QString text) const { return text.replace(QLatin1String("PORT"), QString::number(m_server.serverPort())); }
    void checkHtml(const QString &html, const QStringList &forbidden);

    QTcpServer m_server;
    int m_connections = 0;
};

void TestPreviewSafety::initTestCase()
{
    QVERIFY(m_server.listen(QHostAddress::LocalHost, 0));
    connect(&m_server, &QTcpServer::newConnection, this, [this] {
        ++m_connections;
        delete m_server.nextPendingConnection();
    });
    // The server answers: a fetch would have been seen.
    QTcpSocket probe;
    probe.connectToHost(QHostAddress::LocalHost, m_server.serverPort());
    QTRY_COMPARE(m_connections, 1);
    m_connections = 0;
}

void TestPreviewSafety::hostileMarkdown_data()
{
    QTest::addColumn<QString>("markdown");
    QTest::addColumn<QStringList>("forbidden"); // in any HTML produced, case-insensitive

    const QString url = QStringLiteral("127.0.0.1:PORT");
    QTest::newRow("script block") << QStringLiteral("<script>alert('yq')</script>\n\ntext\n") << QStringList {"<script", "alert("};
    QTest::newRow("inline script") << QStringLiteral("a <script>alert('yq')</script> b\n") << QStringList {"<script"};
    QTest::newRow("iframe") << QStringLiteral("<iframe src=\"http://127.0.0.1:PORT/frame\"></iframe>\n") << QStringList {"<iframe", url};
    QTest::newRow("raw img over http") << QStringLiteral("a <img src=\"http://127.0.0.1:PORT/x.png\"> b\n") << QStringList {"<img", url};
    QTest::newRow("raw img of a local file") << QStringLiteral("<img src=\"file:///etc/passwd\">\n") << QStringList {"<img", "passwd"};
    QTest::newRow("raw img onerror") << QStringLiteral("<img src=x onerror=\"alert(1)\">\n") << QStringList {"<img", "onerror"};
    QTest::newRow("markdown image over http") << QStringLiteral("![y](http://127.0.0.1:PORT/y.png)\n") << QStringList();
    QTest::newRow("markdown image in a link") << QStringLiteral("[![z](http://127.0.0.1:PORT/z.png)](http://127.0.0.1:PORT/)\n")
                                              << QStringList();
    QTest::newRow("markdown image of a local file") << QStringLiteral("![p](file:///etc/passwd)\n") << QStringList {"file:"};
    QTest::newRow("reference image") << QStringLiteral("![r][ref]\n\n[ref]: http://127.0.0.1:PORT/ref.png\n") << QStringList();
    QTest::newRow("object") << QStringLiteral("<object data=\"http://127.0.0.1:PORT/o.swf\"></object>\n") << QStringList {"<object", url};
    QTest::newRow("embed") << QStringLiteral("<embed src=\"http://127.0.0.1:PORT/e.swf\">\n") << QStringList {"<embed", url};
    QTest::newRow("link stylesheet") << QStringLiteral("<link rel=\"stylesheet\" href=\"http://127.0.0.1:PORT/a.css\">\n")
                                     << QStringList {"<link", url};
    QTest::newRow("style @import") << QStringLiteral("<style>@import url(http://127.0.0.1:PORT/b.css); p { color: red }</style>\n\ntext\n")
                                   << QStringList {"<style", "@import", url};
    QTest::newRow("inline style attribute") << QStringLiteral("<p style=\"background: url(http://127.0.0.1:PORT/c.png)\">x</p>\n")
                                            << QStringList {"background", url};
    QTest::newRow("svg with script") << QStringLiteral(
        "<svg><script>alert(1)</script><image href=\"http://127.0.0.1:PORT/s.png\"/></svg>\n")
                                     << QStringList {"<svg", "<script", url};
    QTest::newRow("svg data image") << QStringLiteral("![s](data:image/svg+xml;base64,PHN2Zz48c2NyaXB0PmFsZXJ0KDEpPC9zY3JpcHQ+PC9zdmc+)\n")
                                    << QStringList {"svg+xml", "PHN2Zz"};
    QTest::newRow("javascript link") << QStringLiteral("[click](javascript:alert(1))\n") << QStringList {"javascript:"};
    QTest::newRow("javascript link, mixed case and entities")
        << QStringLiteral("[click](JaVaScRiPt:alert(1)) [two](&#106;avascript:alert(2))\n") << QStringList {"javascript:", "alert("};
    QTest::newRow("javascript autolink") << QStringLiteral("<javascript:alert(1)>\n") << QStringList {"href=\"javascript"};
    QTest::newRow("vbscript link") << QStringLiteral("[v](vbscript:msgbox(1))\n") << QStringList {"vbscript:"};
    QTest::newRow("data html link") << QStringLiteral("[d](data:text/html;base64,PHNjcmlwdD4=)\n") << QStringList {"data:text/html"};
    QTest::newRow("html in a fence's info string")
        << QStringLiteral("```<img src=http://127.0.0.1:PORT/i.png>\ncode\n```\n") << QStringList {"<img", url};
    QTest::newRow("html in code") << QStringLiteral("```html\n<script>alert(1)</script><img src=\"http://127.0.0.1:PORT/k.png\">\n```\n")
                                  << QStringList {"<script", "<img"};
    QTest::newRow("html in inline code") << QStringLiteral("`<iframe src=\"http://127.0.0.1:PORT/\">`\n") << QStringList {"<iframe"};
    QTest::newRow("html comment hiding a tag") << QStringLiteral("<!-- --><script>alert(1)</script>\n") << QStringList {"<script"};
    QTest::newRow("meta refresh") << QStringLiteral("<meta http-equiv=\"refresh\" content=\"0; url=http://127.0.0.1:PORT/\">\n")
                                  << QStringList {"<meta", url};
    QTest::newRow("base href") << QStringLiteral("<base href=\"http://127.0.0.1:PORT/\">\n\n![b](b.png)\n") << QStringList {"<base", url};
    QTest::newRow("html in a table cell") << QStringLiteral("| a |\n|---|\n| <img src=\"http://127.0.0.1:PORT/t.png\"> |\n")
                                          << QStringList {"<img", url};
    QTest::newRow("html in front matter") << QStringLiteral("---\ntitle: <script>alert(1)</script>\n---\n\ntext\n")
                                          << QStringList {"<script"};
}

// The body only: the page's and QTextDocument's own head has a style sheet and metadata.
void TestPreviewSafety::checkHtml(const QString &document, const QStringList &forbidden)
{
    const QString html = document.mid(std::max(0, int(document.indexOf(QLatin1String("</head>")))));
    for (const QString &bad : forbidden) {
        QVERIFY2(!html.contains(withPort(bad), Qt::CaseInsensitive), qPrintable(bad + QLatin1String(" in ") + html));
    }
}

void TestPreviewSafety::hostileMarkdown()
{
    QFETCH(QString, markdown);
    QFETCH(QStringList, forbidden);
    markdown = withPort(markdown);

    // The HTML the pane is given, the page export writes, and what the document made of it.
    checkHtml(MarkdownBlockParser::renderHtml(markdown), forbidden);
    checkHtml(FinishedPostHtml::document(QStringLiteral("<script>t</script>"), markdown.toUtf8(), {}), forbidden);
    SpyPane pane;
    pane.setMarkdown(markdown);
    layOut(pane);
    checkHtml(pane.toHtml(), forbidden);

    // Whatever the document asked for, it got a placeholder; no dangerous link is left.
    for (const auto &[name, answer] : pane.asked) {
        QVERIFY2(isPlaceholder(answer), qPrintable(name.toString()));
    }
    for (const QString &href : urlsOf(*pane.document())) {
        const QString scheme = QUrl(href).scheme().toLower();
        QVERIFY2(scheme != QLatin1String("javascript") && scheme != QLatin1String("vbscript") && scheme != QLatin1String("file"),
            qPrintable(href));
        QVERIFY2(!href.startsWith(QLatin1String("data:text"), Qt::CaseInsensitive), qPrintable(href));
    }
    QTest::qWait(30); // a connection would have arrived: there is nothing to QTRY for an absence
    QCOMPARE(m_connections, 0);
}

// The pane passes a clicked link on (the window opens nothing: nothing connects to
// linkRequested); a javascript: link has lost its target before it can be clicked.
void TestPreviewSafety::javascriptLinkIsNotPassedOn()
{
    PreviewPane pane;
    pane.setMarkdown(QStringLiteral("[click](javascript:alert(1))\n"));
    layOut(pane);
    QVERIFY(QTest::qWaitForWindowExposed(&pane));
    pane.setFocus();
    QSignalSpy requested(&pane, &PreviewPane::linkRequested);
    QTest::keyClick(&pane, Qt::Key_Tab);
    QTest::keyClick(&pane, Qt::Key_Return);
    for (const QList<QVariant> &arguments : requested) {
        QVERIFY2(arguments.at(0).toUrl().scheme().isEmpty(), qPrintable(arguments.at(0).toUrl().toString()));
    }
    QVERIFY(pane.source().isEmpty());
}

// A small PNG that claims many pixels is not decoded; an ordinary one is.
void TestPreviewSafety::imageBombIsNotDecoded()
{
    const QString bomb = pngDataUrl(QSize(8000, 8000), QImage::Format_Mono);
    QVERIFY2(bomb.size() < 200000, qPrintable(QString::number(bomb.size())));
    PreviewPane pane;
    QCOMPARE(pane.loadResource(QTextDocument::ImageResource, QUrl(bomb)).value<QImage>().size(), QSize(1, 1));
    const QString fine = pngDataUrl(QSize(300, 200));
    QCOMPARE(pane.loadResource(QTextDocument::ImageResource, QUrl(fine)).value<QImage>().size(), QSize(300, 200));
}

// The TM, term and termbase panes build HTML around user text: it must stay text.
void TestPreviewSafety::panesShowUserTextLiterally()
{
    const QString markup = withPort(QStringLiteral("<img src=\"http://127.0.0.1:PORT/p.png\"><b>x</b>&amp;"));
    TmMatch match;
    match.unit.source = markup;
    match.unit.target = markup;
    match.origin = markup;
    match.score = 80;
    TmPane tm;
    tm.setMatches({match}, markup);
    TmPane concordance;
    concordance.setConcordance(markup, {match});
    TermSuggestion suggestion;
    suggestion.matched = markup;
    suggestion.selection.text = markup;
    suggestion.selection.reason = markup;
    suggestion.forbidden = QStringList {markup};
    suggestion.firstUse = markup;
    suggestion.note = markup;
    TermPane terms;
    terms.setSuggestions({suggestion}, {markup});
    TermPane message;
    message.setMessage(markup);
    PhraseHit hit;
    hit.issueNumber = 1;
    hit.issueTitle = markup;
    hit.text = markup;
    hit.end = 3;
    TermEntry entry;
    entry.source = markup;
    TermbasePane termbase;
    termbase.setLookupResult(markup, {entry}, {hit});
    int shown = 0;
    for (QWidget *pane : std::initializer_list<QWidget *> {&tm, &concordance, &terms, &message, &termbase}) {
        pane->show();
        for (QTextBrowser *browser : pane->findChildren<QTextBrowser *>()) {
            browser->document()->documentLayout()->documentSize();
            const QString html = browser->toHtml();
            QVERIFY2(!html.contains(QLatin1String("<img"), Qt::CaseInsensitive), qPrintable(html));
            QVERIFY2(!html.contains(QLatin1String("<b>x</b>")), qPrintable(html));
            if (!browser->toPlainText().isEmpty()) {
                QVERIFY2(browser->toPlainText().contains(QLatin1String("<b>x</b>&amp;")), qPrintable(browser->toPlainText()));
                ++shown;
            }
        }
    }
    QCOMPARE(shown, 4);
    // The headers say what was searched for, or why nothing is shown.
    for (const char *header : {"tmHeader", "termHeader"}) {
        for (QLabel *label :
            concordance.findChildren<QLabel *>(QLatin1String(header)) + message.findChildren<QLabel *>(QLatin1String(header))) {
            QVERIFY(label->text().contains(markup));
            QCOMPARE(label->textFormat(), Qt::PlainText);
        }
    }
    QTest::qWait(30); // a connection would have arrived: there is nothing to QTRY for an absence
    QCOMPARE(m_connections, 0);
}

QTEST_MAIN(TestPreviewSafety)
#include "tst_previewsafety.moc"
