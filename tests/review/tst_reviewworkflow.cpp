// SPDX-FileCopyrightText: 2026 Yiqiao authors
// SPDX-License-Identifier: GPL-3.0-or-later
#include "review/reviewworkflow.h"

#include <QMap>
#include <QTest>

// The review rules: every state an action leads to from every state, and every
// refusal (no reviewer, no reason for a rejection, the same person reviewing and
// approving where the project requires two).
class TestReviewWorkflow : public QObject
{
    Q_OBJECT
private Q_SLOTS:
    void actionNames_data();
    void actionNames();
    void transitions_data();
    void transitions();
    void refusals_data();
    void refusals();
    void blockRefusalNamesTheBlock();
};

void TestReviewWorkflow::actionNames_data()
{
    QTest::addColumn<QString>("name");
    QTest::addColumn<int>("action"); // -1: not an action
    QTest::addColumn<QString>("stored");
    QTest::newRow("confirm") << QStringLiteral("confirm") << int(ReviewAction::Confirm) << QStringLiteral("confirm");
    QTest::newRow("review") << QStringLiteral("review") << int(ReviewAction::Review) << QStringLiteral("review");
    QTest::newRow("approve, upper case") << QStringLiteral("APPROVE") << int(ReviewAction::Approve) << QStringLiteral("approve");
    QTest::newRow("reject, spaces around") << QStringLiteral(" reject ") << int(ReviewAction::Reject) << QStringLiteral("reject");
    QTest::newRow("reopen") << QStringLiteral("reopen") << int(ReviewAction::Reopen) << QStringLiteral("reopen");
    QTest::newRow("a status is not an action") << QStringLiteral("reviewed") << -1 << QString();
    QTest::newRow("empty") << QString() << -1 << QString();
}

void TestReviewWorkflow::actionNames()
{
    QFETCH(QString, name);
    QFETCH(int, action);
    QFETCH(QString, stored);
    const auto parsed = ReviewActions::fromString(name);
    QCOMPARE(parsed.has_value(), action >= 0);
    if (parsed) {
        QCOMPARE(int(*parsed), action);
        QCOMPARE(ReviewActions::toString(*parsed), stored);
        QVERIFY(!ReviewActions::displayName(*parsed).isEmpty());
    }
}

void TestReviewWorkflow::transitions_data()
{
    QTest::addColumn<QString>("status");
    QTest::addColumn<int>("action");
    QTest::addColumn<QString>("expected"); // empty: does not apply

    const QStringList statuses {QStringLiteral("draft"), QStringLiteral("pretranslated"), QStringLiteral("machine"),
        QStringLiteral("translated"), QStringLiteral("reviewed"), QStringLiteral("approved")};
    // expected[action][status], in the order of statuses.
    const QMap<int, QStringList> expected {
        {int(ReviewAction::Confirm),
            {QStringLiteral("translated"), QStringLiteral("translated"), QStringLiteral("translated"), {}, {}, {}}},
        {int(ReviewAction::Review), {{}, {}, {}, QStringLiteral("reviewed"), {}, {}}},
        {int(ReviewAction::Approve), {{}, {}, {}, {}, QStringLiteral("approved"), {}}},
        {int(ReviewAction::Reject), {{}, {}, {}, QStringLiteral("draft"), QStringLiteral("draft"), QStringLiteral("draft")}},
        {int(ReviewAction::Reopen), {{}, {}, {}, {}, QStringLiteral("translated"), QStringLiteral("translated")}},
    };
    for (ReviewAction action : ReviewActions::all()) {
        for (int i = 0; i < statuses.size(); ++i) {
            const QString to = expected.value(int(action)).at(i);
            const QString name = QStringLiteral("%1 from %2: %3")
                                     .arg(ReviewActions::toString(action), statuses.at(i), to.isEmpty() ? QStringLiteral("refused") : to);
            QTest::newRow(qPrintable(name)) << statuses.at(i) << int(action) << to;
        }
    }
    QTest::newRow("unknown status: nothing applies") << QStringLiteral("final") << int(ReviewAction::Confirm) << QString();
}

// A reviewer and a note are given, so that only the states decide.
void TestReviewWorkflow::transitions()
{
    QFETCH(QString, status);
    QFETCH(int, action);
    QFETCH(QString, expected);
    QCOMPARE(ReviewWorkflow::target(status, ReviewAction(action)), expected);
    const ReviewWorkflow::Request request {ReviewAction(action), QStringLiteral("Li"), QStringLiteral("Why"), false};
    const QString refusal = ReviewWorkflow::refusal(status, QString(), request);
    QCOMPARE(refusal.isEmpty(), !expected.isEmpty());
    if (!refusal.isEmpty()) {
        QVERIFY2(refusal.contains(QStringLiteral("does not apply")), qPrintable(refusal));
    }
}

