// SPDX-FileCopyrightText: 2026 Yiqiao authors
// SPDX-License-Identifier: GPL-3.0-or-later
#include "lineeditshortcuts.h"

#include <QAction>
#include <QApplication>
#include <QLineEdit>
#include <QMainWindow>
#include <QMenuBar>
#include <QSignalSpy>
#include <QTest>
#include <QVBoxLayout>

// With the focus in a pane's search field, the window's Ctrl+letter shortcuts work
// (Ctrl+E exported nothing: the line edit took it as "end of line"), and the line
// edit keeps its own editing keys.
// A window with one action for Ctrl+key in its menu and a line edit with the focus.
struct ShortcutWindow {
    explicit ShortcutWindow(int key)
    {
        action = new QAction(QStringLiteral("Act"), &window);
        action->setShortcut(QKeySequence(int(Qt::CTRL) | key));
        window.menuBar()->addMenu(QStringLiteral("File"))->addAction(action);
        edit = new QLineEdit(QStringLiteral("some text"));
        window.setCentralWidget(edit);
        window.show();
        window.activateWindow();
    }
    QMainWindow window;
    QAction *action = nullptr;
    QLineEdit *edit = nullptr;
};

class TestLineEditShortcuts : public QObject
{
    Q_OBJECT
private Q_SLOTS:
    void windowShortcutWins_data()
    {
        QTest::addColumn<int>("key");
        QTest::addColumn<bool>("installed");
        QTest::addColumn<bool>("triggered");
        // Without the filter the line edit takes Ctrl+E and Ctrl+U on X11 (Emacs keys);
        // elsewhere Qt may leave them to the window, and these rows say nothing.
        QTest::newRow("Ctrl+E (Export) with the filter") << int(Qt::Key_E) << true << true;
        QTest::newRow("Ctrl+U (Next Untranslated) with the filter") << int(Qt::Key_U) << true << true;
        QTest::newRow("Ctrl+K with the filter") << int(Qt::Key_K) << true << true;
        QTest::newRow("Ctrl+C stays the line edit's copy") << int(Qt::Key_C) << true << false;
        QTest::newRow("Ctrl+A stays the line edit's select all") << int(Qt::Key_A) << true << false;
    }

    void windowShortcutWins()
    {
        QFETCH(int, key);
        QFETCH(bool, installed);
        QFETCH(bool, triggered);
        LineEditShortcuts filter;
        if (installed) {
            qApp->installEventFilter(&filter);
        }
        ShortcutWindow shown(key);
        QVERIFY(QTest::qWaitForWindowActive(&shown.window));
        shown.edit->setFocus();
        shown.edit->setCursorPosition(0);
        QSignalSpy spy(shown.action, &QAction::triggered);
        QTest::keyClick(shown.edit, Qt::Key(key), Qt::ControlModifier);
        QCOMPARE(spy.count(), triggered ? 1 : 0);
        QCOMPARE(shown.edit->text(), QStringLiteral("some text")); // nothing deleted
        qApp->removeEventFilter(&filter);
    }

    void withoutTheFilterTheLineEditTakesCtrlE()
    {
        ShortcutWindow shown(Qt::Key_E);
        QVERIFY(QTest::qWaitForWindowActive(&shown.window));
        shown.edit->setFocus();
        QSignalSpy spy(shown.action, &QAction::triggered);
        QTest::keyClick(shown.edit, Qt::Key_E, Qt::ControlModifier);
        if (spy.count() == 1) {
            QSKIP("This platform leaves Ctrl+E to the window anyway");
        }
        QCOMPARE(spy.count(), 0); // what the filter is for
    }
};

QTEST_MAIN(TestLineEditShortcuts)
#include "tst_lineeditshortcuts.moc"
