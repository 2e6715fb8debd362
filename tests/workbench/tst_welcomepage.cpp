// SPDX-FileCopyrightText: 2026 Yiqiao authors
// SPDX-License-Identifier: GPL-3.0-or-later
#include "findchild.h"
#include "welcomepage.h"

#include <QLabel>
#include <QListWidget>
#include <QPushButton>
#include <QSignalSpy>
#include <QTest>

// The page the window shows while no project is open, clicked as a user would.
class TestWelcomePage : public QObject
{
    Q_OBJECT
private Q_SLOTS:
    void buttonsRequest_data();
    void buttonsRequest();
    void clickingARecentProjectRequestsIt();
    void enterOpensTheCurrentRecentProject();
    void withoutRecentProjectsSaysSo();
    void stepsNameTheirShortcuts();
};

namespace {
void showPage(WelcomePage &page)
{
    page.resize(1100, 700);
    page.show();
    QVERIFY(QTest::qWaitForWindowExposed(&page));
}
} // namespace

void TestWelcomePage::buttonsRequest_data()
{
    QTest::addColumn<QString>("button");
    QTest::addColumn<int>("signal"); // 0 new, 1 open, 2 demo
    QTest::newRow("New Project…") << QStringLiteral("welcomeNewProject") << 0;
    QTest::newRow("Open Project…") << QStringLiteral("welcomeOpenProject") << 1;
    QTest::newRow("Open Demo Project") << QStringLiteral("welcomeOpenDemo") << 2;
}

void TestWelcomePage::buttonsRequest()
{
    QFETCH(QString, button);
    QFETCH(int, signal);
    WelcomePage page;
    showPage(page);
    QSignalSpy newProject(&page, &WelcomePage::newProjectRequested);
    QSignalSpy openProject(&page, &WelcomePage::openProjectRequested);
    QSignalSpy openDemo(&page, &WelcomePage::openDemoRequested);
    QTest::mouseClick(child<QPushButton>(page, button), Qt::LeftButton);
    QCOMPARE(newProject.size(), signal == 0 ? 1 : 0);
    QCOMPARE(openProject.size(), signal == 1 ? 1 : 0);
    QCOMPARE(openDemo.size(), signal == 2 ? 1 : 0);
}

void TestWelcomePage::clickingARecentProjectRequestsIt()
{
    WelcomePage page;
    const QStringList recent {QStringLiteral("/home/yu/hf-blog.yiqiao"), QStringLiteral("/home/yu/d2l 笔记.yiqiao")};
    page.setRecentProjects(recent);
    showPage(page);
    QCOMPARE(page.recentProjects(), recent);
    auto *list = child<QListWidget>(page, "welcomeRecent");
    QVERIFY(list->isVisible());
    QVERIFY(child<QLabel>(page, "welcomeNoRecent")->isHidden());
    QCOMPARE(list->count(), 2);
    const QList<QLabel *> shown = list->itemWidget(list->item(1))->findChildren<QLabel *>();
    QCOMPARE(shown.size(), 2);
    QCOMPARE(shown.at(0)->text(), QStringLiteral("d2l 笔记"));
    QCOMPARE(shown.at(1)->text(), QStringLiteral("/home/yu"));
    QSignalSpy requested(&page, &WelcomePage::recentProjectRequested);
    QTest::mouseClick(list->viewport(), Qt::LeftButton, {}, list->visualItemRect(list->item(1)).center());
    QCOMPARE(requested.size(), 1);
    QCOMPARE(requested.constFirst().constFirst().toString(), recent.at(1));
}

void TestWelcomePage::enterOpensTheCurrentRecentProject()
{
    WelcomePage page;
    page.setRecentProjects({QStringLiteral("/tmp/a.yiqiao"), QStringLiteral("/tmp/b.yiqiao")});
    showPage(page);
    auto *list = child<QListWidget>(page, "welcomeRecent");
    list->setFocus();
    list->setCurrentRow(0);
    QSignalSpy requested(&page, &WelcomePage::recentProjectRequested);
    QTest::keyClick(list, Qt::Key_Down);
    QTest::keyClick(list, Qt::Key_Return);
    QCOMPARE(requested.size(), 1);
    QCOMPARE(requested.constFirst().constFirst().toString(), QStringLiteral("/tmp/b.yiqiao"));
}

void TestWelcomePage::withoutRecentProjectsSaysSo()
{
    WelcomePage page;
    page.setRecentProjects({QStringLiteral("/tmp/a.yiqiao")});
    page.setRecentProjects({});
    showPage(page);
    QVERIFY(child<QListWidget>(page, "welcomeRecent")->isHidden());
    QVERIFY(child<QLabel>(page, "welcomeNoRecent")->isVisible());
}

void TestWelcomePage::stepsNameTheirShortcuts()
{
    WelcomePage page;
    page.setShortcuts(QKeySequence(Qt::CTRL | Qt::Key_I), QKeySequence(Qt::CTRL | Qt::Key_Return), QKeySequence(Qt::CTRL | Qt::Key_E));
    showPage(page);
    for (int step = 1; step <= 3; ++step) {
        QVERIFY(child<QLabel>(page, QStringLiteral("welcomeStep%1").arg(step))->isVisible());
    }
    const QString keys = child<QLabel>(page, "welcomeStepKeys1")->text();
    QCOMPARE(keys, QKeySequence(Qt::CTRL | Qt::Key_I).toString(QKeySequence::NativeText));
}

QTEST_MAIN(TestWelcomePage)
#include "tst_welcomepage.moc"
