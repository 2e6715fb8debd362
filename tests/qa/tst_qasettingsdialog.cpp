// SPDX-FileCopyrightText: 2026 Yiqiao authors
// SPDX-License-Identifier: GPL-3.0-or-later
#include "core/localization.h"
#include "findchild.h"
#include "housestylewidget.h"
#include "plainlanguageeditor.h"
#include "qa/plainlanguage.h"
#include "qa/qachecks.h"
#include "qasettingsdialog.h"
#include "typetext.h"

#include <QApplication>
#include <QCheckBox>
#include <QComboBox>
#include <QDialogButtonBox>
#include <QPushButton>
#include <QTabWidget>
#include <QTableWidget>
#include <QTest>
#include <QTreeWidget>

class TestQaSettingsDialog : public QObject
{
    Q_OBJECT
private Q_SLOTS:
    void styleShowsTheLearnedStyleInUse_data();
    void styleShowsTheLearnedStyleInUse();
    void choosingAStyleSwitchesTheLearnedOne();
    void learningShowsTheLearnedStyle();
    void customStaysChosen();
    void severityChangedWithTheKeyboard_data();
    void severityChangedWithTheKeyboard();
    void learnButtonShowsItsWholeText_data();
    void learnButtonShowsItsWholeText();
    void plainLanguageEditedWithKeysAndClicks();
};

namespace {

QaHouseStyle learned()
{
    QaHouseStyle style;
    QaHouseStyle::Counts counts;
    counts[QStringLiteral("colon")][QStringLiteral("half")] = 400;
    counts[QStringLiteral("colon")][QStringLiteral("full")] = 12;
    style.add(counts);
    style.addText();
    return style;
}

QString shownStyle(const QaSettingsDialog &dialog)
{
    return child<QComboBox>(dialog, "qaPreset")->currentData().toString();
}

// Picks the style as a user does: the item's text typed on the focused box.
void chooseStyle(QaSettingsDialog &dialog, const QString &name)
{
    auto *box = child<QComboBox>(dialog, "qaPreset");
    box->setFocus();
    QTRY_VERIFY(box->hasFocus());
    const int index = box->findData(name);
    QVERIFY(index >= 0);
    for (int step = 0; step < box->count() && box->currentIndex() != index; ++step) {
        QTest::keyClick(box, box->currentIndex() < index ? Qt::Key_Down : Qt::Key_Up);
    }
    QCOMPARE(box->currentIndex(), index);
}

} // namespace

void TestQaSettingsDialog::styleShowsTheLearnedStyleInUse_data()
{
    QTest::addColumn<bool>("hasStyle");
    QTest::addColumn<bool>("inUse");
    QTest::addColumn<QString>("shown");
    QTest::addColumn<bool>("learnedOffered");
    QTest::newRow("nothing learned: the preset") << false << false << QStringLiteral("huggingface") << false;
    QTest::newRow("learned, not used: the preset") << true << false << QStringLiteral("huggingface") << true;
    QTest::newRow("learned and used: learned") << true << true << QStringLiteral("learned") << true;
}

void TestQaSettingsDialog::styleShowsTheLearnedStyleInUse()
{
    QFETCH(bool, hasStyle);
    QFETCH(bool, inUse);
    QFETCH(QString, shown);
    QFETCH(bool, learnedOffered);
    QaSettingsDialog dialog(*QaSettings::preset(QStringLiteral("huggingface")));
    auto *house = new HouseStyleWidget;
    house->setStyle(hasStyle ? learned() : QaHouseStyle(), inUse);
    dialog.setHouseStyle(house);
    QCOMPARE(shownStyle(dialog), shown);
    QCOMPARE(child<QComboBox>(dialog, "qaPreset")->findData(QStringLiteral("learned")) >= 0, learnedOffered);
    // The learned style decides the typography while it is used.
    QCOMPARE(child<QComboBox>(dialog, "qaLatinSpacing")->isEnabled(), shown != QLatin1String("learned"));
    QCOMPARE(dialog.settings(), *QaSettings::preset(QStringLiteral("huggingface")));
}

