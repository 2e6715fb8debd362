// SPDX-FileCopyrightText: 2026 Yiqiao authors
// SPDX-License-Identifier: GPL-3.0-or-later
#include "gui/panerefresh.h"

#include <QSignalSpy>
#include <QTest>

class TestPaneRefresh : public QObject
{
    Q_OBJECT
private Q_SLOTS:
    void aVisiblePaneRefreshesOnceAfterSaves();
    void aHiddenPaneRefreshesWhenShown();
    void doneCancelsWhatIsPending();
    void anotherIssueRefreshesAVisiblePaneAtOnce();
};

void TestPaneRefresh::aVisiblePaneRefreshesOnceAfterSaves()
{
    PaneRefresh refresh(50, nullptr);
    QSignalSpy spy(&refresh, &PaneRefresh::refresh);
    refresh.saved();
    refresh.saved(); // a second save restarts the wait
    QVERIFY(spy.wait(1000));
    QVERIFY(!spy.wait(200));
    QCOMPARE(spy.count(), 1);
}

void TestPaneRefresh::aHiddenPaneRefreshesWhenShown()
{
    PaneRefresh refresh(50, nullptr);
    QSignalSpy spy(&refresh, &PaneRefresh::refresh);
    refresh.setVisible(false);
    refresh.saved();
    QVERIFY(!spy.wait(200));
    refresh.setVisible(true);
    QCOMPARE(spy.count(), 1);
    refresh.done();
    refresh.setVisible(false);
    refresh.setVisible(true); // nothing saved since: nothing to do
    QCOMPARE(spy.count(), 1);
}

void TestPaneRefresh::doneCancelsWhatIsPending()
{
    PaneRefresh refresh(50, nullptr);
    QSignalSpy spy(&refresh, &PaneRefresh::refresh);
    refresh.saved();
    refresh.done(); // the work ran for another reason
    QVERIFY(!spy.wait(200));
    refresh.setVisible(false);
    refresh.saved();
    refresh.done();
    refresh.setVisible(true);
    QCOMPARE(spy.count(), 0);
}

// Another issue shown: a pane in view shows it at once; one hidden (behind a tab)
// does no work until it is shown.
void TestPaneRefresh::anotherIssueRefreshesAVisiblePaneAtOnce()
{
    PaneRefresh refresh(50, nullptr);
    QSignalSpy spy(&refresh, &PaneRefresh::refresh);
    refresh.changed();
    QCOMPARE(spy.count(), 1);
    refresh.done();
    refresh.setVisible(false);
    refresh.changed();
    refresh.changed();
    QCOMPARE(spy.count(), 1);
    refresh.setVisible(true);
    QCOMPARE(spy.count(), 2);
}

QTEST_GUILESS_MAIN(TestPaneRefresh)
#include "tst_panerefresh.moc"
