// SPDX-FileCopyrightText: 2026 Yiqiao authors
// SPDX-License-Identifier: GPL-3.0-or-later
#include "store/projectstore.h"
#include "tm/tmlookupworker.h"
#include "tm/translationmemory.h"
#include "tmunits.h"

#include <QSignalSpy>
#include <QSqlDatabase>
#include <QTemporaryDir>
#include <QTest>
#include <QThread>

#include <memory>

// The worker as TmController drives it: in a thread of its own, requests queued,
// stale ones skipped, closed synchronously.
class TestTmLookupWorker : public QObject
{
    Q_OBJECT
private Q_SLOTS:
    void init();
    void cleanup();
    void answersInItsThread();
    void staleRequestsAreSkipped();
    void seesWritesOfAnotherConnection();
    void closesBeforeABlockingCallReturns();
    void brokenProjectIsReported();

private:
    void open(const QString &path);

    std::unique_ptr<QTemporaryDir> m_dir;
    std::unique_ptr<ProjectStore> m_store;
    QThread m_thread;
    TmLookupWorker *m_worker = nullptr;
};

void TestTmLookupWorker::init()
{
    m_dir = std::make_unique<QTemporaryDir>();
    m_store = std::make_unique<ProjectStore>();
    QVERIFY(m_store->create(m_dir->filePath(QStringLiteral("w.yiqiao")), QStringLiteral("W")));
    QVERIFY(TranslationMemory(*m_store).add({unit(QStringLiteral("Restart the machine."), QStringLiteral("重启机器。")),
                                                unit(QStringLiteral("Check the driver."), QStringLiteral("检查驱动。"))},
        QStringLiteral("tmx:a.tmx")));
    m_worker = new TmLookupWorker;
    m_worker->moveToThread(&m_thread);
    connect(&m_thread, &QThread::finished, m_worker, &QObject::deleteLater);
    m_thread.start();
}

void TestTmLookupWorker::cleanup()
{
    QMetaObject::invokeMethod(
        m_worker, [worker = m_worker] { worker->open({}); }, Qt::BlockingQueuedConnection);
    m_thread.quit();
    m_thread.wait();
    m_store.reset();
    m_dir.reset();
}

void TestTmLookupWorker::open(const QString &path)
{
    QMetaObject::invokeMethod(
        m_worker, [worker = m_worker, path] { worker->open(path); }, Qt::QueuedConnection);
}

void TestTmLookupWorker::answersInItsThread()
{
    QSignalSpy ready(m_worker, &TmLookupWorker::ready);
    QSignalSpy found(m_worker, &TmLookupWorker::matchesFound);
    open(m_store->path());
    QTRY_COMPARE(ready.count(), 1);
    QCOMPARE(ready.first().first().toInt(), 2);
    m_worker->setLatestRequest(1);
    QMetaObject::invokeMethod(
        m_worker, [worker = m_worker] { worker->lookup(1, QStringLiteral("Restart the machine now."), {}, 50, 5); }, Qt::QueuedConnection);
    QTRY_COMPARE(found.count(), 1);
    QCOMPARE(found.first().at(0).toInt(), 1);
    const auto matches = found.first().at(1).value<QList<TmMatch>>();
    QCOMPARE(matches.size(), 1);
    QCOMPARE(matches.first().unit.target, QStringLiteral("重启机器。"));
}

void TestTmLookupWorker::staleRequestsAreSkipped()
{
    QSignalSpy ready(m_worker, &TmLookupWorker::ready);
    QSignalSpy found(m_worker, &TmLookupWorker::matchesFound);
    open(m_store->path());
    QTRY_COMPARE(ready.count(), 1);
    m_worker->setLatestRequest(5);
    for (int request : {3, 4, 5}) {
        QMetaObject::invokeMethod(
            m_worker, [worker = m_worker, request] { worker->lookup(request, QStringLiteral("Check the driver."), {}, 75, 5); },
            Qt::QueuedConnection);
    }
    QTRY_COMPARE(found.count(), 1);
    QCOMPARE(found.first().at(0).toInt(), 5);
    QTest::qWait(50);
    QCOMPARE(found.count(), 1);
}

void TestTmLookupWorker::seesWritesOfAnotherConnection()
{
    QSignalSpy ready(m_worker, &TmLookupWorker::ready);
    open(m_store->path());
    QTRY_COMPARE(ready.count(), 1);
    QVERIFY(TranslationMemory(*m_store).add({unit(QStringLiteral("Log out."), QStringLiteral("注销。"))}, QStringLiteral("project")));
    QList<TmMatch> matches;
    QMetaObject::invokeMethod(
        m_worker, [&] { matches = m_worker->lookupNow(QStringLiteral("Log out."), {}, 75, 5); }, Qt::BlockingQueuedConnection);
    QCOMPARE(matches.size(), 1);
    QCOMPARE(matches.first().unit.target, QStringLiteral("注销。"));
}

void TestTmLookupWorker::closesBeforeABlockingCallReturns()
{
    QSignalSpy ready(m_worker, &TmLookupWorker::ready);
    open(m_store->path());
    QTRY_COMPARE(ready.count(), 1);
    const int before = int(QSqlDatabase::connectionNames().size());
    m_worker->abort();
    QMetaObject::invokeMethod(
        m_worker, [worker = m_worker] { worker->open({}); }, Qt::BlockingQueuedConnection);
    QCOMPARE(int(QSqlDatabase::connectionNames().size()), before - 1);
    QList<TmMatch> matches {TmMatch()};
    QMetaObject::invokeMethod(
        m_worker, [&] { matches = m_worker->lookupNow(QStringLiteral("Log out."), {}, 75, 5); }, Qt::BlockingQueuedConnection);
    QVERIFY(matches.isEmpty());
}

void TestTmLookupWorker::brokenProjectIsReported()
{
    QSignalSpy failed(m_worker, &TmLookupWorker::failed);
    QSignalSpy ready(m_worker, &TmLookupWorker::ready);
    open(m_dir->filePath(QStringLiteral("missing.yiqiao")));
    QTRY_COMPARE(failed.count(), 1);
    QCOMPARE(ready.count(), 0);
}

QTEST_GUILESS_MAIN(TestTmLookupWorker)
#include "tst_tmlookupworker.moc"
