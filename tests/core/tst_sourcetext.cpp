// SPDX-FileCopyrightText: 2026 Yiqiao authors
// SPDX-License-Identifier: GPL-3.0-or-later
#include "core/sourcetext.h"

#include <QByteArray>
#include <QString>
#include <QTest>

class TestSourceText : public QObject
{
    Q_OBJECT

private Q_SLOTS:
    void firstInvalidByte_data();
    void firstInvalidByte();
    void decodeValid_data();
    void decodeValid();
    void decodeInvalid_data();
    void decodeInvalid();
    void decodeWithoutErrorPointer();
    void decodeEmpty();
    void decodeBom();
};

namespace {
QByteArray bytes(const char *data, int size)
{
    return QByteArray(data, size);
}
} // namespace

void TestSourceText::firstInvalidByte_data()
{
    QTest::addColumn<QByteArray>("input");
    QTest::addColumn<qint64>("expected"); // -1 for valid text

    // Valid text.
    QTest::newRow("valid: empty") << QByteArray() << qint64(-1);
    QTest::newRow("valid: ascii") << QByteArray("Hello, world!\n") << qint64(-1);
    QTest::newRow("valid: ascii control chars tab cr lf") << QByteArray("a\tb\r\nc\rd\n") << qint64(-1);
    QTest::newRow("valid: latin 2-byte C3 A9") << QByteArray("caf\xC3\xA9") << qint64(-1);
    QTest::newRow("valid: lowest 2-byte C2 80") << QByteArray("\xC2\x80") << qint64(-1);
    QTest::newRow("valid: chinese 3-byte") << QByteArray("\xE4\xB8\xAD\xE6\x96\x87 text") << qint64(-1);
    QTest::newRow("valid: lowest 3-byte E0 A0 80") << QByteArray("\xE0\xA0\x80") << qint64(-1);
    QTest::newRow("valid: last before surrogates ED 9F BF") << QByteArray("\xED\x9F\xBF") << qint64(-1);
    QTest::newRow("valid: first after surrogates EE 80 80") << QByteArray("\xEE\x80\x80") << qint64(-1);
    QTest::newRow("valid: U+FFFF EF BF BF") << QByteArray("\xEF\xBF\xBF") << qint64(-1);
    QTest::newRow("valid: BOM") << QByteArray("\xEF\xBB\xBF# Title\n") << qint64(-1);
    QTest::newRow("valid: emoji 4-byte") << QByteArray("smile \xF0\x9F\x98\x80!") << qint64(-1);
    QTest::newRow("valid: lowest 4-byte F0 90 80 80") << QByteArray("\xF0\x90\x80\x80") << qint64(-1);
    QTest::newRow("valid: U+10FFFF F4 8F BF BF") << QByteArray("\xF4\x8F\xBF\xBF") << qint64(-1);
    QTest::newRow("valid: mixed chinese english markdown")
        << QByteArray("# \xE6\xA0\x87\xE9\xA2\x98 Title\n\n| a | \xE4\xB8\xAD |\n") << qint64(-1);

    // Invalid UTF-8.
    QTest::newRow("invalid: overlong 2-byte C0 80") << QByteArray("ab\xC0\x80") << qint64(2);
    QTest::newRow("invalid: overlong 2-byte C1 BF") << QByteArray("\xC1\xBF") << qint64(0);
    QTest::newRow("invalid: overlong 3-byte E0 80 80") << QByteArray("x\xE0\x80\x80") << qint64(1);
    QTest::newRow("invalid: overlong 3-byte E0 9F BF") << QByteArray("x\xE0\x9F\xBF") << qint64(1);
    QTest::newRow("invalid: overlong 4-byte F0 8F BF BF") << QByteArray("xy\xF0\x8F\xBF\xBF") << qint64(2);
    QTest::newRow("invalid: surrogate ED A0 80") << QByteArray("abc\xED\xA0\x80") << qint64(3);
    QTest::newRow("invalid: surrogate ED BF BF") << QByteArray("\xED\xBF\xBF") << qint64(0);
    QTest::newRow("invalid: past U+10FFFF F4 90") << QByteArray("\xE4\xB8\xAD\xF4\x90\x80\x80") << qint64(3);
    QTest::newRow("invalid: lead byte F5") << QByteArray("a\xF5\x80\x80\x80") << qint64(1);
    QTest::newRow("invalid: lead byte FF") << QByteArray("a\xFF") << qint64(1);
    QTest::newRow("invalid: lead byte FE") << QByteArray("\xFE\xFF") << qint64(0);
    QTest::newRow("invalid: truncated sequence at end") << QByteArray("abc\xE4\xB8") << qint64(3);
    QTest::newRow("invalid: truncated 4-byte at end") << QByteArray("\xF0\x9F\x98") << qint64(0);
    QTest::newRow("invalid: truncated 2-byte at end") << QByteArray("ok\xC3") << qint64(2);
    QTest::newRow("invalid: truncated sequence before ascii") << QByteArray("\xE4\xB8"
                                                                            "A")
                                                              << qint64(0);
    QTest::newRow("invalid: bad third byte") << QByteArray("\xE4\xB8\xC0") << qint64(0);
    QTest::newRow("invalid: bad fourth byte") << QByteArray("\xF0\x9F\x98"
                                                            "A")
                                              << qint64(0);
    QTest::newRow("invalid: lone continuation byte") << QByteArray("a\x80"
                                                                   "b")
                                                     << qint64(1);
    QTest::newRow("invalid: continuation after complete char") << QByteArray("\xE4\xB8\xAD\xAD") << qint64(3);
    QTest::newRow("invalid: latin-1 encoded text") << QByteArray("caf\xE9 au lait") << qint64(3);
    QTest::newRow("invalid: first bad byte after valid multibyte text")
        << QByteArray("\xE4\xB8\xAD\xE6\x96\x87\n\xF0\x9F\x98\x80\n\xC0\xAF") << qint64(12);

    // Binary.
    QTest::newRow("binary: NUL byte") << bytes("ab\0cd", 5) << qint64(2);
    QTest::newRow("binary: NUL first") << bytes("\0", 1) << qint64(0);
    QTest::newRow("binary: NUL after valid text") << bytes("line\n\xE4\xB8\xAD\0", 9) << qint64(8);
    QTest::newRow("binary: png signature") << bytes("\x89PNG\r\n\x1A\n", 8) << qint64(0);
}

