// SPDX-FileCopyrightText: 2026 Yiqiao authors
// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once

#include "gui/appcontroller.h"
#include "gui/appsettings.h"
#include "gui/mainwindow.h"
#include "themecontroller.h"

#include <QApplication>
#include <QKeySequence>
#include <QSettings>
#include <QString>
#include <QTest>

// The application's window as a user gets it: an AppController over settings kept in
// a folder the test chooses (useSettingsIn, before the first AppWindow), never in
// the user's configuration. A second AppWindow over the same folder is the next start.
class AppWindow
{
public:
    static void useSettingsIn(const QString &folder)
    {
        QCoreApplication::setOrganizationName(QStringLiteral("YiqiaoTest"));
        QCoreApplication::setApplicationName(QStringLiteral("appwindow"));
        QSettings::setPath(QSettings::NativeFormat, QSettings::UserScope, folder);
        QSettings::setPath(QSettings::IniFormat, QSettings::UserScope, folder);
    }

    AppWindow()
        : controller(settings, theme)
    {
    }

    MainWindow *window() const { return controller.window(); }

    // The window at that geometry, not maximized: a first start on the offscreen
    // platform's 800×600 screen asks for a maximized window.
    void place(const QRect &geometry)
    {
        window()->setWindowState(Qt::WindowNoState);
        window()->setGeometry(geometry);
    }

    // Shown and active, so that shortcuts reach it.
    bool show()
    {
        window()->show();
        QApplication::setActiveWindow(window());
        return QTest::qWaitForWindowActive(window());
    }

    // The keys as typed where the focus is (shortcuts included).
    static void press(const QKeySequence &keys)
    {
        const int combined = keys[0];
        QWidget *target = QApplication::focusWidget() ? QApplication::focusWidget() : QApplication::activeWindow();
        QTest::keyClick(target, Qt::Key(combined & ~Qt::KeyboardModifierMask), Qt::KeyboardModifiers(combined & Qt::KeyboardModifierMask));
    }

    AppSettings settings;
    ThemeController theme;
    AppController controller;
};
