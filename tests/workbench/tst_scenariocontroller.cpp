// SPDX-FileCopyrightText: 2026 Yiqiao authors
// SPDX-License-Identifier: GPL-3.0-or-later
#include "draft/draftsession.h"
#include "draft/scenariooutline.h"
#include "drafteditor.h"
#include "gui/actionregistry.h"
#include "gui/workbenchcontroller.h"
#include "outlinepane.h"
#include "placecursor.h"
#include "previewpane.h"
#include "scenariooutlinedialog.h"
#include "sidebysideview.h"
#include "store/postimporter.h"
#include "store/projectstore.h"
#include "typetext.h"

#include <QAction>
#include <QApplication>
#include <QListWidget>
#include <QPlainTextEdit>
#include <QPushButton>
#include <QSignalSpy>
#include <QSplitter>
#include <QTemporaryDir>
#include <QTest>
#include <QTimer>

#include <functional>
#include <memory>

namespace {

const QByteArray kPost = "# Title\n\nLead.\n\n## Setup\n\nInstall it.\n\n## Training\n\nTrain it.\n";

// Runs act on the scenario dialog once it is up (it runs modal), with real events.
class DialogDriver : public QObject
{
public:
    explicit DialogDriver(std::function<void(ScenarioOutlineDialog *)> act)
        : m_act(std::move(act))
    {
        connect(&m_timer, &QTimer::timeout, this, [this] {
            auto *dialog = qobject_cast<ScenarioOutlineDialog *>(QApplication::activeModalWidget());
            if (!dialog || m_done) {
                return;
            }
            m_done = true;
            m_act(dialog);
        });
        m_timer.start(10);
    }
    bool done() const { return m_done; }

private:
    QTimer m_timer;
    std::function<void(ScenarioOutlineDialog *)> m_act;
    bool m_done = false;
};

void click(QWidget *widget)
{
    QTest::mouseClick(widget, Qt::LeftButton, {}, widget->rect().center());
}

} // namespace

// Edit ▸ Scenario Outline… as a translator uses it (seed 000's scenario rewrite):
// the dialog's outline edited with keys, Insert into Draft puts the headings into
// the draft, and Ctrl+Shift+Up moves a section under its scenario.
class TestScenarioController : public QObject
{
    Q_OBJECT
private Q_SLOTS:
    void init();
    void cleanup();
    void insertThenMoveASectionUnderItsScenario();
    void editedOutlineIsSavedAndInserted();

private:
    QStringList storedDraft() const;
    DraftEditor *editor() const { return m_view->draftEditor(); }

    std::unique_ptr<QTemporaryDir> m_dir;
    std::unique_ptr<ProjectStore> m_store;
    qint64 m_issueId = 0;
    std::unique_ptr<QWidget> m_window;
    ActionRegistry *m_actions = nullptr;
    SideBySideView *m_view = nullptr;
    OutlinePane *m_outline = nullptr;
    WorkbenchController *m_workbench = nullptr;
};

void TestScenarioController::init()
{
    m_dir = std::make_unique<QTemporaryDir>();
    m_store = std::make_unique<ProjectStore>();
    QVERIFY(m_store->create(m_dir->filePath(QStringLiteral("s.yiqiao")), QStringLiteral("S")));
    PostImporter importer(*m_store);
    QVERIFY2(importer.importPost(1, kPost, {}, {}), qPrintable(importer.errorString()));
    m_issueId = importer.result().issueId;
    m_window = std::make_unique<QWidget>();
    m_actions = new ActionRegistry(m_window.get());
    m_view = new SideBySideView;
    m_outline = new OutlinePane(m_window.get());
    auto *preview = new PreviewPane(m_window.get());
    preview->hide();
    auto *splitter = new QSplitter(m_window.get());
    splitter->addWidget(m_outline);
    splitter->addWidget(m_view);
    splitter->resize(1100, 500);
    m_window->resize(1100, 500);
    for (int id = ActionRegistry::NewProject; id <= ActionRegistry::About; ++id) {
        m_window->addAction(m_actions->action(ActionRegistry::Id(id)));
    }
    m_workbench = new WorkbenchController(*m_actions, *m_view, *m_outline, *preview, m_window.get());
    m_window->show();
    m_window->activateWindow();
    QVERIFY(QTest::qWaitForWindowActive(m_window.get()));
    QVERIFY(m_workbench->showIssue(m_store.get(), m_issueId, QStringLiteral("Issue 1")));
    editor()->setFocus();
}