void TestSourceText::firstInvalidByte()
{
    QFETCH(QByteArray, input);
    QFETCH(qint64, expected);
    QCOMPARE(qint64(SourceText::firstInvalidByte(input)), expected);
}

void TestSourceText::decodeValid_data()
{
    QTest::addColumn<QByteArray>("input");
    QTest::newRow("ascii") << QByteArray("Hello\n");
    QTest::newRow("chinese") << QByteArray("\xE4\xB8\xAD\xE6\x96\x87\r\n");
    QTest::newRow("emoji") << QByteArray("\xF0\x9F\x98\x80");
    QTest::newRow("U+10FFFF") << QByteArray("\xF4\x8F\xBF\xBF");
}

void TestSourceText::decodeValid()
{
    QFETCH(QByteArray, input);
    QString out = QStringLiteral("previous");
    QString error = QStringLiteral("untouched");
    QVERIFY(SourceText::decode(input, &out, &error));
    QCOMPARE(out, QString::fromUtf8(input));
    QCOMPARE(out.toUtf8(), input);
    QCOMPARE(error, QStringLiteral("untouched"));
}

void TestSourceText::decodeInvalid_data()
{
    QTest::addColumn<QByteArray>("input");
    QTest::addColumn<int>("line");
    QTest::addColumn<qint64>("offset");
    QTest::addColumn<bool>("binary");

    QTest::newRow("invalid: first line") << QByteArray("ab\xC0\x80\n") << 1 << qint64(2) << false;
    QTest::newRow("invalid: third line, LF") << QByteArray("one\ntwo\nthr\xED\xA0\x80"
                                                           "ee\n")
                                             << 3 << qint64(11) << false;
    QTest::newRow("invalid: third line, CRLF") << QByteArray("one\r\ntwo\r\n\xFF") << 3 << qint64(10) << false;
    QTest::newRow("invalid: line after blank lines") << QByteArray("\n\n\n\n\xE4\xB8\xAD\xE4\xB8") << 5 << qint64(7) << false;
    QTest::newRow("invalid: first byte of a line right after LF") << QByteArray("a\n\x80") << 2 << qint64(2) << false;
    QTest::newRow("invalid: twelfth line") << QByteArray("1\n2\n3\n4\n5\n6\n7\n8\n9\n10\n11\n\xF4\x90\x80\x80") << 12 << qint64(24)
                                           << false;
    QTest::newRow("binary: NUL on second line") << bytes("text\n\0", 6) << 2 << qint64(5) << true;
    QTest::newRow("binary: NUL on first line") << bytes("\0\n", 2) << 1 << qint64(0) << true;
    // Lone CR is a line break for the parser (and cmark), so the message must count it too.
    QTest::newRow("invalid: third line, lone CR") << QByteArray("one\rtwo\r\xFF") << 3 << qint64(8) << false;
}

