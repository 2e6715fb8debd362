// SPDX-FileCopyrightText: 2026 Yiqiao authors
// SPDX-License-Identifier: GPL-3.0-or-later
#include "appwindow.h"

#include <QAction>
#include <QDockWidget>
#include <QMenu>
#include <QTabBar>
#include <QTemporaryDir>
#include <QTest>

#include <memory>

namespace {
// Whether dock is the one shown of its tab group (or visible on its own): what the
// user sees, read from the window's dock tab bars rather than from the dock.
bool inFront(const QMainWindow &window, const QDockWidget *dock)
{
    if (!dock->isVisible()) {
        return false;
    }
    for (const QTabBar *bar : window.findChildren<QTabBar *>(QString(), Qt::FindDirectChildrenOnly)) {
        if (!bar->isVisible()) {
            continue;
        }
        for (int i = 0; i < bar->count(); ++i) {
            if (bar->tabText(i) == dock->windowTitle()) {
                return bar->currentIndex() == i;
            }
        }
    }
    return true; // not tabbed with another
}

// The action of the window's menus with that object name.
QAction *menuAction(const QMainWindow &window, const QString &name)
{
    for (const QMenu *menu : window.findChildren<QMenu *>()) {
        for (QAction *action : menu->actions()) {
            if (action->objectName() == name) {
                return action;
            }
        }
    }
    return nullptr;
}

bool hasFocus(const QDockWidget *dock)
{
    return QApplication::focusWidget() && dock->isAncestorOf(QApplication::focusWidget());
}
} // namespace

// Every pane's shortcut: brings it to the front with the focus in it when it is
// hidden or behind another pane's tab, hides it when it is in front.
class TestPaneToggle : public QObject
{
    Q_OBJECT
private Q_SLOTS:
    void initTestCase();
    void init();
    void cleanup();
    void shortcutBringsATabbedPaneToTheFront_data();
    void shortcutBringsATabbedPaneToTheFront();
    void shortcutShowsAHiddenPane_data();
    void shortcutShowsAHiddenPane();
    void menuCheckMarkFollowsTheCloseButton();

private:
    void addRows();
    QDockWidget *dock(const QString &name) const { return m_app->window()->findChild<QDockWidget *>(name); }
    static void press(const QKeySequence &keys) { AppWindow::press(keys); }

    QTemporaryDir m_config;
    std::unique_ptr<AppWindow> m_app;
};

void TestPaneToggle::initTestCase()
{
    QVERIFY(m_config.isValid());
    AppWindow::useSettingsIn(m_config.path());
}

void TestPaneToggle::init()
{
    QSettings().clear();
    m_app = std::make_unique<AppWindow>();
    m_app->place(QRect(0, 0, 1280, 800));
    QVERIFY(m_app->show());
}

void TestPaneToggle::cleanup()
{
    m_app.reset();
}

