// SPDX-FileCopyrightText: 2026 Yiqiao authors
// SPDX-License-Identifier: GPL-3.0-or-later
#include "draft/draftlayout.h"
#include "store/issuerepository.h"
#include "store/postimporter.h"
#include "store/projectstore.h"

#include <QSqlQuery>
#include <QTemporaryDir>
#include <QTest>

// The shared layout rules of a stored draft: its dominant line break, the blank line
// before an inserted block, and ordinals written in draft order.
class TestDraftLayout : public QObject
{
    Q_OBJECT

private Q_SLOTS:
    void lineBreakOf_data();
    void lineBreakOf();
    void lineBreakOfStoredDraft();
    void withLineBreak_data();
    void withLineBreak();
    void blankLineAfter_data();
    void blankLineAfter();
    void writeOrderAndRenumber();
};

void TestDraftLayout::lineBreakOf_data()
{
    QTest::addColumn<QString>("text");
    QTest::addColumn<QString>("expected");
    QTest::newRow("none: LF") << QStringLiteral("one line") << QStringLiteral("\n");
    QTest::newRow("LF only") << QStringLiteral("a\nb\n") << QStringLiteral("\n");
    QTest::newRow("CRLF only") << QStringLiteral("a\r\nb\r\n") << QStringLiteral("\r\n");
    QTest::newRow("CR only") << QStringLiteral("a\rb\r") << QStringLiteral("\r");
    QTest::newRow("more CRLF than LF") << QStringLiteral("a\r\nb\r\nc\n") << QStringLiteral("\r\n");
    QTest::newRow("more LF than CRLF") << QStringLiteral("a\nb\nc\r\n") << QStringLiteral("\n");
    QTest::newRow("a CRLF and LF tie goes to CRLF") << QStringLiteral("a\r\nb\n") << QStringLiteral("\r\n");
    QTest::newRow("a CR and LF tie goes to LF") << QStringLiteral("a\rb\n") << QStringLiteral("\n");
}

void TestDraftLayout::lineBreakOf()
{
    QFETCH(QString, text);
    QFETCH(QString, expected);
    QCOMPARE(DraftLayout::lineBreakOf(text), expected);
    // Cut into a lead and blocks (text, trailing), the same count.
    const int third = int(text.size()) / 3;
    TargetBlock block;
    block.text = text.mid(third, third);
    block.trailing = text.mid(2 * third);
    if (!text.mid(third - 1, 2).contains(QStringLiteral("\r\n")) && !text.mid(2 * third - 1, 2).contains(QStringLiteral("\r\n"))) {
        QCOMPARE(DraftLayout::lineBreakOf(text.left(third), {block}), expected);
    }
}

void TestDraftLayout::lineBreakOfStoredDraft()
{
    QTemporaryDir dir;
    ProjectStore store;
    QVERIFY(store.create(dir.filePath(QStringLiteral("l.yiqiao")), QStringLiteral("L")));
    PostImporter importer(store);
    QVERIFY(
        importer.importPost(1, QByteArray("# T\n\nA.\n\nB.\n"), QString(), QString(), QByteArray("# 标题\r\n\r\n甲。\r\n\r\n乙。\r\n")));
    QVERIFY(importer.importPost(2, QByteArray("# T\n\nA.\n"), QString(), QString(), QByteArray("# 标题\n\n甲。\n")));
    QCOMPARE(DraftLayout::lineBreakOf(store, importer.result().issueId - 1), QStringLiteral("\r\n"));
    QCOMPARE(DraftLayout::lineBreakOf(store, importer.result().issueId), QStringLiteral("\n"));
    QCOMPARE(DraftLayout::lineBreakOf(store, 999), QStringLiteral("\n"));
}

void TestDraftLayout::withLineBreak_data()
{
    QTest::addColumn<QString>("text");
    QTest::addColumn<QString>("lineBreak");
    QTest::addColumn<QString>("expected");
    QTest::newRow("mixed to LF") << QStringLiteral("a\r\nb\rc\n") << QStringLiteral("\n") << QStringLiteral("a\nb\nc\n");
    QTest::newRow("mixed to CRLF") << QStringLiteral("a\r\nb\rc\n") << QStringLiteral("\r\n") << QStringLiteral("a\r\nb\r\nc\r\n");
    QTest::newRow("LF to CR") << QStringLiteral("a\n\nb") << QStringLiteral("\r") << QStringLiteral("a\r\rb");
}

void TestDraftLayout::withLineBreak()
{
    QFETCH(QString, text);
    QFETCH(QString, lineBreak);
    QFETCH(QString, expected);
    QCOMPARE(DraftLayout::withLineBreak(text, lineBreak), expected);
    QCOMPARE(DraftLayout::normalized(expected), DraftLayout::normalized(text));
    QVERIFY(!DraftLayout::normalized(text).contains(QLatin1Char('\r')));
}

