// SPDX-FileCopyrightText: 2026 Yiqiao authors
// SPDX-License-Identifier: GPL-3.0-or-later
#include "dashboard/dashboardmodel.h"

#include <QAbstractItemModelTester>
#include <QSignalSpy>
#include <QSortFilterProxyModel>
#include <QTest>

#include <algorithm>
#include <memory>

namespace {

IssueDashboardRow row(int number, int approved, qint64 words, const QString &updatedAt)
{
    IssueDashboardRow r;
    r.number = number;
    r.title = QStringLiteral("Issue %1").arg(number);
    r.status = QStringLiteral("translating");
    r.updatedAt = QDateTime::fromString(updatedAt, Qt::ISODate);
    r.computed = true;
    r.blocks = 10;
    r.translatedBlocks = 8;
    r.reviewedBlocks = 5;
    r.approvedBlocks = approved;
    r.sourceWords = words;
    r.chineseCharacters = words * 2;
    r.deletionRatio = 0.25;
    r.deletionTarget = 0.3;
    r.qaErrors = number % 7; // 3 → 3, 12 → 5, 100 → 2
    r.checklistItems = 7;
    r.openChecklistItems = 3;
    return r;
}

QList<int> numbersInOrder(const QSortFilterProxyModel &proxy)
{
    QList<int> numbers;
    for (int i = 0; i < proxy.rowCount(); ++i) {
        numbers.append(proxy.index(i, 0).data(DashboardModel::IssueNumberRole).toInt());
    }
    return numbers;
}

} // namespace

class TestDashboardModel : public QObject
{
    Q_OBJECT

private Q_SLOTS:
    void init();
    void display_data();
    void display();
    void notComputedShowsEllipsis();
    void unreadableIssueSaysWhy();
    void sortsNumbersAsNumbers_data();
    void sortsNumbersAsNumbers();
    void setRowReplacesOrInserts();
    void removeIssue();
    void totals();
    void roles();

private:
    std::unique_ptr<DashboardModel> m_model;
    std::unique_ptr<QAbstractItemModelTester> m_tester;
};

void TestDashboardModel::init()
{
    m_model = std::make_unique<DashboardModel>();
    m_tester = std::make_unique<QAbstractItemModelTester>(m_model.get(), QAbstractItemModelTester::FailureReportingMode::QtTest);
    m_model->setRows({row(12, 2, 900, QStringLiteral("2026-03-01T10:00:00Z")), row(3, 10, 1500, QStringLiteral("2026-01-05T10:00:00Z")),
        row(100, 0, 80, QStringLiteral("2026-02-01T10:00:00Z"))});
}

void TestDashboardModel::display_data()
{
    QTest::addColumn<int>("column");
    QTest::addColumn<QString>("text");
    QTest::newRow("number") << int(DashboardModel::NumberColumn) << QStringLiteral("3");
    QTest::newRow("title") << int(DashboardModel::TitleColumn) << QStringLiteral("Issue 3");
    QTest::newRow("translated share and blocks") << int(DashboardModel::TranslatedColumn) << QStringLiteral("80% (8/10)");
    QTest::newRow("reviewed") << int(DashboardModel::ReviewedColumn) << QStringLiteral("50% (5/10)");
    QTest::newRow("approved all") << int(DashboardModel::ApprovedColumn) << QStringLiteral("100% (10/10)");
    QTest::newRow("deletion ratio and target") << int(DashboardModel::DeletionColumn) << QStringLiteral("25% / 30%");
    QTest::newRow("qa errors") << int(DashboardModel::QaErrorsColumn) << QStringLiteral("3");
    QTest::newRow("checklist open of all") << int(DashboardModel::ChecklistColumn) << QStringLiteral("3 / 7");
    QTest::newRow("english words") << int(DashboardModel::SourceWordsColumn) << QLocale().toString(1500);
    QTest::newRow("chinese characters") << int(DashboardModel::ChineseCharactersColumn) << QLocale().toString(3000);
    QTest::newRow("last update in local time") << int(DashboardModel::UpdatedColumn)
                                               << QDateTime::fromString(QStringLiteral("2026-01-05T10:00:00Z"), Qt::ISODate)
                                                      .toLocalTime()
                                                      .toString(QStringLiteral("yyyy-MM-dd HH:mm"));
}

void TestDashboardModel::display()
{
    QFETCH(int, column);
    QFETCH(QString, text);
    QCOMPARE(m_model->index(0, column).data().toString(), text);
}

void TestDashboardModel::notComputedShowsEllipsis()
{
    IssueDashboardRow pending;
    pending.number = 4;
    pending.title = QStringLiteral("Pending");
    m_model->setRow(pending);
    const int r = m_model->rowOf(4);
    QCOMPARE(r, 1);
    QCOMPARE(m_model->index(r, DashboardModel::TitleColumn).data().toString(), QStringLiteral("Pending"));
    QCOMPARE(m_model->index(r, DashboardModel::ApprovedColumn).data().toString(), QStringLiteral("…"));
    QCOMPARE(m_model->index(r, DashboardModel::TitleColumn).data(DashboardModel::ComputedRole).toBool(), false);
    QCOMPARE(m_model->index(r, DashboardModel::ApprovedColumn).data(DashboardModel::SortRole).toDouble(), -1.0);
}

