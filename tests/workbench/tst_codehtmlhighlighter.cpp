// SPDX-FileCopyrightText: 2026 Yiqiao authors
// SPDX-License-Identifier: GPL-3.0-or-later
#include "codehtmlhighlighter.h"
#include "markdownhighlighting.h"

#include <QPalette>
#include <QRegularExpression>
#include <QTest>

class TestCodeHtmlHighlighter : public QObject
{
    Q_OBJECT

private Q_SLOTS:
    void definitionNames_data();
    void definitionNames();
    void plainLanguagesAreEscaped_data();
    void plainLanguagesAreEscaped();
    void highlightingKeepsText_data();
    void highlightingKeepsText();
    void stateCarriesAcrossLines();
    void themeFollowsPalette();
};

namespace {

QPalette palette(bool dark)
{
    QPalette palette;
    palette.setColor(QPalette::Base, dark ? QColor(0x20, 0x20, 0x20) : QColor(Qt::white));
    palette.setColor(QPalette::Text, dark ? QColor(0xee, 0xee, 0xee) : QColor(Qt::black));
    return palette;
}

// The code inside <pre><code …>…</code></pre>, tags removed and entities decoded.
QString text(const QString &html)
{
    static const QRegularExpression wrapper(
        QStringLiteral("^<pre><code[^>]*>(.*)</code></pre>\\n$"), QRegularExpression::DotMatchesEverythingOption);
    const QRegularExpressionMatch match = wrapper.match(html);
    if (!match.hasMatch()) {
        return QStringLiteral("NO WRAPPER: ") + html;
    }
    static const QRegularExpression tag(QStringLiteral("<[^>]*>"));
    QString inner = match.captured(1);
    inner.remove(tag);
    return inner.replace(QLatin1String("&lt;"), QLatin1String("<"))
        .replace(QLatin1String("&gt;"), QLatin1String(">"))
        .replace(QLatin1String("&quot;"), QLatin1String("\""))
        .replace(QLatin1String("&amp;"), QLatin1String("&"));
}

// The style attribute of the span holding token, or "" if it stands in none.
QString styleOf(const QString &html, const QString &token)
{
    const QRegularExpression span(
        QStringLiteral("<span style=\"([^\"]*)\">") + QRegularExpression::escape(token.toHtmlEscaped()) + QStringLiteral("</span>"));
    return span.match(html).captured(1);
}

} // namespace

void TestCodeHtmlHighlighter::definitionNames_data()
{
    QTest::addColumn<QString>("language");
    QTest::addColumn<QString>("definition"); // with KSyntaxHighlighting

    const QList<QPair<const char *, const char *>> rows = {
        {"python", "Python"},
        {"py", "Python"},
        {"bash", "Bash"},
        {"sh", "Bash"},
        {"shell", "Bash"},
        {"console", "Bash"},
        {"yaml", "YAML"},
        {"yml", "YAML"},
        {"json", "JSON"},
        {"dockerfile", "Dockerfile"},
        {"Dockerfile", "Dockerfile"},
        {"c++", "C++"},
        {"cpp", "C++"},
        {"cuda", "C++"},
        {"javascript", "JavaScript"},
        {"js", "JavaScript"},
        {"typescript", "TypeScript"},
        {"toml", "TOML"},
        {"ini", "INI Files"},
        {"diff", "Diff"},
        {"sql", "SQL"},
        {"Python", "Python"},
        {"rust", "Rust"},
        {"rs", "Rust"},
        {"go", "Go"},
        {"text", ""},
        {"", ""},
        {"no-such-language", ""},
    };
    for (const auto &row : rows) {
        QTest::newRow(row.first) << QString::fromLatin1(row.first) << QString::fromLatin1(row.second);
    }
}

void TestCodeHtmlHighlighter::definitionNames()
{
    QFETCH(QString, language);
    QFETCH(QString, definition);
    QCOMPARE(CodeHtmlHighlighter::definitionName(language), MarkdownHighlighting::isAvailable() ? definition : QString());
}

void TestCodeHtmlHighlighter::plainLanguagesAreEscaped_data()
{
    QTest::addColumn<QString>("language");
    QTest::addColumn<QString>("expected");

    QTest::newRow("text") << QStringLiteral("text")
                          << QStringLiteral("<pre><code class=\"language-text\">a &lt;b&gt; &amp; &quot;c&quot;\n</code></pre>\n");
    QTest::newRow("unknown") << QStringLiteral("x\"y")
                             << QStringLiteral("<pre><code class=\"language-x&quot;y\">a &lt;b&gt; &amp; &quot;c&quot;\n</code></pre>\n");
    QTest::newRow("none") << QString() << QStringLiteral("<pre><code>a &lt;b&gt; &amp; &quot;c&quot;\n</code></pre>\n");
}

