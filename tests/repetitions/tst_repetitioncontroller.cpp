// SPDX-FileCopyrightText: 2026 Yiqiao authors
// SPDX-License-Identifier: GPL-3.0-or-later
#include "appwindow.h"
#include "draft/blockstatus.h"
#include "draft/draftsession.h"
#include "drafteditor.h"
#include "gui/actionregistry.h"
#include "gui/repetitioncontroller.h"
#include "gui/workbenchcontroller.h"
#include "linespan.h"
#include "placecursor.h"
#include "propagationbar.h"
#include "sidebysideview.h"
#include "store/issue.h"
#include "store/issuerepository.h"
#include "store/postimporter.h"
#include "store/projectstore.h"
#include "typetext.h"

#include <QAction>
#include <QMenu>
#include <QMenuBar>
#include <QMessageBox>
#include <QPushButton>
#include <QTemporaryDir>
#include <QTest>
#include <QTimer>

#include <memory>

namespace {
const QByteArray kPost("# Setup\n\n"
                       "Run the benchmark twice.\n\n"
                       "Keep the logs.\n\n"
                       "Run the benchmark twice.\n\n"
                       "Typed already.\n\n"
                       "Run the benchmark twice.\n");
const QString kSource = QStringLiteral("Run the benchmark twice.");
const QString kTranslation = QStringLiteral("把基准测试运行两次。");
} // namespace

// Repetitions in the window as a translator meets them: Ctrl+Enter on a block whose
// identical source blocks are still as imported → the bar offers to propagate →
// Ctrl+Alt+Enter (or its button) fills them → one Ctrl+Z takes them back.
class TestRepetitionController : public QObject
{
    Q_OBJECT
private Q_SLOTS:
    void initTestCase();
    void init();
    void cleanup();
    void confirmOffersAndOneUndoRestores_data();
    void confirmOffersAndOneUndoRestores();
    void dismissLeavesTheBlocks();
    void typedBlockIsNotOffered();
    void confirmingAgainOffersAgain();
    void editMenuPropagatesAllIssues();
    void machineBlockConfirmsWithCtrlEnter();
    void editAfterConfirmWithdrawsTheOffer();
    void undoGivesBackMachineStatus();

private:
    DraftEditor *editor() const { return m_app->window()->documents()->draftEditor(); }
    PropagationBar *bar() const { return m_app->window()->documents()->propagationBar(); }
    DraftSession *session() const { return m_app->controller.workbench()->session(); }
    // The editor's text of draft block index, and its status.
    QString block(int index) const;
    // Types the translation over the first "Run the benchmark twice." and confirms it.
    void translateAndConfirm();
    // Types text over draft block index and stores status for it, as a machine
    // pre-translation would.
    void fill(int index, const QString &text, const QString &status);

    QTemporaryDir m_config;
    std::unique_ptr<QTemporaryDir> m_dir;
    QString m_path;
    std::unique_ptr<AppWindow> m_app;
};

void TestRepetitionController::initTestCase()
{
    QVERIFY(m_config.isValid());
    AppWindow::useSettingsIn(m_config.path());
}

void TestRepetitionController::init()
{
    QSettings().clear();
    m_dir = std::make_unique<QTemporaryDir>();
    m_path = m_dir->filePath(QStringLiteral("r.yiqiao"));
    {
        ProjectStore store;
        QVERIFY(store.create(m_path, QStringLiteral("R")));
        PostImporter importer(store);
        QVERIFY2(importer.importPost(1, kPost, QString(), QString()), qPrintable(importer.errorString()));
        QVERIFY2(importer.importPost(2, "# Notes\n\nRun the benchmark twice.\n", QString(), QString()), qPrintable(importer.errorString()));
    }
    m_app = std::make_unique<AppWindow>();
    m_app->place(QRect(0, 0, 800, 600));
    QVERIFY(m_app->show());
    QVERIFY(m_app->controller.openProject(m_path));
    QTRY_VERIFY(session() && session()->blocks().size() == 6);
}

void TestRepetitionController::cleanup()
{
    m_app.reset();
    m_dir.reset();
}

QString TestRepetitionController::block(int index) const
{
    const TargetBlock &block = session()->blocks().at(index);
    return editor()->lineText(block.lineStart) + QLatin1Char('|') + block.status;
}

void TestRepetitionController::translateAndConfirm()
{
    editor()->setFocus();
    QVERIFY(placeCursor(editor(), kSource));
    editor()->selectLines({editor()->currentLine(), editor()->currentLine()});
    typeText(editor(), kTranslation);
    QCOMPARE(block(1), kTranslation + QStringLiteral("|draft"));
    AppWindow::press(QKeySequence(Qt::CTRL | Qt::Key_Return));
    QTRY_COMPARE(session()->blocks().at(1).status, BlockStatus::Translated);
}