void TestDraftLayout::blankLineAfter_data()
{
    QTest::addColumn<QString>("trailing");
    QTest::addColumn<QString>("lineBreak");
    QTest::addColumn<QString>("expected");
    QTest::newRow("end of an LF draft") << QString() << QStringLiteral("\n") << QStringLiteral("\n\n");
    QTest::newRow("end of a CRLF draft") << QString() << QStringLiteral("\r\n") << QStringLiteral("\r\n\r\n");
    QTest::newRow("one line break: one more of its kind") << QStringLiteral("\r\n") << QStringLiteral("\n") << QStringLiteral("\r\n\r\n");
    QTest::newRow("a blank line already: kept") << QStringLiteral("\n\n") << QStringLiteral("\r\n") << QStringLiteral("\n\n");
    QTest::newRow("a mixed blank line: kept") << QStringLiteral("\r\n\n") << QStringLiteral("\r\n") << QStringLiteral("\r\n\n");
    QTest::newRow("three line breaks: kept") << QStringLiteral("\n\n\n") << QStringLiteral("\n") << QStringLiteral("\n\n\n");
}

void TestDraftLayout::blankLineAfter()
{
    QFETCH(QString, trailing);
    QFETCH(QString, lineBreak);
    QFETCH(QString, expected);
    QCOMPARE(DraftLayout::blankLineAfter(trailing, lineBreak), expected);
}

// Ordinals follow the order given; rows already right are not written (a trigger
// on ordinal updates counts them).
void TestDraftLayout::writeOrderAndRenumber()
{
    QTemporaryDir dir;
    ProjectStore store;
    QVERIFY(store.create(dir.filePath(QStringLiteral("o.yiqiao")), QStringLiteral("O")));
    PostImporter importer(store);
    QVERIFY(importer.importPost(
        1, QByteArray("# T\n\nA.\n\nB.\n\nC.\n"), QString(), QString(), QByteArray("# 标题\n\n甲。\n\n乙。\n\n丙。\n")));
    const qint64 issueId = importer.result().issueId;
    QList<qint64> ids;
    for (const BlockRecord &block : IssueRepository(store).targetBlocks(issueId)) {
        ids.append(block.id);
    }
    QCOMPARE(ids.size(), 4);
    QSqlQuery query(store.database());
    QVERIFY(query.exec(QStringLiteral("CREATE TABLE written (id INTEGER)")));
    QVERIFY(query.exec(QStringLiteral("CREATE TRIGGER count_writes AFTER UPDATE OF ordinal ON target_blocks"
                                      " BEGIN INSERT INTO written VALUES (new.id); END")));
    const auto written = [&store] {
        QSqlQuery count(store.database());
        return count.exec(QStringLiteral("SELECT count(*) FROM written")) && count.next() ? count.value(0).toInt() : -1;
    };
    QString error;
    QVERIFY(DraftLayout::writeOrder(store, {ids.at(0), ids.at(2), ids.at(1), ids.at(3)}, &error));
    QCOMPARE(written(), 2);
    QList<qint64> order;
    for (const BlockRecord &block : IssueRepository(store).targetBlocks(issueId)) {
        order.append(block.id);
    }
    QCOMPARE(order, (QList<qint64> {ids.at(0), ids.at(2), ids.at(1), ids.at(3)}));
    // A gap and a tie closed up: ordinal, then id, decides.
    QVERIFY(query.exec(QStringLiteral("UPDATE target_blocks SET ordinal = ordinal * 10")));
    QVERIFY(query.exec(QStringLiteral("UPDATE target_blocks SET ordinal = 10 WHERE id = %1").arg(ids.at(3))));
    QVERIFY(query.exec(QStringLiteral("DELETE FROM written")));
    QVERIFY2(DraftLayout::renumber(store, issueId, &error), qPrintable(error));
    order.clear();
    QStringList ordinals;
    QVERIFY(query.exec(QStringLiteral("SELECT id, ordinal FROM target_blocks ORDER BY ordinal")));
    while (query.next()) {
        order.append(query.value(0).toLongLong());
        ordinals.append(query.value(1).toString());
    }
    QCOMPARE(order, (QList<qint64> {ids.at(0), ids.at(2), ids.at(3), ids.at(1)}));
    QCOMPARE(ordinals, (QStringList {"0", "1", "2", "3"}));
    QCOMPARE(written(), 3);
    QVERIFY(query.exec(QStringLiteral("CREATE TRIGGER refuse BEFORE UPDATE OF ordinal ON target_blocks"
                                      " BEGIN SELECT RAISE(ABORT, 'refused by the test'); END")));
    QVERIFY(!DraftLayout::writeOrder(store, {ids.at(1)}, &error));
    QVERIFY(!error.isEmpty());
}

QTEST_GUILESS_MAIN(TestDraftLayout)
#include "tst_draftlayout.moc"
