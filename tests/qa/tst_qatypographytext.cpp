// SPDX-FileCopyrightText: 2026 Yiqiao authors
// SPDX-License-Identifier: GPL-3.0-or-later
#include "qa/qatypographytext.h"

#include <QTest>

class TestQaTypographyText : public QObject
{
    Q_OBJECT
private Q_SLOTS:
    void projection_data();
    void projection();
    void spansPointIntoTheStoredText();
    void characterClasses_data();
    void characterClasses();
    void marks_data();
    void marks();
};

namespace {

BlockRecord block(const QString &text, BlockKind kind = BlockKind::Paragraph)
{
    BlockRecord record;
    record.kind = kind;
    record.text = text;
    return record;
}

// The projected text with an Object as '@' and a Break as '|'.
QString shown(const QaTypographyText &projected)
{
    QString text = projected.text;
    text.replace(QaTypographyText::Object, QLatin1Char('@'));
    text.replace(QaTypographyText::Break, QLatin1Char('|'));
    return text;
}

// "stored text of each Object", in order.
QStringList objects(const QaTypographyText &projected, const QString &stored)
{
    QStringList result;
    for (int i = 0; i < projected.text.size(); ++i) {
        if (projected.text.at(i) == QaTypographyText::Object) {
            result.append(stored.mid(projected.from.at(i), projected.to.at(i) - projected.from.at(i)));
        }
    }
    return result;
}

} // namespace

void TestQaTypographyText::projection_data()
{
    QTest::addColumn<QString>("stored");
    QTest::addColumn<QString>("expected");
    QTest::addColumn<QStringList>("expectedObjects");
    QTest::addColumn<QVector<int>>("expectedEdges");

    QTest::newRow("plain text verbatim") << QStringLiteral("中文 text。") << QStringLiteral("中文 text。") << QStringList()
                                         << QVector<int>();
    QTest::newRow("emphasis delimiters left out, their places kept as edges")
        << QStringLiteral("用**粗体**写") << QStringLiteral("用粗体写") << QStringList() << QVector<int> {1, 3};
    QTest::newRow("inline code is one object") << QStringLiteral("使用`pip`安装") << QStringLiteral("使用@安装")
                                               << QStringList {QStringLiteral("`pip`")} << QVector<int>();
    QTest::newRow("a double-backtick span is one object")
        << QStringLiteral("用``a ` b``写") << QStringLiteral("用@写") << QStringList {QStringLiteral("``a ` b``")} << QVector<int>();
    QTest::newRow("math is one object") << QStringLiteral("其中$x^2$为") << QStringLiteral("其中@为")
                                        << QStringList {QStringLiteral("$x^2$")} << QVector<int>();
    QTest::newRow("bare URL is one object, its full stop not") << QStringLiteral("见https://hf.co/docs.") << QStringLiteral("见@.")
                                                               << QStringList {QStringLiteral("https://hf.co/docs")} << QVector<int>();
    QTest::newRow("link text kept, its URL left out")
        << QStringLiteral("见[文档](https://hf.co)。") << QStringLiteral("见文档。") << QStringList() << QVector<int> {1, 3};
    QTest::newRow("autolink is one object") << QStringLiteral("见<https://hf.co>。") << QStringLiteral("见@。")
                                            << QStringList {QStringLiteral("<https://hf.co>")} << QVector<int>();
    QTest::newRow("HTML tag is a break") << QStringLiteral("一<br>二") << QStringLiteral("一|二") << QStringList() << QVector<int>();
    QTest::newRow("escaped mark is its character")
        << QStringLiteral("一\\*二") << QStringLiteral("一*二") << QStringList() << QVector<int>();
    QTest::newRow("Sphinx role with its space is one object") << QStringLiteral("如图 :numref:`fig_x`所示") << QStringLiteral("如图@所示")
                                                              << QStringList {QStringLiteral(" :numref:`fig_x`")} << QVector<int>();
    QTest::newRow("slide marks (** **) are not parentheses")
        << QStringLiteral("文字(**重点**)结束") << QStringLiteral("文字重点结束") << QStringList() << QVector<int> {2, 4};
}

void TestQaTypographyText::projection()
{
    QFETCH(QString, stored);
    QFETCH(QString, expected);
    QFETCH(QStringList, expectedObjects);
    QFETCH(QVector<int>, expectedEdges);
    const QaTypographyText projected(block(stored));
    QCOMPARE(shown(projected), expected);
    QCOMPARE(objects(projected, stored), expectedObjects);
    QCOMPARE(projected.edges, expectedEdges);
    QCOMPARE(projected.from.size(), projected.text.size());
    QCOMPARE(projected.to.size(), projected.text.size());
}

void TestQaTypographyText::spansPointIntoTheStoredText()
{
    const QString stored = QStringLiteral("用**粗体**和`code`写");
    const QaTypographyText projected(block(stored));
    QCOMPARE(shown(projected), QStringLiteral("用粗体和@写"));
    for (int i = 0; i < projected.text.size(); ++i) {
        const QChar c = projected.text.at(i);
        if (c != QaTypographyText::Object) {
            QCOMPARE(stored.at(projected.from.at(i)), c);
            QCOMPARE(projected.to.at(i), projected.from.at(i) + 1);
        }
        QVERIFY(i == 0 || projected.from.at(i) >= projected.to.at(i - 1));
    }
}

