// SPDX-FileCopyrightText: 2026 Yiqiao authors
// SPDX-License-Identifier: GPL-3.0-or-later
#include "draft/blockstatus.h"

#include <QTest>

class TestBlockStatus : public QObject
{
    Q_OBJECT
private Q_SLOTS:
    void statesInReviewOrder();
    void states_data();
    void states();
};

// The stored names (target_blocks.status): never renamed.
void TestBlockStatus::statesInReviewOrder()
{
    QCOMPARE(BlockStatus::all(), QStringList({"draft", "pretranslated", "machine", "translated", "reviewed", "approved"}));
}

void TestBlockStatus::states_data()
{
    QTest::addColumn<QString>("status");
    QTest::addColumn<bool>("isConfirmed");
    QTest::addColumn<QString>("confirmed");
    QTest::addColumn<QString>("displayName");
    QTest::addColumn<bool>("isPretranslation");

    QTest::newRow("draft: confirming translates it")
        << BlockStatus::Draft << false << BlockStatus::Translated << QStringLiteral("Draft") << false;
    QTest::newRow("pretranslated: not yet confirmed")
        << BlockStatus::Pretranslated << false << BlockStatus::Translated << QStringLiteral("Pre-translated") << true;
    QTest::newRow("machine: not yet confirmed, apart from the memory's")
        << BlockStatus::Machine << false << BlockStatus::Translated << QStringLiteral("Machine pre-translated") << true;
    QTest::newRow("translated: kept") << BlockStatus::Translated << true << BlockStatus::Translated << QStringLiteral("Translated")
                                      << false;
    QTest::newRow("reviewed: kept, not lowered")
        << BlockStatus::Reviewed << true << BlockStatus::Reviewed << QStringLiteral("Reviewed") << false;
    QTest::newRow("approved: kept, not lowered")
        << BlockStatus::Approved << true << BlockStatus::Approved << QStringLiteral("Approved") << false;
    QTest::newRow("unknown: confirming translates it, shown as stored")
        << QStringLiteral("published") << false << BlockStatus::Translated << QStringLiteral("published") << false;
}

void TestBlockStatus::states()
{
    QFETCH(QString, status);
    QFETCH(bool, isConfirmed);
    QFETCH(QString, confirmed);
    QFETCH(QString, displayName);
    QFETCH(bool, isPretranslation);
    QCOMPARE(BlockStatus::isConfirmed(status), isConfirmed);
    QCOMPARE(BlockStatus::confirmed(status), confirmed);
    QCOMPARE(BlockStatus::displayName(status), displayName);
    QCOMPARE(BlockStatus::isPretranslation(status), isPretranslation);
}

QTEST_GUILESS_MAIN(TestBlockStatus)
#include "tst_blockstatus.moc"
