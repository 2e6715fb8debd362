// SPDX-FileCopyrightText: 2026 Yiqiao authors
// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once

#include <QObject>
#include <QPalette>

// Applies the user's theme to the whole application: Light is Fusion's standard
// palette, Dark a dark Fusion palette, System the palette the platform gave the
// application before the first apply() (remembered when the controller is made, so
// construct it right after QApplication, before anything changes the palette).
// Fusion draws both fixed themes, so they look the same on every platform.
class ThemeController : public QObject
{
    Q_OBJECT
public:
    // Stored by AppSettings as a name; the numbers are the order of the settings
    // dialog's combo box.
    enum class Theme { System = 0, Light = 1, Dark = 2 };
    Q_ENUM(Theme)

    explicit ThemeController(QObject *parent = nullptr);

    void apply(Theme theme);
    Theme theme() const { return m_theme; }

    static QPalette darkPalette();
    static QPalette lightPalette();
    // A dark palette: window text lighter than the window.
    static bool isDark(const QPalette &palette);

Q_SIGNALS:
    // After the application palette changed, so that highlighters and hand-drawn
    // views can re-theme themselves. Use the palette passed here (or
    // QApplication::palette()): with Qt 6 an existing widget's palette() is updated
    // only once events have been processed.
    void paletteChanged(const QPalette &palette);

private:
    void setStyle(const QString &name);

    Theme m_theme = Theme::System;
    QPalette m_systemPalette;
    QString m_systemStyle;
};
