// SPDX-FileCopyrightText: 2026 Yiqiao authors
// SPDX-License-Identifier: GPL-3.0-or-later
#include "core/timestamps.h"

#include <QDateTime>
#include <QRegularExpression>
#include <QTest>

class TstTimestamps : public QObject
{
    Q_OBJECT
private Q_SLOTS:
    void utcIsoWithMilliseconds()
    {
        const QString now = Timestamps::now();
        static const QRegularExpression form(QStringLiteral("^\\d{4}-\\d\\d-\\d\\dT\\d\\d:\\d\\d:\\d\\d\\.\\d{3}Z$"));
        QVERIFY2(form.match(now).hasMatch(), qPrintable(now));
        const QDateTime parsed = QDateTime::fromString(now, Qt::ISODateWithMs);
        QVERIFY(parsed.isValid());
        QCOMPARE(parsed.timeSpec(), Qt::UTC);
        QVERIFY(qAbs(parsed.msecsTo(QDateTime::currentDateTimeUtc())) < 60 * 1000);
    }

    // Stored as text and compared as text in SQL: later must sort after earlier.
    void sortsAsText()
    {
        const QString first = Timestamps::now();
        QString second = Timestamps::now();
        while (second == first) {
            second = Timestamps::now();
        }
        QVERIFY(first < second);
    }
};

QTEST_GUILESS_MAIN(TstTimestamps)
#include "tst_timestamps.moc"