void TestQaTypographyText::characterClasses_data()
{
    QTest::addColumn<QChar>("c");
    QTest::addColumn<bool>("cjk");
    QTest::addColumn<bool>("latin");
    QTest::addColumn<bool>("digit");
    QTest::addColumn<bool>("word");

    QTest::newRow("Han") << QChar(0x4E2D) << true << false << false << false;
    QTest::newRow("extension A Han") << QChar(0x3400) << true << false << false << false;
    QTest::newRow("kana") << QChar(0x30AB) << true << false << false << false;
    QTest::newRow("full-width comma is not CJK") << QChar(0xFF0C) << false << false << false << false;
    QTest::newRow("Latin letter") << QChar(QLatin1Char('a')) << false << true << false << true;
    QTest::newRow("accented Latin letter") << QChar(0x00E9) << false << true << false << true;
    QTest::newRow("ASCII digit") << QChar(QLatin1Char('7')) << false << false << true << true;
    QTest::newRow("full-width digit is no ASCII digit") << QChar(0xFF17) << false << false << false << false;
    QTest::newRow("object reads as Latin") << QaTypographyText::Object << false << true << false << true;
    QTest::newRow("space ends a word") << QChar(QLatin1Char(' ')) << false << false << false << false;
    QTest::newRow("break ends a word") << QaTypographyText::Break << false << false << false << false;
    QTest::newRow("hyphen is part of a word") << QChar(QLatin1Char('-')) << false << false << false << true;
}

void TestQaTypographyText::characterClasses()
{
    QFETCH(QChar, c);
    QFETCH(bool, cjk);
    QFETCH(bool, latin);
    QFETCH(bool, digit);
    QFETCH(bool, word);
    QCOMPARE(QaTypographyText::isCjk(c), cjk);
    QCOMPARE(QaTypographyText::containsCjk(QStringLiteral("ab") + c), cjk);
    QCOMPARE(QaTypographyText::containsCjk(QStringLiteral("ab") + c, 0, 2), false);
    QCOMPARE(QaTypographyText::isLatin(c), latin);
    QCOMPARE(QaTypographyText::isAsciiDigit(c), digit);
    QCOMPARE(QaTypographyText::isWordChar(c), word);
}

void TestQaTypographyText::marks_data()
{
    QTest::addColumn<QChar>("c");
    QTest::addColumn<QChar>("fullwidth");
    QTest::addColumn<QChar>("halfwidth");
    QTest::addColumn<int>("mark");
    QTest::addColumn<bool>("fullwidthMark");
    QTest::addColumn<bool>("repeats");

    using Mark = QaSettings::Mark;
    QTest::newRow("half-width colon") << QChar(QLatin1Char(':')) << QChar(0xFF1A) << QChar() << int(Mark::Colon) << false << true;
    QTest::newRow("full-width colon") << QChar(0xFF1A) << QChar() << QChar(QLatin1Char(':')) << int(Mark::Colon) << true << true;
    QTest::newRow("half-width comma") << QChar(QLatin1Char(',')) << QChar(0xFF0C) << QChar() << int(Mark::Comma) << false << true;
    QTest::newRow("full-width semicolon") << QChar(0xFF1B) << QChar() << QChar(QLatin1Char(';')) << int(Mark::Semicolon) << true << true;
    QTest::newRow("half-width question mark") << QChar(QLatin1Char('?')) << QChar(0xFF1F) << QChar() << int(Mark::QuestionExclamation)
                                              << false << true;
    QTest::newRow("full-width exclamation mark")
        << QChar(0xFF01) << QChar() << QChar(QLatin1Char('!')) << int(Mark::QuestionExclamation) << true << true;
    QTest::newRow("half-width parenthesis") << QChar(QLatin1Char('(')) << QChar(0xFF08) << QChar() << int(Mark::Parentheses) << false
                                            << false;
    QTest::newRow("ideographic full stop") << QChar(0x3002) << QChar() << QChar(QLatin1Char('.')) << int(Mark::FullStop) << true << true;
    QTest::newRow("ellipsis is of the full stop class") << QChar(0x2026) << QChar() << QChar() << int(Mark::FullStop) << false << false;
    QTest::newRow("enumeration comma repeats, has no half-width form")
        << QChar(0x3001) << QChar() << QChar() << int(Mark::FullStop) << true << true;
    QTest::newRow("curly quote is full-width") << QChar(0x201C) << QChar() << QChar() << int(Mark::FullStop) << true << false;
}

void TestQaTypographyText::marks()
{
    QFETCH(QChar, c);
    QFETCH(QChar, fullwidth);
    QFETCH(QChar, halfwidth);
    QFETCH(int, mark);
    QFETCH(bool, fullwidthMark);
    QFETCH(bool, repeats);
    QCOMPARE(QaTypographyText::fullwidthOf(c), fullwidth);
    QCOMPARE(QaTypographyText::halfwidthOf(c), halfwidth);
    QCOMPARE(int(QaTypographyText::markOf(c)), mark);
    QCOMPARE(QaTypographyText::isFullwidthMark(c), fullwidthMark);
    QCOMPARE(QaTypographyText::repeatFamily(c) >= 0, repeats);
}

QTEST_GUILESS_MAIN(TestQaTypographyText)
#include "tst_qatypographytext.moc"
