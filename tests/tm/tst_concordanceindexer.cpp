// SPDX-FileCopyrightText: 2026 Yiqiao authors
// SPDX-License-Identifier: GPL-3.0-or-later
#include "store/projectstore.h"
#include "tm/concordanceindexer.h"
#include "tm/translationmemory.h"
#include "tmunits.h"

#include <QSignalSpy>
#include <QSqlQuery>
#include <QTemporaryDir>
#include <QTest>

#include <memory>

class TestConcordanceIndexer : public QObject
{
    Q_OBJECT

private Q_SLOTS:
    void init();
    void cleanup();
    void indexesEveryWaitingUnit();
    void stopPausesAndStartGoesOn();
    void nothingWaiting();
    void closedProjectKeepsWhatWasDone();

private:
    QString path() const { return m_dir->filePath(QStringLiteral("p.yiqiao")); }
    bool addLarge(int count);

    std::unique_ptr<QTemporaryDir> m_dir;
    std::unique_ptr<ProjectStore> m_store;
};

void TestConcordanceIndexer::init()
{
    m_dir = std::make_unique<QTemporaryDir>();
    m_store = std::make_unique<ProjectStore>();
    QVERIFY2(m_store->create(path(), QStringLiteral("P")), qPrintable(m_store->errorString()));
}

void TestConcordanceIndexer::cleanup()
{
    m_store.reset();
    m_dir.reset();
}

bool TestConcordanceIndexer::addLarge(int count)
{
    QList<TmUnit> units;
    for (int i = 0; i < count; ++i) {
        units.append(unit(QStringLiteral("Sentence %1 about drivers.").arg(i), QString::fromUtf8("关于驱动的第 %1 句。").arg(i)));
    }
    return TranslationMemory(*m_store).add(units, QStringLiteral("tmx:large.tmx"));
}

void TestConcordanceIndexer::indexesEveryWaitingUnit()
{
    QVERIFY(addLarge(TranslationMemory::IndexedAtOnce + 500));
    TranslationMemory memory(*m_store);
    QCOMPARE(memory.pendingCount(), TranslationMemory::IndexedAtOnce + 500);
    ConcordanceIndexer indexer(*m_store);
    QSignalSpy finished(&indexer, &ConcordanceIndexer::finished);
    QSignalSpy failed(&indexer, &ConcordanceIndexer::failed);
    indexer.start();
    QVERIFY(indexer.isActive());
    QTRY_COMPARE_WITH_TIMEOUT(finished.count(), 1, 60000);
    QCOMPARE(failed.count(), 0);
    QVERIFY(!indexer.isActive());
    QCOMPARE(memory.pendingCount(), 0);
    QCOMPARE(memory.concordance(QStringLiteral("Sentence 2499 about")).size(), 1);
    QSqlQuery check(m_store->database());
    QVERIFY(check.exec(QStringLiteral("INSERT INTO tm_fts(tm_fts) VALUES ('integrity-check')")));
}

void TestConcordanceIndexer::stopPausesAndStartGoesOn()
{
    QVERIFY(addLarge(TranslationMemory::IndexedAtOnce + 1));
    TranslationMemory memory(*m_store);
    ConcordanceIndexer indexer(*m_store);
    QSignalSpy finished(&indexer, &ConcordanceIndexer::finished);
    int left = 0;
    QVERIFY(indexer.step(&left));
    QVERIFY(left > 0);
    QCOMPARE(memory.pendingCount(), left);
    indexer.start();
    indexer.stop();
    QCoreApplication::processEvents(); // the slice start() queued does not come
    QCOMPARE(memory.pendingCount(), left);
    QCOMPARE(finished.count(), 0);
    indexer.start();
    QTRY_COMPARE_WITH_TIMEOUT(finished.count(), 1, 60000);
    QCOMPARE(memory.pendingCount(), 0);
}

void TestConcordanceIndexer::nothingWaiting()
{
    TranslationMemory memory(*m_store);
    QVERIFY(memory.add({unit(QStringLiteral("One."), QString::fromUtf8("一。"))}, QStringLiteral("tmx:small.tmx")));
    ConcordanceIndexer indexer(*m_store);
    QSignalSpy finished(&indexer, &ConcordanceIndexer::finished);
    indexer.start();
    QTRY_COMPARE(finished.count(), 1);
    QCOMPARE(memory.pendingCount(), 0);
}

// Each slice is a transaction: a project closed half-way keeps the slices done, and
// the units left are indexed after it is opened again.
void TestConcordanceIndexer::closedProjectKeepsWhatWasDone()
{
    QVERIFY(addLarge(TranslationMemory::IndexedAtOnce + 1));
    int left = 0;
    {
        ConcordanceIndexer indexer(*m_store);
        QVERIFY(indexer.step(&left));
    }
    m_store->close();
    QVERIFY(m_store->open(path()));
    TranslationMemory memory(*m_store);
    QCOMPARE(memory.pendingCount(), left);
    ConcordanceIndexer indexer(*m_store);
    QSignalSpy finished(&indexer, &ConcordanceIndexer::finished);
    indexer.start();
    QTRY_COMPARE_WITH_TIMEOUT(finished.count(), 1, 60000);
    QCOMPARE(memory.pendingCount(), 0);
    QCOMPARE(memory.concordance(QStringLiteral("Sentence 0 about")).size(), 1);
}

QTEST_GUILESS_MAIN(TestConcordanceIndexer)
#include "tst_concordanceindexer.moc"
