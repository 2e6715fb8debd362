// SPDX-FileCopyrightText: 2026 Yiqiao authors
// SPDX-License-Identifier: GPL-3.0-or-later
#include "qa/qastyledetector.h"

#include <QTest>

class TestQaStyleDetector : public QObject
{
    Q_OBJECT
private Q_SLOTS:
    void count_data();
    void count();
    void spacingOf_data();
    void spacingOf();
    void detect_data();
    void detect();
};

namespace {

using Spacing = QaSettings::Spacing;
using Quotes = QaSettings::Quotes;

// "latin spaced/tight, digits spaced/tight, quotes curly/corner".
QString describe(const QaStyleDetector::Counts &c)
{
    return QStringLiteral("latin %1/%2, digits %3/%4, quotes %5/%6")
        .arg(c.latinSpaced)
        .arg(c.latinTight)
        .arg(c.digitSpaced)
        .arg(c.digitTight)
        .arg(c.curlyQuotes)
        .arg(c.cornerQuotes);
}

QString repeated(const QString &line, int times)
{
    QStringList lines;
    for (int i = 0; i < times; ++i) {
        lines.append(line);
    }
    return lines.join(QLatin1Char('\n'));
}

} // namespace

void TestQaStyleDetector::count_data()
{
    QTest::addColumn<QString>("markdown");
    QTest::addColumn<QString>("expected");

    const QString none = QStringLiteral("latin 0/0, digits 0/0, quotes 0/0");
    QTest::newRow("Chinese and Latin with a space")
        << QStringLiteral("中文 English") << QStringLiteral("latin 1/0, digits 0/0, quotes 0/0");
    QTest::newRow("Chinese and Latin together") << QStringLiteral("中文English") << QStringLiteral("latin 0/1, digits 0/0, quotes 0/0");
    QTest::newRow("digits spaced on both sides") << QStringLiteral("共 3 个") << QStringLiteral("latin 0/0, digits 2/0, quotes 0/0");
    QTest::newRow("digits together on both sides") << QStringLiteral("共3个") << QStringLiteral("latin 0/0, digits 0/2, quotes 0/0");
    QTest::newRow("opening quotes of each kind")
        << QStringLiteral("“引号”和「引号」。") << QStringLiteral("latin 0/0, digits 0/0, quotes 1/1");
    QTest::newRow("two spaces are no meeting") << QStringLiteral("中  a") << none;
    QTest::newRow("a code span is not read") << QStringLiteral("用`pip`安装") << none;
    QTest::newRow("fenced code is not read") << QStringLiteral("```\n中文abc\n```\n") << none;
    QTest::newRow("a URL is not read") << QStringLiteral("见https://hf.co/docs") << none;
    QTest::newRow("kana is not Han") << QStringLiteral("カナabc") << none;
}

void TestQaStyleDetector::count()
{
    QFETCH(QString, markdown);
    QFETCH(QString, expected);
    QCOMPARE(describe(QaStyleDetector::count(markdown)), expected);
}

void TestQaStyleDetector::spacingOf_data()
{
    QTest::addColumn<int>("spaced");
    QTest::addColumn<int>("tight");
    QTest::addColumn<int>("expected");

    QTest::newRow("fewer than MinSamples: not checked") << 6 << 3 << int(Spacing::Any);
    QTest::newRow("all spaced") << 10 << 0 << int(Spacing::Space);
    QTest::newRow("all together") << 0 << 10 << int(Spacing::None);
    QTest::newRow("twice as many spaced") << 10 << 5 << int(Spacing::Space);
    QTest::newRow("twice as many together") << 5 << 10 << int(Spacing::None);
    QTest::newRow("no clear majority: not checked") << 9 << 5 << int(Spacing::Any);
}

void TestQaStyleDetector::spacingOf()
{
    QFETCH(int, spaced);
    QFETCH(int, tight);
    QFETCH(int, expected);
    QCOMPARE(int(QaStyleDetector::spacingOf(spaced, tight)), expected);
}

void TestQaStyleDetector::detect_data()
{
    QTest::addColumn<QStringList>("texts");
    QTest::addColumn<int>("latin");
    QTest::addColumn<int>("digits");
    QTest::addColumn<int>("quotes");

    QTest::newRow("spaced Latin over ten meetings")
        << QStringList {repeated(QStringLiteral("使用 GPU 训练"), 5)} << int(Spacing::Space) << int(Spacing::Any) << int(Quotes::Straight);
    QTest::newRow("texts add up: five meetings in each of two")
        << QStringList {repeated(QStringLiteral("用GPU"), 5), repeated(QStringLiteral("用GPU"), 5)} << int(Spacing::None)
        << int(Spacing::Any) << int(Quotes::Straight);
    QTest::newRow("tight digits") << QStringList {repeated(QStringLiteral("共3个"), 5)} << int(Spacing::Any) << int(Spacing::None)
                                  << int(Quotes::Straight);
    QTest::newRow("more corner quotes than curly ones")
        << QStringList {QStringLiteral("「甲」「乙」“丙”。")} << int(Spacing::Any) << int(Spacing::Any) << int(Quotes::Corner);
    QTest::newRow("as many curly quotes as corner ones: curly")
        << QStringList {QStringLiteral("「甲」“丙”。")} << int(Spacing::Any) << int(Spacing::Any) << int(Quotes::Curly);
    QTest::newRow("no quotes: the base's kept")
        << QStringList {QStringLiteral("没有引号。")} << int(Spacing::Any) << int(Spacing::Any) << int(Quotes::Straight);
}

void TestQaStyleDetector::detect()
{
    QFETCH(QStringList, texts);
    QFETCH(int, latin);
    QFETCH(int, digits);
    QFETCH(int, quotes);
    QaSettings base;
    base.quotes = Quotes::Straight;
    base.disabled.insert(QStringLiteral("typography.quotes"));
    const QaSettings settings = QaStyleDetector::detect(texts, base);
    QCOMPARE(int(settings.latinSpacing), latin);
    QCOMPARE(int(settings.digitSpacing), digits);
    QCOMPARE(int(settings.quotes), quotes);
    QCOMPARE(settings.disabled, base.disabled); // the rest is the base's
}

QTEST_GUILESS_MAIN(TestQaStyleDetector)
#include "tst_qastyledetector.moc"
