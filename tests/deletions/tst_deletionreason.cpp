// SPDX-FileCopyrightText: 2026 Yiqiao authors
// SPDX-License-Identifier: GPL-3.0-or-later
#include "deletions/deletionreason.h"

#include <QTest>

class TestDeletionReason : public QObject
{
    Q_OBJECT
private Q_SLOTS:
    void reasons_data();
    void reasons();
    void typedNames_data();
    void typedNames();
    void outOfRangeIsOther();
};

// Stored in project files (deletions.reason) and typed on the CLI: never renamed.
void TestDeletionReason::reasons_data()
{
    QTest::addColumn<int>("value");
    QTest::addColumn<QString>("name");
    QTest::addColumn<QString>("label");

    QTest::newRow("outdated example") << int(DeletionReason::OutdatedExample) << QStringLiteral("outdated_example")
                                      << QStringLiteral("Outdated example");
    QTest::newRow("region-specific") << int(DeletionReason::RegionSpecific) << QStringLiteral("region_specific")
                                     << QStringLiteral("Region-specific");
    QTest::newRow("theory derivation") << int(DeletionReason::TheoryDerivation) << QStringLiteral("theory_derivation")
                                       << QStringLiteral("Theory derivation");
    QTest::newRow("duplicate") << int(DeletionReason::Duplicate) << QStringLiteral("duplicate") << QStringLiteral("Duplicate");
    QTest::newRow("other") << int(DeletionReason::Other) << QStringLiteral("other") << QStringLiteral("Other");
}

void TestDeletionReason::reasons()
{
    QFETCH(int, value);
    QFETCH(QString, name);
    QFETCH(QString, label);
    const auto reason = DeletionReason(value);
    QCOMPARE(DeletionReasons::toString(reason), name);
    QCOMPARE(DeletionReasons::label(reason), label);
    QCOMPARE(DeletionReasons::fromString(name), std::optional<DeletionReason>(reason));
    QCOMPARE(DeletionReasons::all().indexOf(reason), value); // in declaration order
}

void TestDeletionReason::typedNames_data()
{
    QTest::addColumn<QString>("typed");
    QTest::addColumn<int>("expected"); // -1: not a reason

    QTest::newRow("dashes for underscores") << QStringLiteral("outdated-example") << int(DeletionReason::OutdatedExample);
    QTest::newRow("any case") << QStringLiteral("Region_Specific") << int(DeletionReason::RegionSpecific);
    QTest::newRow("spaces around it") << QStringLiteral("  duplicate ") << int(DeletionReason::Duplicate);
    QTest::newRow("capitals and dashes") << QStringLiteral("THEORY-DERIVATION") << int(DeletionReason::TheoryDerivation);
    QTest::newRow("a label is no name") << QStringLiteral("Outdated example") << -1;
    QTest::newRow("an unknown word") << QStringLiteral("obsolete") << -1;
    QTest::newRow("empty") << QString() << -1;
}

void TestDeletionReason::typedNames()
{
    QFETCH(QString, typed);
    QFETCH(int, expected);
    const std::optional<DeletionReason> reason = DeletionReasons::fromString(typed);
    QCOMPARE(reason ? int(*reason) : -1, expected);
}

// A value outside the table (a cast from a bad number) is named as Other.
void TestDeletionReason::outOfRangeIsOther()
{
    QCOMPARE(DeletionReasons::toString(DeletionReason(42)), QStringLiteral("other"));
    QCOMPARE(DeletionReasons::label(DeletionReason(42)), QStringLiteral("Other"));
}

QTEST_GUILESS_MAIN(TestDeletionReason)
#include "tst_deletionreason.moc"
