// SPDX-FileCopyrightText: 2026 Yiqiao authors
// SPDX-License-Identifier: GPL-3.0-or-later
#include "gui/issuelistloader.h"
#include "store/issuelistmodel.h"
#include "store/postimporter.h"
#include "store/projectstore.h"
#include "tempproject.h"

#include <QAbstractItemModelTester>
#include <QSignalSpy>
#include <QSqlQuery>
#include <QTest>

class TestIssueListLoader : public QObject
{
    Q_OBJECT

private Q_SLOTS:
    void init();
    void rowsAtOnceCountsLater();
    void closedBeforeTheCountsCome();
    void loadAgainAfterClose();

private:
    TempProject m_project;
};

void TestIssueListLoader::init()
{
    const QString error = m_project.create();
    QVERIFY2(error.isEmpty(), qPrintable(error));
    PostImporter importer(m_project.store());
    QVERIFY(importer.importPost(2, QByteArray("# Second\n\nText two.\n"), QString(), QString()));
    QVERIFY(importer.importPost(1, QByteArray("# First\n\nText one.\n"), QString(), QString()));
    QSqlQuery translate(m_project.store().database());
    QVERIFY(translate.exec(QStringLiteral("UPDATE target_blocks SET status = 'translated'"
                                          " WHERE issue_id = (SELECT id FROM issues WHERE number = 2)")));
}

// The navigator lists the issues before their counts (every block read) come from
// the worker.
void TestIssueListLoader::rowsAtOnceCountsLater()
{
    IssueListModel model;
    QAbstractItemModelTester tester(&model, QAbstractItemModelTester::FailureReportingMode::QtTest);
    IssueListLoader loader(model);
    loader.load(m_project.store());
    QCOMPARE(model.rowCount(), 2);
    QCOMPARE(model.index(0, IssueListModel::TitleColumn).data().toString(), QStringLiteral("First"));
    QVERIFY(!model.hasCounts(0));
    QTRY_VERIFY(model.hasCounts(0) && model.hasCounts(1));
    QCOMPARE(model.index(0, IssueListModel::ProgressColumn).data().toString(), QStringLiteral("0%"));
    QCOMPARE(model.index(1, IssueListModel::ProgressColumn).data().toString(), QStringLiteral("100%"));
    loader.close();
}

// Counts of a project that was closed meanwhile never reach the list.
void TestIssueListLoader::closedBeforeTheCountsCome()
{
    IssueListModel model;
    IssueListLoader loader(model);
    loader.load(m_project.store());
    QSignalSpy changed(&model, &QAbstractItemModel::dataChanged);
    loader.close();
    model.clear();
    // close() waited for the worker: counts it read are posted already, and dropped.
    QCoreApplication::sendPostedEvents();
    QCOMPARE(changed.count(), 0);
    QCOMPARE(model.rowCount(), 0);
}

void TestIssueListLoader::loadAgainAfterClose()
{
    IssueListModel model;
    IssueListLoader loader(model);
    loader.load(m_project.store());
    loader.close();
    loader.load(m_project.store());
    QTRY_VERIFY(model.hasCounts(1));
    QCOMPARE(model.index(1, IssueListModel::ProgressColumn).data().toString(), QStringLiteral("100%"));
}

QTEST_MAIN(TestIssueListLoader)
#include "tst_issuelistloader.moc"
