// SPDX-FileCopyrightText: 2026 Yiqiao authors
// SPDX-License-Identifier: GPL-3.0-or-later
// TeamHolderModel (issue 24): the issue list with who holds each issue's draft.
#include "store/issuelistmodel.h"
#include "store/projectstore.h"
#include "team/teamholdermodel.h"
#include "teamseries.h"

#include <QAbstractItemModelTester>
#include <QSignalSpy>
#include <QTemporaryDir>
#include <QtTest>

class TstTeamHolderModel : public QObject
{
    Q_OBJECT

private:
    QTemporaryDir m_dir;
    ProjectStore m_store;
    IssueListModel m_issues;

    static TeamLease lease(const QString &holder, const QString &copyId, const QDateTime &expires)
    {
        TeamLease made;
        made.issueUuid = QStringLiteral("uuid-") + holder;
        made.holder = holder;
        made.copyId = copyId;
        made.expires = expires;
        return made;
    }

private slots:
    void initTestCase()
    {
        QVERIFY(m_dir.isValid());
        const QString path = m_dir.filePath(QStringLiteral("series.yiqiao"));
        const QString made = TeamSeries::create(path, 3);
        QVERIFY2(made.isEmpty(), qPrintable(made));
        QVERIFY(m_store.open(path));
        m_issues.reload(m_store);
    }

    void holderColumn_data()
    {
        QTest::addColumn<QString>("holder");
        QTest::addColumn<QString>("copyId");
        QTest::addColumn<int>("minutes");
        QTest::addColumn<QString>("shown");
        QTest::addColumn<bool>("here");
        QTest::newRow("another member") << "张三"
                                        << "copy-b" << 30 << "张三 is editing until 12:30" << false;
        QTest::newRow("this copy") << "lead"
                                   << "copy-a" << 30 << "you until 12:30" << true;
        QTest::newRow("ran out") << "张三"
                                 << "copy-b" << -5 << "" << false;
        QTest::newRow("nobody") << ""
                                << "" << 30 << "" << false;
    }

    void holderColumn()
    {
        QFETCH(QString, holder);
        QFETCH(QString, copyId);
        QFETCH(int, minutes);
        QFETCH(QString, shown);
        QFETCH(bool, here);
        TeamHolderModel model;
        QAbstractItemModelTester tester(&model, QAbstractItemModelTester::FailureReportingMode::QtTest);
        model.setSourceModel(&m_issues);
        const QDateTime now(QDate::currentDate(), QTime(12, 0));
        model.setNow(now.toUTC());
        QCOMPARE(model.columnCount(), IssueListModel::ColumnCount + 1);
        QCOMPARE(model.holderColumn(), int(IssueListModel::ColumnCount));
        QSignalSpy changed(&model, &QAbstractItemModel::dataChanged);
        QHash<int, TeamLease> leases;
        if (!holder.isEmpty()) {
            leases.insert(2, lease(holder, copyId, now.addSecs(minutes * 60).toUTC()));
        }
        model.setLeases(leases, QStringLiteral("copy-a"));
        QCOMPARE(changed.count(), 1);
        const int row = m_issues.rowOf(2);
        const QModelIndex cell = model.index(row, model.holderColumn());
        QCOMPARE(cell.data().toString(), shown);
        QCOMPARE(cell.data(TeamHolderModel::HeldHereRole).toBool(), here);
        QCOMPARE(cell.data(IssueListModel::IssueNumberRole).toInt(), 2);
        QCOMPARE(model.index(m_issues.rowOf(1), model.holderColumn()).data().toString(), QString());
        // The list's own columns pass through.
        QCOMPARE(model.index(row, IssueListModel::NumberColumn).data(IssueListModel::IssueNumberRole).toInt(), 2);
        QVERIFY(!model.mapToSource(cell).isValid());
        QCOMPARE(model.headerData(model.holderColumn(), Qt::Horizontal).toString(), QStringLiteral("Editing"));
    }

    // The list read again (a pull, an import) keeps the holders.
    void reloadKeepsHolders()
    {
        TeamHolderModel model;
        QAbstractItemModelTester tester(&model, QAbstractItemModelTester::FailureReportingMode::QtTest);
        model.setSourceModel(&m_issues);
        model.setLeases({{3, lease(QStringLiteral("alice"), QStringLiteral("copy-b"), QDateTime::currentDateTimeUtc().addSecs(600))}},
            QStringLiteral("copy-a"));
        m_issues.reload(m_store);
        m_issues.refreshIssue(m_store, 3);
        QVERIFY(model.index(m_issues.rowOf(3), model.holderColumn()).data().toString().startsWith(QLatin1String("alice is editing")));
    }
};

QTEST_GUILESS_MAIN(TstTeamHolderModel)
#include "tst_teamholdermodel.moc"
