// SPDX-FileCopyrightText: 2026 Yiqiao authors
// SPDX-License-Identifier: GPL-3.0-or-later
#include "themecontroller.h"

#include <QApplication>
#include <QStyle>
#include <QStyleFactory>

namespace {
const QString kFusion = QStringLiteral("Fusion");

void setDisabled(QPalette &palette, QPalette::ColorRole role, const QColor &color)
{
    palette.setColor(QPalette::Disabled, role, color);
}
} // namespace

ThemeController::ThemeController(QObject *parent)
    : QObject(parent)
    , m_systemPalette(QApplication::palette())
    , m_systemStyle(QApplication::style() ? QApplication::style()->objectName() : QString())
{
}

QPalette ThemeController::darkPalette()
{
    const QColor window(0x2b, 0x2b, 0x2b);
    const QColor base(0x1e, 0x1e, 0x1e);
    const QColor text(0xdc, 0xdc, 0xdc);
    const QColor disabledText(0x8a, 0x8a, 0x8a);
    QPalette palette;
    palette.setColor(QPalette::Window, window);
    palette.setColor(QPalette::WindowText, text);
    palette.setColor(QPalette::Base, base);
    palette.setColor(QPalette::AlternateBase, QColor(0x26, 0x26, 0x26));
    palette.setColor(QPalette::ToolTipBase, QColor(0x3a, 0x3a, 0x3a));
    palette.setColor(QPalette::ToolTipText, text);
    palette.setColor(QPalette::PlaceholderText, QColor(0x8c, 0x8c, 0x8c));
    palette.setColor(QPalette::Text, text);
    palette.setColor(QPalette::Button, QColor(0x35, 0x35, 0x35));
    palette.setColor(QPalette::ButtonText, text);
    palette.setColor(QPalette::BrightText, QColor(0xff, 0x6b, 0x6b));
    palette.setColor(QPalette::Light, QColor(0x4a, 0x4a, 0x4a));
    palette.setColor(QPalette::Midlight, QColor(0x3f, 0x3f, 0x3f));
    palette.setColor(QPalette::Mid, QColor(0x30, 0x30, 0x30));
    palette.setColor(QPalette::Dark, QColor(0x1a, 0x1a, 0x1a));
    palette.setColor(QPalette::Shadow, QColor(0x0f, 0x0f, 0x0f));
    palette.setColor(QPalette::Highlight, QColor(0x2f, 0x65, 0xca));
    palette.setColor(QPalette::HighlightedText, Qt::white);
    palette.setColor(QPalette::Link, QColor(0x6c, 0xb4, 0xff));
    palette.setColor(QPalette::LinkVisited, QColor(0xc3, 0x9b, 0xff));
    setDisabled(palette, QPalette::WindowText, disabledText);
    setDisabled(palette, QPalette::Text, disabledText);
    setDisabled(palette, QPalette::ButtonText, disabledText);
    setDisabled(palette, QPalette::Base, window);
    setDisabled(palette, QPalette::Highlight, QColor(0x4a, 0x4a, 0x4a));
    setDisabled(palette, QPalette::HighlightedText, disabledText);
    return palette;
}

QPalette ThemeController::lightPalette()
{
    QStyle *fusion = QStyleFactory::create(kFusion);
    const QPalette palette = fusion ? fusion->standardPalette() : QPalette();
    delete fusion;
    return palette;
}

bool ThemeController::isDark(const QPalette &palette)
{
    return palette.color(QPalette::WindowText).lightness() > palette.color(QPalette::Window).lightness();
}

void ThemeController::setStyle(const QString &name)
{
    if (name.isEmpty() || (QApplication::style() && QApplication::style()->objectName().compare(name, Qt::CaseInsensitive) == 0)) {
        return;
    }
    QApplication::setStyle(name);
}

void ThemeController::apply(Theme theme)
{
    m_theme = theme;
    switch (theme) {
    case Theme::System:
        setStyle(m_systemStyle);
        QApplication::setPalette(m_systemPalette);
        break;
    case Theme::Light:
        setStyle(kFusion);
        QApplication::setPalette(lightPalette());
        break;
    case Theme::Dark:
        setStyle(kFusion);
        QApplication::setPalette(darkPalette());
        break;
    }
    Q_EMIT paletteChanged(QApplication::palette());
}
