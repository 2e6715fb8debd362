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
    void backgrounds_data();
    void backgrounds();
};

namespace {

QList<ReaderTest> readers(int count, int passed)
{
    QList<ReaderTest> tests;
    for (int i = 0; i < count; ++i) {
        ReaderTest test;
        test.reader = QStringLiteral("reader %1").arg(i);
        test.profile = QStringLiteral("background %1").arg(i);
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

void TestReaderTestSummary::backgrounds_data()
{
    QTest::addColumn<QStringList>("profiles");
    QTest::addColumn<int>("backgrounds");
    QTest::addColumn<QStringList>("duplicates");
    QTest::addColumn<int>("withoutProfile");
    QTest::addColumn<bool>("enoughReaders");
    const QString ops = QString::fromUtf8("运维工程师，熟悉 Docker");
    const QStringList four = {ops, QString::fromUtf8("在校研究生"), QString::fromUtf8("算法工程师"), QString::fromUtf8("初创团队 CTO")};
    QTest::newRow("five backgrounds") << (four + QStringList {QString::fromUtf8("前端开发者")}) << 5 << QStringList() << 0 << true;
    QTest::newRow("the same background twice counts once") << (four + QStringList {ops}) << 4 << QStringList {ops} << 0 << false;
    QTest::newRow("told apart by case, spaces and the width of punctuation only: the same")
        << (four + QStringList {QString::fromUtf8(" 运维工程师,熟悉  docker ")}) << 4 << QStringList {ops} << 0 << false;
    QTest::newRow("a reader without a background has none")
        << (four + QStringList {QStringLiteral("  ")}) << 4 << QStringList() << 1 << false;
    QTest::newRow("two repeated, named in order, each once")
        << QStringList {QStringLiteral("b"), QStringLiteral("a"), QStringLiteral("a"), QStringLiteral("b"), QStringLiteral("a")} << 2
        << QStringList {QStringLiteral("a"), QStringLiteral("b")} << 0 << false;
    QTest::newRow("six readers, five backgrounds: enough")
        << (four + QStringList {ops, QStringLiteral("PM")}) << 5 << QStringList {ops} << 0 << true;
}

// Five readers of different backgrounds (seed 000): the summary counts backgrounds.
void TestReaderTestSummary::backgrounds()
{
    QFETCH(QStringList, profiles);
    QFETCH(int, backgrounds);
    QFETCH(QStringList, duplicates);
    QFETCH(int, withoutProfile);
    QFETCH(bool, enoughReaders);
    QList<ReaderTest> tests;
    for (const QString &profile : std::as_const(profiles)) {
        ReaderTest test;
        test.reader = QStringLiteral("r");
        test.profile = profile;
        test.passed = true;
        tests.append(test);
    }
    const ReaderTestSummary summary = ReaderTestSummary::of(tests);
    QCOMPARE(summary.count, int(profiles.size()));
    QCOMPARE(summary.backgrounds, backgrounds);
    QCOMPARE(summary.duplicates, duplicates);
    QCOMPARE(summary.withoutProfile, withoutProfile);
    QCOMPARE(summary.hasEnoughReaders(), enoughReaders);
    QCOMPARE(summary.meetsBar(), enoughReaders);
}

QTEST_GUILESS_MAIN(TestReaderTestSummary)
#include "tst_readertestsummary.moc"
