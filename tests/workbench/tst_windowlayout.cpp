// SPDX-FileCopyrightText: 2026 Yiqiao authors
// SPDX-License-Identifier: GPL-3.0-or-later
#include "appwindow.h"
#include "findchild.h"
#include "gui/demoproject.h"
#include "gui/findcontroller.h"
#include "gui/layoutmemory.h"
#include "gui/windowlayout.h"

#include <QAbstractItemView>
#include <QDockWidget>
#include <QHeaderView>
#include <QListView>
#include <QMenu>
#include <QMouseEvent>
#include <QSplitter>
#include <QStatusBar>
#include <QTableView>
#include <QTemporaryDir>
#include <QTest>

#include <memory>

namespace {
// The item view each pane is read through, by dock.
const QList<QPair<QString, QString>> kPaneViews {
    {QStringLiteral("issuesDock"), QStringLiteral("issueNavigator")},
    {QStringLiteral("outlineDock"), QStringLiteral("outlinePane")},
    {QStringLiteral("qaDock"), QStringLiteral("qaTable")},
    {QStringLiteral("reviewDock"), QStringLiteral("reviewComments")},
    {QStringLiteral("checklistDock"), QStringLiteral("checklistItems")},
    {QStringLiteral("sourceChangesDock"), QStringLiteral("sourceChangeTable")},
    {QStringLiteral("findDock"), QStringLiteral("findResults")},
    {QStringLiteral("dashboardDock"), QStringLiteral("dashboardTable")},
    {QStringLiteral("deletionDock"), QStringLiteral("deletionTable")},
    {QStringLiteral("termbaseDock"), QStringLiteral("termbaseTerms")},
};

// Rows of the view's height (a table's row height, else a line of its font).
int visibleRows(const QAbstractItemView &view)
{
    const auto *table = qobject_cast<const QTableView *>(&view);
    int row = table ? table->verticalHeader()->defaultSectionSize() : view.sizeHintForRow(0);
    if (row <= 0 || qobject_cast<const QListView *>(&view)) {
        row = view.fontMetrics().height() + 4; // an empty tree, a list's wrapped items: lines of text
    }
    // What a scrolled pane shows of it; a view that waits behind a placeholder has its room.
    const QWidget *shown = view.isVisible() ? view.viewport() : view.parentWidget();
    return shown->visibleRegion().boundingRect().height() / row;
}

QRect inWindow(const QWidget &widget)
{
    return QRect(widget.mapTo(widget.window(), QPoint()), widget.size());
}

QAction *menuAction(const QMainWindow &window, const QString &name)
{
    for (const QMenu *menu : window.findChildren<QMenu *>()) {
        for (QAction *action : menu->actions()) {
            if (action->objectName() == name) {
                return action;
            }
        }
    }
    qFatal("no action %s", qPrintable(name));
}

// A drag with the left button, as a hand makes it: press, moves with the button held, release.
void drag(QWidget *widget, const QPoint &from, const QPoint &to)
{
    const QPoint start = widget->mapToGlobal(from); // a splitter's handle moves as it is dragged
    QTest::mousePress(widget, Qt::LeftButton, Qt::NoModifier, from);
    for (int step = 1; step <= 4; ++step) {
        const QPoint global = start + (to - from) * step / 4;
        QMouseEvent move(QEvent::MouseMove, widget->mapFromGlobal(global), global, Qt::NoButton, Qt::LeftButton, Qt::NoModifier);
        QApplication::sendEvent(widget, &move);
    }
    QTest::mouseRelease(widget, Qt::LeftButton, Qt::NoModifier, widget->mapFromGlobal(start + to - from));
}

// Drags the border after a header's section by dx.
void dragColumnBorder(QHeaderView *header, int section, int dx)
{
    const int border = header->sectionViewportPosition(section) + header->sectionSize(section) - 1;
    const int y = header->height() / 2;
    drag(header->viewport(), QPoint(border, y), QPoint(border + dx, y));
}

void dragSplitterHandle(QSplitter *splitter, int handle, int dx)
{
    QSplitterHandle *grip = splitter->handle(handle);
    const QPoint middle = grip->rect().center();
    drag(grip, middle, middle + QPoint(dx, 0));
}
} // namespace

