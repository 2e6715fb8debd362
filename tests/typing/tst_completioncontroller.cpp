// SPDX-FileCopyrightText: 2026 Yiqiao authors
// SPDX-License-Identifier: GPL-3.0-or-later
#include "appwindow.h"
#include "drafteditor.h"
#include "gui/actionregistry.h"
#include "placecursor.h"
#include "sidebysideview.h"
#include "store/postimporter.h"
#include "store/projectstore.h"
#include "termentries.h"
#include "terms/termrepository.h"
#include "tm/translationmemory.h"
#include "tmpane.h"
#include "typetext.h"
#include "typing/completionsource.h"

#include <QAction>
#include <QFile>
#include <QMenu>
#include <QMenuBar>
#include <QTemporaryDir>
#include <QTest>

#include <memory>

namespace {
const QByteArray Source = "# Profiling\n\nThe CUDA kernel launch overhead dominates short runs.\n\nThe Linux kernel schedules processes.\n";
const QByteArray Draft = "# 性能分析\n\n启动开销在短任务中占主导。\n\n内核调度进程。\n";
const QString Block = QStringLiteral("启动开销在短任务中占主导。");
constexpr int Slow = 10000; // the memory's index is built after the first paint
} // namespace

// Predictive typing in the whole window: the terms and memory matches of the block
// at the cursor reach the draft editor, and View ▸ Predictive Typing switches it off
// for good.
class TestCompletionController : public QObject
{
    Q_OBJECT
private Q_SLOTS:
    void initTestCase();
    void init();
    void cleanup();
    void blockCandidatesReachTheEditor();
    void viewMenuSwitchesItOffAndIsRemembered();

private:
    DraftEditor *draft() const { return m_app->window()->documents()->draftEditor(); }
    QString line() const { return draft()->textCursor().block().text(); }
    QString shown() const { return draft()->shownCompletion().candidate.text; }
    QAction *viewAction(const QString &name) const;

    QTemporaryDir m_config;
    QTemporaryDir m_projects;
    QString m_path;
    std::unique_ptr<AppWindow> m_app;
};

void TestCompletionController::initTestCase()
{
    QVERIFY(m_config.isValid());
    AppWindow::useSettingsIn(m_config.path());
    m_path = m_projects.filePath(QStringLiteral("template.yiqiao"));
    ProjectStore store;
    QVERIFY(store.create(m_path, QStringLiteral("Typing")));
    PostImporter importer(store);
    QVERIFY2(importer.importPost(1, Source, {}, {}, Draft), qPrintable(importer.errorString()));
    TermRepository terms(store);
    // Each block's keyword decides: CUDA核函数 in the first, 内核 in the second.
    TermEntry kernel = kernelEntry();
    kernel.renderings[1].keywords = QStringList {QStringLiteral("Linux")};
    kernel.renderings[1].priority = 1;
    QVERIFY(terms.add({kernel, ncclFlagEntry()}));
    TmUnit unit;
    unit.source = QStringLiteral("The CUDA kernel launch overhead dominates short runs.");
    unit.target = QStringLiteral("内核启动开销在短任务中占主导，可以用 CUDA Graphs 减少启动次数。");
    TranslationMemory memory(store);
    QVERIFY2(memory.add({unit}, QStringLiteral("tmx:typing.tmx")), qPrintable(memory.errorString()));
}

void TestCompletionController::init()
{
    QSettings().clear();
    m_app = std::make_unique<AppWindow>();
    m_app->place(QRect(0, 0, 1280, 800));
    QVERIFY(m_app->show());
    // A fresh copy each time: the edits of a test are saved.
    const QString path = m_projects.filePath(QStringLiteral("%1.yiqiao").arg(QString::fromLatin1(QTest::currentTestFunction())));
    QVERIFY(QFile::copy(m_path, path));
    QVERIFY(m_app->controller.openProject(path));
    QTRY_VERIFY(placeCursor(draft(), Block, -1));
    draft()->setFocus();
}

void TestCompletionController::cleanup()
{
    m_app.reset();
}

QAction *TestCompletionController::viewAction(const QString &name) const
{
    for (QAction *menu : m_app->window()->menuBar()->actions()) {
        for (QAction *action : menu->menu()->actions()) {
            if (action->objectName() == name) {
                return action;
            }
        }
    }
    return nullptr;
}

void TestCompletionController::blockCandidatesReachTheEditor()
{
    // The term the context selects for this block (CUDA is in it).
    QTest::keyClicks(draft(), QStringLiteral("CU"));
    QTRY_COMPARE(shown(), QStringLiteral("CUDA核函数"));
    QTest::keyClick(draft(), Qt::Key_Tab);
    QCOMPARE(line(), Block + QStringLiteral("CUDA核函数"));
    // A piece of the block's memory match, after an input method's commit.
    QTRY_VERIFY_WITH_TIMEOUT(!m_app->window()->memoryPane()->matches().isEmpty(), Slow);
    typeText(draft(), QStringLiteral("可以"));
    QCOMPARE(shown(), QStringLiteral("可以用 CUDA Graphs 减少启动次数"));
    QTest::keyClick(draft(), Qt::Key_Tab);
    QCOMPARE(line(), Block + QStringLiteral("CUDA核函数可以用 CUDA Graphs 减少启动次数"));
    // Another block: its own term, not the first's memory.
    QVERIFY(placeCursor(draft(), QStringLiteral("内核调度进程。"), -1));
    QTest::keyClicks(draft(), QStringLiteral("CU"));
    QVERIFY(shown().isEmpty()); // kernel is 内核 in this block
    typeText(draft(), QStringLiteral("内"));
    QTRY_COMPARE(shown(), QStringLiteral("内核"));
    typeText(draft(), QStringLiteral("可以"));
    QVERIFY(shown().isEmpty());
}

void TestCompletionController::viewMenuSwitchesItOffAndIsRemembered()
{
    QAction *toggle = viewAction(QStringLiteral("view_predictive_typing"));
    QVERIFY(toggle);
    QVERIFY(toggle->isChecked());
    toggle->trigger();
    QVERIFY(!draft()->isCompletionEnabled());
    QTest::keyClicks(draft(), QStringLiteral("CU"));
    QVERIFY(shown().isEmpty());
    QTest::keyClick(draft(), Qt::Key_Tab);
    QCOMPARE(line(), Block + QStringLiteral("CU\t"));
    // The next start keeps it off.
    m_app.reset();
    m_app = std::make_unique<AppWindow>();
    QVERIFY(!m_app->settings.predictiveTyping());
    QVERIFY(!m_app->window()->documents()->draftEditor()->isCompletionEnabled());
}

QTEST_MAIN(TestCompletionController)
#include "tst_completioncontroller.moc"
