// SPDX-FileCopyrightText: 2026 Yiqiao authors
// SPDX-License-Identifier: GPL-3.0-or-later
#include "store/issuerepository.h"
#include "store/postimportqueue.h"
#include "store/projectstore.h"

#include <QFile>
#include <QSignalSpy>
#include <QTemporaryDir>
#include <QTest>

class TestPostImportQueue : public QObject
{
    Q_OBJECT

private Q_SLOTS:
    void init();
    void importsEachFileAsNextIssue();
    void badFilesAreReportedAndSkipped_data();
    void badFilesAreReportedAndSkipped();
    void cancelStopsBeforeNextFile();
    void chosenNumbersAndTitles();
    void numberTakenMeanwhileIsRefused();

private:
    QString write(const QString &name, const QByteArray &bytes);

    std::unique_ptr<QTemporaryDir> m_dir;
    std::unique_ptr<ProjectStore> m_store;
};

void TestPostImportQueue::init()
{
    m_dir = std::make_unique<QTemporaryDir>();
    m_store = std::make_unique<ProjectStore>();
    QVERIFY2(m_store->create(m_dir->filePath(QStringLiteral("q.yiqiao")), QStringLiteral("Q")), qPrintable(m_store->errorString()));
}

QString TestPostImportQueue::write(const QString &name, const QByteArray &bytes)
{
    QFile file(m_dir->filePath(name));
    if (!file.open(QIODevice::WriteOnly) || file.write(bytes) != bytes.size()) {
        return {};
    }
    return file.fileName();
}

void TestPostImportQueue::importsEachFileAsNextIssue()
{
    IssueRepository issues(*m_store);
    QVERIFY(issues.createIssue(61, QStringLiteral("第61期")) > 0);
    const QStringList paths {write(QStringLiteral("a.md"), "# Alpha\n\nOne.\n"), write(QStringLiteral("b.md"), "# Beta\n\nTwo.\n")};
    PostImportQueue queue(*m_store, paths);
    QSignalSpy progress(&queue, &PostImportQueue::progress);
    QSignalSpy finished(&queue, &PostImportQueue::finished);
    queue.start();
    QCOMPARE(finished.count(), 0); // nothing happens before the event loop runs
    QTRY_COMPARE(finished.count(), 1);
    QCOMPARE(queue.imported(), (QList<int> {62, 63}));
    QVERIFY(queue.errors().isEmpty());
    QCOMPARE(issues.issue(62)->title, QStringLiteral("Alpha"));
    QCOMPARE(issues.issue(63)->title, QStringLiteral("Beta"));
    QCOMPARE(progress.last().at(0).toInt(), 2);
    QCOMPARE(progress.last().at(1).toInt(), 2);
}

void TestPostImportQueue::badFilesAreReportedAndSkipped_data()
{
    QTest::addColumn<QByteArray>("bytes");
    QTest::addColumn<QString>("message");
    QTest::newRow("not UTF-8") << QByteArray("# Caf\xe9\n") << QStringLiteral("UTF-8");
    QTest::newRow("binary") << QByteArray("\x89PNG\r\n\x1a\n\0\0", 10) << QStringLiteral("bad.md");
    QTest::newRow("same post twice") << QByteArray("# Alpha\n\nOne.\n") << QStringLiteral("already imported");
}

void TestPostImportQueue::badFilesAreReportedAndSkipped()
{
    QFETCH(QByteArray, bytes);
    QFETCH(QString, message);
    const QStringList paths {write(QStringLiteral("a.md"), "# Alpha\n\nOne.\n"), write(QStringLiteral("bad.md"), bytes),
        m_dir->filePath(QStringLiteral("missing.md")), write(QStringLiteral("c.md"), "# Gamma\n\nThree.\n")};
    PostImportQueue queue(*m_store, paths);
    QSignalSpy finished(&queue, &PostImportQueue::finished);
    queue.start();
    QTRY_COMPARE(finished.count(), 1);
    QCOMPARE(queue.imported(), (QList<int> {1, 2}));
    QCOMPARE(queue.errors().size(), 2);
    QVERIFY2(queue.errors().at(0).contains(message), qPrintable(queue.errors().at(0)));
    QVERIFY(queue.errors().at(1).startsWith(QStringLiteral("missing.md")));
    QCOMPARE(IssueRepository(*m_store).issues().size(), 2);
}

void TestPostImportQueue::cancelStopsBeforeNextFile()
{
    const QStringList paths {
        write(QStringLiteral("a.md"), "# Alpha\n"), write(QStringLiteral("b.md"), "# Beta\n"), write(QStringLiteral("c.md"), "# Gamma\n")};
    PostImportQueue queue(*m_store, paths);
    QSignalSpy finished(&queue, &PostImportQueue::finished);
    connect(&queue, &PostImportQueue::progress, &queue, [&queue](int done) {
        if (done == 1) {
            queue.cancel();
        }
    });
    queue.start();
    QTRY_COMPARE(finished.count(), 1);
    QCOMPARE(queue.imported(), QList<int> {1});
    QCOMPARE(IssueRepository(*m_store).issues().size(), 1);
}

// The import dialog's choices: a number of the translator's and a Chinese title.
void TestPostImportQueue::chosenNumbersAndTitles()
{
    const QList<PostImportItem> items {{write(QStringLiteral("a.md"), "# Alpha\n\nOne.\n"), 7, QStringLiteral("阿尔法")},
        {write(QStringLiteral("b.md"), "# Beta\n\nTwo.\n"), 3, QString()}};
    PostImportQueue queue(*m_store, items);
    QSignalSpy finished(&queue, &PostImportQueue::finished);
    queue.start();
    QTRY_COMPARE(finished.count(), 1);
    QCOMPARE(queue.imported(), (QList<int> {7, 3}));
    IssueRepository issues(*m_store);
    QCOMPARE(issues.issue(7)->title, QStringLiteral("阿尔法"));
    QCOMPARE(issues.issue(3)->title, QStringLiteral("Beta")); // no title: the first heading
}

// A number chosen as free but taken before the import ran adds nothing to that issue.
void TestPostImportQueue::numberTakenMeanwhileIsRefused()
{
    IssueRepository issues(*m_store);
    QVERIFY(issues.createIssue(5, QStringLiteral("第5期")) > 0);
    PostImportQueue queue(*m_store, QList<PostImportItem> {{write(QStringLiteral("a.md"), "# Alpha\n\nOne.\n"), 5, QString()}});
    QSignalSpy finished(&queue, &PostImportQueue::finished);
    queue.start();
    QTRY_COMPARE(finished.count(), 1);
    QVERIFY(queue.imported().isEmpty());
    QCOMPARE(queue.errors(), QStringList {QStringLiteral("a.md: issue 5 already exists.")});
    QCOMPARE(issues.issue(5)->title, QStringLiteral("第5期"));
    QVERIFY(issues.sourceBlocks(issues.issue(5)->id).isEmpty());
}

QTEST_GUILESS_MAIN(TestPostImportQueue)
#include "tst_postimportqueue.moc"
