// SPDX-FileCopyrightText: 2026 Yiqiao authors
// SPDX-License-Identifier: GPL-3.0-or-later
#include "termpane.h"

#include <QSignalSpy>
#include <QTest>
#include <QTextBrowser>
#include <QUrl>
#include <QUrlQuery>

namespace {
TermSuggestion suggestion(const QString &matched, const QString &rendering, const QString &reason)
{
    TermSuggestion result;
    result.term = 0;
    result.matched = matched;
    result.selection.rendering = 0;
    result.selection.text = rendering;
    result.selection.reason = reason;
    return result;
}

QUrl insertUrl(const QString &text)
{
    QUrl url;
    url.setScheme(QStringLiteral("insert"));
    QUrlQuery query;
    query.addQueryItem(QStringLiteral("text"), text);
    url.setQuery(query);
    return url;
}
} // namespace

class TestTermPane : public QObject
{
    Q_OBJECT
private Q_SLOTS:
    void listsTermsWithTheirReasons();
    void clickInsertsTheRendering_data();
    void clickInsertsTheRendering();
    void messageReplacesTheList();
};

void TestTermPane::listsTermsWithTheirReasons()
{
    TermPane pane;
    TermSuggestion kernel =
        suggestion(QStringLiteral("kernels"), QStringLiteral("CUDA核函数"), QStringLiteral("keyword “CUDA” in the block"));
    kernel.otherRenderings = QStringList {QStringLiteral("内核")};
    kernel.forbidden = QStringList {QStringLiteral("核心")};
    kernel.firstUse = QStringLiteral("CUDA核函数（kernel）");
    pane.setSuggestions({kernel, suggestion(QStringLiteral("token"), QStringLiteral("词元"), QStringLiteral("default"))},
        {QStringLiteral("“kernel” here reads “CUDA核函数”, not “内核”")});
    const QString text = pane.resultsText();
    for (const QString &expected :
        {QStringLiteral("kernels → CUDA核函数"), QStringLiteral("(Ctrl+1)"), QStringLiteral("keyword “CUDA” in the block"),
            QStringLiteral("内核"), QStringLiteral("核心"), QStringLiteral("CUDA核函数（kernel）"), QStringLiteral("token → 词元"),
            QStringLiteral("(Ctrl+2)"), QStringLiteral("not “内核”")}) {
        QVERIFY2(text.contains(expected), qPrintable(expected + QStringLiteral(" not in:\n") + text));
    }
    QCOMPARE(pane.suggestions().size(), 2);
}

void TestTermPane::clickInsertsTheRendering_data()
{
    QTest::addColumn<QString>("text");
    QTest::newRow("Chinese") << QStringLiteral("CUDA核函数");
    QTest::newRow("with characters a URL escapes") << QStringLiteral("NeMo Megatron（NVIDIA开源的大模型训练框架 & more）");
}

void TestTermPane::clickInsertsTheRendering()
{
    QFETCH(QString, text);
    TermPane pane;
    pane.setSuggestions({suggestion(QStringLiteral("x"), text, QString())}, {});
    QSignalSpy spy(&pane, &TermPane::insertRequested);
    auto *browser = pane.findChild<QTextBrowser *>(QStringLiteral("termResults"));
    QVERIFY(browser);
    QVERIFY(browser->toHtml().contains(QStringLiteral("insert:")));
    Q_EMIT browser->anchorClicked(insertUrl(text));
    Q_EMIT browser->anchorClicked(QUrl(QStringLiteral("https://example.com/")));
    QCOMPARE(spy.count(), 1);
    QCOMPARE(spy.first().first().toString(), text);
}

void TestTermPane::messageReplacesTheList()
{
    TermPane pane;
    pane.setSuggestions({suggestion(QStringLiteral("kernel"), QStringLiteral("内核"), QString())}, {});
    pane.setMessage(QStringLiteral("empty"));
    QVERIFY(pane.suggestions().isEmpty());
    QVERIFY(!pane.resultsText().contains(QStringLiteral("内核")));
}

QTEST_MAIN(TestTermPane)
#include "tst_termpane.moc"
