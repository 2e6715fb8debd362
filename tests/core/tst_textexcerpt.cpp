// SPDX-FileCopyrightText: 2026 Yiqiao authors
// SPDX-License-Identifier: GPL-3.0-or-later
#include "core/textexcerpt.h"

#include <QTest>

// Text cut for reading never splits what a reader sees as one character.
class TestTextExcerpt : public QObject
{
    Q_OBJECT
private Q_SLOTS:
    void left_data();
    void left();
    void elided_data();
    void elided();
    void span_data();
    void span();
    void neverLeavesAHalf();
};

namespace {
// 👉 U+1F449, 👍🏽 (thumbs up, skin tone), 👩‍💻 (woman technologist: a ZWJ sequence),
// 🇨🇳 (two regional indicators), é as e + U+0301, 𠀀 (a CJK ideograph outside the BMP).
const QString kPoint = QStringLiteral("\U0001F449");
const QString kThumb = QStringLiteral("\U0001F44D\U0001F3FD");
const QString kCoder = QStringLiteral("\U0001F469\u200D\U0001F4BB");
const QString kFlag = QStringLiteral("\U0001F1E8\U0001F1F3");
const QString kAcute = QStringLiteral("e\u0301");
const QString kExtB = QStringLiteral("\U00020000");
} // namespace

void TestTextExcerpt::left_data()
{
    QTest::addColumn<QString>("text");
    QTest::addColumn<int>("length");
    QTest::addColumn<QString>("expected");
    QTest::newRow("ascii cut") << QStringLiteral("abcdef") << 3 << QStringLiteral("abc");
    QTest::newRow("shorter than length") << QStringLiteral("ab") << 5 << QStringLiteral("ab");
    QTest::newRow("emoji kept whole") << (QStringLiteral("ab") + kPoint) << 4 << (QStringLiteral("ab") + kPoint);
    QTest::newRow("emoji not halved") << (QStringLiteral("ab") + kPoint + QStringLiteral("c")) << 3 << QStringLiteral("ab");
    QTest::newRow("emoji with skin tone not split") << (QStringLiteral("a") + kThumb) << 3 << QStringLiteral("a");
    QTest::newRow("zwj sequence not split") << (QStringLiteral("a") + kCoder + QStringLiteral("b")) << 4 << QStringLiteral("a");
    QTest::newRow("flag not split") << (QStringLiteral("a") + kFlag) << 3 << QStringLiteral("a");
    QTest::newRow("combining mark stays") << (QStringLiteral("caf") + kAcute + QStringLiteral("!")) << 4 << QStringLiteral("caf");
    QTest::newRow("astral ideograph not halved") << (QStringLiteral("字") + kExtB) << 2 << QStringLiteral("字");
    QTest::newRow("zero length") << kPoint << 0 << QString();
}

void TestTextExcerpt::left()
{
    QFETCH(QString, text);
    QFETCH(int, length);
    QFETCH(QString, expected);
    QCOMPARE(TextExcerpt::left(text, length), expected);
}

void TestTextExcerpt::elided_data()
{
    QTest::addColumn<QString>("text");
    QTest::addColumn<int>("length");
    QTest::addColumn<QString>("expected");
    QTest::newRow("fits") << QStringLiteral("abc") << 3 << QStringLiteral("abc");
    QTest::newRow("cut with ellipsis") << QStringLiteral("abcdef") << 3 << QStringLiteral("abc…");
    QTest::newRow("emoji at the cut") << (QStringLiteral("看这里") + kPoint + QStringLiteral("吧")) << 4 << QStringLiteral("看这里…");
    QTest::newRow("emoji before the cut") << (kPoint + QStringLiteral("看这里吧")) << 3 << (kPoint + QStringLiteral("看…"));
}

void TestTextExcerpt::elided()
{
    QFETCH(QString, text);
    QFETCH(int, length);
    QFETCH(QString, expected);
    QCOMPARE(TextExcerpt::elided(text, length), expected);
}

void TestTextExcerpt::span_data()
{
    QTest::addColumn<QString>("text");
    QTest::addColumn<int>("from");
    QTest::addColumn<int>("to");
    QTest::addColumn<QString>("expected");
    QTest::newRow("inside ascii") << QStringLiteral("abcdef") << 1 << 3 << QStringLiteral("bc");
    // The QA message "“” �": a context that ended on the first half of 👉.
    QTest::newRow("ends on a high surrogate") << (QStringLiteral("” ") + kPoint) << 0 << 3 << (QStringLiteral("” ") + kPoint);
    QTest::newRow("starts on a low surrogate") << (kPoint + QStringLiteral("ab")) << 1 << 3 << (kPoint + QStringLiteral("a"));
    QTest::newRow("combining mark after the end") << (QStringLiteral("caf") + kAcute) << 0 << 4 << (QStringLiteral("caf") + kAcute);
    QTest::newRow("flag half") << (QStringLiteral("a") + kFlag) << 1 << 3 << kFlag;
}

void TestTextExcerpt::span()
{
    QFETCH(QString, text);
    QFETCH(int, from);
    QFETCH(int, to);
    QFETCH(QString, expected);
    QCOMPARE(TextExcerpt::span(text, from, to), expected);
}

// Every cut of a text full of astral characters is well formed UTF-16.
void TestTextExcerpt::neverLeavesAHalf()
{
    const QString text = kPoint + QStringLiteral("a") + kThumb + kCoder + kFlag + kAcute + kExtB + QStringLiteral("z");
    for (int length = 0; length <= text.size() + 1; ++length) {
        for (const QString &piece :
            {TextExcerpt::left(text, length), TextExcerpt::elided(text, length), TextExcerpt::span(text, length, length + 1)}) {
            QVERIFY2(!piece.isEmpty() ? !piece.at(0).isLowSurrogate() && !piece.back().isHighSurrogate() : true,
                qPrintable(QString::number(length)));
            QCOMPARE(piece.toUtf8().size() == 0 || !piece.toUtf8().contains("\xEF\xBF\xBD"), true);
        }
    }
}

QTEST_GUILESS_MAIN(TestTextExcerpt)
#include "tst_textexcerpt.moc"
