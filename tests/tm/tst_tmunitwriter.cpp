// SPDX-FileCopyrightText: 2026 Yiqiao authors
// SPDX-License-Identifier: GPL-3.0-or-later
#include "store/projectstore.h"
#include "tm/tmunitwriter.h"
#include "tmunits.h"

#include <QSqlQuery>
#include <QTemporaryDir>
#include <QTest>

#include <memory>

Q_DECLARE_METATYPE(TmUnit)

class TestTmUnitWriter : public QObject
{
    Q_OBJECT
private Q_SLOTS:
    void init();
    void cleanup();
    void ids_data();
    void ids();
    void idsNeverComeBack();
    void batchesPendingTheConcordanceIndex_data();
    void batchesPendingTheConcordanceIndex();
    void progressAndCancel();
    void unitsKeepTheirFields();

private:
    // Writes units in a transaction of its own (committed when the write succeeds).
    bool write(TmUnitWriter &writer, const QList<TmUnit> &units, const QString &origin, QList<qint64> *ids);
    int count(const QString &sql);

    std::unique_ptr<QTemporaryDir> m_dir;
    std::unique_ptr<ProjectStore> m_store;
};

namespace {

const QString tmx = QStringLiteral("tmx:a.tmx");
const QString attached = QStringLiteral("attached:b.tmx");

QList<TmUnit> distinctUnits(int n)
{
    QList<TmUnit> units;
    for (int i = 0; i < n; ++i) {
        units.append(unit(QStringLiteral("Sentence number %1.").arg(i), QStringLiteral("第 %1 句。").arg(i)));
    }
    return units;
}

} // namespace

void TestTmUnitWriter::init()
{
    m_dir = std::make_unique<QTemporaryDir>();
    QVERIFY(m_dir->isValid());
    m_store = std::make_unique<ProjectStore>();
    QVERIFY2(m_store->create(m_dir->filePath(QStringLiteral("tm.yiqiao")), QStringLiteral("TM")), qPrintable(m_store->errorString()));
}

void TestTmUnitWriter::cleanup()
{
    m_store.reset();
    m_dir.reset();
}

bool TestTmUnitWriter::write(TmUnitWriter &writer, const QList<TmUnit> &units, const QString &origin, QList<qint64> *ids)
{
    if (!m_store->beginWrite()) {
        return false;
    }
    if (!writer.write(units, origin, 0, ids)) {
        m_store->rollback();
        return false;
    }
    return m_store->commit();
}

int TestTmUnitWriter::count(const QString &sql)
{
    QSqlQuery query(m_store->database());
    return query.exec(sql) && query.next() ? query.value(0).toInt() : -1;
}

// ids.at(i) is the id of units.at(i), 0 for a unit skipped as stored already.
void TestTmUnitWriter::ids_data()
{
    QTest::addColumn<QList<TmUnit>>("stored");
    QTest::addColumn<QString>("storedOrigin");
    QTest::addColumn<QList<TmUnit>>("batch");
    QTest::addColumn<QString>("origin");
    QTest::addColumn<QList<qint64>>("expected");

    const TmUnit a = unit(QStringLiteral("Train the model."), QStringLiteral("训练模型。"));
    const TmUnit otherTarget = unit(QStringLiteral("Train the model."), QStringLiteral("训练该模型。"));
    const TmUnit b = unit(QStringLiteral("Save the checkpoint."), QStringLiteral("保存检查点。"));
    QTest::newRow("every unit new: ids in batch order") << QList<TmUnit>() << tmx << QList<TmUnit> {a, b} << tmx << QList<qint64> {1, 2};
    QTest::newRow("repeated in the batch: skipped") << QList<TmUnit>() << tmx << QList<TmUnit> {a, a, b} << tmx << QList<qint64> {1, 0, 2};
    QTest::newRow("stored already: skipped, the next id after the stored ones")
        << QList<TmUnit> {a} << tmx << QList<TmUnit> {a, b} << tmx << QList<qint64> {0, 2};
    QTest::newRow("same source, other target: kept") << QList<TmUnit> {a} << tmx << QList<TmUnit> {otherTarget} << tmx << QList<qint64> {2};
    QTest::newRow("an attached file's unit does not hide another origin's")
        << QList<TmUnit> {a} << attached << QList<TmUnit> {a} << tmx << QList<qint64> {2};
    QTest::newRow("an attached file skips what any origin has")
        << QList<TmUnit> {a} << tmx << QList<TmUnit> {a} << attached << QList<qint64> {0};
}

void TestTmUnitWriter::ids()
{
    QFETCH(QList<TmUnit>, stored);
    QFETCH(QString, storedOrigin);
    QFETCH(QList<TmUnit>, batch);
    QFETCH(QString, origin);
    QFETCH(QList<qint64>, expected);
    TmUnitWriter writer(m_store->database(), {});
    QList<qint64> ids;
    QVERIFY2(write(writer, stored, storedOrigin, &ids), qPrintable(writer.errorString()));
    ids.clear();
    QVERIFY2(write(writer, batch, origin, &ids), qPrintable(writer.errorString()));
    QCOMPARE(ids, expected);
    QCOMPARE(count(QStringLiteral("SELECT COUNT(*) FROM tm_units")), int(stored.size() + batch.size() - expected.count(0)));
}

