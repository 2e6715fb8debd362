// SPDX-FileCopyrightText: 2026 Yiqiao authors
// SPDX-License-Identifier: GPL-3.0-or-later
#include "appwindow.h"
#include "findchild.h"
#include "gui/actionregistry.h"
#include "gui/appcontroller.h"
#include "gui/appsettings.h"
#include "gui/demoproject.h"
#include "gui/mainwindow.h"
#include "gui/welcomecontroller.h"
#include "sidebysideview.h"
#include "store/projectstore.h"
#include "themecontroller.h"
#include "welcomepage.h"

#include <QAction>
#include <QDockWidget>
#include <QListWidget>
#include <QMenu>
#include <QMenuBar>
#include <QPushButton>
#include <QSettings>
#include <QSignalSpy>
#include <QStandardPaths>
#include <QStatusBar>
#include <QTemporaryDir>
#include <QTest>
#include <QToolBar>

// The first start: the welcome page over the empty window, its buttons and recent
// projects, clicked as a user would; gone while a project is open.
class TestWelcomeController : public QObject
{
    Q_OBJECT
private Q_SLOTS:
    void initTestCase();
    void init();
    void pageCoversThePanesWithoutAProject();
    void buttonsTriggerTheirActions_data();
    void buttonsTriggerTheirActions();
    void recentProjectsInMenuAndPage();
    void clickingARecentProjectOpensItAndClosingBringsThePageBack();
    void blockActionsWaitForAnIssue_data();
    void blockActionsWaitForAnIssue();

private:
    QString createProject(const QString &name);

    QTemporaryDir m_config;
    QTemporaryDir m_projects;
};

namespace {
void showWindow(QWidget &window)
{
    window.resize(1280, 800);
    window.show();
    QVERIFY(QTest::qWaitForWindowExposed(&window));
}

// An action of the window's menus, found by its object name.
const QAction *menuAction(const QWidget &window, const QString &name)
{
    for (const QMenu *menu : window.findChildren<QMenu *>()) {
        for (const QAction *action : menu->actions()) {
            if (action->objectName() == name) {
                return action;
            }
        }
    }
    return nullptr;
}

QRect geometryIn(const QWidget *widget, const QWidget *window)
{
    return QRect(widget->mapTo(window, QPoint(0, 0)), widget->size());
}
} // namespace

void TestWelcomeController::initTestCase()
{
    QVERIFY(m_config.isValid());
    QCoreApplication::setOrganizationName(QStringLiteral("YiqiaoTest"));
    QCoreApplication::setApplicationName(QStringLiteral("tst_welcomecontroller"));
    QSettings::setPath(QSettings::NativeFormat, QSettings::UserScope, m_config.path());
    QSettings::setPath(QSettings::IniFormat, QSettings::UserScope, m_config.path());
    QStandardPaths::setTestModeEnabled(true);
}

void TestWelcomeController::init()
{
    QSettings().clear();
}

QString TestWelcomeController::createProject(const QString &name)
{
    const QString path = m_projects.filePath(name + QStringLiteral(".yiqiao"));
    ProjectStore store;
    return QFileInfo::exists(path) || store.create(path, name) ? path : QString();
}

void TestWelcomeController::pageCoversThePanesWithoutAProject()
{
    ActionRegistry actions;
    AppSettings settings;
    MainWindow window(actions);
    WelcomeController welcome(actions, settings, window);
    showWindow(window);
    WelcomePage *page = welcome.page();
    QVERIFY(page->isVisible());
    QTRY_VERIFY(page->geometry().contains(geometryIn(window.centralWidget(), &window)));
    const QRect covered = page->geometry();
    for (QDockWidget *dock : window.findChildren<QDockWidget *>()) {
        if (dock->isVisible() && !dock->visibleRegion().isEmpty() && !dock->isFloating()) {
            QVERIFY2(covered.contains(geometryIn(dock, &window)), qPrintable(dock->objectName()));
        }
    }
    // The bars stay usable.
    for (QWidget *bar : {static_cast<QWidget *>(window.menuBar()), static_cast<QWidget *>(window.statusBar()),
             static_cast<QWidget *>(window.findChild<QToolBar *>(QStringLiteral("mainToolBar")))}) {
        QVERIFY2(!covered.intersects(geometryIn(bar, &window)), bar->metaObject()->className());
    }
    welcome.setProjectOpen(true);
    QVERIFY(page->isHidden());
    welcome.setProjectOpen(false);
    QVERIFY(page->isVisible());
    // It follows the window.
    window.resize(1400, 900);
    QTRY_VERIFY(page->geometry().contains(geometryIn(window.centralWidget(), &window)));
    QTRY_COMPARE(page->width(), window.width());
}

void TestWelcomeController::buttonsTriggerTheirActions_data()
{
    QTest::addColumn<QString>("button");
    QTest::addColumn<int>("action");
    QTest::newRow("New Project…") << QStringLiteral("welcomeNewProject") << int(ActionRegistry::NewProject);
    QTest::newRow("Open Project…") << QStringLiteral("welcomeOpenProject") << int(ActionRegistry::OpenProject);
    QTest::newRow("Open Demo Project") << QStringLiteral("welcomeOpenDemo") << int(ActionRegistry::OpenDemo);
}

