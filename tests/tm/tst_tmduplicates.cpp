// SPDX-FileCopyrightText: 2026 Yiqiao authors
// SPDX-License-Identifier: GPL-3.0-or-later
#include "store/projectstore.h"
#include "tm/tmduplicates.h"
#include "tm/translationmemory.h"
#include "tmunits.h"

#include <QTemporaryDir>
#include <QTest>

Q_DECLARE_METATYPE(TmUnit)

class TestTmDuplicates : public QObject
{
    Q_OBJECT

private Q_SLOTS:
    void findNew_data();
    void findNew();
    void manyRepeatsOfOneUnit();
};

namespace {

QString u8(const char *text)
{
    return QString::fromUtf8(text);
}

QList<bool> asList(const std::vector<bool> &fresh)
{
    return QList<bool>(fresh.cbegin(), fresh.cend());
}

} // namespace

void TestTmDuplicates::findNew_data()
{
    QTest::addColumn<QList<TmUnit>>("stored");
    QTest::addColumn<QString>("storedOrigin");
    QTest::addColumn<QList<TmUnit>>("batch");
    QTest::addColumn<bool>("anyOrigin");
    QTest::addColumn<QList<bool>>("fresh");
    const TmUnit a = unit(QStringLiteral("Reboot the machine."), u8("重启机器。"));
    const TmUnit b = unit(QStringLiteral("Reboot the machine."), u8("重新启动机器。"));
    const TmUnit c = unit(QStringLiteral("Install the driver."), u8("安装驱动。"));
    const TmUnit spaced = unit(QStringLiteral("Reboot the machine. "), u8("重启机器。"));
    const QString tmx = QStringLiteral("tmx:a.tmx");
    const QString attached = QStringLiteral("attached:b.tmx");
    QTest::newRow("empty memory, all new") << QList<TmUnit> {} << tmx << QList<TmUnit> {a, b, c} << false << QList<bool> {true, true, true};
    QTest::newRow("repeats in the batch: the first stays")
        << QList<TmUnit> {} << tmx << QList<TmUnit> {c, a, c, a, a} << false << QList<bool> {true, true, false, false, false};
    QTest::newRow("stored before") << QList<TmUnit> {a} << tmx << QList<TmUnit> {b, a} << false << QList<bool> {true, false};
    QTest::newRow("stored and repeated") << QList<TmUnit> {a} << tmx << QList<TmUnit> {a, a} << false << QList<bool> {false, false};
    QTest::newRow("a trailing space makes another unit")
        << QList<TmUnit> {a} << tmx << QList<TmUnit> {spaced} << false << QList<bool> {true};
    QTest::newRow("an attached file's unit does not count")
        << QList<TmUnit> {a} << attached << QList<TmUnit> {a, c} << false << QList<bool> {true, true};
    QTest::newRow("for an attached file, it does")
        << QList<TmUnit> {a} << attached << QList<TmUnit> {a, c} << true << QList<bool> {false, true};
    QTest::newRow("emoji and CJK compared byte for byte")
        << QList<TmUnit> {unit(u8("Ship it 🚀"), u8("发布 🚀"))} << tmx
        << QList<TmUnit> {unit(u8("Ship it 🚀"), u8("发布 🚀")), unit(u8("Ship it 🚀"), u8("发布 🚁"))} << false << QList<bool> {false, true};
}

void TestTmDuplicates::findNew()
{
    QFETCH(QList<TmUnit>, stored);
    QFETCH(QString, storedOrigin);
    QFETCH(QList<TmUnit>, batch);
    QFETCH(bool, anyOrigin);
    QFETCH(QList<bool>, fresh);
    QTemporaryDir dir;
    ProjectStore store;
    QVERIFY(store.create(dir.filePath(QStringLiteral("p.yiqiao")), QStringLiteral("P")));
    TranslationMemory memory(store);
    QVERIFY(memory.add(stored, storedOrigin));
    std::vector<bool> result;
    QString error;
    QVERIFY2(TmDuplicates::findNew(store.database(), batch, anyOrigin, &result, &error), qPrintable(error));
    QCOMPARE(asList(result), fresh);
}

// Thousands of copies of one unit (a file full of one boilerplate line) keep one.
void TestTmDuplicates::manyRepeatsOfOneUnit()
{
    QTemporaryDir dir;
    ProjectStore store;
    QVERIFY(store.create(dir.filePath(QStringLiteral("p.yiqiao")), QStringLiteral("P")));
    QList<TmUnit> batch;
    for (int i = 0; i < 20000; ++i) {
        batch.append(unit(QStringLiteral("Click OK."), u8("点击确定。")));
    }
    batch.append(unit(QStringLiteral("Click Cancel."), u8("点击取消。")));
    std::vector<bool> result;
    QString error;
    QVERIFY(TmDuplicates::findNew(store.database(), batch, false, &result, &error));
    QCOMPARE(std::count(result.cbegin(), result.cend(), true), 2);
    QVERIFY(result.front());
    QVERIFY(result.back());
}

QTEST_GUILESS_MAIN(TestTmDuplicates)
#include "tst_tmduplicates.moc"
