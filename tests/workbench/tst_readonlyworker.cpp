// SPDX-FileCopyrightText: 2026 Yiqiao authors
// SPDX-License-Identifier: GPL-3.0-or-later
#include "gui/readonlyworker.h"
#include "store/projectstore.h"
#include "tempproject.h"

#include <QTest>
#include <QThread>

class TestReadOnlyWorker : public QObject
{
    Q_OBJECT

private Q_SLOTS:
    void onlyTheNewestRequestIsLatest();
    void closeMakesEveryRequestStale();
    void jobRunsOnTheWorkersConnection();
    void missingProjectIsSaid();
};

void TestReadOnlyWorker::onlyTheNewestRequestIsLatest()
{
    ReadOnlyWorker worker;
    const int first = worker.newRequest();
    QVERIFY(worker.isLatest(first));
    const int second = worker.newRequest();
    QVERIFY(second != first);
    QVERIFY(!worker.isLatest(first));
    QVERIFY(worker.isLatest(second));
}

// A project closed (or a controller going) drops what its jobs still bring.
void TestReadOnlyWorker::closeMakesEveryRequestStale()
{
    ReadOnlyWorker worker;
    const int request = worker.newRequest();
    worker.close();
    QVERIFY(!worker.isLatest(request));
    QVERIFY(worker.isLatest(worker.newRequest()));
}

void TestReadOnlyWorker::jobRunsOnTheWorkersConnection()
{
    TempProject project;
    const QString created = project.create();
    QVERIFY2(created.isEmpty(), qPrintable(created));
    ReadOnlyWorker worker;
    bool opened = false;
    QString error = QStringLiteral("not run");
    QThread *thread = nullptr;
    worker.start(project.store().path(), [&](ProjectStore *store, const QString &why) {
        opened = store && store->isOpen();
        error = why;
        thread = QThread::currentThread();
    });
    worker.close(); // waits for the job
    QVERIFY(opened);
    QVERIFY(error.isEmpty());
    QVERIFY(thread && thread != QThread::currentThread());
}

void TestReadOnlyWorker::missingProjectIsSaid()
{
    TempProject project;
    const QString created = project.create();
    QVERIFY2(created.isEmpty(), qPrintable(created));
    ReadOnlyWorker worker;
    bool gotStore = true;
    QString error;
    worker.start(project.store().path() + QStringLiteral(".missing"), [&](ProjectStore *store, const QString &why) {
        gotStore = store != nullptr;
        error = why;
    });
    worker.close();
    QVERIFY(!gotStore);
    QVERIFY(!error.isEmpty());
}

QTEST_GUILESS_MAIN(TestReadOnlyWorker)
#include "tst_readonlyworker.moc"
