// SPDX-FileCopyrightText: 2026 Yiqiao authors
// SPDX-License-Identifier: GPL-3.0-or-later
#include "analysis/analysistablemodel.h"
#include "analysisdialog.h"
#include "analysisproject.h"
#include "gui/actionregistry.h"
#include "gui/analysiscontroller.h"
#include "gui/workbenchcontroller.h"
#include "outlinepane.h"
#include "previewpane.h"
#include "sidebysideview.h"

#include <QAction>
#include <QApplication>
#include <QComboBox>
#include <QDir>
#include <QFile>
#include <QFileDialog>
#include <QFileInfo>
#include <QLabel>
#include <QLineEdit>
#include <QListWidget>
#include <QPushButton>
#include <QSignalSpy>
#include <QSqlQuery>
#include <QTableView>
#include <QTest>
#include <QTimer>

#include <functional>
#include <memory>

namespace {

void click(QWidget *widget)
{
    QVERIFY(widget);
    QVERIFY(widget->isEnabled());
    QTest::mouseClick(widget, Qt::LeftButton, {}, widget->rect().center());
}

} // namespace

// Memory ▸ Match Analysis… as a translator uses it, with real clicks: the shown issue is
// chosen and analysed as the dialog opens and again on Analyse, another issue joins with Ctrl+click, Show picks one issue's
// bands, All Issues chooses every issue, and Export CSV… writes what the file dialog
// was given (the same bytes as `yiqiao-cli analyze --csv`, tests/data/analysis).
class TestAnalysisController : public QObject
{
    Q_OBJECT
private Q_SLOTS:
    void init();
    void cleanup();
    void analysesTheShownIssue();
    void analysesSeveralAndShowsOne();
    void exportsCsv();
    void exportDefaultsToTheProjectFolder();
    void memoryErrorIsShown();

private:
    QString cell(int row, int column) const;
    bool analyseClicked();
    QListWidget *issueList() const { return m_dialog->findChild<QListWidget *>(QStringLiteral("analysisIssues")); }

    AnalysisProject m_project;
    std::unique_ptr<QWidget> m_window;
    ActionRegistry *m_actions = nullptr;
    WorkbenchController *m_workbench = nullptr;
    AnalysisController *m_controller = nullptr;
    AnalysisDialog *m_dialog = nullptr;
};

void TestAnalysisController::init()
{
    const QString error = m_project.create();
    QVERIFY2(error.isEmpty(), qPrintable(error));
    m_window = std::make_unique<QWidget>();
    m_actions = new ActionRegistry(m_window.get());
    auto *view = new SideBySideView(m_window.get());
    auto *outline = new OutlinePane(m_window.get());
    auto *preview = new PreviewPane(m_window.get());
    m_workbench = new WorkbenchController(*m_actions, *view, *outline, *preview, m_window.get());
    m_controller = new AnalysisController(*m_actions, *m_workbench, m_window.get());
    m_controller->setProject(&m_project.store(), false);
    m_window->resize(900, 600);
    m_window->show();
    QVERIFY(QTest::qWaitForWindowExposed(m_window.get()));
    QVERIFY(m_workbench->showIssue(&m_project.store(), m_project.issueOne(), QStringLiteral("Issue 1")));
    QSignalSpy analysed(m_controller, &AnalysisController::analysed);
    m_actions->action(ActionRegistry::MatchAnalysis)->trigger();
    m_dialog = m_controller->dialog();
    QVERIFY(m_dialog->isVisible());
    QVERIFY(QTest::qWaitForWindowExposed(m_dialog));
    QVERIFY(analysed.wait(10000)); // the shown issue, analysed as the dialog opens
}

void TestAnalysisController::cleanup()
{
    m_controller->setProject(nullptr, false);
    m_window.reset();
}

QString TestAnalysisController::cell(int row, int column) const
{
    auto *table = m_dialog->findChild<QTableView *>(QStringLiteral("analysisTable"));
    return table->model()->index(row, column).data().toString();
}

bool TestAnalysisController::analyseClicked()
{
    QSignalSpy analysed(m_controller, &AnalysisController::analysed);
    QTest::mouseClick(m_dialog->findChild<QPushButton *>(QStringLiteral("analyseButton")), Qt::LeftButton);
    return analysed.wait(10000);
}

void TestAnalysisController::analysesTheShownIssue()
{
    QCOMPARE(m_dialog->chosenIssues(), QList<int> {1});
    const int total = AnalysisBands::Count;
    QCOMPARE(cell(total, AnalysisTableModel::SegmentsColumn), QString::number(AnalysisProject::BlockCount));
    QVERIFY(analyseClicked());
    QCOMPARE(cell(total, AnalysisTableModel::BandColumn), QStringLiteral("Total"));
    QCOMPARE(cell(total, AnalysisTableModel::SegmentsColumn), QString::number(AnalysisProject::BlockCount));
    QCOMPARE(cell(int(AnalysisBand::InContext), AnalysisTableModel::SegmentsColumn), QStringLiteral("1"));
    QCOMPARE(cell(int(AnalysisBand::Deleted), AnalysisTableModel::WordsColumn), QString::number(AnalysisProject::Words));
    QCOMPARE(cell(int(AnalysisBand::Machine), AnalysisTableModel::ChineseColumn), QStringLiteral("7"));
    QVERIFY(m_dialog->findChild<QPushButton *>(QStringLiteral("exportAnalysisCsv"))->isEnabled());
}