void TestCodeHtmlHighlighter::plainLanguagesAreEscaped()
{
    QFETCH(QString, language);
    QFETCH(QString, expected);
    CodeHtmlHighlighter highlighter(palette(false));
    QCOMPARE(highlighter.toHtml(language, QStringLiteral("a <b> & \"c\"\n")), expected);
}

// Highlighted or not, the HTML shows exactly the code.
void TestCodeHtmlHighlighter::highlightingKeepsText_data()
{
    QTest::addColumn<QString>("language");
    QTest::addColumn<QString>("code");
    QTest::addColumn<QString>("token"); // in a styled span when highlighting is on

    QTest::newRow("python") << QStringLiteral("python") << QStringLiteral("import os\nif a < b and c > 1:\n    print(\"&x\")  # 注释\n")
                            << QStringLiteral("\"&x\"");
    QTest::newRow("dockerfile") << QStringLiteral("dockerfile") << QStringLiteral("FROM nvidia/cuda:12.2.0-base\nRUN pip install torch\n")
                                << QStringLiteral("FROM");
    QTest::newRow("bash") << QStringLiteral("bash") << QStringLiteral("nvidia-smi --query-gpu=name > out.txt 2>&1\n")
                          << QStringLiteral("--query-gpu");
    QTest::newRow("yaml") << QStringLiteral("yml") << QStringLiteral("key: \"<value>\"\nlist:\n  - a\n") << QStringLiteral("\"<value>\"");
    QTest::newRow("json") << QStringLiteral("json") << QStringLiteral("{\"a\": [1, 2.5, true]}") << QStringLiteral("true");
    QTest::newRow("c++ without final newline") << QStringLiteral("c++") << QStringLiteral("#include <vector>\nint main() { return 0; }")
                                               << QStringLiteral("0");
    QTest::newRow("empty lines") << QStringLiteral("python") << QStringLiteral("\n\nx = 1\n\n") << QStringLiteral("1");
}

void TestCodeHtmlHighlighter::highlightingKeepsText()
{
    QFETCH(QString, language);
    QFETCH(QString, code);
    QFETCH(QString, token);
    CodeHtmlHighlighter highlighter(palette(false));
    const QString html = highlighter.toHtml(language, code);
    QCOMPARE(text(html), code);
    if (MarkdownHighlighting::isAvailable()) {
        QVERIFY2(!styleOf(html, token).isEmpty(), qPrintable(html));
    } else {
        QVERIFY2(!html.contains(QLatin1String("<span")), qPrintable(html));
    }
}

// "import" inside a string that spans lines is string, not keyword.
void TestCodeHtmlHighlighter::stateCarriesAcrossLines()
{
    if (!MarkdownHighlighting::isAvailable()) {
        QSKIP("Built without KSyntaxHighlighting");
    }
    CodeHtmlHighlighter highlighter(palette(false));
    const QString keyword = styleOf(highlighter.toHtml(QStringLiteral("python"), QStringLiteral("import os\n")), QStringLiteral("import"));
    const QString html = highlighter.toHtml(QStringLiteral("python"), QStringLiteral("s = \"\"\"\nimport\n\"\"\"\n"));
    const QString inString = styleOf(html, QStringLiteral("import"));
    QVERIFY(!keyword.isEmpty());
    QVERIFY2(!inString.isEmpty(), qPrintable(html));
    QVERIFY2(inString != keyword, qPrintable(html));
}

void TestCodeHtmlHighlighter::themeFollowsPalette()
{
    if (!MarkdownHighlighting::isAvailable()) {
        QSKIP("Built without KSyntaxHighlighting");
    }
    const QString code = QStringLiteral("s = \"x\"\n");
    CodeHtmlHighlighter light(palette(false));
    CodeHtmlHighlighter dark(palette(true));
    const QString lightStyle = styleOf(light.toHtml(QStringLiteral("python"), code), QStringLiteral("\"x\""));
    const QString darkStyle = styleOf(dark.toHtml(QStringLiteral("python"), code), QStringLiteral("\"x\""));
    QVERIFY(lightStyle.startsWith(QLatin1String("color:#")));
    QVERIFY(darkStyle.startsWith(QLatin1String("color:#")));
    QVERIFY(lightStyle != darkStyle);
}

QTEST_MAIN(TestCodeHtmlHighlighter)
#include "tst_codehtmlhighlighter.moc"