// The window on screens from 1280×720 up, the default layout and View ▸ Reset Layout,
// the panes' columns and splits remembered across starts.
class TestWindowLayout : public QObject
{
    Q_OBJECT
private Q_SLOTS:
    void initTestCase();
    void init();
    void cleanup();
    void firstWindowFitsTheScreen_data();
    void firstWindowFitsTheScreen();
    void rememberedWindowFitsASmallerScreen();
    void resetLayoutRestoresTheDefault();
    void columnsSplittersAndDocksAreRemembered();

private:
    QDockWidget *dock(const QString &name) const { return child<QDockWidget>(*m_app->window(), name); }
    void openDemo();

    QTemporaryDir m_config;
    QTemporaryDir m_projects;
    QString m_demo;
    std::unique_ptr<AppWindow> m_app;
};

void TestWindowLayout::initTestCase()
{
    QVERIFY(m_config.isValid());
    QVERIFY(m_projects.isValid());
    AppWindow::useSettingsIn(m_config.path());
    m_demo = m_projects.filePath(QStringLiteral("demo.yiqiao"));
    QString error;
    QVERIFY2(DemoProject::create(m_demo, &error), qPrintable(error));
}

void TestWindowLayout::init()
{
    QSettings().clear();
    m_app = std::make_unique<AppWindow>();
}

void TestWindowLayout::cleanup()
{
    m_app.reset();
}

void TestWindowLayout::openDemo()
{
    QVERIFY(m_app->controller.openProject(m_demo));
}

void TestWindowLayout::firstWindowFitsTheScreen_data()
{
    QTest::addColumn<QRect>("available");
    QTest::addColumn<bool>("tabbedSides"); // issue list with outline, preview with the panes
    QTest::addColumn<int>("minRows"); // of every pane's table
    QTest::newRow("1280×720") << QRect(0, 0, 1280, 720) << true << 6;
    QTest::newRow("1280×800") << QRect(0, 0, 1280, 800) << true << 8;
    QTest::newRow("1280×800 under a 27 px panel") << QRect(0, 27, 1280, 773) << true << 7;
    QTest::newRow("1920×1080") << QRect(0, 0, 1920, 1080) << false << 8;
    QTest::newRow("1920×1080 right of another screen") << QRect(1920, 0, 1920, 1080) << false << 8;
}

void TestWindowLayout::firstWindowFitsTheScreen()
{
    QFETCH(QRect, available);
    QFETCH(bool, tabbedSides);
    QFETCH(int, minRows);
    MainWindow &window = *m_app->window();
    LayoutMemory(m_app->settings, window).restore(available); // as a first start does, on that screen
    QVERIFY2(available.contains(window.geometry()), qPrintable(QStringLiteral("%1×%2").arg(window.width()).arg(window.height())));
    QCOMPARE(bool(window.windowState() & Qt::WindowMaximized), available.height() < 960);
    // A window manager maximizes it into the available area; the offscreen platform
    // would use its own 800×600 screen instead.
    const QRect asked = window.geometry();
    m_app->place(asked);
    QVERIFY(m_app->show());
    openDemo();
    QTRY_COMPARE(window.size(), asked.size());

    const QRect inside = window.rect();
    QVERIFY(window.statusBar()->isVisible());
    QVERIFY(inside.contains(inWindow(*window.statusBar())));
    const QRect editors = inWindow(*window.centralWidget());
    QVERIFY2(editors.height() >= 250, qPrintable(QString::number(editors.height())));
    QVERIFY2(editors.width() >= 640, qPrintable(QString::number(editors.width())));
    QCOMPARE(window.tabifiedDockWidgets(dock(QStringLiteral("issuesDock"))).contains(dock(QStringLiteral("outlineDock"))), tabbedSides);
    QCOMPARE(window.tabifiedDockWidgets(dock(QStringLiteral("memoryDock"))).contains(dock(QStringLiteral("previewDock"))), tabbedSides);
    for (QDockWidget *each : window.findChildren<QDockWidget *>(QString(), Qt::FindDirectChildrenOnly)) {
        QVERIFY2(!each->isFloating() && !(each->features() & QDockWidget::DockWidgetFloatable), qPrintable(each->objectName()));
    }
    m_app->controller.finder()->findEverywhere(QStringLiteral("token")); // rows of matches
    QTRY_VERIFY(child<QAbstractItemView>(window, "findResults")->model()->rowCount() > 0);
    // Every pane brought to the front: inside the window, not shrunk, eight rows of its table.
    for (const auto &pane : kPaneViews) {
        QDockWidget *target = dock(pane.first);
        target->raise();
        QTRY_VERIFY2(!target->visibleRegion().isEmpty(), qPrintable(pane.first));
        const QRect area = inWindow(*target);
        QVERIFY2(inside.contains(area), qPrintable(pane.first));
        QVERIFY2(area.width() >= 180 && area.height() >= 150,
            qPrintable(QStringLiteral("%1: %2×%3").arg(pane.first).arg(area.width()).arg(area.height())));
        const auto *view = child<QAbstractItemView>(*target, pane.second);
        QTRY_VERIFY2(visibleRows(*view) >= minRows, qPrintable(QStringLiteral("%1: %2 rows").arg(pane.second).arg(visibleRows(*view))));
    }
}