void TestAnalysisController::analysesSeveralAndShowsOne()
{
    QListWidget *list = issueList();
    QCOMPARE(list->count(), 2);
    QTest::mouseClick(list->viewport(), Qt::LeftButton, Qt::ControlModifier, list->visualItemRect(list->item(1)).center());
    QCOMPARE(m_dialog->chosenIssues(), (QList<int> {1, 2}));
    QVERIFY(analyseClicked());
    const int total = AnalysisBands::Count;
    QCOMPARE(cell(total, AnalysisTableModel::SegmentsColumn), QString::number(AnalysisProject::BlockCount + 4));
    QCOMPARE(cell(int(AnalysisBand::Repetition), AnalysisTableModel::SegmentsColumn), QStringLiteral("3"));

    auto *shown = m_dialog->findChild<QComboBox *>(QStringLiteral("analysisShown"));
    QVERIFY(shown->isEnabled());
    QCOMPARE(shown->count(), 3);
    shown->setFocus();
    QTest::keyClick(shown, Qt::Key_End);
    QCOMPARE(m_dialog->shownIssue(), 2);
    QCOMPARE(cell(total, AnalysisTableModel::SegmentsColumn), QStringLiteral("4"));

    click(m_dialog->findChild<QPushButton *>(QStringLiteral("chooseCurrentIssue")));
    QCOMPARE(m_dialog->chosenIssues(), QList<int> {1});
    click(m_dialog->findChild<QPushButton *>(QStringLiteral("chooseAllIssues")));
    QCOMPARE(m_dialog->chosenIssues(), (QList<int> {1, 2}));
}

void TestAnalysisController::exportsCsv()
{
    click(m_dialog->findChild<QPushButton *>(QStringLiteral("chooseAllIssues")));
    QVERIFY(analyseClicked());
    const QString path = m_project.folder() + QStringLiteral("/quote.csv");
    bool typed = false;
    QTimer driver;
    connect(&driver, &QTimer::timeout, this, [&] {
        auto *files = qobject_cast<QFileDialog *>(QApplication::activeModalWidget());
        if (!files || typed) {
            return;
        }
        typed = true;
        // selectFile + accept, not typing and Return: on Qt 6.4 the path completer's
        // popup takes the Return and the dialog never closes.
        files->selectFile(path);
        static_cast<QDialog *>(files)->accept(); // QFileDialog::accept() is protected
    });
    driver.start(10);
    QSignalSpy messages(m_controller, &AnalysisController::statusMessage);
    click(m_dialog->findChild<QPushButton *>(QStringLiteral("exportAnalysisCsv")));
    QVERIFY(typed);
    QCOMPARE(messages.size(), 1);
    QFile written(path);
    QVERIFY(written.open(QIODevice::ReadOnly));
    QFile golden(QStringLiteral(YIQIAO_TEST_DATA "/analysis/issues-1-2.csv"));
    QVERIFY(golden.open(QIODevice::ReadOnly));
    QCOMPARE(written.readAll(), golden.readAll());
}

// The file dialog opens in the project's folder with <project>-analysis.csv, not a
// name relative to wherever the program was started.
void TestAnalysisController::exportDefaultsToTheProjectFolder()
{
    QString folder;
    QString name;
    QTimer driver;
    connect(&driver, &QTimer::timeout, this, [&] {
        auto *files = qobject_cast<QFileDialog *>(QApplication::activeModalWidget());
        if (!files || !name.isNull()) {
            return;
        }
        folder = files->directory().absolutePath();
        name = files->findChild<QLineEdit *>(QStringLiteral("fileNameEdit"))->text();
        files->reject();
    });
    driver.start(10);
    QSignalSpy exported(m_dialog, &AnalysisDialog::exportRequested);
    click(m_dialog->findChild<QPushButton *>(QStringLiteral("exportAnalysisCsv")));
    QCOMPARE(folder, QFileInfo(m_project.path()).absolutePath());
    QCOMPARE(name, QStringLiteral("a-analysis.csv"));
    QCOMPARE(exported.size(), 0);
}

// A memory that cannot be read: the dialog says what failed and shows no figures
// (every block would otherwise read "no match").
void TestAnalysisController::memoryErrorIsShown()
{
    for (const QString &statement : {QStringLiteral("ALTER TABLE tm_units RENAME TO gone"),
             QStringLiteral("CREATE VIEW tm_units AS SELECT id, origin, issue_id FROM gone")}) {
        QSqlQuery query(m_project.store().database());
        QVERIFY2(query.exec(statement), qPrintable(statement));
    }
    QVERIFY(analyseClicked());
    const QString status = m_dialog->findChild<QLabel *>(QStringLiteral("analysisStatus"))->text();
    QVERIFY2(status.contains(QStringLiteral("error")), qPrintable(status)); // the database's message
    QVERIFY(m_dialog->analysis().isEmpty());
    QVERIFY(!m_dialog->findChild<QPushButton *>(QStringLiteral("exportAnalysisCsv"))->isEnabled());
}

QTEST_MAIN(TestAnalysisController)
#include "tst_analysiscontroller.moc"
