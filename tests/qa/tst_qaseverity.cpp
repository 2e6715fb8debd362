// SPDX-FileCopyrightText: 2026 Yiqiao authors
// SPDX-License-Identifier: GPL-3.0-or-later
#include "qa/qaseverity.h"

#include <QTest>

class TestQaSeverity : public QObject
{
    Q_OBJECT
private Q_SLOTS:
    void names_data();
    void names();
    void unknownNames_data();
    void unknownNames();
};

// The names are printed by `yiqiao-cli qa --json` and stored: never renamed.
void TestQaSeverity::names_data()
{
    QTest::addColumn<int>("value");
    QTest::addColumn<QString>("name");
    QTest::addColumn<QString>("displayName");

    QTest::newRow("info is shown as a hint") << int(QaSeverity::Info) << QStringLiteral("info") << QStringLiteral("Hint");
    QTest::newRow("warning") << int(QaSeverity::Warning) << QStringLiteral("warning") << QStringLiteral("Warning");
    QTest::newRow("error") << int(QaSeverity::Error) << QStringLiteral("error") << QStringLiteral("Error");
}

void TestQaSeverity::names()
{
    QFETCH(int, value);
    const auto severity = QaSeverity(value);
    QFETCH(QString, name);
    QFETCH(QString, displayName);
    QCOMPARE(QaSeverities::toString(severity), name);
    QCOMPARE(QaSeverities::displayName(severity), displayName);
    bool ok = false;
    QCOMPARE(QaSeverities::fromString(name, &ok), severity);
    QVERIFY(ok);
    QCOMPARE(QaSeverities::fromString(name), severity);
}

// An unknown name reads as a warning, and says so.
void TestQaSeverity::unknownNames_data()
{
    QTest::addColumn<QString>("name");

    QTest::newRow("empty") << QString();
    QTest::newRow("a label, not a name") << QStringLiteral("Hint");
    QTest::newRow("another case") << QStringLiteral("Error");
    QTest::newRow("spaces around it") << QStringLiteral(" error ");
    QTest::newRow("another word") << QStringLiteral("fatal");
}

void TestQaSeverity::unknownNames()
{
    QFETCH(QString, name);
    bool ok = true;
    QCOMPARE(QaSeverities::fromString(name, &ok), QaSeverity::Warning);
    QVERIFY(!ok);
}

QTEST_GUILESS_MAIN(TestQaSeverity)
#include "tst_qaseverity.moc"
