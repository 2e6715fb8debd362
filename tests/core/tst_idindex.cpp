// SPDX-FileCopyrightText: 2026 Yiqiao authors
// SPDX-License-Identifier: GPL-3.0-or-later
#include "core/idindex.h"

#include <QList>
#include <QTest>
#include <QVector>

namespace {

struct Record {
    qint64 id = 0;
};

} // namespace

class TstIdIndex : public QObject
{
    Q_OBJECT
private Q_SLOTS:
    void emptyListNoPlaces() { QVERIFY(IdIndex::of(QList<Record>()).isEmpty()); }

    void placesById()
    {
        const QHash<qint64, int> index = IdIndex::of(QList<Record> {{7}, {3}, {12}});
        QCOMPARE(index.size(), 3);
        QCOMPARE(index.value(7), 0);
        QCOMPARE(index.value(3), 1);
        QCOMPARE(index.value(12), 2);
        QCOMPARE(index.value(4, -1), -1);
    }

    void anIdTwiceMapsToItsLastPlace()
    {
        const QHash<qint64, int> index = IdIndex::of(QVector<Record> {{5}, {6}, {5}});
        QCOMPARE(index.size(), 2);
        QCOMPARE(index.value(5), 2);
    }
};

QTEST_GUILESS_MAIN(TstIdIndex)
#include "tst_idindex.moc"
