// SPDX-FileCopyrightText: 2026 Yiqiao authors
// SPDX-License-Identifier: GPL-3.0-or-later
#include "appwindow.h"
#include "documentview.h"
#include "drafteditor.h"
#include "findchild.h"
#include "gui/demoproject.h"
#include "issuenavigator.h"
#include "linescroller.h"
#include "sidebysideview.h"

#include <QDockWidget>
#include <QLabel>
#include <QScrollBar>
#include <QTemporaryDir>
#include <QTest>
#include <QWheelEvent>

#include <memory>

namespace {
// Turns the mouse wheel over an editor by notches (negative: down the text).
void wheel(QPlainTextEdit *edit, int notches)
{
    QWidget *viewport = edit->viewport();
    const QPoint at = viewport->rect().center();
    QWheelEvent event(
        at, viewport->mapToGlobal(at), QPoint(), QPoint(0, 120 * notches), Qt::NoButton, Qt::NoModifier, Qt::NoScrollPhase, false);
    QApplication::sendEvent(viewport, &event);
}

bool inFront(const QDockWidget *dock)
{
    return dock->isVisible() && !dock->visibleRegion().isEmpty();
}
} // namespace

// Reopening a project (in the same window or after a restart) brings back the issue,
// the draft's cursor, both editors' scroll positions and the panes in front.
class TestSessionState : public QObject
{
    Q_OBJECT
private Q_SLOTS:
    void initTestCase();
    void init();
    void cleanup();
    void sessionComesBack_data();
    void sessionComesBack();
    void eachProjectHasItsOwn();

private:
    void start();
    QString heading() const { return child<QLabel>(*m_app->window(), "issueHeading")->text(); }
    DraftEditor *draft() const { return m_app->window()->documents()->draftEditor(); }
    DocumentView *source() const { return m_app->window()->documents()->sourceView(); }
    QDockWidget *dock(const char *name) const { return child<QDockWidget>(*m_app->window(), name); }

    QTemporaryDir m_config;
    QTemporaryDir m_projects;
    QString m_demo;
    QString m_other;
    std::unique_ptr<AppWindow> m_app;
};

void TestSessionState::initTestCase()
{
    QVERIFY(m_config.isValid());
    QVERIFY(m_projects.isValid());
    AppWindow::useSettingsIn(m_config.path());
    m_demo = m_projects.filePath(QStringLiteral("demo.yiqiao"));
    m_other = m_projects.filePath(QStringLiteral("other.yiqiao"));
    QString error;
    QVERIFY2(DemoProject::create(m_demo, &error), qPrintable(error));
    QVERIFY2(DemoProject::create(m_other, &error), qPrintable(error));
}

void TestSessionState::init()
{
    QSettings().clear();
    start();
}

void TestSessionState::cleanup()
{
    m_app.reset();
}

void TestSessionState::start()
{
    m_app = std::make_unique<AppWindow>();
    m_app->place(QRect(0, 0, 800, 600)); // the offscreen screen's size: a restart keeps it
    QVERIFY(m_app->show());
}

void TestSessionState::sessionComesBack_data()
{
    QTest::addColumn<bool>("restart");
    QTest::newRow("reopened in the same window") << false;
    QTest::newRow("after a restart") << true;
}

void TestSessionState::sessionComesBack()
{
    QFETCH(bool, restart);
    QVERIFY(m_app->controller.openProject(m_demo));
    QVERIFY(heading().startsWith(QStringLiteral("Issue 1")));
    // The second issue, from the issue list.
    IssueNavigator *navigator = m_app->window()->navigator();
    QTest::mouseClick(
        navigator->viewport(), Qt::LeftButton, Qt::NoModifier, navigator->visualRect(navigator->model()->index(1, 1)).center());
    QTRY_VERIFY(heading().startsWith(QStringLiteral("Issue 2")));
    // Each editor scrolled on its own, the cursor a few blocks down.
    AppWindow::press(QKeySequence(Qt::CTRL | Qt::SHIFT | Qt::Key_L)); // scrolling no longer synchronised
    draft()->setFocus();
    for (int i = 0; i < 6; ++i) {
        AppWindow::press(QKeySequence(Qt::ALT | Qt::Key_Down)); // next block
    }
    wheel(draft(), -4);
    // The source by its scroll bar, as a drag of the bar would (under Qt 6's offscreen
    // platform this narrow view did not take the synthetic wheel event).
    QScrollBar *sourceBar = source()->verticalScrollBar();
    sourceBar->setValue(sourceBar->maximum() * 2 / 5);
    const int cursor = draft()->textCursor().position();
    const int draftLine = LineScroller::firstVisibleLine(draft());
    const int sourceLine = LineScroller::firstVisibleLine(source());
    QVERIFY(cursor > 0);
    QVERIFY(draftLine > 0);
    QVERIFY(sourceLine > 0);
    // Panes in front: the termbase over the memory, the checklist over QA.
    AppWindow::press(QKeySequence(Qt::SHIFT | Qt::Key_F6));
    AppWindow::press(QKeySequence(Qt::SHIFT | Qt::Key_F12));
    QTRY_VERIFY(inFront(dock("termbaseDock")));
    QTRY_VERIFY(inFront(dock("checklistDock")));

    if (restart) {
        QVERIFY(m_app->window()->close());
        start();
    } else {
        QVERIFY(m_app->controller.closeProject());
        // Meanwhile other panes come to the front.
        AppWindow::press(QKeySequence(Qt::Key_F9));
        AppWindow::press(QKeySequence(Qt::SHIFT | Qt::Key_F8));
        QTRY_VERIFY(inFront(dock("memoryDock")));
        QTRY_VERIFY(inFront(dock("qaDock")));
    }
    QVERIFY(m_app->controller.openProject(m_demo));
    QVERIFY2(heading().startsWith(QStringLiteral("Issue 2")), qPrintable(heading()));
    QCOMPARE(draft()->textCursor().position(), cursor);
    QTRY_COMPARE(LineScroller::firstVisibleLine(draft()), draftLine);
    QTRY_COMPARE(LineScroller::firstVisibleLine(source()), sourceLine);
    QTRY_VERIFY(inFront(dock("termbaseDock")));
    QTRY_VERIFY(inFront(dock("checklistDock")));
}

void TestSessionState::eachProjectHasItsOwn()
{
    QVERIFY(m_app->controller.openProject(m_demo));
    m_app->controller.selectIssue(2);
    QVERIFY(heading().startsWith(QStringLiteral("Issue 2")));
    QVERIFY(m_app->controller.openProject(m_other)); // never opened: its first issue
    QVERIFY2(heading().startsWith(QStringLiteral("Issue 1")), qPrintable(heading()));
    QVERIFY(m_app->controller.openProject(m_demo));
    QVERIFY2(heading().startsWith(QStringLiteral("Issue 2")), qPrintable(heading()));
}

QTEST_MAIN(TestSessionState)
#include "tst_sessionstate.moc"