// No index, here or on another connection, sees an id come back for another text.
void TestTmUnitWriter::idsNeverComeBack()
{
    TmUnitWriter writer(m_store->database(), {});
    QList<qint64> ids;
    QVERIFY(write(writer, distinctUnits(3), tmx, &ids));
    QCOMPARE(ids, (QList<qint64> {1, 2, 3}));
    QSqlQuery remove(m_store->database());
    QVERIFY(remove.exec(QStringLiteral("DELETE FROM tm_units")));
    ids.clear();
    QVERIFY(write(writer, {unit(QStringLiteral("New."), QStringLiteral("新。"))}, tmx, &ids));
    QCOMPARE(ids, QList<qint64> {4});
}

// A batch over IndexedAtOnce units waits for the concordance index: its stored units
// are listed in tm_fts_pending, no id past them.
void TestTmUnitWriter::batchesPendingTheConcordanceIndex_data()
{
    QTest::addColumn<int>("distinct");
    QTest::addColumn<int>("repeated");
    QTest::addColumn<int>("pending");

    QTest::newRow("a small batch is indexed at once") << 10 << 2 << 0;
    QTest::newRow("at IndexedAtOnce: indexed at once") << TmUnitWriter::IndexedAtOnce << 0 << 0;
    QTest::newRow("one unit over: every unit pending") << TmUnitWriter::IndexedAtOnce + 1 << 0 << TmUnitWriter::IndexedAtOnce + 1;
    QTest::newRow("skipped units leave no pending id") << TmUnitWriter::IndexedAtOnce + 1 << 5 << TmUnitWriter::IndexedAtOnce + 1;
}

void TestTmUnitWriter::batchesPendingTheConcordanceIndex()
{
    QFETCH(int, distinct);
    QFETCH(int, repeated);
    QFETCH(int, pending);
    QList<TmUnit> units = distinctUnits(distinct);
    units += distinctUnits(repeated);
    TmUnitWriter writer(m_store->database(), {});
    QList<qint64> ids;
    QVERIFY2(write(writer, units, tmx, &ids), qPrintable(writer.errorString()));
    QCOMPARE(count(QStringLiteral("SELECT COUNT(*) FROM tm_units")), distinct);
    QCOMPARE(count(QStringLiteral("SELECT COUNT(*) FROM tm_fts_pending")), pending);
    QCOMPARE(count(QStringLiteral("SELECT COUNT(*) FROM tm_fts_pending WHERE id NOT IN (SELECT id FROM tm_units)")), 0);
}

void TestTmUnitWriter::progressAndCancel()
{
    const int total = 2 * TmUnitWriter::ProgressEvery + 1;
    QList<qint64> seen;
    bool cancel = false;
    TmUnitWriter writer(m_store->database(), [&](qint64 done, qint64 all) {
        seen.append(done);
        return all == total && !(cancel && done > 0);
    });
    QList<qint64> ids;
    QVERIFY2(write(writer, distinctUnits(total), tmx, &ids), qPrintable(writer.errorString()));
    QVERIFY(!writer.wasCancelled());
    QCOMPARE(seen, (QList<qint64> {0, TmUnitWriter::ProgressEvery, 2 * TmUnitWriter::ProgressEvery}));

    QVERIFY(m_store->beginWrite());
    seen.clear();
    cancel = true;
    ids.clear();
    QVERIFY(!writer.write(distinctUnits(total), QStringLiteral("tmx:b.tmx"), 0, &ids));
    m_store->rollback();
    QVERIFY(writer.wasCancelled());
    QCOMPARE(seen, (QList<qint64> {0, TmUnitWriter::ProgressEvery}));
}

void TestTmUnitWriter::unitsKeepTheirFields()
{
    TmUnit full = unit(QStringLiteral("Load the data."), QStringLiteral("加载数据。"), QStringLiteral("Previous block."),
        QStringLiteral("2026-02-01T00:00:00Z"));
    full.created = QStringLiteral("2026-01-01T00:00:00Z");
    full.note = QStringLiteral("from the course");
    TmUnit bare = unit(QStringLiteral("Plot it."), QStringLiteral("画出来。"));
    TmUnitWriter writer(m_store->database(), {});
    QList<qint64> ids;
    QVERIFY(m_store->beginWrite());
    QVERIFY2(writer.write({full, bare}, tmx, 0, &ids), qPrintable(writer.errorString()));
    QVERIFY(m_store->commit());
    QSqlQuery query(m_store->database());
    QVERIFY(query.exec(QStringLiteral("SELECT context, note, origin, created_at, changed_at, issue_id IS NULL FROM tm_units ORDER BY id")));
    QVERIFY(query.next());
    QCOMPARE(query.value(0).toString(), full.context);
    QCOMPARE(query.value(1).toString(), full.note);
    QCOMPARE(query.value(2).toString(), tmx);
    QCOMPARE(query.value(3).toString(), full.created);
    QCOMPARE(query.value(4).toString(), full.changed);
    QVERIFY(query.value(5).toBool());
    // No dates given: created now, changed when created.
    QVERIFY(query.next());
    QVERIFY(!query.value(3).toString().isEmpty());
    QCOMPARE(query.value(4).toString(), query.value(3).toString());
}

QTEST_GUILESS_MAIN(TestTmUnitWriter)
#include "tst_tmunitwriter.moc"
