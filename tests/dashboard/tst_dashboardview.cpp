// SPDX-FileCopyrightText: 2026 Yiqiao authors
// SPDX-License-Identifier: GPL-3.0-or-later
#include "dashboard/dashboardmodel.h"
#include "dashboardbardelegate.h"
#include "dashboardview.h"
#include "findchild.h"

#include <QAbstractItemModelTester>
#include <QHeaderView>
#include <QImage>
#include <QLabel>
#include <QPushButton>
#include <QSignalSpy>
#include <QTableView>
#include <QTest>

namespace {

IssueDashboardRow row(int number, int approved, double deletion)
{
    IssueDashboardRow r;
    r.number = number;
    r.title = QStringLiteral("Issue %1").arg(number);
    r.status = QStringLiteral("translating");
    r.updatedAt = QDateTime::currentDateTimeUtc();
    r.computed = true;
    r.blocks = 10;
    r.translatedBlocks = 10;
    r.reviewedBlocks = 10;
    r.approvedBlocks = approved;
    r.sourceWords = 1000 * number;
    r.chineseCharacters = 2000 * number;
    r.deletionRatio = deletion;
    r.deletionTarget = 0.3;
    return r;
}

// The colour in the middle of a cell's bar, left of its text.
QColor barColor(QTableView *view, int row, int column)
{
    const QRect cell = view->visualRect(view->model()->index(row, column));
    const QImage image = view->viewport()->grab().toImage();
    return image.pixelColor(cell.left() + 5, cell.center().y());
}

} // namespace

class TestDashboardView : public QObject
{
    Q_OBJECT

private Q_SLOTS:
    void init();
    void cleanup();
    void summaryTotals();
    void progressLine_data();
    void progressLine();
    void openIssue_data();
    void openIssue();
    void headerSortsByNumbers();
    void refreshButton();
    void deletionBarColouredAgainstTarget_data();
    void deletionBarColouredAgainstTarget();

private:
    DashboardView *m_view = nullptr;
    QTableView *m_table = nullptr;
};

void TestDashboardView::init()
{
    m_view = new DashboardView;
    new QAbstractItemModelTester(m_view->model(), QAbstractItemModelTester::FailureReportingMode::QtTest, m_view);
    new QAbstractItemModelTester(m_view->table()->model(), QAbstractItemModelTester::FailureReportingMode::QtTest, m_view);
    m_view->model()->setRows({row(2, 5, 0.1), row(10, 10, 0.35), row(1, 0, 0.3)});
    m_table = child<QTableView>(*m_view, "dashboardTable");
    QVERIFY(m_table);
    m_view->resize(1300, 400);
    m_view->show();
    QVERIFY(QTest::qWaitForWindowExposed(m_view));
}

void TestDashboardView::cleanup()
{
    delete m_view;
    m_view = nullptr;
}

void TestDashboardView::summaryTotals()
{
    const QString summary = m_view->summaryText();
    QVERIFY2(summary.contains(QStringLiteral("3 issue")), qPrintable(summary));
    QVERIFY2(summary.contains(QLocale().toString(13000) + QStringLiteral(" English words")), qPrintable(summary));
    QVERIFY2(summary.contains(QLocale().toString(26000) + QStringLiteral(" Chinese characters")), qPrintable(summary));
    QVERIFY2(summary.contains(QStringLiteral("15 of 30 blocks approved")), qPrintable(summary));
    m_view->model()->setRow(row(11, 10, 0.2));
    QVERIFY(m_view->summaryText().contains(QStringLiteral("4 issue")));
}

void TestDashboardView::progressLine_data()
{
    QTest::addColumn<int>("done");
    QTest::addColumn<int>("total");
    QTest::addColumn<bool>("visible");
    QTest::newRow("under way") << 12 << 369 << true;
    QTest::newRow("all done") << 369 << 369 << false;
    QTest::newRow("nothing to do") << 0 << 0 << false;
}

