// SPDX-FileCopyrightText: 2026 Yiqiao authors
// SPDX-License-Identifier: GPL-3.0-or-later
#include "gui/actionregistry.h"
#include "gui/mainwindow.h"
#include "outlinepane.h"

#include <QAction>
#include <QMenu>
#include <QMenuBar>
#include <QMimeData>
#include <QSignalSpy>
#include <QTest>
#include <QUrl>

class TestMainWindow : public QObject
{
    Q_OBJECT

private Q_SLOTS:
    void everyActionIsInAMenuWithItsShortcut();
    void shortcutsAreUnique();
    void outlineMovesSectionsUnderScenarios();
    void droppedMarkdownFilesAreImported_data();
    void droppedMarkdownFilesAreImported();
    void closingCanBeRefused();
};

namespace {
QList<QAction *> menuActions(QMenuBar *bar)
{
    QList<QAction *> found;
    QList<QMenu *> menus;
    for (QAction *action : bar->actions()) {
        if (action->menu()) {
            menus.append(action->menu());
        }
    }
    while (!menus.isEmpty()) {
        for (QAction *action : menus.takeFirst()->actions()) {
            if (action->menu()) {
                menus.append(action->menu());
            } else if (!action->isSeparator()) {
                found.append(action);
            }
        }
    }
    return found;
}
} // namespace

void TestMainWindow::everyActionIsInAMenuWithItsShortcut()
{
    ActionRegistry actions;
    MainWindow window(actions);
    const QList<QAction *> inMenus = menuActions(window.menuBar());
    for (int id = ActionRegistry::NewProject; id <= ActionRegistry::About; ++id) {
        QAction *action = actions.action(ActionRegistry::Id(id));
        QVERIFY2(action, qPrintable(QString::number(id)));
        QVERIFY2(inMenus.contains(action), qPrintable(action->objectName()));
    }
    QCOMPARE(actions.action(ActionRegistry::ConfirmAndNext)->shortcut(), QKeySequence(Qt::CTRL | Qt::Key_Return));
    QVERIFY(actions.action(ActionRegistry::ConfirmAndNext)->shortcuts().contains(QKeySequence(Qt::CTRL | Qt::Key_Enter)));
    QCOMPARE(actions.action(ActionRegistry::NextUntranslated)->shortcut(), QKeySequence(Qt::CTRL | Qt::Key_U));
}

// The outline pane's context menu: the section moves and the scenario outline
// (issue 25: rebuild the post around reader scenarios from the outline).
void TestMainWindow::outlineMovesSectionsUnderScenarios()
{
    ActionRegistry actions;
    MainWindow window(actions);
    QCOMPARE(window.outline()->contextMenuPolicy(), Qt::ActionsContextMenu);
    QCOMPARE(window.outline()->actions(),
        QList<QAction *>({actions.action(ActionRegistry::MoveSectionUp), actions.action(ActionRegistry::MoveSectionDown),
            actions.action(ActionRegistry::EditScenarioOutline)}));
}

void TestMainWindow::shortcutsAreUnique()
{
    ActionRegistry actions;
    QHash<QKeySequence, QString> seen;
    for (int id = ActionRegistry::NewProject; id <= ActionRegistry::About; ++id) {
        QAction *action = actions.action(ActionRegistry::Id(id));
        for (const QKeySequence &shortcut : action->shortcuts()) {
            QVERIFY2(!seen.contains(shortcut), qPrintable(shortcut.toString() + QStringLiteral(": ") + seen.value(shortcut)));
            seen.insert(shortcut, action->objectName());
        }
    }
}

void TestMainWindow::droppedMarkdownFilesAreImported_data()
{
    QTest::addColumn<QStringList>("files");
    QTest::addColumn<QStringList>("imported");
    QTest::newRow("two posts") << QStringList {QStringLiteral("/tmp/a.md"), QStringLiteral("/tmp/b.markdown")}
                               << QStringList {QStringLiteral("/tmp/a.md"), QStringLiteral("/tmp/b.markdown")};
    QTest::newRow("other files are left out") << QStringList {QStringLiteral("/tmp/a.md"), QStringLiteral("/tmp/photo.png")}
                                              << QStringList {QStringLiteral("/tmp/a.md")};
    QTest::newRow("upper-case suffix and MDX") << QStringList {QStringLiteral("/tmp/A.MD"), QStringLiteral("/tmp/c.mdx")}
                                               << QStringList {QStringLiteral("/tmp/A.MD"), QStringLiteral("/tmp/c.mdx")};
    QTest::newRow("nothing to import") << QStringList {QStringLiteral("/tmp/notes.txt")} << QStringList();
}

void TestMainWindow::droppedMarkdownFilesAreImported()
{
    QFETCH(QStringList, files);
    QFETCH(QStringList, imported);
    ActionRegistry actions;
    MainWindow window(actions);
    QSignalSpy requested(&window, &MainWindow::importRequested);
    QMimeData mime;
    QList<QUrl> urls;
    for (const QString &file : files) {
        urls.append(QUrl::fromLocalFile(file));
    }
    mime.setUrls(urls);
    const QPoint point = window.rect().center();
    QDragEnterEvent enter(point, Qt::CopyAction, &mime, Qt::LeftButton, Qt::NoModifier);
    enter.setAccepted(false);
    QCoreApplication::sendEvent(&window, &enter);
    QCOMPARE(enter.isAccepted(), !imported.isEmpty());
    QDropEvent drop(point, Qt::CopyAction, &mime, Qt::LeftButton, Qt::NoModifier);
    QCoreApplication::sendEvent(&window, &drop);
    QCOMPARE(requested.count(), imported.isEmpty() ? 0 : 1);
    if (!imported.isEmpty()) {
        QCOMPARE(requested.at(0).at(0).toStringList(), imported);
    }
}

void TestMainWindow::closingCanBeRefused()
{
    ActionRegistry actions;
    MainWindow window(actions);
    window.show();
    bool allow = false;
    connect(&window, &MainWindow::closing, this, [&allow](bool *accept) { *accept = allow; });
    QVERIFY(!window.close());
    QVERIFY(window.isVisible());
    allow = true;
    QVERIFY(window.close());
    QVERIFY(!window.isVisible());
}

QTEST_MAIN(TestMainWindow)
#include "tst_mainwindow.moc"