void TestPaneToggle::addRows()
{
    QTest::addColumn<QKeySequence>("keys");
    QTest::addColumn<QString>("pane");
    QTest::addColumn<QString>("other");
    QTest::newRow("F6 terminology behind the memory") << QKeySequence(Qt::Key_F6) << "termDock"
                                                      << "memoryDock";
    QTest::newRow("Shift+F6 termbase behind the memory") << QKeySequence(Qt::SHIFT | Qt::Key_F6) << "termbaseDock"
                                                         << "memoryDock";
    QTest::newRow("F4 issue list behind the outline") << QKeySequence(Qt::Key_F4) << "issuesDock"
                                                      << "outlineDock";
    QTest::newRow("F7 outline behind the issue list") << QKeySequence(Qt::Key_F7) << "outlineDock"
                                                      << "issuesDock";
    QTest::newRow("Shift+F7 notes behind the preview") << QKeySequence(Qt::SHIFT | Qt::Key_F7) << "noteDock"
                                                       << "previewDock";
    QTest::newRow("F8 preview behind the memory") << QKeySequence(Qt::Key_F8) << "previewDock"
                                                  << "memoryDock";
    QTest::newRow("Shift+F8 QA behind the review") << QKeySequence(Qt::SHIFT | Qt::Key_F8) << "qaDock"
                                                   << "reviewDock";
    QTest::newRow("F9 memory behind the terminology") << QKeySequence(Qt::Key_F9) << "memoryDock"
                                                      << "termDock";
    QTest::newRow("Shift+F9 deletions behind the notes") << QKeySequence(Qt::SHIFT | Qt::Key_F9) << "deletionDock"
                                                         << "noteDock";
    QTest::newRow("Shift+F11 review behind QA") << QKeySequence(Qt::SHIFT | Qt::Key_F11) << "reviewDock"
                                                << "qaDock";
    QTest::newRow("Shift+F12 checklist behind QA") << QKeySequence(Qt::SHIFT | Qt::Key_F12) << "checklistDock"
                                                   << "qaDock";
    QTest::newRow("Shift+F5 source changes behind QA") << QKeySequence(Qt::SHIFT | Qt::Key_F5) << "sourceChangesDock"
                                                       << "qaDock";
    QTest::newRow("Ctrl+Shift+B dashboard behind QA") << QKeySequence(Qt::CTRL | Qt::SHIFT | Qt::Key_B) << "dashboardDock"
                                                      << "qaDock";
    QTest::newRow("Ctrl+F9 machine behind the memory") << QKeySequence(Qt::CTRL | Qt::Key_F9) << "machineDock"
                                                       << "memoryDock";
}

void TestPaneToggle::shortcutBringsATabbedPaneToTheFront_data()
{
    addRows();
}

void TestPaneToggle::shortcutBringsATabbedPaneToTheFront()
{
    QFETCH(QKeySequence, keys);
    QFETCH(QString, pane);
    QFETCH(QString, other);
    QMainWindow &window = *m_app->window();
    QDockWidget *target = dock(pane);
    QDockWidget *front = dock(other);
    QVERIFY(target);
    QVERIFY(front);
    window.tabifyDockWidget(front, target);
    front->show();
    target->show();
    front->raise();
    QTRY_VERIFY(inFront(window, front));
    QVERIFY(!inFront(window, target));

    press(keys);
    QTRY_VERIFY(inFront(window, target));
    QVERIFY(!inFront(window, front));
    QTRY_VERIFY(hasFocus(target));

    press(keys); // in front: hidden, the other panes stay
    QTRY_VERIFY(target->isHidden());
    QVERIFY(!front->isHidden());
    QVERIFY(!hasFocus(target));
    QTRY_VERIFY(QApplication::focusWidget());
    QCOMPARE(QApplication::focusWidget()->objectName(), QStringLiteral("draftEditor")); // back to the text

    press(keys); // and back
    QTRY_VERIFY(inFront(window, target));
    QTRY_VERIFY(hasFocus(target));
}

void TestPaneToggle::shortcutShowsAHiddenPane_data()
{
    addRows();
}

void TestPaneToggle::shortcutShowsAHiddenPane()
{
    QFETCH(QKeySequence, keys);
    QFETCH(QString, pane);
    QDockWidget *target = dock(pane);
    QVERIFY(target);
    target->close();
    QTRY_VERIFY(target->isHidden());
    press(keys);
    QTRY_VERIFY(inFront(*m_app->window(), target));
    QTRY_VERIFY(hasFocus(target));
}

void TestPaneToggle::menuCheckMarkFollowsTheCloseButton()
{
    QDockWidget *qa = dock(QStringLiteral("qaDock"));
    QAction *action = menuAction(*m_app->window(), QStringLiteral("view_qa"));
    QVERIFY(action);
    QVERIFY(action->isChecked());
    qa->close();
    QTRY_VERIFY(!action->isChecked());
    press(action->shortcut());
    QTRY_VERIFY(action->isChecked());
    QVERIFY(qa->isVisible());
}

QTEST_MAIN(TestPaneToggle)
#include "tst_panetoggle.moc"
