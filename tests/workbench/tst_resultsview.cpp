// SPDX-FileCopyrightText: 2026 Yiqiao authors
// SPDX-License-Identifier: GPL-3.0-or-later
#include "resultsview.h"

#include <QLabel>
#include <QSignalSpy>
#include <QTest>
#include <QTextBrowser>
#include <QUrl>

// The header line and the results of the terminology and translation-memory panes.
class TestResultsView : public QObject
{
    Q_OBJECT
private Q_SLOTS:
    void namesItsParts();
    void showsResultsOrAMessage_data();
    void showsResultsOrAMessage();
    void linksArePassedOnNotOpened();
};

void TestResultsView::namesItsParts()
{
    ResultsView view(QStringLiteral("example"));
    auto *header = view.findChild<QLabel *>(QStringLiteral("exampleHeader"));
    auto *results = view.findChild<QTextBrowser *>(QStringLiteral("exampleResults"));
    QVERIFY(header);
    QVERIFY(results);
    QCOMPARE(header->textFormat(), Qt::PlainText); // user text: never markup
    QVERIFY(!results->openLinks());
    QVERIFY(!results->openExternalLinks());
}

void TestResultsView::showsResultsOrAMessage_data()
{
    QTest::addColumn<bool>("message");
    QTest::addColumn<QString>("header");
    QTest::addColumn<QString>("text");
    QTest::newRow("results") << false << QStringLiteral("2 term(s) in this block") << QStringLiteral("2 term(s) in this block\nGPU → 显卡");
    QTest::newRow("a message clears the results")
        << true << QStringLiteral("Open an issue to see its terms.") << QStringLiteral("Open an issue to see its terms.\n");
    QTest::newRow("markup in the header stays text")
        << false << QStringLiteral("<b>“<i>x</i>”</b>") << QStringLiteral("<b>“<i>x</i>”</b>\nGPU → 显卡");
}

void TestResultsView::showsResultsOrAMessage()
{
    QFETCH(bool, message);
    QFETCH(QString, header);
    QFETCH(QString, text);
    ResultsView view(QStringLiteral("example"));
    view.showResults(QStringLiteral("earlier"), QStringLiteral("<p>earlier results</p>"));
    if (message) {
        view.showMessage(header);
    } else {
        view.showResults(header, QStringLiteral("<p><b>GPU</b> → 显卡</p>"));
    }
    QCOMPARE(view.findChild<QLabel *>(QStringLiteral("exampleHeader"))->text(), header);
    QCOMPARE(view.text(), text);
}

void TestResultsView::linksArePassedOnNotOpened()
{
    ResultsView view(QStringLiteral("example"));
    view.showResults(QStringLiteral("1 match"), QStringLiteral("<a href='insert:0'>Insert</a>"));
    QSignalSpy clicked(&view, &ResultsView::anchorClicked);
    auto *results = view.findChild<QTextBrowser *>(QStringLiteral("exampleResults"));
    Q_EMIT results->anchorClicked(QUrl(QStringLiteral("insert:0")));
    QCOMPARE(clicked.count(), 1);
    QCOMPARE(clicked.first().first().toUrl(), QUrl(QStringLiteral("insert:0")));
    QCOMPARE(results->source(), QUrl()); // nothing was opened
}

QTEST_MAIN(TestResultsView)
#include "tst_resultsview.moc"
