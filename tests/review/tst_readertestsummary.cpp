// SPDX-FileCopyrightText: 2026 Yiqiao authors
// SPDX-License-Identifier: GPL-3.0-or-later
#include "review/readertestsummary.h"

#include <QTest>

class TestReaderTestSummary : public QObject
{
    Q_OBJECT

private Q_SLOTS:
    void bar_data();
    void bar();
};

namespace {

QList<ReaderTest> readers(int count, int passed)
{
    QList<ReaderTest> tests;
    for (int i = 0; i < count; ++i) {
        ReaderTest test;
        test.reader = QStringLiteral("reader %1").arg(i);
        test.passed = i < passed;
        tests.append(test);
    }
    return tests;
}

} // namespace

void TestReaderTestSummary::bar_data()
{
    QTest::addColumn<int>("count");
    QTest::addColumn<int>("passed");
    QTest::addColumn<double>("rate");
    QTest::addColumn<bool>("enoughReaders");
    QTest::addColumn<bool>("rateMeetsBar");
    QTest::addColumn<bool>("meetsBar");
    QTest::newRow("no readers: rate 0, bar missed") << 0 << 0 << 0.0 << false << false << false;
    QTest::newRow("4 of 5 is exactly 80%: met") << 5 << 4 << 0.8 << true << true << true;
    QTest::newRow("3 of 5 is 60%: missed") << 5 << 3 << 0.6 << true << false << false;
    QTest::newRow("all of 4: too few readers") << 4 << 4 << 1.0 << false << true << false;
    QTest::newRow("8 of 10: met") << 10 << 8 << 0.8 << true << true << true;
    QTest::newRow("7 of 9 is 77.8%: missed") << 9 << 7 << 7.0 / 9.0 << true << false << false;
    QTest::newRow("none of 6 passed") << 6 << 0 << 0.0 << true << false << false;
}

void TestReaderTestSummary::bar()
{
    QFETCH(int, count);
    QFETCH(int, passed);
    QFETCH(double, rate);
    QFETCH(bool, enoughReaders);
    QFETCH(bool, rateMeetsBar);
    QFETCH(bool, meetsBar);
    const ReaderTestSummary summary = ReaderTestSummary::of(readers(count, passed));
    QCOMPARE(summary.count, count);
    QCOMPARE(summary.passed, passed);
    QCOMPARE(summary.passRate(), rate);
    QCOMPARE(summary.hasEnoughReaders(), enoughReaders);
    QCOMPARE(summary.passRateMeetsBar(), rateMeetsBar);
    QCOMPARE(summary.meetsBar(), meetsBar);
}

QTEST_GUILESS_MAIN(TestReaderTestSummary)
#include "tst_readertestsummary.moc"
