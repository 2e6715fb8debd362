// SPDX-FileCopyrightText: 2026 Yiqiao authors
// SPDX-License-Identifier: GPL-3.0-or-later
#include "checklist/checklistmodel.h"
#include "checklist/checklistrepository.h"
#include "checklistpane.h"
#include "drafteditor.h"
#include "exportdialog.h"
#include "findchild.h"
#include "gui/actionregistry.h"
#include "gui/appsettings.h"
#include "gui/checklistcontroller.h"
#include "gui/exportcontroller.h"
#include "readertestdialog.h"
#include "review/readertestrepository.h"
#include "sidebysideview.h"
#include "store/postimporter.h"
#include "store/projectstore.h"
#include "typetext.h"
#include "whenshown.h"
#include "workbenchwindow.h"

#include <QAction>
#include <QApplication>
#include <QCheckBox>
#include <QDialogButtonBox>
#include <QFileInfo>
#include <QLabel>
#include <QLineEdit>
#include <QListView>
#include <QListWidget>
#include <QPlainTextEdit>
#include <QPushButton>
#include <QSettings>
#include <QSignalSpy>
#include <QSqlQuery>
#include <QTemporaryDir>
#include <QTest>
#include <QTextBlock>
#include <QTimer>

#include <functional>
#include <memory>

namespace {
const QByteArray kSource("# Setup\n\nInstall the driver first.\n\nThen run the installer.\n");
const QByteArray kDraft("# 设置\n\n先安装驱动。\n\n然后运行安装程序。\n");

QByteArray fileBytes(const QString &path)
{
    QFile file(path);
    return file.open(QIODevice::ReadOnly) ? file.readAll() : QByteArray();
}

ReaderTest readerTest(int n, bool passed)
{
    ReaderTest test;
    test.reader = QStringLiteral("reader %1").arg(n);
    test.profile = QStringLiteral("ops %1").arg(n); // another background each
    test.firstStep = QStringLiteral("install the driver");
    test.likelyProblem = QStringLiteral("wrong CUDA version");
    test.verification = QStringLiteral("nvidia-smi");
    test.passed = passed;
    return test;
}

} // namespace

// The Checklist pane's controller in a workbench (evaluation without writing, manual
// checks with who, the blind test) and the export gate of ExportController.
class TestChecklistController : public QObject
{
    Q_OBJECT
private Q_SLOTS:
    void initTestCase();
    void init();
    void cleanup();
    void showingAnIssueEvaluatesWithoutWriting();
    void manualCheckIsRecordedWithWho();
    void fourOfFiveReadersMakeTheItemDone();
    void readerTestFromTheAction();
    void savesReevaluateOnlyWhileVisible();
    void readOnlyProjectEvaluatesWithoutWriting();
    void exportGate_data();
    void exportGate();

private:
    void open(ProjectStore::Access access);
    int rows(const QString &table) const;
    bool itemDone(const QString &key) const;
    void editDraft();

    QTemporaryDir m_config;
    std::unique_ptr<QTemporaryDir> m_dir;
    std::unique_ptr<ProjectStore> m_store;
    std::unique_ptr<WorkbenchWindow> m_bench;
    ChecklistPane *m_pane = nullptr;
    ChecklistController *m_checklist = nullptr;
    qint64 m_issueId = 0;
};

void TestChecklistController::initTestCase()
{
    QCoreApplication::setOrganizationName(QStringLiteral("YiqiaoTest"));
    QCoreApplication::setApplicationName(QStringLiteral("tst_checklistcontroller"));
    QSettings::setPath(QSettings::NativeFormat, QSettings::UserScope, m_config.path());
    QSettings::setPath(QSettings::IniFormat, QSettings::UserScope, m_config.path());
    AppSettings().setUserName(QStringLiteral("李雷"));
}

void TestChecklistController::init()
{
    m_dir = std::make_unique<QTemporaryDir>();
    ProjectStore store;
    QVERIFY(store.create(m_dir->filePath(QStringLiteral("c.yiqiao")), QStringLiteral("C")));
    PostImporter importer(store);
    QVERIFY2(importer.importPost(1, kSource, {}, {}, kDraft), qPrintable(importer.errorString()));
    m_issueId = importer.result().issueId;
}

void TestChecklistController::open(ProjectStore::Access access)
{
    const bool readOnly = access == ProjectStore::Access::ReadOnly;
    m_store = std::make_unique<ProjectStore>();
    QVERIFY2(m_store->open(m_dir->filePath(QStringLiteral("c.yiqiao")), access), qPrintable(m_store->errorString()));
    m_pane = new ChecklistPane;
    m_bench = std::make_unique<WorkbenchWindow>(m_pane);
    m_bench->workbench->setReadOnly(readOnly);
    m_checklist = new ChecklistController(*m_bench->actions, *m_bench->workbench, *m_pane, m_bench->window.get());
    m_checklist->setProject(m_store.get(), readOnly);
    QSignalSpy evaluated(m_checklist, &ChecklistController::evaluated);
    QVERIFY(m_bench->workbench->showIssue(m_store.get(), m_issueId, QStringLiteral("Issue 1")));
    QCOMPARE(evaluated.count(), 1);
    m_bench->window->show();
}

