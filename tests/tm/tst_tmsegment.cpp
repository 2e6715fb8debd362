// SPDX-FileCopyrightText: 2026 Yiqiao authors
// SPDX-License-Identifier: GPL-3.0-or-later
#include "tm/tmsegment.h"

#include <QTest>

Q_DECLARE_METATYPE(QList<int>)

class TestTmSegment : public QObject
{
    Q_OBJECT
private Q_SLOTS:
    void of_data();
    void of();
};

void TestTmSegment::of_data()
{
    QTest::addColumn<QList<int>>("indexes");
    QTest::addColumn<QString>("source");
    QTest::addColumn<QString>("context");
    QTest::newRow("first block: no context") << QList<int> {0} << QStringLiteral("# Title") << QString();
    QTest::newRow("one block: the block before is the context") << QList<int> {2} << QStringLiteral("Second.") << QStringLiteral("First.");
    QTest::newRow("a link of two, given out of order")
        << QList<int> {2, 1} << QStringLiteral("First.\n\nSecond.") << QStringLiteral("# Title");
    QTest::newRow("duplicates count once") << QList<int> {1, 1} << QStringLiteral("First.") << QStringLiteral("# Title");
    QTest::newRow("indexes out of range are left out") << QList<int> {3, 7} << QStringLiteral("Third.") << QStringLiteral("Second.");
    QTest::newRow("nothing linked") << QList<int> {} << QString() << QString();
}

void TestTmSegment::of()
{
    QFETCH(QList<int>, indexes);
    QFETCH(QString, source);
    QFETCH(QString, context);
    QList<BlockRecord> blocks;
    for (const QString &text : {QStringLiteral("# Title"), QStringLiteral("First."), QStringLiteral("Second."), QStringLiteral("Third.")}) {
        BlockRecord block;
        block.id = blocks.size() + 10;
        block.text = text;
        blocks.append(block);
    }
    const TmSegment segment = TmSegment::of(blocks, indexes);
    QCOMPARE(segment.source, source);
    QCOMPARE(segment.context, context);
}

QTEST_GUILESS_MAIN(TestTmSegment)
#include "tst_tmsegment.moc"