void TestRepetitionController::confirmOffersAndOneUndoRestores_data()
{
    QTest::addColumn<bool>("byShortcut");
    QTest::newRow("Ctrl+Alt+Enter takes the offer") << true;
    QTest::newRow("the bar's button takes the offer") << false;
}

void TestRepetitionController::confirmOffersAndOneUndoRestores()
{
    QFETCH(bool, byShortcut);
    translateAndConfirm();
    QTRY_VERIFY(bar()->isVisible());
    QVERIFY2(bar()->text().contains(QLatin1String("2 identical")), qPrintable(bar()->text()));
    QVERIFY(editor()->hasFocus()); // the offer does not take the focus
    if (byShortcut) {
        AppWindow::press(QKeySequence(Qt::CTRL | Qt::ALT | Qt::Key_Return));
    } else {
        QTest::mouseClick(bar()->propagateButton(), Qt::LeftButton);
    }
    QTRY_VERIFY(!bar()->isVisible());
    // Shown at once in the editor, stored as pre-translated.
    QCOMPARE(block(3), kTranslation + QStringLiteral("|pretranslated"));
    QCOMPARE(block(5), kTranslation + QStringLiteral("|pretranslated"));
    QCOMPARE(block(1), kTranslation + QStringLiteral("|translated"));
    QCOMPARE(block(2), QStringLiteral("Keep the logs.|draft"));
    // One Ctrl+Z takes both back; the confirmed block keeps its translation.
    editor()->setFocus();
    AppWindow::press(QKeySequence::Undo);
    QTRY_COMPARE(block(3), kSource + QStringLiteral("|draft"));
    QCOMPARE(block(5), kSource + QStringLiteral("|draft"));
    QCOMPARE(block(1), kTranslation + QStringLiteral("|translated"));
    QVERIFY(m_app->controller.workbench()->save());
    QCOMPARE(session()->blocks().at(3).status, BlockStatus::Draft);
}

void TestRepetitionController::dismissLeavesTheBlocks()
{
    translateAndConfirm();
    QTRY_VERIFY(bar()->isVisible());
    QTest::mouseClick(bar()->dismissButton(), Qt::LeftButton);
    QVERIFY(!bar()->isVisible());
    // The shortcut does nothing without an offer.
    AppWindow::press(QKeySequence(Qt::CTRL | Qt::ALT | Qt::Key_Return));
    QCOMPARE(block(3), kSource + QStringLiteral("|draft"));
    QCOMPARE(block(5), kSource + QStringLiteral("|draft"));
}

void TestRepetitionController::typedBlockIsNotOffered()
{
    // The translator wrote the last identical block already; the third stays.
    editor()->setFocus();
    editor()->selectLines({session()->blocks().at(5).lineStart, session()->blocks().at(5).lineStart});
    typeText(editor(), QStringLiteral("我已经写好了。"));
    QCOMPARE(block(5), QStringLiteral("我已经写好了。|draft"));
    translateAndConfirm();
    QTRY_VERIFY(bar()->isVisible());
    QVERIFY2(bar()->text().contains(QLatin1String("1 identical")), qPrintable(bar()->text()));
    AppWindow::press(QKeySequence(Qt::CTRL | Qt::ALT | Qt::Key_Return));
    QTRY_COMPARE(block(3), kTranslation + QStringLiteral("|pretranslated"));
    QCOMPARE(block(5), QStringLiteral("我已经写好了。|draft"));
}

// Ctrl+Enter on a block confirmed before (edited, then confirmed again) offers too.
void TestRepetitionController::confirmingAgainOffersAgain()
{
    translateAndConfirm();
    QTRY_VERIFY(bar()->isVisible());
    QTest::mouseClick(bar()->dismissButton(), Qt::LeftButton);
    QVERIFY(placeCursor(editor(), kTranslation));
    AppWindow::press(QKeySequence(Qt::CTRL | Qt::Key_Return));
    QTRY_VERIFY(bar()->isVisible());
    AppWindow::press(QKeySequence(Qt::CTRL | Qt::ALT | Qt::Key_Return));
    QTRY_COMPARE(block(3), kTranslation + QStringLiteral("|pretranslated"));
}

