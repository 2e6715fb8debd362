// SPDX-FileCopyrightText: 2026 Yiqiao authors
// SPDX-License-Identifier: GPL-3.0-or-later
#include "core/sqlerrors.h"

#include <QSqlError>
#include <QTest>

class TstSqlErrors : public QObject
{
    Q_OBJECT
private Q_SLOTS:
    void describe_data()
    {
        QTest::addColumn<QString>("code");
        QTest::addColumn<QString>("expected"); // a word the message must contain
        QTest::newRow("busy") << QStringLiteral("5") << QStringLiteral("busy");
        QTest::newRow("busy, extended code (BUSY_SNAPSHOT)") << QStringLiteral("517") << QStringLiteral("busy");
        QTest::newRow("locked") << QStringLiteral("6") << QStringLiteral("busy");
        QTest::newRow("read-only") << QStringLiteral("8") << QStringLiteral("read-only");
        QTest::newRow("i/o error, extended code") << QStringLiteral("266") << QStringLiteral("failed");
        QTest::newRow("corrupt") << QStringLiteral("11") << QStringLiteral("damaged");
        QTest::newRow("not a database") << QStringLiteral("26") << QStringLiteral("damaged");
        QTest::newRow("disk full") << QStringLiteral("13") << QStringLiteral("full");
        QTest::newRow("other: SQLite's text is kept") << QStringLiteral("1") << QStringLiteral("no such table: x");
        QTest::newRow("no code at all") << QString() << QStringLiteral("no such table: x");
    }

    void describe()
    {
        QFETCH(QString, code);
        QFETCH(QString, expected);
        const QSqlError error(
            QStringLiteral("Unable to execute statement"), QStringLiteral("no such table: x"), QSqlError::StatementError, code);
        const QString message = SqlErrors::describe(error);
        QVERIFY2(message.contains(expected), qPrintable(message));
        QVERIFY(!message.contains(QLatin1Char('\n')));
    }
};

QTEST_GUILESS_MAIN(TstSqlErrors)
#include "tst_sqlerrors.moc"
