// SPDX-FileCopyrightText: 2026 Yiqiao authors
// SPDX-License-Identifier: GPL-3.0-or-later
#include "wraplayout.h"

#include <QPushButton>
#include <QTest>

// A pane's row of buttons wraps instead of widening the pane.
class TestWrapLayout : public QObject
{
    Q_OBJECT
private Q_SLOTS:
    void wrapsToTheWidth_data();
    void wrapsToTheWidth();
    void hiddenButtonsTakeNoRoom();
};

namespace {
// Four buttons, 100×30 each, in a row widget.
void makeRow(QWidget &row, QList<QPushButton *> *buttons)
{
    auto *layout = new WrapLayout(&row);
    layout->setSpacing(4);
    for (int i = 0; i < 4; ++i) {
        auto *button = new QPushButton(QStringLiteral("Button"));
        button->setFixedSize(100, 30);
        layout->addWidget(button);
        buttons->append(button);
    }
}
} // namespace

void TestWrapLayout::wrapsToTheWidth_data()
{
    QTest::addColumn<int>("width");
    QTest::addColumn<int>("lines");
    QTest::newRow("all on one line") << 420 << 1;
    QTest::newRow("three, then one") << 320 << 2;
    QTest::newRow("two by two") << 210 << 2;
    QTest::newRow("one a line") << 100 << 4;
}

void TestWrapLayout::wrapsToTheWidth()
{
    QFETCH(int, width);
    QFETCH(int, lines);
    QWidget row;
    QList<QPushButton *> buttons;
    makeRow(row, &buttons);
    QCOMPARE(row.layout()->minimumSize().width(), 100); // the widest button, not the row
    QCOMPARE(row.layout()->sizeHint(), QSize(4 * 100 + 3 * 4, 30));
    QCOMPARE(row.layout()->heightForWidth(width), lines * 30 + (lines - 1) * 4);
    row.resize(width, row.layout()->heightForWidth(width));
    row.show();
    QVERIFY(QTest::qWaitForWindowExposed(&row));
    for (QPushButton *button : buttons) {
        QVERIFY(row.rect().contains(button->geometry()));
    }
    QCOMPARE(buttons.last()->y(), (lines - 1) * 34);
}

void TestWrapLayout::hiddenButtonsTakeNoRoom()
{
    QWidget row;
    QList<QPushButton *> buttons;
    makeRow(row, &buttons);
    buttons.at(1)->hide();
    buttons.at(2)->hide();
    QCOMPARE(row.layout()->heightForWidth(210), 30);
}

QTEST_MAIN(TestWrapLayout)
#include "tst_wraplayout.moc"
