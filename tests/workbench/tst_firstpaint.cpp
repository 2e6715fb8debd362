// SPDX-FileCopyrightText: 2026 Yiqiao authors
// SPDX-License-Identifier: GPL-3.0-or-later
#include "gui/firstpaint.h"

#include <QTest>
#include <QWidget>

#include <memory>

class TestFirstPaint : public QObject
{
    Q_OBJECT

private Q_SLOTS:
    void withoutAWindowWorkRunsAtOnce();
    void workWaitsForThePaint();
    void workOfAContextGoneIsDropped();
    void aWindowThatNeverPaintsHoldsNothingBackForLong();
};

void TestFirstPaint::withoutAWindowWorkRunsAtOnce()
{
    int runs = 0;
    FirstPaint::later(this, [&runs] { ++runs; });
    QCOMPARE(runs, 1);
}

void TestFirstPaint::workWaitsForThePaint()
{
    QWidget window;
    window.resize(200, 100);
    FirstPaint::watch(&window);
    QStringList order;
    FirstPaint::later(this, [&order] { order.append(QStringLiteral("first")); });
    FirstPaint::later(this, [&order] { order.append(QStringLiteral("second")); });
    QCoreApplication::processEvents();
    QVERIFY(order.isEmpty());
    window.show();
    QVERIFY(QTest::qWaitForWindowExposed(&window));
    QTRY_COMPARE(order, (QStringList {QStringLiteral("first"), QStringLiteral("second")}));
    FirstPaint::later(this, [&order] { order.append(QStringLiteral("after")); });
    QCOMPARE(order.size(), 3);
}

void TestFirstPaint::workOfAContextGoneIsDropped()
{
    QWidget window;
    FirstPaint::watch(&window);
    int runs = 0;
    auto context = std::make_unique<QObject>();
    FirstPaint::later(context.get(), [&runs] { ++runs; });
    FirstPaint::later(this, [&runs] { runs += 10; });
    context.reset();
    window.show();
    QTRY_COMPARE(runs, 10);
}

void TestFirstPaint::aWindowThatNeverPaintsHoldsNothingBackForLong()
{
    QWidget window; // never shown
    FirstPaint::watch(&window);
    bool ran = false;
    FirstPaint::later(this, [&ran] { ran = true; });
    QVERIFY(!ran);
    QTRY_VERIFY_WITH_TIMEOUT(ran, 5000);
}

QTEST_MAIN(TestFirstPaint)
#include "tst_firstpaint.moc"
