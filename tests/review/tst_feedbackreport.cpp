// SPDX-FileCopyrightText: 2026 Yiqiao authors
// SPDX-License-Identifier: GPL-3.0-or-later
#include "review/feedbackreport.h"

#include <QTest>

#include <optional>

Q_DECLARE_METATYPE(FeedbackReport::Type)
Q_DECLARE_METATYPE(FeedbackReport::Status)
Q_DECLARE_METATYPE(std::optional<FeedbackReport::Type>)
Q_DECLARE_METATYPE(std::optional<FeedbackReport::Status>)

class TestFeedbackReport : public QObject
{
    Q_OBJECT

private Q_SLOTS:
    void types_data();
    void types();
    void statuses_data();
    void statuses();
    void typedNames_data();
    void typedNames();
    void statusText_data();
    void statusText();
};

void TestFeedbackReport::types_data()
{
    QTest::addColumn<FeedbackReport::Type>("type");
    QTest::addColumn<QString>("name");
    QTest::addColumn<QString>("label");
    QTest::newRow("term") << FeedbackReport::Type::Term << QStringLiteral("term") << QStringLiteral("Inaccurate term");
    QTest::newRow("parameter") << FeedbackReport::Type::Parameter << QStringLiteral("parameter") << QStringLiteral("Wrong parameter");
    QTest::newRow("logic") << FeedbackReport::Type::Logic << QStringLiteral("logic") << QStringLiteral("Missing logic");
}

// The names are feedback_reports' CHECK lists: they never change.
void TestFeedbackReport::types()
{
    QFETCH(FeedbackReport::Type, type);
    QFETCH(QString, name);
    QFETCH(QString, label);
    QCOMPARE(FeedbackReport::toString(type), name);
    QCOMPARE(FeedbackReport::typeFromString(name), std::optional<FeedbackReport::Type>(type));
    QCOMPARE(FeedbackReport::displayName(type), label);
    QVERIFY(FeedbackReport::types().contains(type));
    QCOMPARE(FeedbackReport::types().size(), 3);
}

void TestFeedbackReport::statuses_data()
{
    QTest::addColumn<FeedbackReport::Status>("status");
    QTest::addColumn<QString>("name");
    QTest::addColumn<QString>("label");
    QTest::newRow("open") << FeedbackReport::Status::Open << QStringLiteral("open") << QStringLiteral("Open");
    QTest::newRow("fixed") << FeedbackReport::Status::Fixed << QStringLiteral("fixed") << QStringLiteral("Fixed");
    QTest::newRow("rejected") << FeedbackReport::Status::Rejected << QStringLiteral("rejected") << QStringLiteral("Rejected");
}

void TestFeedbackReport::statuses()
{
    QFETCH(FeedbackReport::Status, status);
    QFETCH(QString, name);
    QFETCH(QString, label);
    QCOMPARE(FeedbackReport::toString(status), name);
    QCOMPARE(FeedbackReport::statusFromString(name), std::optional<FeedbackReport::Status>(status));
    QCOMPARE(FeedbackReport::displayName(status), label);
    QVERIFY(FeedbackReport::statuses().contains(status));
    QCOMPARE(FeedbackReport::statuses().size(), 3);
}

void TestFeedbackReport::typedNames_data()
{
    QTest::addColumn<QString>("typed");
    QTest::addColumn<std::optional<FeedbackReport::Type>>("type");
    QTest::addColumn<std::optional<FeedbackReport::Status>>("status");
    using T = std::optional<FeedbackReport::Type>;
    using S = std::optional<FeedbackReport::Status>;
    QTest::newRow("a type in any case") << QStringLiteral("Parameter") << T(FeedbackReport::Type::Parameter) << S();
    QTest::newRow("a status in any case") << QStringLiteral("FIXED") << T() << S(FeedbackReport::Status::Fixed);
    QTest::newRow("a label is no name") << QStringLiteral("Inaccurate term") << T() << S();
    QTest::newRow("unknown") << QStringLiteral("typo") << T() << S();
    QTest::newRow("empty") << QString() << T() << S();
}

// A type is no status and a status no type.
void TestFeedbackReport::typedNames()
{
    QFETCH(QString, typed);
    QFETCH(std::optional<FeedbackReport::Type>, type);
    QFETCH(std::optional<FeedbackReport::Status>, status);
    QCOMPARE(FeedbackReport::typeFromString(typed), type);
    QCOMPARE(FeedbackReport::statusFromString(typed), status);
}

void TestFeedbackReport::statusText_data()
{
    QTest::addColumn<FeedbackReport::Status>("status");
    QTest::addColumn<QString>("fixedBy");
    QTest::addColumn<QStringList>("confirmedBy");
    QTest::addColumn<QString>("text");
    const auto fixed = FeedbackReport::Status::Fixed;
    QTest::newRow("open") << FeedbackReport::Status::Open << QString() << QStringList() << QStringLiteral("Open");
    QTest::newRow("fixed, no fixer on record") << fixed << QString() << QStringList {QStringLiteral("王工")}
                                               << QStringLiteral("Fixed, awaiting confirmation (1/2)");
    QTest::newRow("fixed by someone, awaiting confirmation")
        << fixed << QStringLiteral(" 张三 ") << QStringList() << QStringLiteral("Fixed by 张三, awaiting confirmation (0/2)");
    QTest::newRow("fixed by someone, confirmed")
        << fixed << QStringLiteral("张三") << QStringList {QStringLiteral("王工"), QStringLiteral("李雷")}
        << QStringLiteral("Fixed by 张三, confirmed by 王工 and 李雷");
    QTest::newRow("confirmed, no fixer on record") << fixed << QString() << QStringList {QStringLiteral("王工"), QStringLiteral("李雷")}
                                                   << QStringLiteral("Fixed, confirmed by 王工 and 李雷");
}

// The pane's and review --json's status of a report: the fixer when on record.
void TestFeedbackReport::statusText()
{
    QFETCH(FeedbackReport::Status, status);
    QFETCH(QString, fixedBy);
    QFETCH(QStringList, confirmedBy);
    QFETCH(QString, text);
    FeedbackReport report;
    report.status = status;
    report.fixedBy = fixedBy;
    report.confirmedBy = confirmedBy;
    QCOMPARE(report.statusText(), text);
}

QTEST_GUILESS_MAIN(TestFeedbackReport)
#include "tst_feedbackreport.moc"