void TestDashboardModel::unreadableIssueSaysWhy()
{
    IssueDashboardRow broken = row(5, 3, 10, QStringLiteral("2026-03-01T10:00:00Z"));
    broken.error = QStringLiteral("disk I/O error");
    m_model->setRow(broken);
    const QModelIndex approved = m_model->index(m_model->rowOf(5), DashboardModel::ApprovedColumn);
    QCOMPARE(approved.data().toString(), QStringLiteral("error"));
    QCOMPARE(approved.data(Qt::ToolTipRole).toString(), QStringLiteral("disk I/O error"));
    QCOMPARE(approved.data(DashboardModel::SortRole).toDouble(), -1.0);
    QCOMPARE(approved.data(DashboardModel::ComputedRole).toBool(), false);
}

void TestDashboardModel::sortsNumbersAsNumbers_data()
{
    QTest::addColumn<int>("column");
    QTest::addColumn<QList<int>>("ascending");
    QTest::newRow("number, not text (100 after 12)") << int(DashboardModel::NumberColumn) << QList<int> {3, 12, 100};
    QTest::newRow("approved share") << int(DashboardModel::ApprovedColumn) << QList<int> {100, 12, 3};
    QTest::newRow("english words, not their grouped text") << int(DashboardModel::SourceWordsColumn) << QList<int> {100, 12, 3};
    QTest::newRow("last update as a date") << int(DashboardModel::UpdatedColumn) << QList<int> {3, 100, 12};
    QTest::newRow("qa errors") << int(DashboardModel::QaErrorsColumn) << QList<int> {100, 3, 12};
}

void TestDashboardModel::sortsNumbersAsNumbers()
{
    QFETCH(int, column);
    QFETCH(QList<int>, ascending);
    QSortFilterProxyModel proxy;
    proxy.setSourceModel(m_model.get());
    proxy.setSortRole(DashboardModel::SortRole);
    proxy.sort(column, Qt::AscendingOrder);
    QCOMPARE(numbersInOrder(proxy), ascending);
    proxy.sort(column, Qt::DescendingOrder);
    std::reverse(ascending.begin(), ascending.end());
    QCOMPARE(numbersInOrder(proxy), ascending);
}

void TestDashboardModel::setRowReplacesOrInserts()
{
    IssueDashboardRow changed = row(12, 9, 900, QStringLiteral("2026-03-02T10:00:00Z"));
    QSignalSpy changedSpy(m_model.get(), &QAbstractItemModel::dataChanged);
    QSignalSpy insertedSpy(m_model.get(), &QAbstractItemModel::rowsInserted);
    m_model->setRow(changed);
    QCOMPARE(changedSpy.count(), 1);
    QCOMPARE(insertedSpy.count(), 0);
    QCOMPARE(m_model->rowCount(), 3);
    QCOMPARE(m_model->index(1, DashboardModel::ApprovedColumn).data().toString(), QStringLiteral("90% (9/10)"));
    m_model->setRow(row(50, 0, 1, QStringLiteral("2026-03-02T10:00:00Z")));
    QCOMPARE(insertedSpy.count(), 1);
    QCOMPARE(m_model->rowOf(50), 2);
    QCOMPARE(m_model->rowOf(100), 3);
}

void TestDashboardModel::removeIssue()
{
    m_model->removeIssue(12);
    QCOMPARE(m_model->rowCount(), 2);
    QCOMPARE(m_model->rowOf(12), -1);
    m_model->removeIssue(12);
    QCOMPARE(m_model->rowCount(), 2);
}

void TestDashboardModel::totals()
{
    IssueDashboardRow pending;
    pending.number = 7;
    m_model->setRow(pending);
    const DashboardModel::Totals sum = m_model->totals();
    QCOMPARE(sum.issues, 4);
    QCOMPARE(sum.computed, 3);
    QCOMPARE(sum.sourceWords, qint64(2480));
    QCOMPARE(sum.chineseCharacters, qint64(4960));
    QCOMPARE(sum.approvedBlocks, 12);
    QCOMPARE(sum.blocks, 30);
}

void TestDashboardModel::roles()
{
    QCOMPARE(m_model->index(2, DashboardModel::ApprovedColumn).data(DashboardModel::ShareRole).toDouble(), 0.0);
    QCOMPARE(m_model->index(0, DashboardModel::ReviewedColumn).data(DashboardModel::ShareRole).toDouble(), 0.5);
    QCOMPARE(m_model->index(0, DashboardModel::DeletionColumn).data(DashboardModel::ShareRole).toDouble(), 0.25);
    QCOMPARE(m_model->index(0, DashboardModel::DeletionColumn).data(DashboardModel::TargetRole).toDouble(), 0.3);
    QVERIFY(!m_model->index(0, DashboardModel::TitleColumn).data(DashboardModel::TargetRole).isValid());
    QCOMPARE(m_model->index(1, DashboardModel::TitleColumn).data(DashboardModel::IssueNumberRole).toInt(), 12);
    QCOMPARE(m_model->index(1, DashboardModel::TitleColumn).data(DashboardModel::ComputedRole).toBool(), true);
    QCOMPARE(m_model->headerData(DashboardModel::ChineseCharactersColumn, Qt::Horizontal).toString(), QStringLiteral("Chinese characters"));
}

QTEST_GUILESS_MAIN(TestDashboardModel)
#include "tst_dashboardmodel.moc"