void TestRepetitionController::editMenuPropagatesAllIssues()
{
    translateAndConfirm();
    // Edit ▸ Propagate Translation… asks where; "In All Issues" is clicked.
    bool asked = false;
    QTimer::singleShot(0, this, [&asked] {
        auto *box = qobject_cast<QMessageBox *>(QApplication::activeModalWidget());
        QPushButton *all = box ? box->findChild<QPushButton *>(QStringLiteral("propagateAllIssues")) : nullptr;
        if (all) {
            asked = true;
            QTest::mouseClick(all, Qt::LeftButton);
        }
    });
    QAction *action = nullptr;
    for (const QMenu *menu : m_app->window()->menuBar()->findChildren<QMenu *>()) {
        for (QAction *item : menu->actions()) {
            action = item->objectName() == QLatin1String("edit_propagate") ? item : action;
        }
    }
    QVERIFY(action && action->isEnabled());
    action->trigger();
    QVERIFY(asked);
    QCOMPARE(block(3), kTranslation + QStringLiteral("|pretranslated"));
    QCOMPARE(block(5), kTranslation + QStringLiteral("|pretranslated"));
    // The open issue's part is one undo step here too.
    QApplication::setActiveWindow(m_app->window());
    QVERIFY(QTest::qWaitForWindowActive(m_app->window()));
    editor()->setFocus();
    QTRY_COMPARE(QApplication::focusWidget(), static_cast<QWidget *>(editor()));
    AppWindow::press(QKeySequence::Undo);
    QTRY_COMPARE(block(3), kSource + QStringLiteral("|draft"));
    QVERIFY(m_app->controller.workbench()->save());
    ProjectStore *store = m_app->controller.workbench()->store();
    const auto issue = IssueRepository(*store).issue(2);
    QVERIFY(issue);
    DraftSession other(*store, issue->id);
    QVERIFY(other.load());
    QCOMPARE(other.blocks().at(1).text, kTranslation);
    QCOMPARE(other.blocks().at(1).status, BlockStatus::Pretranslated);
}

void TestRepetitionController::fill(int index, const QString &text, const QString &status)
{
    editor()->setFocus();
    const int line = session()->blocks().at(index).lineStart;
    editor()->selectLines({line, line});
    typeText(editor(), text);
    QVERIFY(m_app->controller.workbench()->save());
    QVERIFY2(session()->setStatus(index, status), qPrintable(session()->errorString()));
    m_app->controller.workbench()->refresh();
    QCOMPARE(block(index), text + QLatin1Char('|') + status);
}

// Ctrl+Enter confirms a machine pre-translation like a memory one.
void TestRepetitionController::machineBlockConfirmsWithCtrlEnter()
{
    fill(2, QStringLiteral("保留日志。"), BlockStatus::Machine);
    QVERIFY(placeCursor(editor(), QStringLiteral("保留日志。")));
    AppWindow::press(QKeySequence(Qt::CTRL | Qt::Key_Return));
    QTRY_COMPARE(block(2), QStringLiteral("保留日志。|translated"));
}

// The offer is for the text confirmed: edited again, the block's old text is not propagated.
void TestRepetitionController::editAfterConfirmWithdrawsTheOffer()
{
    translateAndConfirm();
    QTRY_VERIFY(bar()->isVisible());
    QVERIFY(placeCursor(editor(), kTranslation));
    QTest::keyClick(editor(), Qt::Key_End);
    typeText(editor(), QStringLiteral("改"));
    QTRY_VERIFY(!bar()->isVisible());
    AppWindow::press(QKeySequence(Qt::CTRL | Qt::ALT | Qt::Key_Return));
    QVERIFY(m_app->controller.workbench()->save());
    QCOMPARE(block(1), kTranslation + QStringLiteral("改|draft"));
    QCOMPARE(block(3), kSource + QStringLiteral("|draft"));
    QCOMPARE(block(5), kSource + QStringLiteral("|draft"));
}

// One Ctrl+Z takes the propagation back whole: the text and the status it replaced.
void TestRepetitionController::undoGivesBackMachineStatus()
{
    fill(3, QStringLiteral("机器的译文。"), BlockStatus::Machine);
    translateAndConfirm();
    QTRY_VERIFY(bar()->isVisible());
    AppWindow::press(QKeySequence(Qt::CTRL | Qt::ALT | Qt::Key_Return));
    QTRY_COMPARE(block(3), kTranslation + QStringLiteral("|pretranslated"));
    QCOMPARE(block(5), kTranslation + QStringLiteral("|pretranslated"));
    editor()->setFocus();
    AppWindow::press(QKeySequence::Undo);
    QTRY_COMPARE(block(3), QStringLiteral("机器的译文。|machine"));
    QCOMPARE(block(5), kSource + QStringLiteral("|draft"));
    QVERIFY(m_app->controller.workbench()->save());
    QCOMPARE(block(3), QStringLiteral("机器的译文。|machine"));
    QCOMPARE(block(1), kTranslation + QStringLiteral("|translated"));
}

QTEST_MAIN(TestRepetitionController)
#include "tst_repetitioncontroller.moc"