void TestChecklistController::cleanup()
{
    m_bench.reset();
    m_store.reset();
    m_dir.reset();
}

int TestChecklistController::rows(const QString &table) const
{
    QSqlQuery query(m_store->database());
    return query.exec(QStringLiteral("SELECT count(*) FROM ") + table) && query.next() ? query.value(0).toInt() : -1;
}

bool TestChecklistController::itemDone(const QString &key) const
{
    for (const ChecklistItemState &state : m_checklist->states()) {
        if (state.item.key == key) {
            return state.done;
        }
    }
    return false;
}

void TestChecklistController::editDraft()
{
    DraftEditor *editor = m_bench->view->draftEditor();
    QTextCursor cursor(editor->document()->findBlockByNumber(2));
    cursor.movePosition(QTextCursor::EndOfBlock);
    editor->setTextCursor(cursor);
    typeText(editor, QStringLiteral("（需要管理员权限）"));
    QVERIFY(m_bench->workbench->save());
}

void TestChecklistController::showingAnIssueEvaluatesWithoutWriting()
{
    open(ProjectStore::Access::ReadWrite);
    QCOMPARE(m_checklist->states().size(), ChecklistTemplate::shippedDefault().items.size());
    QCOMPARE(rows(QStringLiteral("checklist_templates")), 0);
    QCOMPARE(rows(QStringLiteral("checklist_runs")), 0);
    const QString verdict = child<QLabel>(*m_pane, "checklistVerdict")->text();
    QVERIFY2(verdict.contains(QString::number(m_checklist->openItemKeys().size())), qPrintable(verdict));
    QVERIFY(verdict.contains(QStringLiteral("block shipping")));
}

// Space on a manual item's row: the controller records it with the user's name.
void TestChecklistController::manualCheckIsRecordedWithWho()
{
    open(ProjectStore::Access::ReadWrite);
    auto *items = child<QListView>(*m_pane, "checklistItems");
    QModelIndex row;
    for (int i = 0; i < items->model()->rowCount(); ++i) {
        if (items->model()->index(i, 0).data(ChecklistModel::KeyRole) == QStringLiteral("code_verified")) {
            row = items->model()->index(i, 0);
        }
    }
    QVERIFY(row.isValid());
    items->setFocus();
    items->setCurrentIndex(row);
    QSignalSpy evaluated(m_checklist, &ChecklistController::evaluated);
    QTest::keyClick(items, Qt::Key_Space);
    QTRY_COMPARE(evaluated.count(), 1);
    QVERIFY(itemDone(QStringLiteral("code_verified")));
    const auto run = ChecklistRepository(*m_store).currentRun(m_issueId);
    QVERIFY(run && run->result(QStringLiteral("code_verified")));
    QCOMPARE(run->result(QStringLiteral("code_verified"))->checkedBy, QStringLiteral("李雷"));
    QVERIFY(m_checklist->setChecked(QStringLiteral("code_verified"), false));
    QVERIFY(!itemDone(QStringLiteral("code_verified")));
    QVERIFY(!m_checklist->setChecked(QStringLiteral("qa_clean"), true)); // computed: nobody checks it
}

void TestChecklistController::fourOfFiveReadersMakeTheItemDone()
{
    open(ProjectStore::Access::ReadWrite);
    for (int i = 1; i <= 4; ++i) {
        QVERIFY(m_checklist->addReaderTest(readerTest(i, i != 2)));
        QVERIFY(!itemDone(QStringLiteral("reader_test")));
    }
    QVERIFY(m_checklist->addReaderTest(readerTest(5, true)));
    QVERIFY(itemDone(QStringLiteral("reader_test")));
    QVERIFY(child<QLabel>(*m_pane, "readerSummary")->text().startsWith(QStringLiteral("4 of 5 readers passed (80%)")));
    const QList<ReaderTest> tests = ReaderTestRepository(*m_store).tests(m_issueId);
    ReaderTest failed = tests.at(4);
    failed.passed = false;
    QVERIFY(m_checklist->updateReaderTest(failed));
    QVERIFY(!itemDone(QStringLiteral("reader_test"))); // 3 of 5: 60%
    QVERIFY(m_checklist->removeReaderTest(tests.at(1).id));
    QCOMPARE(ReaderTestRepository(*m_store).tests(m_issueId).size(), 4);
}