void TestWindowLayout::rememberedWindowFitsASmallerScreen()
{
    {
        QWidget large; // the window as left on a larger screen
        large.setGeometry(100, 80, 1800, 1000);
        m_app->settings.setWindowGeometry(large.saveGeometry());
    }
    const QRect available(0, 27, 1280, 773);
    MainWindow &window = *m_app->window();
    LayoutMemory(m_app->settings, window).restore(available);
    QVERIFY2(available.contains(window.geometry()),
        qPrintable(QStringLiteral("%1,%2 %3×%4").arg(window.x()).arg(window.y()).arg(window.width()).arg(window.height())));
}

void TestWindowLayout::resetLayoutRestoresTheDefault()
{
    MainWindow &window = *m_app->window();
    m_app->place(QRect(0, 0, 1280, 800));
    QVERIFY(m_app->show());
    openDemo();
    QHeaderView *header = child<QTableView>(window, "qaTable")->horizontalHeader();
    const int column = header->sectionSize(1);
    auto *split = child<QSplitter>(window, "sideBySideSplitter");
    QTRY_VERIFY(split->sizes().constFirst() > 0);
    const QList<int> halves = split->sizes();
    // Moved about: QA to the left, the preview closed, a column and the editors' split dragged.
    window.addDockWidget(Qt::LeftDockWidgetArea, dock(QStringLiteral("qaDock")));
    AppWindow::press(QKeySequence(Qt::Key_F8)); // the preview behind the memory: to the front
    AppWindow::press(QKeySequence(Qt::Key_F8)); // in front: closed
    QTRY_VERIFY(dock(QStringLiteral("previewDock"))->isHidden());
    dock(QStringLiteral("termbaseDock"))->raise();
    dragColumnBorder(header, 1, 60);
    QTRY_COMPARE(header->sectionSize(1), column + 60);
    dragSplitterHandle(split, 1, 60);
    QTRY_VERIFY(split->sizes().constFirst() > halves.constFirst() + 40);

    menuAction(window, QStringLiteral("view_reset_layout"))->trigger();
    QCOMPARE(window.dockWidgetArea(dock(QStringLiteral("qaDock"))), Qt::BottomDockWidgetArea);
    QVERIFY(window.tabifiedDockWidgets(dock(QStringLiteral("qaDock"))).contains(dock(QStringLiteral("reviewDock"))));
    QVERIFY(!dock(QStringLiteral("previewDock"))->isHidden());
    QVERIFY(window.tabifiedDockWidgets(dock(QStringLiteral("memoryDock"))).contains(dock(QStringLiteral("previewDock"))));
    QTRY_VERIFY(!dock(QStringLiteral("memoryDock"))->visibleRegion().isEmpty()); // in front again
    QVERIFY(dock(QStringLiteral("termbaseDock"))->visibleRegion().isEmpty());
    QTRY_VERIFY(!dock(QStringLiteral("qaDock"))->visibleRegion().isEmpty());
    QCOMPARE(header->sectionSize(1), column);
    QTRY_VERIFY(qAbs(split->sizes().at(0) - split->sizes().at(1)) <= 2);
    QVERIFY(menuAction(window, QStringLiteral("view_preview"))->isChecked());
}

