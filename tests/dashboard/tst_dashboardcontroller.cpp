// SPDX-FileCopyrightText: 2026 Yiqiao authors
// SPDX-License-Identifier: GPL-3.0-or-later
#include "dashboard/dashboardmodel.h"
#include "dashboardview.h"
#include "drafteditor.h"
#include "findchild.h"
#include "gui/dashboardcontroller.h"
#include "qa/qasettings.h"
#include "sidebysideview.h"
#include "store/postimporter.h"
#include "store/projectstore.h"
#include "typetext.h"
#include "workbenchwindow.h"

#include <QAbstractItemModelTester>
#include <QLabel>
#include <QPushButton>
#include <QSignalSpy>
#include <QTableView>
#include <QTemporaryDir>
#include <QTest>
#include <QTextBlock>

#include <memory>

namespace {

const QByteArray kSource("# Adam\n\nAdam combines all these techniques into one efficient learning algorithm.\n");
const QByteArray kDraft("# Adam算法\n\nAdam combines all these techniques into one efficient learning algorithm.\n");

// Rows whose figures arrived since the spy started (a refresh resets the model first).
int computedRows(const QSignalSpy &changed)
{
    return int(changed.count());
}

} // namespace

class TestDashboardController : public QObject
{
    Q_OBJECT

private Q_SLOTS:
    void init();
    void cleanup();
    void rowsComeAsComputed();
    void aHiddenPaneComputesWhenShown();
    void aSaveRecomputesOnlyThatRow();
    void refreshRecomputesEveryRow();
    void aQaSettingRecomputesEveryRow();
    void enterOpensTheIssue();

private:
    void showAndWait();

    std::unique_ptr<QTemporaryDir> m_dir;
    std::unique_ptr<ProjectStore> m_store;
    std::unique_ptr<WorkbenchWindow> m_bench;
    DashboardView *m_view = nullptr;
    DashboardController *m_dashboard = nullptr;
    qint64 m_issueId = 0;
};

void TestDashboardController::init()
{
    m_dir = std::make_unique<QTemporaryDir>();
    m_store = std::make_unique<ProjectStore>();
    QVERIFY(m_store->create(m_dir->filePath(QStringLiteral("d.yiqiao")), QStringLiteral("D")));
    for (int number : {1, 2, 3}) {
        PostImporter importer(*m_store);
        const QByteArray marker = "\n<!-- " + QByteArray::number(number) + " -->\n";
        QVERIFY2(importer.importPost(number, kSource + marker, {}, {}, kDraft + marker), qPrintable(importer.errorString()));
        m_issueId = number == 1 ? importer.result().issueId : m_issueId;
    }
    m_view = new DashboardView;
    new QAbstractItemModelTester(m_view->model(), QAbstractItemModelTester::FailureReportingMode::QtTest, m_view);
    m_bench = std::make_unique<WorkbenchWindow>(m_view);
    m_dashboard = new DashboardController(*m_bench->workbench, *m_view, m_bench->window.get());
    m_bench->window->show();
}

void TestDashboardController::cleanup()
{
    m_bench.reset();
    m_store.reset();
    m_dir.reset();
}

void TestDashboardController::showAndWait()
{
    QSignalSpy computed(m_dashboard, &DashboardController::computed);
    m_dashboard->setPaneVisible(true);
    m_dashboard->setProject(m_store.get());
    QVERIFY(computed.count() > 0 || computed.wait(10000));
}

void TestDashboardController::rowsComeAsComputed()
{
    QSignalSpy changed(m_view->model(), &QAbstractItemModel::dataChanged);
    showAndWait();
    QCOMPARE(m_view->model()->rowCount(), 3);
    QCOMPARE(computedRows(changed), 3);
    for (int row = 0; row < 3; ++row) {
        QVERIFY(m_view->model()->issueRow(row).computed);
        QCOMPARE(m_view->model()->issueRow(row).chineseCharacters, qint64(2)); // 算法
        QCOMPARE(m_view->model()->issueRow(row).translatedBlocks, 3); // heading, paragraph, the marker comment
    }
    QVERIFY(!m_dashboard->isComputing());
    QVERIFY(!child<QLabel>(*m_view, "dashboardProgress")->isVisible());
    QVERIFY(m_view->summaryText().contains(QStringLiteral("6 Chinese characters")));
}

