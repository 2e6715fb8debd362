// SPDX-FileCopyrightText: 2026 Yiqiao authors
// SPDX-License-Identifier: GPL-3.0-or-later
#include "draft/draftlines.h"

#include <QTest>

namespace {

TargetBlock block(qint64 id, const QString &text, const QString &trailing)
{
    TargetBlock b;
    b.id = id;
    b.text = text;
    b.trailing = trailing;
    return b;
}

// "# 甲" (1), "保留。" (2), "删掉。" (3), "末尾。" (4), each followed by a blank line but the last.
QList<TargetBlock> fourBlocks()
{
    return {block(1, QStringLiteral("# 甲"), QStringLiteral("\n\n")), block(2, QStringLiteral("保留。"), QStringLiteral("\n\n")),
        block(3, QStringLiteral("删掉。"), QStringLiteral("\n\n")), block(4, QStringLiteral("末尾。"), QStringLiteral("\n"))};
}

} // namespace

class TstDraftLines : public QObject
{
    Q_OBJECT
private Q_SLOTS:
    void layOutNumbersTheLines()
    {
        QList<TargetBlock> blocks = fourBlocks();
        const DraftLines::Layout laid = DraftLines::layOut(QString(), blocks);
        QCOMPARE(laid.text, QStringLiteral("# 甲\n\n保留。\n\n删掉。\n\n末尾。\n"));
        QCOMPARE(laid.lineIds.size(), 8);
        QCOMPARE(blocks.at(2).lineStart, 4);
        QCOMPARE(blocks.at(2).lineEnd, 4);
        QCOMPARE(laid.lineIds.at(4), QList<qint64> {3});
        QVERIFY(laid.lineIds.at(5).isEmpty()); // blank lines carry no ids
    }

    void layOutKeepsTheLeadAndJoinsBlocksWithoutTrailing()
    {
        QList<TargetBlock> blocks {block(1, QStringLiteral("a\r\nb"), QString()), block(2, QStringLiteral("c"), QString())};
        const DraftLines::Layout laid = DraftLines::layOut(QStringLiteral("---\r\nx: 1\r\n---\r\n"), blocks);
        QCOMPARE(laid.text, QStringLiteral("---\nx: 1\n---\na\nb\n\nc"));
        QCOMPARE(blocks.at(0).lineStart, 3);
        QCOMPARE(blocks.at(0).lineEnd, 4);
        QCOMPARE(blocks.at(1).lineStart, 6);
        QCOMPARE(laid.lineIds.at(4), QList<qint64> {1});
    }

    void removal_data()
    {
        QTest::addColumn<QList<qint64>>("ids");
        QTest::addColumn<QString>("left");
        QTest::addColumn<int>("spans");
        QTest::newRow("a block in the middle, with its blank line")
            << QList<qint64> {3} << QStringLiteral("# 甲\n\n保留。\n\n末尾。\n") << 1;
        QTest::newRow("the last block, with the line after it") << QList<qint64> {4} << QStringLiteral("# 甲\n\n保留。\n\n删掉。\n") << 1;
        QTest::newRow("the last two") << QList<qint64> {3, 4} << QStringLiteral("# 甲\n\n保留。\n") << 2;
        QTest::newRow("the first") << QList<qint64> {1} << QStringLiteral("保留。\n\n删掉。\n\n末尾。\n") << 1;
        QTest::newRow("all of them") << QList<qint64> {1, 2, 3, 4} << QString() << 4;
        QTest::newRow("unknown ids are left out") << QList<qint64> {9} << QStringLiteral("# 甲\n\n保留。\n\n删掉。\n\n末尾。\n") << 0;
    }

    void removal()
    {
        QFETCH(QList<qint64>, ids);
        QFETCH(QString, left);
        QFETCH(int, spans);
        QList<TargetBlock> blocks = fourBlocks();
        const DraftLines::Layout laid = DraftLines::layOut(QString(), blocks);
        const QList<QPair<int, int>> removal = DraftLines::removal(blocks, ids, laid.text);
        QCOMPARE(removal.size(), spans);
        for (int i = 1; i < removal.size(); ++i) {
            QVERIFY2(removal.at(i).first < removal.at(i - 1).first, "bottom up");
        }
        const DraftLines::Layout after = DraftLines::without(laid, removal);
        QCOMPARE(after.text, left);
        // Every line left keeps its entry (none when no line is left, as QStringList::erase leaves it).
        QCOMPARE(after.lineIds.size(), left.isEmpty() ? 0 : int(left.count(QLatin1Char('\n'))) + 1);
        for (const QList<qint64> &lineIds : after.lineIds) {
            for (qint64 id : lineIds) {
                QVERIFY(!ids.contains(id));
            }
        }
    }
};

QTEST_GUILESS_MAIN(TstDraftLines)
#include "tst_draftlines.moc"