void TestWindowLayout::columnsSplittersAndDocksAreRemembered()
{
    // The offscreen screen is 800×600: a window that fits it comes back the same size.
    m_app->place(QRect(0, 0, 800, 600));
    QVERIFY(m_app->show());
    openDemo();
    MainWindow *window = m_app->window();
    QHeaderView *header = child<QTableView>(*window, "qaTable")->horizontalHeader();
    const int column = header->sectionSize(2);
    dragColumnBorder(header, 2, 45);
    QTRY_COMPARE(header->sectionSize(2), column + 45);
    // Room for the checklist's split on the small screen: the left docks closed.
    AppWindow::press(QKeySequence(Qt::Key_F4)); // the issue list, in front: closed
    QTRY_VERIFY(!dock(QStringLiteral("outlineDock"))->visibleRegion().isEmpty());
    AppWindow::press(QKeySequence(Qt::Key_F7)); // the outline, now in front: closed
    QTRY_VERIFY(dock(QStringLiteral("outlineDock"))->isHidden());
    QVERIFY(dock(QStringLiteral("issuesDock"))->isHidden());
    AppWindow::press(QKeySequence(Qt::SHIFT | Qt::Key_F6)); // the termbase, behind the memory
    QTRY_VERIFY(!dock(QStringLiteral("termbaseDock"))->visibleRegion().isEmpty());
    AppWindow::press(QKeySequence(Qt::SHIFT | Qt::Key_F12)); // the checklist, behind QA
    auto *checklist = child<QWidget>(*window, "checklistItems")->parentWidget();
    auto *checklistSplit = qobject_cast<QSplitter *>(checklist);
    QVERIFY(checklistSplit);
    QTRY_VERIFY(checklistSplit->isVisible());
    QTRY_VERIFY2(checklistSplit->width() > 400, qPrintable(QString::number(checklistSplit->width())));
    const QList<int> checklistBefore = checklistSplit->sizes();
    dragSplitterHandle(checklistSplit, 1, -70);
    const QList<int> checklistSizes = checklistSplit->sizes();
    QVERIFY(checklistSizes.constFirst() < checklistBefore.constFirst() - 50);
    auto *split = child<QSplitter>(*window, "sideBySideSplitter");
    const QList<int> editorsBefore = split->sizes();
    dragSplitterHandle(split, 1, -80);
    const QList<int> editorSizes = split->sizes();
    QVERIFY(editorSizes.constFirst() < editorsBefore.constFirst() - 50);
    QVERIFY(window->close());

    m_app = std::make_unique<AppWindow>(); // the next start
    window = m_app->window();
    QVERIFY(m_app->show());
    openDemo();
    QCOMPARE(child<QTableView>(*window, "qaTable")->horizontalHeader()->sectionSize(2), column + 45);
    QTRY_COMPARE(child<QSplitter>(*window, "sideBySideSplitter")->sizes(), editorSizes);
    QVERIFY(dock(QStringLiteral("outlineDock"))->isHidden());
    QVERIFY(!menuAction(*window, QStringLiteral("view_outline"))->isChecked());
    QTRY_VERIFY(!dock(QStringLiteral("termbaseDock"))->visibleRegion().isEmpty());
    // The checklist was left in front of QA.
    auto *splitAgain = qobject_cast<QSplitter *>(child<QWidget>(*window, "checklistItems")->parentWidget());
    QTRY_VERIFY(splitAgain->isVisible());
    // Within a few pixels: the bottom area may come back a scroll bar's width apart.
    QTRY_VERIFY2(qAbs(splitAgain->sizes().constFirst() - checklistSizes.constFirst()) <= 8,
        qPrintable(QStringLiteral("%1 for %2").arg(splitAgain->sizes().constFirst()).arg(checklistSizes.constFirst())));
}

QTEST_MAIN(TestWindowLayout)
#include "tst_windowlayout.moc"
