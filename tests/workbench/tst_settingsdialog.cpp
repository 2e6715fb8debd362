// SPDX-FileCopyrightText: 2026 Yiqiao authors
// SPDX-License-Identifier: GPL-3.0-or-later
#include "settingsdialog.h"

#include <QApplication>
#include <QComboBox>
#include <QSignalSpy>
#include <QSpinBox>
#include <QTest>

using Theme = ThemeController::Theme;

class TstSettingsDialog : public QObject
{
    Q_OBJECT
private Q_SLOTS:
    void setLanguage_data();
    void setLanguage();
    void keyboard_data();
    void keyboard();
    void escapeCancels();
    void languageNoteFollowsTheChoice();
    void minMatchScoreTypedIn();

private:
    static void press(int key, int times);
};

void TstSettingsDialog::setLanguage_data()
{
    QTest::addColumn<QString>("given");
    QTest::addColumn<QString>("shown");
    QTest::newRow("empty: the system's") << QString() << QString();
    QTest::newRow("en") << QStringLiteral("en") << QStringLiteral("en");
    QTest::newRow("zh_CN") << QStringLiteral("zh_CN") << QStringLiteral("zh_CN");
    QTest::newRow("en_US selects English") << QStringLiteral("en_US") << QStringLiteral("en");
    QTest::newRow("zh selects Simplified Chinese") << QStringLiteral("zh") << QStringLiteral("zh_CN");
    QTest::newRow("unknown language: the system's") << QStringLiteral("fr") << QString();
}

void TstSettingsDialog::setLanguage()
{
    QFETCH(QString, given);
    QFETCH(QString, shown);
    SettingsDialog dialog;
    SettingsDialog::Value value;
    value.language = given;
    dialog.setValue(value);
    QCOMPARE(dialog.value().language, shown);
    QVERIFY(!dialog.languageNoteVisible());
    auto *combo = dialog.findChildren<QComboBox *>().value(0);
    QVERIFY(combo);
    QCOMPARE(combo->count(), 3);
    QCOMPARE(combo->itemText(2), QStringLiteral("简体中文"));
}

void TstSettingsDialog::press(int key, int times)
{
    for (int i = 0; i < times; ++i) {
        QTest::keyClick(QApplication::focusWidget(), Qt::Key(key));
    }
}

void TstSettingsDialog::keyboard_data()
{
    QTest::addColumn<QString>("language");
    QTest::addColumn<Theme>("theme");
    QTest::addColumn<int>("languageSteps"); // Down (+) or Up (-) presses
    QTest::addColumn<int>("themeSteps");
    QTest::addColumn<QString>("expectedLanguage");
    QTest::addColumn<Theme>("expectedTheme");
    QTest::addColumn<bool>("languageNote");
    QTest::newRow("nothing changed") << QString() << Theme::System << 0 << 0 << QString() << Theme::System << false;
    QTest::newRow("system to Chinese, system to dark")
        << QString() << Theme::System << 2 << 2 << QStringLiteral("zh_CN") << Theme::Dark << true;
    QTest::newRow("Chinese to English, dark to light")
        << QStringLiteral("zh_CN") << Theme::Dark << -1 << -1 << QStringLiteral("en") << Theme::Light << true;
    QTest::newRow("theme only") << QStringLiteral("en") << Theme::Light << 0 << -1 << QStringLiteral("en") << Theme::System << false;
}

// Keys only: the language combo has the focus when the dialog opens, Tab leads to the
// theme combo, Return accepts.
void TstSettingsDialog::keyboard()
{
    QFETCH(QString, language);
    QFETCH(Theme, theme);
    QFETCH(int, languageSteps);
    QFETCH(int, themeSteps);
    QFETCH(QString, expectedLanguage);
    QFETCH(Theme, expectedTheme);
    QFETCH(bool, languageNote);

    SettingsDialog dialog;
    SettingsDialog::Value value;
    value.language = language;
    value.theme = theme;
    dialog.setValue(value);
    QSignalSpy accepted(&dialog, &QDialog::accepted);
    dialog.show();
    QVERIFY(QTest::qWaitForWindowActive(&dialog));
    QTRY_VERIFY(qobject_cast<QComboBox *>(QApplication::focusWidget()));
    press(languageSteps < 0 ? Qt::Key_Up : Qt::Key_Down, qAbs(languageSteps));
    QCOMPARE(dialog.languageNoteVisible(), languageNote);
    QTest::keyClick(QApplication::focusWidget(), Qt::Key_Tab);
    press(themeSteps < 0 ? Qt::Key_Up : Qt::Key_Down, qAbs(themeSteps));
    QTest::keyClick(QApplication::focusWidget(), Qt::Key_Return);

    QCOMPARE(accepted.count(), 1);
    QCOMPARE(dialog.result(), int(QDialog::Accepted));
    QVERIFY(!dialog.isVisible());
    QCOMPARE(dialog.value().language, expectedLanguage);
    QCOMPARE(dialog.value().theme, expectedTheme);
}

void TstSettingsDialog::escapeCancels()
{
    SettingsDialog dialog;
    SettingsDialog::Value value;
    value.language = QStringLiteral("en");
    value.theme = Theme::Light;
    dialog.setValue(value);
    QSignalSpy rejected(&dialog, &QDialog::rejected);
    dialog.show();
    QVERIFY(QTest::qWaitForWindowActive(&dialog));
    QTRY_VERIFY(QApplication::focusWidget());
    QTest::keyClick(QApplication::focusWidget(), Qt::Key_Down);
    QTest::keyClick(QApplication::focusWidget(), Qt::Key_Escape);
    QCOMPARE(rejected.count(), 1);
    QCOMPARE(dialog.result(), int(QDialog::Rejected));
}

void TstSettingsDialog::languageNoteFollowsTheChoice()
{
    SettingsDialog dialog;
    SettingsDialog::Value value;
    value.language = QStringLiteral("en");
    dialog.setValue(value);
    dialog.show();
    QVERIFY(QTest::qWaitForWindowActive(&dialog));
    QTRY_VERIFY(QApplication::focusWidget());
    QVERIFY(!dialog.languageNoteVisible());
    QTest::keyClick(QApplication::focusWidget(), Qt::Key_Down);
    QVERIFY(dialog.languageNoteVisible());
    QTest::keyClick(QApplication::focusWidget(), Qt::Key_Up);
    QVERIFY(!dialog.languageNoteVisible());
}

void TstSettingsDialog::minMatchScoreTypedIn()
{
    SettingsDialog dialog;
    SettingsDialog::Value value;
    value.minMatchScore = 75;
    dialog.setValue(value);
    QCOMPARE(dialog.value().minMatchScore, 75);
    auto *spin = dialog.findChild<QSpinBox *>(QStringLiteral("minMatchScore"));
    QVERIFY(spin);
    dialog.show();
    QVERIFY(QTest::qWaitForWindowActive(&dialog));
    spin->setFocus();
    spin->selectAll();
    QTest::keyClicks(spin, QStringLiteral("60"));
    QCOMPARE(dialog.value().minMatchScore, 60);
    spin->selectAll();
    QTest::keyClicks(spin, QStringLiteral("30"));
    QTest::keyClick(spin, Qt::Key_Return);
    QVERIFY(dialog.value().minMatchScore >= 50); // below the range is not accepted
}

QTEST_MAIN(TstSettingsDialog)

#include "tst_settingsdialog.moc"
