// SPDX-FileCopyrightText: 2026 Yiqiao authors
// SPDX-License-Identifier: GPL-3.0-or-later
#include "tmpane.h"

#include <QLineEdit>
#include <QSignalSpy>
#include <QTest>
#include <QTextBrowser>
#include <QUrl>

namespace {
TmMatch match(const QString &source, const QString &target, int score, int issue, const QString &origin)
{
    TmMatch match;
    match.unit.source = source;
    match.unit.target = target;
    match.score = score;
    match.issueNumber = issue;
    match.origin = origin;
    return match;
}
} // namespace

class TestTmPane : public QObject
{
    Q_OBJECT
private Q_SLOTS:
    void diffMarksBothSides_data();
    void diffMarksBothSides();
    void matchesAreNumberedWithScoreAndOrigin();
    void insertLinkAsksForTheMatch();
    void searchFieldAsksForConcordance();
    void messageReplacesResults();
};

void TestTmPane::diffMarksBothSides_data()
{
    QTest::addColumn<QString>("matchSource");
    QTest::addColumn<QString>("currentSource");
    QTest::addColumn<QStringList>("struck");
    QTest::addColumn<QStringList>("underlined");
    QTest::newRow("equal texts: nothing marked")
        << QStringLiteral("Restart the machine.") << QStringLiteral("Restart the machine.") << QStringList() << QStringList();
    QTest::newRow("a word changed") << QStringLiteral("Restart the machine.") << QStringLiteral("Restart the server.")
                                    << QStringList {QStringLiteral("machine")} << QStringList {QStringLiteral("server")};
    QTest::newRow("a word only in the current source")
        << QStringLiteral("Install the driver.") << QStringLiteral("Install the NVIDIA driver.") << QStringList()
        << QStringList {QStringLiteral("NVIDIA")};
    QTest::newRow("Chinese, one character apart")
        << QStringLiteral("安装驱动") << QStringLiteral("安装程序驱动") << QStringList() << QStringList {QStringLiteral("程序")};
    QTest::newRow("markup is escaped, not rendered")
        << QStringLiteral("Use <b>x</b>.") << QStringLiteral("Use <i>x</i>.") << QStringList {QStringLiteral("b"), QStringLiteral("b")}
        << QStringList {QStringLiteral("i"), QStringLiteral("i")};
}

void TestTmPane::diffMarksBothSides()
{
    QFETCH(QString, matchSource);
    QFETCH(QString, currentSource);
    QFETCH(QStringList, struck);
    QFETCH(QStringList, underlined);
    const QString html = TmPane::diffHtml(matchSource, currentSource);
    QCOMPARE(html.count(QStringLiteral("<s ")), struck.size());
    QCOMPARE(html.count(QStringLiteral("<u ")), underlined.size());
    for (const QString &word : std::as_const(struck)) {
        QVERIFY2(html.contains(QStringLiteral("'>") + word) || html.contains(word + QStringLiteral("</s>")), qPrintable(html));
    }
    for (const QString &word : std::as_const(underlined)) {
        QVERIFY2(html.contains(word + QStringLiteral("</u>")), qPrintable(html));
    }
    QVERIFY(!html.contains(QStringLiteral("<b>")));
}

void TestTmPane::matchesAreNumberedWithScoreAndOrigin()
{
    TmPane pane;
    pane.setMatches(
        {match(QStringLiteral("Restart the machine."), QStringLiteral("重启机器。"), 101, 12, QStringLiteral("project")),
            match(QStringLiteral("Restart the server."), QStringLiteral("重启服务器。"), 75, 0, QStringLiteral("tmx:vendor.tmx"))},
        QStringLiteral("Restart the machine."));
    const QString text = pane.resultsText();
    QVERIFY2(text.contains(QStringLiteral("101%")), qPrintable(text));
    QVERIFY(text.contains(QStringLiteral("75%")));
    QVERIFY(text.contains(QStringLiteral("Issue 12")));
    QVERIFY(text.contains(QStringLiteral("vendor.tmx")));
    QVERIFY(!text.contains(QStringLiteral("tmx:")));
    QVERIFY(text.contains(QStringLiteral("Ctrl+Alt+2")));
    QVERIFY(text.indexOf(QStringLiteral("重启机器。")) < text.indexOf(QStringLiteral("重启服务器。")));
}

void TestTmPane::insertLinkAsksForTheMatch()
{
    TmPane pane;
    pane.setMatches({match(QStringLiteral("a"), QStringLiteral("甲"), 100, 1, QStringLiteral("project")),
                        match(QStringLiteral("b"), QStringLiteral("乙"), 80, 1, QStringLiteral("project"))},
        QStringLiteral("a"));
    QSignalSpy spy(&pane, &TmPane::insertRequested);
    auto *browser = pane.findChild<QTextBrowser *>(QStringLiteral("tmResults"));
    QVERIFY(browser);
    Q_EMIT browser->anchorClicked(QUrl(QStringLiteral("insert:1")));
    Q_EMIT browser->anchorClicked(QUrl(QStringLiteral("insert:7")));
    Q_EMIT browser->anchorClicked(QUrl(QStringLiteral("https://example.com/")));
    QCOMPARE(spy.count(), 1);
    QCOMPARE(spy.first().first().toInt(), 1);
}

void TestTmPane::searchFieldAsksForConcordance()
{
    TmPane pane;
    QSignalSpy spy(&pane, &TmPane::concordanceRequested);
    auto *search = pane.findChild<QLineEdit *>(QStringLiteral("tmSearch"));
    QVERIFY(search);
    QTest::keyClick(search, Qt::Key_Return);
    QCOMPARE(spy.count(), 0);
    QTest::keyClicks(search, QStringLiteral("  cuda "));
    QTest::keyClick(search, Qt::Key_Return);
    QCOMPARE(spy.count(), 1);
    QCOMPARE(spy.first().first().toString(), QStringLiteral("cuda"));
    pane.setConcordance(
        QStringLiteral("cuda"), {match(QStringLiteral("Install CUDA."), QStringLiteral("安装 CUDA。"), 0, 4, QStringLiteral("project"))});
    QVERIFY(pane.resultsText().contains(QStringLiteral("安装 CUDA。")));
    QVERIFY(pane.resultsText().contains(QStringLiteral("cuda")));
}

void TestTmPane::messageReplacesResults()
{
    TmPane pane;
    pane.setMatches({match(QStringLiteral("a"), QStringLiteral("甲"), 100, 1, QStringLiteral("project"))}, QStringLiteral("a"));
    pane.setMessage(QStringLiteral("Loading"));
    QVERIFY(pane.matches().isEmpty());
    QVERIFY(!pane.resultsText().contains(QStringLiteral("甲")));
    QVERIFY(pane.resultsText().contains(QStringLiteral("Loading")));
}

QTEST_MAIN(TestTmPane)
#include "tst_tmpane.moc"