void TestReviewWorkflow::refusals_data()
{
    QTest::addColumn<QString>("status");
    QTest::addColumn<int>("action");
    QTest::addColumn<QString>("reviewer");
    QTest::addColumn<QString>("note");
    QTest::addColumn<QString>("lastReviewer");
    QTest::addColumn<bool>("twoReviewers");
    QTest::addColumn<QString>("refusal"); // part of the message; empty: allowed

    const int review = int(ReviewAction::Review);
    const int approve = int(ReviewAction::Approve);
    const int reject = int(ReviewAction::Reject);
    const QString translated = QStringLiteral("translated");
    const QString reviewed = QStringLiteral("reviewed");
    const QString li = QStringLiteral("Li");
    const QString wang = QStringLiteral("Wang");
    QTest::newRow("review without a name") << translated << review << QString() << QString() << QString() << false
                                           << QStringLiteral("reviewer's name is empty");
    QTest::newRow("review by a blank name") << translated << review << QStringLiteral("  ") << QString() << QString() << false
                                            << QStringLiteral("reviewer's name is empty");
    QTest::newRow("approve without a name") << reviewed << approve << QString() << QString() << li << false
                                            << QStringLiteral("reviewer's name is empty");
    QTest::newRow("confirm needs no name") << QStringLiteral("draft") << int(ReviewAction::Confirm) << QString() << QString() << QString()
                                           << false << QString();
    QTest::newRow("reopen needs no name") << reviewed << int(ReviewAction::Reopen) << QString() << QString() << QString() << false
                                          << QString();
    QTest::newRow("reject without a note") << reviewed << reject << li << QString() << QString() << false
                                           << QStringLiteral("note is empty");
    QTest::newRow("reject with a blank note") << QStringLiteral("approved") << reject << li << QStringLiteral(" \n") << QString() << false
                                              << QStringLiteral("note is empty");
    QTest::newRow("reject with a reason") << translated << reject << QString() << QStringLiteral("术语不对") << QString() << false
                                          << QString();
    QTest::newRow("one reviewer allowed: the reviewer approves") << reviewed << approve << li << QString() << li << false << QString();
    QTest::newRow("two reviewers: the reviewer may not approve")
        << reviewed << approve << li << QString() << li << true << QStringLiteral("second person");
    QTest::newRow("two reviewers: same name, other case and spaces")
        << reviewed << approve << QStringLiteral(" li ") << QString() << li << true << QStringLiteral("second person");
    QTest::newRow("two reviewers: another person approves") << reviewed << approve << wang << QString() << li << true << QString();
    QTest::newRow("two reviewers: reviewed without a recorded reviewer")
        << reviewed << approve << wang << QString() << QString() << true << QStringLiteral("No review of this block is on record");
    QTest::newRow("one reviewer allowed: reviewed without a recorded reviewer")
        << reviewed << approve << wang << QString() << QString() << false << QString();
    QTest::newRow("two reviewers: reviewing is not restricted") << translated << review << li << QString() << li << true << QString();
    QTest::newRow("two reviewers: a state that does not apply is said first")
        << translated << approve << li << QString() << li << true << QStringLiteral("does not apply");
}

void TestReviewWorkflow::refusals()
{
    QFETCH(QString, status);
    QFETCH(int, action);
    QFETCH(QString, reviewer);
    QFETCH(QString, note);
    QFETCH(QString, lastReviewer);
    QFETCH(bool, twoReviewers);
    QFETCH(QString, refusal);
    const QString actual = ReviewWorkflow::refusal(status, lastReviewer, {ReviewAction(action), reviewer, note, twoReviewers});
    if (refusal.isEmpty()) {
        QVERIFY2(actual.isEmpty(), qPrintable(actual));
    } else {
        QVERIFY2(actual.contains(refusal), qPrintable(actual));
    }
}

void TestReviewWorkflow::blockRefusalNamesTheBlock()
{
    const QString message = ReviewWorkflow::blockRefusal(
        42, QStringLiteral("第一行\n第二行，这是一个很长的句子，超过三十个字符以后会被截断的。"), QStringLiteral("Say why."));
    QVERIFY2(message.contains(QStringLiteral("42")), qPrintable(message));
    QVERIFY2(message.contains(QStringLiteral("第一行 第二行")), qPrintable(message));
    QVERIFY2(message.contains(QStringLiteral("…")), qPrintable(message));
    QVERIFY2(message.endsWith(QStringLiteral("Say why.")), qPrintable(message));
    // The 30th unit is the first half of 👉: the excerpt must not end in "�".
    const QString astral = ReviewWorkflow::blockRefusal(
        7, QString(29, QChar(0x5B57)) + QStringLiteral("\U0001F449") + QStringLiteral("后面的文字"), QStringLiteral("Say why."));
    QVERIFY2(astral.contains(QString(29, QChar(0x5B57)) + QStringLiteral("…”")), qPrintable(astral));
}

QTEST_GUILESS_MAIN(TestReviewWorkflow)
#include "tst_reviewworkflow.moc"