void TestDashboardController::aHiddenPaneComputesWhenShown()
{
    QSignalSpy computed(m_dashboard, &DashboardController::computed);
    m_dashboard->setPaneVisible(false);
    m_dashboard->setProject(m_store.get());
    QTest::qWait(50);
    QCOMPARE(m_view->model()->rowCount(), 0);
    QCOMPARE(computed.count(), 0);
    m_dashboard->setPaneVisible(true);
    QVERIFY(computed.count() > 0 || computed.wait(10000));
    QCOMPARE(m_view->model()->rowCount(), 3);
}

void TestDashboardController::aSaveRecomputesOnlyThatRow()
{
    showAndWait();
    QVERIFY(m_bench->workbench->showIssue(m_store.get(), m_issueId, QStringLiteral("Issue 1")));
    DraftEditor *editor = m_bench->view->draftEditor();
    QTextCursor cursor(editor->document()->findBlockByNumber(2));
    cursor.movePosition(QTextCursor::EndOfBlock, QTextCursor::KeepAnchor);
    editor->setTextCursor(cursor);
    typeText(editor, QStringLiteral("Adam算法将所有这些技术汇总到一个高效的学习算法中。"));
    m_view->table()->setCurrentIndex(m_view->table()->model()->index(1, DashboardModel::TitleColumn));
    QSignalSpy changed(m_view->model(), &QAbstractItemModel::dataChanged);
    QSignalSpy reset(m_view->model(), &QAbstractItemModel::modelReset);
    QSignalSpy computed(m_dashboard, &DashboardController::computed);
    QVERIFY(m_bench->workbench->save());
    QVERIFY(computed.wait(DashboardController::AfterSaveDelayMs + 10000));
    QCOMPARE(computedRows(changed), 1);
    QCOMPARE(reset.count(), 0);
    QCOMPARE(m_view->currentIssue(), 2); // the reader's place in the table stays
    const IssueDashboardRow &row = m_view->model()->issueRow(m_view->model()->rowOf(1));
    QCOMPARE(row.chineseCharacters, qint64(2 + 22));
    QCOMPARE(row.translatedBlocks, 2); // the edited block is a draft again
    QCOMPARE(m_view->model()->issueRow(m_view->model()->rowOf(2)).chineseCharacters, qint64(2));
}

void TestDashboardController::refreshRecomputesEveryRow()
{
    showAndWait();
    QSignalSpy changed(m_view->model(), &QAbstractItemModel::dataChanged);
    QSignalSpy computed(m_dashboard, &DashboardController::computed);
    QTest::mouseClick(child<QPushButton>(*m_view, "dashboardRefresh"), Qt::LeftButton);
    QVERIFY(computed.wait(10000));
    QCOMPARE(computedRows(changed), 3);
    // Nothing changed since: showing the pane again takes every row from the cache.
    changed.clear();
    m_dashboard->refresh();
    QCOMPARE(computed.count(), 2);
    QCOMPARE(computedRows(changed), 0);
    QCOMPARE(m_view->model()->issueRow(0).translatedBlocks, 3);
}

void TestDashboardController::aQaSettingRecomputesEveryRow()
{
    showAndWait();
    QaSettings settings;
    settings.disabled = {QStringLiteral("content.untranslated")};
    QVERIFY(settings.save(*m_store));
    QSignalSpy changed(m_view->model(), &QAbstractItemModel::dataChanged);
    QSignalSpy computed(m_dashboard, &DashboardController::computed);
    m_dashboard->refresh();
    QVERIFY(computed.wait(10000));
    QCOMPARE(computedRows(changed), 3);
}

void TestDashboardController::enterOpensTheIssue()
{
    showAndWait();
    QSignalSpy requested(m_dashboard, &DashboardController::issueRequested);
    QTableView *table = m_view->table();
    table->setFocus();
    table->setCurrentIndex(table->model()->index(2, DashboardModel::TitleColumn));
    QTest::keyClick(table, Qt::Key_Enter);
    QCOMPARE(requested.count(), 1);
    QCOMPARE(requested.at(0).at(0).toInt(), 3);
}

QTEST_MAIN(TestDashboardController)
#include "tst_dashboardcontroller.moc"