void TestWelcomeController::buttonsTriggerTheirActions()
{
    QFETCH(QString, button);
    QFETCH(int, action);
    ActionRegistry actions;
    AppSettings settings;
    MainWindow window(actions);
    WelcomeController welcome(actions, settings, window);
    showWindow(window);
    QSignalSpy triggered(actions.action(ActionRegistry::Id(action)), &QAction::triggered);
    QTest::mouseClick(child<QPushButton>(window, button), Qt::LeftButton);
    QCOMPARE(triggered.size(), 1);
}

void TestWelcomeController::recentProjectsInMenuAndPage()
{
    const QString first = createProject(QStringLiteral("first"));
    const QString second = createProject(QStringLiteral("second"));
    QVERIFY(!first.isEmpty() && !second.isEmpty());
    AppSettings settings;
    settings.addRecentProject(first);
    settings.addRecentProject(second);
    ActionRegistry actions;
    MainWindow window(actions);
    WelcomeController welcome(actions, settings, window);
    const QStringList recent = settings.recentProjects();
    QCOMPARE(recent.size(), 2);
    QCOMPARE(welcome.page()->recentProjects(), recent);
    QSignalSpy requested(&welcome, &WelcomeController::projectRequested);
    window.recentMenu()->actions().at(1)->trigger();
    QCOMPARE(requested.size(), 1);
    QCOMPARE(requested.constFirst().constFirst().toString(), recent.at(1));
    // Clear List empties both.
    window.recentMenu()->actions().constLast()->trigger();
    QVERIFY(welcome.page()->recentProjects().isEmpty());
    QCOMPARE(window.recentMenu()->actions().size(), 1);
    QVERIFY(!window.recentMenu()->actions().constFirst()->isEnabled());
}

void TestWelcomeController::clickingARecentProjectOpensItAndClosingBringsThePageBack()
{
    const QString older = createProject(QStringLiteral("older"));
    const QString newer = createProject(QStringLiteral("newer"));
    AppSettings settings;
    settings.addRecentProject(older);
    settings.addRecentProject(newer);
    ThemeController theme;
    AppController controller(settings, theme);
    MainWindow *window = controller.window();
    showWindow(*window);
    auto *page = window->findChild<WelcomePage *>();
    QVERIFY(page && page->isVisible());
    auto *list = child<QListWidget>(*page, "welcomeRecent");
    QCOMPARE(list->count(), 2);
    QCOMPARE(list->item(1)->data(Qt::UserRole).toString(), settings.recentProjects().at(1));
    QTest::mouseClick(list->viewport(), Qt::LeftButton, {}, list->visualItemRect(list->item(1)).center());
    QTRY_VERIFY(window->windowTitle().startsWith(QStringLiteral("older")));
    QVERIFY(page->isHidden());
    QVERIFY(controller.window()->documents()->isVisible());
    controller.closeProject();
    QVERIFY(page->isVisible());
    QCOMPARE(window->windowTitle(), QStringLiteral("Yiqiao"));
    // The project opened last comes first.
    QCOMPARE(QFileInfo(page->recentProjects().constFirst()).completeBaseName(), QStringLiteral("older"));
}

void TestWelcomeController::blockActionsWaitForAnIssue_data()
{
    QTest::addColumn<QString>("project");
    QTest::addColumn<bool>("enabled");
    QTest::newRow("no project: off") << QString() << false;
    QTest::newRow("a new project without issues: off") << QStringLiteral("empty") << false;
    QTest::newRow("the demo project, its first issue shown: on") << QStringLiteral("demo") << true;
}

// The toolbar's block actions (move, confirm, copy the source, align) look and are
// off until an issue is shown: a newcomer's click on them would do nothing.
void TestWelcomeController::blockActionsWaitForAnIssue()
{
    QFETCH(QString, project);
    QFETCH(bool, enabled);
    AppWindow app;
    QVERIFY(app.show());
    if (project == QLatin1String("empty")) {
        QVERIFY(app.controller.openProject(createProject(project)));
    } else if (project == QLatin1String("demo")) {
        const QString path = m_projects.filePath(QStringLiteral("demo.yiqiao"));
        QString error;
        QVERIFY2(QFileInfo::exists(path) || DemoProject::create(path, &error), qPrintable(error));
        QVERIFY(app.controller.openProject(path));
    }
    for (const char *name : {"block_move_up", "block_move_down", "block_confirm_next", "block_copy_source", "block_align", "go_next_block",
             "go_previous_block", "note_insert", "block_delete", "review_approve"}) {
        const QAction *action = menuAction(*app.window(), QLatin1String(name));
        QVERIFY2(action, name);
        QVERIFY2(action->isEnabled() == enabled, name);
    }
}

QTEST_MAIN(TestWelcomeController)
#include "tst_welcomecontroller.moc"
