// SPDX-FileCopyrightText: 2026 Yiqiao authors
// SPDX-License-Identifier: GPL-3.0-or-later
#include "themecontroller.h"

#include <QApplication>
#include <QSignalSpy>
#include <QStyle>
#include <QTest>
#include <QWidget>

#include <cmath>
#include <memory>

using Theme = ThemeController::Theme;

namespace {
double luminance(const QColor &color)
{
    auto channel = [](double c) { return c <= 0.03928 ? c / 12.92 : std::pow((c + 0.055) / 1.055, 2.4); };
    return 0.2126 * channel(color.redF()) + 0.7152 * channel(color.greenF()) + 0.0722 * channel(color.blueF());
}

// WCAG 2 contrast ratio, 1 to 21.
double contrast(const QColor &a, const QColor &b)
{
    const double la = luminance(a);
    const double lb = luminance(b);
    return (qMax(la, lb) + 0.05) / (qMin(la, lb) + 0.05);
}
} // namespace

class TstThemeController : public QObject
{
    Q_OBJECT
private Q_SLOTS:
    void initTestCase();
    void apply_data();
    void apply();
    void widgetsFollow();
    void darkContrast_data();
    void darkContrast();

private:
    std::unique_ptr<ThemeController> m_controller;
    QPalette m_startPalette;
    QString m_startStyle;
};

void TstThemeController::initTestCase()
{
    m_startPalette = QApplication::palette();
    m_startStyle = QApplication::style()->objectName();
    QVERIFY(!ThemeController::isDark(m_startPalette));
    m_controller = std::make_unique<ThemeController>();
}

void TstThemeController::apply_data()
{
    QTest::addColumn<QList<Theme>>("before"); // applied first, in order
    QTest::addColumn<Theme>("theme");
    QTest::addColumn<bool>("dark");
    QTest::newRow("dark") << QList<Theme> {} << Theme::Dark << true;
    QTest::newRow("light after dark") << QList<Theme> {Theme::Dark} << Theme::Light << false;
    QTest::newRow("system after dark") << QList<Theme> {Theme::Dark} << Theme::System << false;
    QTest::newRow("dark after light") << QList<Theme> {Theme::Light} << Theme::Dark << true;
    QTest::newRow("system after light and dark") << QList<Theme> {Theme::Light, Theme::Dark} << Theme::System << false;
}

void TstThemeController::apply()
{
    QFETCH(QList<Theme>, before);
    QFETCH(Theme, theme);
    QFETCH(bool, dark);
    for (Theme t : before) {
        m_controller->apply(t);
    }
    QSignalSpy changed(m_controller.get(), &ThemeController::paletteChanged);
    m_controller->apply(theme);
    QCOMPARE(m_controller->theme(), theme);
    QCOMPARE(changed.count(), 1);
    const QPalette palette = QApplication::palette();
    QCOMPARE(changed.at(0).at(0).value<QPalette>().color(QPalette::Base), palette.color(QPalette::Base));
    QCOMPARE(ThemeController::isDark(palette), dark);
    switch (theme) {
    case Theme::Dark:
        QCOMPARE(palette.color(QPalette::Base), QColor(0x1e, 0x1e, 0x1e));
        QCOMPARE(palette.color(QPalette::Text), QColor(0xdc, 0xdc, 0xdc));
        QCOMPARE(palette.color(QPalette::Highlight), QColor(0x2f, 0x65, 0xca));
        QCOMPARE(QApplication::style()->objectName(), QStringLiteral("fusion"));
        break;
    case Theme::Light:
        QCOMPARE(palette.color(QPalette::Window), ThemeController::lightPalette().color(QPalette::Window));
        QCOMPARE(palette.color(QPalette::Text), ThemeController::lightPalette().color(QPalette::Text));
        QCOMPARE(QApplication::style()->objectName(), QStringLiteral("fusion"));
        break;
    case Theme::System:
        QCOMPARE(palette.color(QPalette::Window), m_startPalette.color(QPalette::Window));
        QCOMPARE(palette.color(QPalette::Base), m_startPalette.color(QPalette::Base));
        QCOMPARE(palette.color(QPalette::Text), m_startPalette.color(QPalette::Text));
        QCOMPARE(palette.color(QPalette::Highlight), m_startPalette.color(QPalette::Highlight));
        QCOMPARE(QApplication::style()->objectName(), m_startStyle);
        break;
    }
}

void TstThemeController::widgetsFollow()
{
    m_controller->apply(Theme::Dark);
    QWidget dark;
    QVERIFY(ThemeController::isDark(dark.palette()));
    m_controller->apply(Theme::Light);
    // Qt 6 updates existing widgets only once events are processed.
    QTRY_VERIFY(!ThemeController::isDark(dark.palette()));
    QWidget light;
    QVERIFY(!ThemeController::isDark(light.palette()));
}

void TstThemeController::darkContrast_data()
{
    QTest::addColumn<int>("group");
    QTest::addColumn<int>("foreground");
    QTest::addColumn<int>("background");
    QTest::addColumn<double>("minimum");
    QTest::newRow("text on base") << int(QPalette::Active) << int(QPalette::Text) << int(QPalette::Base) << 7.0;
    QTest::newRow("window text on window") << int(QPalette::Active) << int(QPalette::WindowText) << int(QPalette::Window) << 7.0;
    QTest::newRow("button text on button") << int(QPalette::Active) << int(QPalette::ButtonText) << int(QPalette::Button) << 7.0;
    QTest::newRow("selected text on highlight")
        << int(QPalette::Active) << int(QPalette::HighlightedText) << int(QPalette::Highlight) << 4.5;
    QTest::newRow("link on base") << int(QPalette::Active) << int(QPalette::Link) << int(QPalette::Base) << 4.5;
    QTest::newRow("visited link on base") << int(QPalette::Active) << int(QPalette::LinkVisited) << int(QPalette::Base) << 4.5;
    QTest::newRow("tooltip text on tooltip") << int(QPalette::Active) << int(QPalette::ToolTipText) << int(QPalette::ToolTipBase) << 7.0;
    QTest::newRow("placeholder on base") << int(QPalette::Active) << int(QPalette::PlaceholderText) << int(QPalette::Base) << 4.5;
    // Disabled text stays readable but must look different from enabled text.
    QTest::newRow("disabled text on base") << int(QPalette::Disabled) << int(QPalette::Text) << int(QPalette::Base) << 3.0;
    QTest::newRow("disabled button text on button") << int(QPalette::Disabled) << int(QPalette::ButtonText) << int(QPalette::Button) << 3.0;
}

void TstThemeController::darkContrast()
{
    QFETCH(int, group);
    QFETCH(int, foreground);
    QFETCH(int, background);
    QFETCH(double, minimum);
    const QPalette palette = ThemeController::darkPalette();
    const auto g = QPalette::ColorGroup(group);
    const double ratio = contrast(palette.color(g, QPalette::ColorRole(foreground)), palette.color(g, QPalette::ColorRole(background)));
    QVERIFY2(ratio >= minimum, qPrintable(QString::number(ratio)));
    if (g == QPalette::Disabled) {
        QVERIFY(palette.color(g, QPalette::ColorRole(foreground)) != palette.color(QPalette::Active, QPalette::ColorRole(foreground)));
    }
}

QTEST_MAIN(TstThemeController)

#include "tst_themecontroller.moc"