void TestQaSettingsDialog::choosingAStyleSwitchesTheLearnedOne()
{
    QaSettingsDialog dialog(QaSettings {});
    auto *house = new HouseStyleWidget;
    house->setStyle(learned(), true);
    dialog.setHouseStyle(house);
    dialog.show();
    QVERIFY(QTest::qWaitForWindowActive(&dialog));
    chooseStyle(dialog, QStringLiteral("huggingface"));
    QVERIFY(!house->inUse());
    QCOMPARE(shownStyle(dialog), QStringLiteral("huggingface"));
    QCOMPARE(dialog.settings().latinSpacing, QaSettings::Spacing::Space);
    chooseStyle(dialog, QStringLiteral("learned"));
    QVERIFY(house->inUse());
    QCOMPARE(shownStyle(dialog), QStringLiteral("learned"));
    // The check box below says the same.
    QTest::mouseClick(child<QCheckBox>(dialog, "houseStyleInUse"), Qt::LeftButton);
    QVERIFY(!house->inUse());
    QCOMPARE(shownStyle(dialog), QStringLiteral("huggingface"));
}

void TestQaSettingsDialog::learningShowsTheLearnedStyle()
{
    QaSettingsDialog dialog(QaSettings {});
    auto *house = new HouseStyleWidget;
    dialog.setHouseStyle(house);
    QCOMPARE(shownStyle(dialog), QStringLiteral("d2l"));
    house->setStyle(learned(), true); // what the controller does on "Learn from the Series"
    QCOMPARE(shownStyle(dialog), QStringLiteral("learned"));
}

// "Custom" is where one goes to set each rule: choosing it changes nothing and stays.
void TestQaSettingsDialog::customStaysChosen()
{
    QaSettingsDialog dialog(QaSettings {});
    auto *house = new HouseStyleWidget;
    house->setStyle(learned(), false);
    dialog.setHouseStyle(house);
    dialog.show();
    QVERIFY(QTest::qWaitForWindowActive(&dialog));
    auto *box = child<QComboBox>(dialog, "qaPreset");
    box->setFocus();
    QTRY_VERIFY(box->hasFocus());
    QTest::keyClick(box, Qt::Key_End); // the last item
    QCOMPARE(shownStyle(dialog), QString());
    QCOMPARE(box->currentText(), QStringLiteral("Custom"));
    QVERIFY(!house->inUse());
    QCOMPARE(dialog.settings(), QaSettings {});
}

void TestQaSettingsDialog::severityChangedWithTheKeyboard_data()
{
    QTest::addColumn<int>("key");
    QTest::newRow("F2") << int(Qt::Key_F2);
    QTest::newRow("Enter") << int(Qt::Key_Enter);
    QTest::newRow("Return") << int(Qt::Key_Return);
}

// The severity column is reached without a mouse: F2 or Enter on a check's row opens
// its editor, an arrow key picks the next severity and commits it.
void TestQaSettingsDialog::severityChangedWithTheKeyboard()
{
    QFETCH(int, key);
    QaSettingsDialog dialog(QaSettings {});
    dialog.show();
    QVERIFY(QTest::qWaitForWindowActive(&dialog));
    auto *checks = child<QTreeWidget>(dialog, "qaChecks");
    checks->setFocus();
    QTRY_VERIFY(checks->hasFocus());
    QTest::keyClick(checks, Qt::Key_Home);
    QTest::keyClick(checks, Qt::Key_Down); // the first group's first check
    QTreeWidgetItem *item = checks->currentItem();
    QVERIFY(item && item->parent());
    const QString id = item->data(0, Qt::UserRole).toString();
    QCOMPARE(QaChecks::info(id).severity, QaSeverity::Error);
    QTest::keyClick(checks, Qt::Key(key));
    auto *editor = checks->findChild<QComboBox *>(QStringLiteral("qaSeverityEditor"));
    QVERIFY(editor);
    QTRY_COMPARE(QApplication::focusWidget(), editor);
    QTest::keyClick(editor, Qt::Key_Down);
    QTRY_VERIFY(!checks->findChild<QComboBox *>(QStringLiteral("qaSeverityEditor")));
    QCOMPARE(dialog.settings().severity(id), QaSeverity::Warning);
    QCOMPARE(item->text(1), QaSeverities::displayName(QaSeverity::Warning));
    QVERIFY(checks->hasFocus());
}