void TestDashboardView::progressLine()
{
    QFETCH(int, done);
    QFETCH(int, total);
    QFETCH(bool, visible);
    m_view->setProgress(done, total);
    auto *label = child<QLabel>(*m_view, "dashboardProgress");
    QVERIFY(label);
    QCOMPARE(label->isVisible(), visible);
    if (visible) {
        QVERIFY2(label->text().startsWith(QStringLiteral("Computing %1 of %2 issue").arg(done).arg(total)), qPrintable(label->text()));
    }
}

void TestDashboardView::openIssue_data()
{
    QTest::addColumn<bool>("byEnter");
    QTest::newRow("double click") << false;
    QTest::newRow("enter") << true;
}

void TestDashboardView::openIssue()
{
    QFETCH(bool, byEnter);
    QSignalSpy spy(m_view, &DashboardView::issueRequested);
    const QModelIndex second = m_table->model()->index(1, DashboardModel::TitleColumn); // sorted by number: 1, 2, 10
    m_table->setFocus();
    m_table->setCurrentIndex(second);
    QCOMPARE(m_view->currentIssue(), 2);
    if (byEnter) {
        QTest::keyClick(m_table, Qt::Key_Return);
    } else {
        const QPoint at = m_table->visualRect(second).center();
        QTest::mouseClick(m_table->viewport(), Qt::LeftButton, {}, at); // Qt 5's mouseDClick sends no first press
        QTest::mouseDClick(m_table->viewport(), Qt::LeftButton, {}, at);
    }
    QCOMPARE(spy.count(), 1);
    QCOMPARE(spy.at(0).at(0).toInt(), 2);
}

void TestDashboardView::headerSortsByNumbers()
{
    QHeaderView *header = m_table->horizontalHeader();
    QTest::mouseClick(header->viewport(), Qt::LeftButton, {},
        QPoint(header->sectionViewportPosition(DashboardModel::ApprovedColumn) + 10, header->height() / 2));
    QCOMPARE(header->sortIndicatorSection(), int(DashboardModel::ApprovedColumn));
    const Qt::SortOrder order = header->sortIndicatorOrder();
    const QList<int> ascending {1, 2, 10};
    const QList<int> descending {10, 2, 1};
    QList<int> shown;
    for (int i = 0; i < 3; ++i) {
        shown.append(m_table->model()->index(i, 0).data(DashboardModel::IssueNumberRole).toInt());
    }
    QCOMPARE(shown, order == Qt::AscendingOrder ? ascending : descending);
}

void TestDashboardView::refreshButton()
{
    QSignalSpy spy(m_view, &DashboardView::refreshRequested);
    auto *button = child<QPushButton>(*m_view, "dashboardRefresh");
    QVERIFY(button);
    QTest::mouseClick(button, Qt::LeftButton);
    QCOMPARE(spy.count(), 1);
}

void TestDashboardView::deletionBarColouredAgainstTarget_data()
{
    QTest::addColumn<int>("row");
    QTest::addColumn<QColor>("hue");
    QTest::newRow("10% below 30%") << 1 << DashboardBarDelegate::belowTarget();
    QTest::newRow("35% above 30%") << 2 << DashboardBarDelegate::reachesTarget();
    QTest::newRow("exactly the target") << 0 << DashboardBarDelegate::reachesTarget();
}

void TestDashboardView::deletionBarColouredAgainstTarget()
{
    QFETCH(int, row);
    QFETCH(QColor, hue);
    m_table->clearSelection();
    m_table->setCurrentIndex({});
    const QColor painted = barColor(m_table, row, DashboardModel::DeletionColumn);
    // Blended over the base: the bar's dominant channel is the target colour's.
    const QColor base = m_table->palette().color(QPalette::Base);
    const int dr = painted.red() - base.red();
    const int dg = painted.green() - base.green();
    const int db = painted.blue() - base.blue();
    const int hr = hue.red() - base.red();
    const int hg = hue.green() - base.green();
    const int hb = hue.blue() - base.blue();
    QVERIFY2(dr * hr + dg * hg + db * hb > 0 && painted != base, qPrintable(painted.name()));
    QCOMPARE(painted.red() > painted.green(), hue.red() > hue.green());
}

QTEST_MAIN(TestDashboardView)
#include "tst_dashboardview.moc"