void TestSourceText::decodeInvalid()
{
    QFETCH(QByteArray, input);
    QFETCH(int, line);
    QFETCH(qint64, offset);
    QFETCH(bool, binary);

    QCOMPARE(qint64(SourceText::firstInvalidByte(input)), offset);

    const QString sentinel = QString::fromUtf8("must stay \xE4\xB8\xAD");
    QString out = sentinel;
    QString error;
    QVERIFY(!SourceText::decode(input, &out, &error));
    QCOMPARE(out, sentinel); // left alone on failure
    QVERIFY(!error.isEmpty());
    QVERIFY2(!error.contains(QLatin1Char('\n')), qPrintable(error)); // one line
    // The byte offset is named too.
    QVERIFY2(error.contains(QStringLiteral("byte %1").arg(offset)), qPrintable(error));
    if (binary) {
        QVERIFY2(error.contains(QStringLiteral("binary")), qPrintable(error));
    } else {
        QVERIFY2(error.contains(QStringLiteral("UTF-8")), qPrintable(error));
    }
    QVERIFY2(error.contains(QStringLiteral("line %1").arg(line)), qPrintable(error));
}

void TestSourceText::decodeWithoutErrorPointer()
{
    QString out = QStringLiteral("kept");
    QVERIFY(!SourceText::decode(QByteArray("\xC0\x80"), &out, nullptr));
    QCOMPARE(out, QStringLiteral("kept"));
    QVERIFY(SourceText::decode(QByteArray("ok"), &out, nullptr));
    QCOMPARE(out, QStringLiteral("ok"));
}

void TestSourceText::decodeEmpty()
{
    QString out = QStringLiteral("previous");
    QString error;
    QVERIFY(SourceText::decode(QByteArray(), &out, &error));
    QVERIFY(out.isEmpty());
    QVERIFY(error.isEmpty());
}

void TestSourceText::decodeBom()
{
    // A BOM is valid text. QString::fromUtf8 (Qt 5 and 6) drops a leading one, so
    // the decoded text may or may not start with U+FEFF; the rest must be intact.
    const QByteArray input("\xEF\xBB\xBF# \xE4\xB8\xAD\n");
    QCOMPARE(qint64(SourceText::firstInvalidByte(input)), qint64(-1));
    QString out;
    QString error;
    QVERIFY(SourceText::decode(input, &out, &error));
    QVERIFY(error.isEmpty());
    const QString rest = QString::fromUtf8("# \xE4\xB8\xAD\n");
    QVERIFY2(out == rest || out == QChar(0xFEFF) + rest, qPrintable(out));
}

QTEST_GUILESS_MAIN(TestSourceText)
#include "tst_sourcetext.moc"