void TestQaSettingsDialog::learnButtonShowsItsWholeText_data()
{
    QTest::addColumn<QString>("language");
    QTest::newRow("English") << QStringLiteral("en");
    QTest::newRow("Chinese") << QStringLiteral("zh_CN");
}

// "Learn from the Series" beside the long check box shows its whole text with room on
// either side (in Chinese the glyphs reach the edges of their cells: with the style's
// few pixels the text looked cut off), at the dialog's own size.
void TestQaSettingsDialog::learnButtonShowsItsWholeText()
{
    QFETCH(QString, language);
    Localization::install(*QCoreApplication::instance(), language);
    QaSettingsDialog dialog(QaSettings {});
    auto *house = new HouseStyleWidget;
    house->setStyle(learned(), true);
    dialog.setHouseStyle(house);
    dialog.show();
    QVERIFY(QTest::qWaitForWindowExposed(&dialog));
    const auto *learn = child<QPushButton>(dialog, "learnHouseStyle");
    const QFontMetrics metrics = learn->fontMetrics();
    const int needed = metrics.horizontalAdvance(learn->text()) + 2 * metrics.averageCharWidth();
    QVERIFY2(learn->width() >= needed, qPrintable(QStringLiteral("%1: %2 < %3").arg(learn->text()).arg(learn->width()).arg(needed)));
    QVERIFY(learn->geometry().right() < house->width());
    Localization::install(*QCoreApplication::instance(), QStringLiteral("en"));
}

// The Plain Language tab: the project's list shown, a row added by typing, OK held
// back while a row lacks its plain wording, a selected row removed.
void TestQaSettingsDialog::plainLanguageEditedWithKeysAndClicks()
{
    QaSettingsDialog dialog(QaSettings {});
    dialog.plainLanguageEditor()->setWordings(PlainLanguage::defaults());
    dialog.show();
    QVERIFY(QTest::qWaitForWindowActive(&dialog));
    auto *tabs = child<QTabWidget>(dialog, "qaSettingsTabs");
    tabs->setCurrentWidget(dialog.plainLanguageEditor());
    auto *table = child<QTableWidget>(dialog, "plainLanguage");
    QCOMPARE(table->rowCount(), PlainLanguage::defaults().size());
    QPushButton *ok = dialog.findChild<QDialogButtonBox *>()->button(QDialogButtonBox::Ok);
    QVERIFY(ok->isEnabled());

    QTest::mouseClick(child<QPushButton>(dialog, "plainLanguageAdd"), Qt::LeftButton);
    const int added = table->rowCount() - 1;
    QCOMPARE(added, PlainLanguage::defaults().size());
    QTRY_VERIFY(QApplication::focusWidget() && QApplication::focusWidget() != table);
    typeText(QApplication::focusWidget(), QStringLiteral("泛化"));
    QTest::keyClick(QApplication::focusWidget(), Qt::Key_Return);
    QTRY_COMPARE(table->item(added, 0)->text(), QStringLiteral("泛化"));
    QVERIFY(!ok->isEnabled()); // no plain wording yet
    QVERIFY(!ok->toolTip().isEmpty());

    table->setCurrentCell(added, 1);
    table->setFocus();
    QTest::keyClick(table, Qt::Key_F2);
    QTRY_VERIFY(QApplication::focusWidget() && QApplication::focusWidget() != table);
    typeText(QApplication::focusWidget(), QStringLiteral("换了数据也管用"));
    QTest::keyClick(QApplication::focusWidget(), Qt::Key_Return);
    QTRY_VERIFY(ok->isEnabled());
    QCOMPARE(
        dialog.plainLanguageEditor()->wordings().constLast(), (PlainWording {QStringLiteral("泛化"), QStringLiteral("换了数据也管用")}));

    table->selectRow(0);
    QTest::mouseClick(child<QPushButton>(dialog, "plainLanguageRemove"), Qt::LeftButton);
    QCOMPARE(table->rowCount(), PlainLanguage::defaults().size());
    QCOMPARE(dialog.plainLanguageEditor()->wordings().constFirst().jargon, PlainLanguage::defaults().at(1).jargon);
}

QTEST_MAIN(TestQaSettingsDialog)
#include "tst_qasettingsdialog.moc"
