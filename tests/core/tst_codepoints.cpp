// SPDX-FileCopyrightText: 2026 Yiqiao authors
// SPDX-License-Identifier: GPL-3.0-or-later
#include "core/codepoints.h"

#include <QTest>

class TstCodePoints : public QObject
{
    Q_OBJECT
private Q_SLOTS:
    void at_data()
    {
        QTest::addColumn<QString>("text");
        QTest::addColumn<int>("index");
        QTest::addColumn<uint>("codePoint");
        QTest::addColumn<int>("length");
        QTest::newRow("ASCII") << QStringLiteral("ab") << 1 << uint('b') << 1;
        QTest::newRow("BMP Han") << QStringLiteral("模型") << 0 << uint(0x6A21) << 1;
        QTest::newRow("surrogate pair") << QStringLiteral("a👉b") << 1 << uint(0x1F449) << 2;
        QTest::newRow("low half of a pair on its own") << QStringLiteral("a👉b") << 2 << uint(0xDC49) << 1;
        QTest::newRow("lone high surrogate at the end") << QString(QChar(0xD83D)) << 0 << uint(0xD83D) << 1;
    }

    void at()
    {
        QFETCH(QString, text);
        QFETCH(int, index);
        QFETCH(uint, codePoint);
        QFETCH(int, length);
        int found = 0;
        QCOMPARE(uint(CodePoints::at(text, index, &found)), codePoint);
        QCOMPARE(found, length);
    }

    void classes_data()
    {
        QTest::addColumn<uint>("codePoint");
        QTest::addColumn<bool>("wordChar");
        QTest::addColumn<bool>("cjkScript");
        QTest::newRow("Latin letter") << uint('x') << true << false;
        QTest::newRow("digit") << uint('7') << true << false;
        QTest::newRow("underscore") << uint('_') << true << false;
        QTest::newRow("combining acute") << uint(0x0301) << true << false;
        QTest::newRow("hyphen") << uint('-') << false << false;
        QTest::newRow("space") << uint(' ') << false << false;
        QTest::newRow("Han") << uint(0x6A21) << true << true;
        QTest::newRow("Han outside the BMP") << uint(0x20000) << true << true;
        QTest::newRow("Hiragana") << uint(0x3042) << true << true;
        QTest::newRow("Katakana") << uint(0x30A2) << true << true;
        QTest::newRow("Hangul") << uint(0xD55C) << true << true;
        QTest::newRow("Bopomofo") << uint(0x3105) << true << true;
        QTest::newRow("ideographic full stop (common script)") << uint(0x3002) << false << false;
        QTest::newRow("full-width comma") << uint(0xFF0C) << false << false;
    }

    void classes()
    {
        QFETCH(uint, codePoint);
        QFETCH(bool, wordChar);
        QFETCH(bool, cjkScript);
        QCOMPARE(CodePoints::isWordChar(char32_t(codePoint)), wordChar);
        QCOMPARE(CodePoints::isCjkScript(char32_t(codePoint)), cjkScript);
    }
};

QTEST_GUILESS_MAIN(TstCodePoints)
#include "tst_codepoints.moc"
