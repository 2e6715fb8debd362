// SPDX-FileCopyrightText: 2026 Yiqiao authors
// SPDX-License-Identifier: GPL-3.0-or-later
#include "review/reviewaction.h"

#include <QTest>

#include <optional>

Q_DECLARE_METATYPE(std::optional<ReviewAction>)

class TestReviewAction : public QObject
{
    Q_OBJECT

private Q_SLOTS:
    void storedNames_data();
    void storedNames();
    void typedNames_data();
    void typedNames();
};

void TestReviewAction::storedNames_data()
{
    QTest::addColumn<ReviewAction>("action");
    QTest::addColumn<QString>("name");
    QTest::addColumn<QString>("label");
    QTest::newRow("confirm") << ReviewAction::Confirm << QStringLiteral("confirm") << QStringLiteral("Confirm");
    QTest::newRow("review") << ReviewAction::Review << QStringLiteral("review") << QStringLiteral("Review");
    QTest::newRow("approve") << ReviewAction::Approve << QStringLiteral("approve") << QStringLiteral("Approve");
    QTest::newRow("reject") << ReviewAction::Reject << QStringLiteral("reject") << QStringLiteral("Reject");
    QTest::newRow("reopen") << ReviewAction::Reopen << QStringLiteral("reopen") << QStringLiteral("Reopen");
}

// The names are block_reviews.action's CHECK list: they never change.
void TestReviewAction::storedNames()
{
    QFETCH(ReviewAction, action);
    QFETCH(QString, name);
    QFETCH(QString, label);
    QCOMPARE(ReviewActions::toString(action), name);
    QCOMPARE(ReviewActions::fromString(name), std::optional<ReviewAction>(action));
    QCOMPARE(ReviewActions::displayName(action), label);
    QVERIFY(ReviewActions::all().contains(action));
    QCOMPARE(ReviewActions::all().size(), 5);
}

void TestReviewAction::typedNames_data()
{
    QTest::addColumn<QString>("typed");
    QTest::addColumn<std::optional<ReviewAction>>("action");
    QTest::newRow("any case: APPROVE") << QStringLiteral("APPROVE") << std::optional<ReviewAction>(ReviewAction::Approve);
    QTest::newRow("any case: Reopen") << QStringLiteral("Reopen") << std::optional<ReviewAction>(ReviewAction::Reopen);
    QTest::newRow("unknown: accept") << QStringLiteral("accept") << std::optional<ReviewAction>();
    QTest::newRow("empty") << QString() << std::optional<ReviewAction>();
    QTest::newRow("typed with spaces around") << QStringLiteral(" review\t") << std::optional<ReviewAction>(ReviewAction::Review);
}

void TestReviewAction::typedNames()
{
    QFETCH(QString, typed);
    QFETCH(std::optional<ReviewAction>, action);
    QCOMPARE(ReviewActions::fromString(typed), action);
}

QTEST_GUILESS_MAIN(TestReviewAction)
#include "tst_reviewaction.moc"
