// SPDX-FileCopyrightText: 2026 Yiqiao authors
// SPDX-License-Identifier: GPL-3.0-or-later
#include "housestylewidget.h"

#include <QCheckBox>
#include <QComboBox>
#include <QLabel>
#include <QPushButton>
#include <QSignalSpy>
#include <QTest>
#include <QTreeWidget>

class TestHouseStyleWidget : public QObject
{
    Q_OBJECT
private Q_SLOTS:
    void showsEachRule();
    void habitSetByHandAndSwitchedOff();
    void nothingLearned();
    void learnButtonAsks();
};

namespace {

QaHouseStyle learned()
{
    QaHouseStyle style;
    QaHouseStyle::Counts counts;
    counts[QStringLiteral("colon")][QStringLiteral("half")] = 400;
    counts[QStringLiteral("colon")][QStringLiteral("full")] = 12;
    counts[QStringLiteral("comma")][QStringLiteral("full")] = 30;
    counts[QStringLiteral("comma")][QStringLiteral("half")] = 30;
    style.add(counts);
    style.addText();
    return style;
}

QTreeWidgetItem *row(QTreeWidget *rules, const QString &id)
{
    for (int i = 0; i < rules->topLevelItemCount(); ++i) {
        if (rules->topLevelItem(i)->data(0, Qt::UserRole).toString() == id) {
            return rules->topLevelItem(i);
        }
    }
    return nullptr;
}

} // namespace

void TestHouseStyleWidget::showsEachRule()
{
    HouseStyleWidget widget;
    widget.setStyle(learned(), true);
    auto *rules = widget.findChild<QTreeWidget *>(QStringLiteral("houseStyleRules"));
    QCOMPARE(rules->topLevelItemCount(), QaHouseStyle::ruleIds().size());
    QVERIFY(!rules->isHidden());
    const QTreeWidgetItem *colon = row(rules, QStringLiteral("colon"));
    QCOMPARE(colon->text(2), QStringLiteral("97.1 %"));
    QCOMPARE(colon->text(3), QStringLiteral("412"));
    QCOMPARE(colon->text(4), QStringLiteral("Yes"));
    QCOMPARE(row(rules, QStringLiteral("comma"))->text(4), QStringLiteral("No")); // half and half
    auto *habit = widget.findChild<QComboBox *>(QStringLiteral("habit-colon"));
    QCOMPARE(habit->currentText(), QStringLiteral("As learned (half-width)"));
    QVERIFY(widget.findChild<QCheckBox *>(QStringLiteral("houseStyleInUse"))->isChecked());
    QVERIFY(widget.inUse());
}

void TestHouseStyleWidget::habitSetByHandAndSwitchedOff()
{
    HouseStyleWidget widget;
    widget.setStyle(learned(), true);
    widget.show();
    QVERIFY(QTest::qWaitForWindowExposed(&widget));
    auto *rules = widget.findChild<QTreeWidget *>(QStringLiteral("houseStyleRules"));
    auto *comma = widget.findChild<QComboBox *>(QStringLiteral("habit-comma"));
    comma->setFocus();
    QTest::keyClick(comma, Qt::Key_Down); // As learned → full-width
    QCOMPARE(comma->currentData().toString(), QStringLiteral("full"));
    QCOMPARE(row(rules, QStringLiteral("comma"))->text(4), QStringLiteral("Yes"));
    auto *colon = widget.findChild<QComboBox *>(QStringLiteral("habit-colon"));
    colon->setFocus();
    QTest::keyClick(colon, Qt::Key_End); // switched off
    QCOMPARE(row(rules, QStringLiteral("colon"))->text(4), QStringLiteral("No"));
    auto *inUse = widget.findChild<QCheckBox *>(QStringLiteral("houseStyleInUse"));
    QTest::mouseClick(inUse, Qt::LeftButton, {}, QPoint(5, inUse->height() / 2));

    const QaHouseStyle style = widget.style();
    QCOMPARE(style.rule(QStringLiteral("comma")).override, QStringLiteral("full"));
    QCOMPARE(style.rule(QStringLiteral("colon")).override, QStringLiteral("off"));
    QCOMPARE(style.rule(QStringLiteral("colon")).cases(), 412); // the counts stay
    QVERIFY(!widget.inUse());
}

void TestHouseStyleWidget::nothingLearned()
{
    HouseStyleWidget widget;
    widget.setStyle(QaHouseStyle(), true);
    QCOMPARE(widget.findChild<QTreeWidget *>(QStringLiteral("houseStyleRules"))->topLevelItemCount(), 0);
    // An empty table would take the room of the checks below it in QA settings.
    QVERIFY(widget.findChild<QTreeWidget *>(QStringLiteral("houseStyleRules"))->isHidden());
    QVERIFY(!widget.findChild<QCheckBox *>(QStringLiteral("houseStyleInUse"))->isEnabled());
    QVERIFY(!widget.inUse());
    QVERIFY(widget.findChild<QLabel *>()->text().contains(QStringLiteral("No house style learned yet")));
}

void TestHouseStyleWidget::learnButtonAsks()
{
    HouseStyleWidget widget;
    widget.show();
    QVERIFY(QTest::qWaitForWindowExposed(&widget));
    QSignalSpy learn(&widget, &HouseStyleWidget::learnRequested);
    QTest::mouseClick(widget.findChild<QPushButton *>(QStringLiteral("learnHouseStyle")), Qt::LeftButton);
    QCOMPARE(learn.count(), 1);
}

QTEST_MAIN(TestHouseStyleWidget)
#include "tst_housestylewidget.moc"
