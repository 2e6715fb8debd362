// SPDX-FileCopyrightText: 2026 Yiqiao authors
// SPDX-License-Identifier: GPL-3.0-or-later
#include "markdown/markdownalerts.h"
#include "markdown/markdownblockparser.h"

#include <QRegularExpression>
#include <QTest>

// GitHub alerts in the HTML of renderHtml(): which block quotes become callouts, the
// classes they get, the marker replaced by a title, everything else untouched.
class TestMarkdownAlerts : public QObject
{
    Q_OBJECT

private Q_SLOTS:
    void styled_data();
    void styled();
    void untouchedWithoutAlerts();
};

namespace {
// The HTML without the block anchors, which say nothing here.
QString rendered(const QString &markdown)
{
    static const QRegularExpression anchor(QStringLiteral("<a name=\"yq-block-\\d+\"></a>\\n?"));
    return MarkdownAlerts::styled(MarkdownBlockParser::renderHtml(markdown)).remove(anchor);
}
} // namespace

void TestMarkdownAlerts::styled_data()
{
    QTest::addColumn<QString>("markdown");
    QTest::addColumn<QString>("expected");
    const QString warning =
        QStringLiteral("<blockquote class=\"yq-alert yq-alert-warning\">\n<p class=\"yq-alert-title\">⚠️ 警告</p>\n");
    QTest::newRow("warning, text on the next line: the paragraph goes on")
        << QStringLiteral("> [!WARNING]\n> 请跳过 NVLink 配置") << warning + QStringLiteral("<p>请跳过 NVLink 配置</p>\n</blockquote>\n");
    QTest::newRow("warning, an empty quoted line after the marker")
        << QStringLiteral("> [!WARNING]\n>\n> 风险") << warning + QStringLiteral("<p>风险</p>\n</blockquote>\n");
    QTest::newRow("lower case marker") << QStringLiteral("> [!warning]\n> x") << warning + QStringLiteral("<p>x</p>\n</blockquote>\n");
    QTest::newRow("note: its own class and title")
        << QStringLiteral("> [!NOTE]\n> x")
        << QStringLiteral(
               "<blockquote class=\"yq-alert yq-alert-note\">\n<p class=\"yq-alert-title\">ℹ️ 说明</p>\n<p>x</p>\n</blockquote>\n");
    QTest::newRow("unknown marker: a plain block quote")
        << QStringLiteral("> [!DANGER]\n> x") << QStringLiteral("<blockquote>\n<p>[!DANGER]\nx</p>\n</blockquote>\n");
    QTest::newRow("marker not alone on its line: a plain block quote")
        << QStringLiteral("> [!WARNING] x") << QStringLiteral("<blockquote>\n<p>[!WARNING] x</p>\n</blockquote>\n");
    QTest::newRow("marker alone, nothing after: a plain block quote")
        << QStringLiteral("> [!WARNING]") << QStringLiteral("<blockquote>\n<p>[!WARNING]</p>\n</blockquote>\n");
    QTest::newRow("marker in a paragraph: text") << QStringLiteral("[!WARNING]\nx") << QStringLiteral("<p>[!WARNING]\nx</p>\n");
}

void TestMarkdownAlerts::styled()
{
    QFETCH(QString, markdown);
    QFETCH(QString, expected);
    QCOMPARE(rendered(markdown), expected);
}

void TestMarkdownAlerts::untouchedWithoutAlerts()
{
    const QString html =
        MarkdownBlockParser::renderHtml(QStringLiteral("# T\n\n> quote\n\n<blockquote class=\"x\">\n\n| a |\n| - |\n| b |\n"));
    QCOMPARE(MarkdownAlerts::styled(html), html);
    // A class the block quote has already (FinishedPostHtml's note) is kept.
    QCOMPARE(MarkdownAlerts::styled(QStringLiteral("<blockquote class=\"yq-note\">\n<p>[!CAUTION]\nx</p>\n</blockquote>\n")),
        QStringLiteral(
            "<blockquote class=\"yq-note yq-alert yq-alert-caution\">\n<p class=\"yq-alert-title\">⛔ 小心</p>\n<p>x</p>\n</blockquote>\n"));
}

QTEST_GUILESS_MAIN(TestMarkdownAlerts)
#include "tst_markdownalerts.moc"
