// SPDX-FileCopyrightText: 2026 Yiqiao authors
// SPDX-License-Identifier: GPL-3.0-or-later
#include "store/issuestatus.h"

#include <QTest>

class TstIssueStatus : public QObject
{
    Q_OBJECT
private Q_SLOTS:
    void displayName_data();
    void displayName();
};

void TstIssueStatus::displayName_data()
{
    QTest::addColumn<QString>("status");
    QTest::addColumn<QString>("name");
    QTest::newRow("planned") << QStringLiteral("planned") << QStringLiteral("Planned");
    QTest::newRow("translating") << QStringLiteral("translating") << QStringLiteral("Translating");
    QTest::newRow("reviewing") << QStringLiteral("reviewing") << QStringLiteral("In review");
    QTest::newRow("approved") << QStringLiteral("approved") << QStringLiteral("Approved");
    QTest::newRow("published") << QStringLiteral("published") << QStringLiteral("Published");
    QTest::newRow("unknown status shown as stored") << QStringLiteral("someday") << QStringLiteral("someday");
}

void TstIssueStatus::displayName()
{
    QFETCH(QString, status);
    QFETCH(QString, name);
    QCOMPARE(IssueStatus::displayName(status), name);
}

QTEST_GUILESS_MAIN(TstIssueStatus)
#include "tst_issuestatus.moc"
