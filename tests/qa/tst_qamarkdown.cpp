// SPDX-FileCopyrightText: 2026 Yiqiao authors
// SPDX-License-Identifier: GPL-3.0-or-later
#include "qa/qamarkdown.h"

#include <QTest>

class TestQaMarkdown : public QObject
{
    Q_OBJECT
private Q_SLOTS:
    void fences_data();
    void fences();
    void lineStartsPointAtTheLines();
    void spans_data();
    void spans();
    void masked_data();
    void masked();
    void language_data();
    void language();
};

namespace {

// "start-end info: line/line" per fence.
QStringList describe(const QList<QaMarkdown::Fence> &fences)
{
    QStringList result;
    for (const QaMarkdown::Fence &fence : fences) {
        result.append(QStringLiteral("%1-%2 %3: %4").arg(fence.start).arg(fence.end).arg(fence.info, fence.lines.join(QLatin1Char('/'))));
    }
    return result;
}

// "start+length content" per span.
QStringList describe(const QList<QaMarkdown::Span> &spans)
{
    QStringList result;
    for (const QaMarkdown::Span &span : spans) {
        result.append(QStringLiteral("%1+%2 %3").arg(span.start).arg(span.length).arg(span.content));
    }
    return result;
}

} // namespace

void TestQaMarkdown::fences_data()
{
    QTest::addColumn<QString>("text");
    QTest::addColumn<QStringList>("expected");

    QTest::newRow("backtick fence with an info string")
        << QStringLiteral("a\n```python\nx = 1\n```\nb") << QStringList {QStringLiteral("2-22 python: x = 1")};
    QTest::newRow("tilde fence indented in a list item")
        << QStringLiteral("- item\n\n  ~~~\n  code\n  ~~~\n") << QStringList {QStringLiteral("8-27 :   code")};
    QTest::newRow("an unclosed fence runs to the end")
        << QStringLiteral("```\ncode\nmore") << QStringList {QStringLiteral("0-13 : code/more")};
    QTest::newRow("a code span at a line start is no fence") << QStringLiteral("```code``` here") << QStringList();
    QTest::newRow("a shorter fence does not close a longer one")
        << QStringLiteral("````\n```\n````") << QStringList {QStringLiteral("0-13 : ```")};
    QTest::newRow("a fence line with an info string does not close")
        << QStringLiteral("```\n``` py\n```") << QStringList {QStringLiteral("0-14 : ``` py")};
    QTest::newRow("tildes do not close backticks") << QStringLiteral("```\n~~~\n```\n") << QStringList {QStringLiteral("0-12 : ~~~")};
    QTest::newRow("two fences in text order") << QStringLiteral("```a\n1\n```\ntext\n~~~b\n2\n~~~")
                                              << QStringList {QStringLiteral("0-11 a: 1"), QStringLiteral("16-26 b: 2")};
    QTest::newRow("CRLF line ends are not part of the lines")
        << QStringLiteral("```sh\r\nls\r\n```\r\n") << QStringList {QStringLiteral("0-16 sh: ls")};
}

void TestQaMarkdown::fences()
{
    QFETCH(QString, text);
    QFETCH(QStringList, expected);
    QCOMPARE(describe(QaMarkdown::fences(text)), expected);
}

void TestQaMarkdown::lineStartsPointAtTheLines()
{
    const QString text = QStringLiteral("intro\n```\nfirst\nsecond\n```\n");
    const QList<QaMarkdown::Fence> fences = QaMarkdown::fences(text);
    QCOMPARE(fences.size(), 1);
    QCOMPARE(fences.constFirst().lineStarts.size(), fences.constFirst().lines.size());
    for (int i = 0; i < fences.constFirst().lines.size(); ++i) {
        const QString &line = fences.constFirst().lines.at(i);
        QCOMPARE(text.mid(fences.constFirst().lineStarts.at(i), line.size()), line);
    }
}

void TestQaMarkdown::spans_data()
{
    QTest::addColumn<QString>("text");
    QTest::addColumn<QStringList>("expected");

    QTest::newRow("single backticks") << QStringLiteral("use `pip` now") << QStringList {QStringLiteral("4+5 pip")};
    QTest::newRow("double backticks hold a backtick") << QStringLiteral("a ``x ` y`` b") << QStringList {QStringLiteral("2+9 x ` y")};
    QTest::newRow("content trimmed") << QStringLiteral("` a `") << QStringList {QStringLiteral("0+5 a")};
    QTest::newRow("an escaped backtick opens nothing") << QStringLiteral("\\`a` b") << QStringList();
    QTest::newRow("an unclosed run is text") << QStringLiteral("a ` b") << QStringList();
    QTest::newRow("a span never crosses a blank line") << QStringLiteral("`a\n\nb`") << QStringList();
    QTest::newRow("a line break inside a span is a space") << QStringLiteral("`a\nb`") << QStringList {QStringLiteral("0+5 a b")};
    QTest::newRow("backticks inside fenced code are no span")
        << QStringLiteral("```\n`x`\n```\n`y`") << QStringList {QStringLiteral("12+3 y")};
}

void TestQaMarkdown::spans()
{
    QFETCH(QString, text);
    QFETCH(QStringList, expected);
    QCOMPARE(describe(QaMarkdown::spans(text)), expected);
}

void TestQaMarkdown::masked_data()
{
    QTest::addColumn<QString>("text");
    QTest::addColumn<QString>("expected");

    QTest::newRow("a code span blanked, the rest in place") << QStringLiteral("see `x` [a](b)") << QStringLiteral("see     [a](b)");
    QTest::newRow("fenced code blanked, its line breaks kept")
        << QStringLiteral("a\n```\nb\n```\nc") << QStringLiteral("a\n   \n \n   \nc");
    QTest::newRow("nothing to mask") << QStringLiteral("plain [link](url)") << QStringLiteral("plain [link](url)");
}

void TestQaMarkdown::masked()
{
    QFETCH(QString, text);
    QFETCH(QString, expected);
    QCOMPARE(QaMarkdown::masked(text), expected);
    QCOMPARE(QaMarkdown::masked(text).size(), text.size());
}

void TestQaMarkdown::language_data()
{
    QTest::addColumn<QString>("info");
    QTest::addColumn<QString>("expected");

    QTest::newRow("a plain language") << QStringLiteral("python") << QStringLiteral("python");
    QTest::newRow("lower case") << QStringLiteral("Python") << QStringLiteral("python");
    QTest::newRow("d2lbook's attribute form") << QStringLiteral("{.python .input}") << QStringLiteral("python");
    QTest::newRow("the first word only") << QStringLiteral("c++ linenums") << QStringLiteral("c++");
    QTest::newRow("no info string") << QString() << QString();
}

void TestQaMarkdown::language()
{
    QFETCH(QString, info);
    QFETCH(QString, expected);
    QCOMPARE(QaMarkdown::language(info), expected);
}

QTEST_GUILESS_MAIN(TestQaMarkdown)
#include "tst_qamarkdown.moc"