void TestChecklistController::readerTestFromTheAction()
{
    open(ProjectStore::Access::ReadWrite);
    whenShown<ReaderTestDialog>([](ReaderTestDialog *dialog) {
        QTest::keyClicks(child<QLineEdit>(*dialog, "reader"), QStringLiteral("Wang"));
        QTest::keyClicks(child<QPlainTextEdit>(*dialog, "firstStep"), QStringLiteral("install"));
        child<QCheckBox>(*dialog, "passed")->setChecked(true);
        QVERIFY(!child<QLabel>(*dialog, "problem")->text().isEmpty()); // passed without all answers
        QTest::keyClicks(child<QPlainTextEdit>(*dialog, "likelyProblem"), QStringLiteral("driver"));
        QTest::keyClicks(child<QPlainTextEdit>(*dialog, "verification"), QStringLiteral("nvidia-smi"));
        QVERIFY(dialog->problem().isEmpty());
        dialog->accept();
    });
    m_bench->actions->action(ActionRegistry::AddReaderTest)->trigger();
    const QList<ReaderTest> tests = ReaderTestRepository(*m_store).tests(m_issueId);
    QCOMPARE(tests.size(), 1);
    QCOMPARE(tests.at(0).reader, QStringLiteral("Wang"));
    QVERIFY(tests.at(0).passed);
}

void TestChecklistController::savesReevaluateOnlyWhileVisible()
{
    open(ProjectStore::Access::ReadWrite);
    QSignalSpy evaluated(m_checklist, &ChecklistController::evaluated);
    m_checklist->setPaneVisible(false);
    editDraft();
    QTest::qWait(ChecklistController::AfterSaveDelayMs + 200); // nothing may happen: no QTRY for an absence
    QCOMPARE(evaluated.count(), 0);
    m_checklist->setPaneVisible(true);
    QCOMPARE(evaluated.count(), 1);
    editDraft();
    QTRY_COMPARE(evaluated.count(), 2);
}

void TestChecklistController::readOnlyProjectEvaluatesWithoutWriting()
{
    const QString path = m_dir->filePath(QStringLiteral("c.yiqiao"));
    const QByteArray before = fileBytes(path);
    open(ProjectStore::Access::ReadOnly);
    QCOMPARE(m_checklist->states().size(), ChecklistTemplate::shippedDefault().items.size());
    QVERIFY(!m_checklist->setChecked(QStringLiteral("code_verified"), true));
    QVERIFY(!m_checklist->addReaderTest(readerTest(1, true)));
    QVERIFY(!child<QPushButton>(*m_pane, "readerAdd")->isEnabled());
    QVERIFY(child<QPushButton>(*m_pane, "checklistRun")->isEnabled());
    QSignalSpy evaluated(m_checklist, &ChecklistController::evaluated);
    QTest::mouseClick(child<QPushButton>(*m_pane, "checklistRun"), Qt::LeftButton);
    QCOMPARE(evaluated.count(), 1);
    m_bench.reset();
    m_store.reset();
    QCOMPARE(fileBytes(path), before);
}

void TestChecklistController::exportGate_data()
{
    QTest::addColumn<bool>("edit"); // worked on since the import
    QTest::addColumn<bool>("exportAnyway");
    QTest::addColumn<int>("overrides");
    QTest::newRow("worked on: open items listed, the override recorded") << true << true << 1;
    QTest::newRow("worked on: OK waits for Export anyway") << true << false << 0;
    QTest::newRow("untouched import: nothing to warn about") << false << false << 0;
}

void TestChecklistController::exportGate()
{
    QFETCH(bool, edit);
    QFETCH(bool, exportAnyway);
    QFETCH(int, overrides);
    open(ProjectStore::Access::ReadWrite);
    auto *exporter = new ExportController(*m_bench->actions, *m_bench->workbench, m_bench->window.get());
    exporter->setProject(m_store.get(), false);
    if (edit) {
        editDraft();
    }
    const QString out = m_dir->filePath(QStringLiteral("out.md"));
    const int open = int(exporter->openChecklistItems().size());
    QCOMPARE(open > 0, edit);
    whenShown<ExportDialog>([=](ExportDialog *dialog) {
        child<QLineEdit>(*dialog, "outputPath")->setText(out);
        QCOMPARE(child<QListWidget>(*dialog, "openItems")->count(), open);
        auto *ok = dialog->findChild<QDialogButtonBox *>()->button(QDialogButtonBox::Ok);
        QCOMPARE(ok->isEnabled(), !edit);
        if (exportAnyway) {
            child<QCheckBox>(*dialog, "exportAnyway")->setChecked(true);
            QTest::keyClicks(child<QLineEdit>(*dialog, "overrideReason"), QStringLiteral("hotfix"));
        }
        if (ok->isEnabled()) {
            dialog->accept();
        } else {
            dialog->reject();
        }
    });
    m_bench->actions->action(ActionRegistry::ExportFinishedPost)->trigger();
    QCOMPARE(QFileInfo::exists(out), !edit || exportAnyway);
    const QList<ExportOverride> recorded = ChecklistRepository(*m_store).overrides(m_issueId);
    QCOMPARE(recorded.size(), overrides);
    if (overrides > 0) {
        QCOMPARE(recorded.at(0).openItems.size(), open);
        QCOMPARE(recorded.at(0).reason, QStringLiteral("hotfix"));
        QCOMPARE(recorded.at(0).author, QStringLiteral("李雷"));
    }
}

QTEST_MAIN(TestChecklistController)
#include "tst_checklistcontroller.moc"