void TestScenarioController::cleanup()
{
    m_window.reset();
    m_store.reset();
    m_dir.reset();
}

QStringList TestScenarioController::storedDraft() const
{
    DraftSession session(*m_store, m_issueId);
    if (!session.load()) {
        return {session.errorString()};
    }
    QStringList texts;
    for (const TargetBlock &block : session.blocks()) {
        texts.append(block.text);
    }
    return texts;
}

void TestScenarioController::insertThenMoveASectionUnderItsScenario()
{
    DialogDriver driver([](ScenarioOutlineDialog *dialog) { click(dialog->findChild<QPushButton *>(QStringLiteral("scenarioApply"))); });
    QSignalSpy messages(m_workbench, &WorkbenchController::statusMessage);
    m_actions->action(ActionRegistry::EditScenarioOutline)->trigger();
    QVERIFY(driver.done());
    QCOMPARE(storedDraft(),
        QStringList({QStringLiteral("# Title"), QStringLiteral("Lead."), QStringLiteral("## 环境初始化"), QStringLiteral("## 训练稳定性"),
            QStringLiteral("## 结果可信度"), QStringLiteral("## Setup"), QStringLiteral("Install it."), QStringLiteral("## Training"),
            QStringLiteral("Train it.")}));
    QVERIFY(editor()->toPlainText().contains(QStringLiteral("## 环境初始化\n\n## 训练稳定性")));
    QVERIFY(!messages.isEmpty());
    QVERIFY(messages.constLast().constFirst().toString().startsWith(QStringLiteral("3 scenario heading")));

    // "## Setup" goes under 环境初始化: two sections up.
    m_window->activateWindow(); // the dialog had it
    QVERIFY(QTest::qWaitForWindowActive(m_window.get()));
    editor()->setFocus();
    QVERIFY(placeCursor(editor(), QStringLiteral("## Setup")));
    QTest::keyClick(editor(), Qt::Key_Up, Qt::ControlModifier | Qt::ShiftModifier);
    QTest::keyClick(editor(), Qt::Key_Up, Qt::ControlModifier | Qt::ShiftModifier);
    QVERIFY(m_workbench->save());
    QCOMPARE(storedDraft(),
        QStringList({QStringLiteral("# Title"), QStringLiteral("Lead."), QStringLiteral("## 环境初始化"), QStringLiteral("## Setup"),
            QStringLiteral("Install it."), QStringLiteral("## 训练稳定性"), QStringLiteral("## 结果可信度"), QStringLiteral("## Training"),
            QStringLiteral("Train it.")}));
}

void TestScenarioController::editedOutlineIsSavedAndInserted()
{
    DialogDriver driver([](ScenarioOutlineDialog *dialog) {
        auto *headings = dialog->findChild<QPlainTextEdit *>(QStringLiteral("scenarioHeadings"));
        headings->setFocus();
        QTest::keyClick(headings, Qt::Key_End, Qt::ControlModifier);
        QTest::keyClick(headings, Qt::Key_Return);
        typeText(headings, QStringLiteral("推理部署")); // Chinese comes from an input method
        click(dialog->findChild<QPushButton *>(QStringLiteral("scenarioApply")));
    });
    m_actions->action(ActionRegistry::EditScenarioOutline)->trigger();
    QVERIFY(driver.done());
    const QList<ScenarioOutline> stored = ScenarioOutline::read(*m_store);
    QCOMPARE(stored.size(), 1);
    QCOMPARE(stored.at(0).headings.constLast(), QStringLiteral("推理部署"));
    QVERIFY(storedDraft().contains(QStringLiteral("## 推理部署")));
}

QTEST_MAIN(TestScenarioController)
#include "tst_scenariocontroller.moc"
