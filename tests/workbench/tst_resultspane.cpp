// SPDX-FileCopyrightText: 2026 Yiqiao authors
// SPDX-License-Identifier: GPL-3.0-or-later
#include "resultspane.h"
#include "resultsview.h"

#include <QTest>
#include <QTextBrowser>
#include <QUrl>

// What the terminology and translation-memory panes share: the message in place of
// the results, the results as text, "insert:" links.
class TestResultsPane : public QObject
{
    Q_OBJECT
private Q_SLOTS:
    void messageForgetsTheResults();
    void insertLinksOnly_data();
    void insertLinksOnly();
};

namespace {

class Pane : public ResultsPane
{
public:
    Pane()
        : ResultsPane(QStringLiteral("example"))
    {
    }
    void show(const QString &header, const QString &html)
    {
        results = QStringList {header};
        view()->showResults(header, html);
    }
    void click(const QUrl &url) { Q_EMIT view()->anchorClicked(url); }

    QStringList results;
    QList<QUrl> inserted;

protected:
    void clearResults() override { results.clear(); }
    void insertClicked(const QUrl &url) override { inserted.append(url); }
};

} // namespace

void TestResultsPane::messageForgetsTheResults()
{
    Pane pane;
    QVERIFY(pane.findChild<QTextBrowser *>(QStringLiteral("exampleResults")));
    pane.show(QStringLiteral("1 match"), QStringLiteral("<p>GPU → 显卡</p>"));
    QCOMPARE(pane.resultsText(), QStringLiteral("1 match\nGPU → 显卡"));
    pane.setMessage(QStringLiteral("No issue is open."));
    QVERIFY(pane.results.isEmpty());
    QCOMPARE(pane.resultsText().trimmed(), QStringLiteral("No issue is open."));
}

void TestResultsPane::insertLinksOnly_data()
{
    QTest::addColumn<QUrl>("url");
    QTest::addColumn<bool>("inserted");
    QTest::newRow("insert link") << QUrl(QStringLiteral("insert:2")) << true;
    QTest::newRow("web link") << QUrl(QStringLiteral("https://example.org/")) << false;
}

void TestResultsPane::insertLinksOnly()
{
    QFETCH(QUrl, url);
    QFETCH(bool, inserted);
    Pane pane;
    pane.click(url);
    QCOMPARE(pane.inserted, inserted ? QList<QUrl> {url} : QList<QUrl> {});
}

QTEST_MAIN(TestResultsPane)
#include "tst_resultspane.moc"
