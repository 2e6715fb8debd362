// SPDX-FileCopyrightText: 2026 Yiqiao authors
// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once

#include "appcontroller.h"
#include "appsettings.h"
#include "mainwindow.h"
#include "themecontroller.h"

#include <QApplication>
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

    // Shown and active, so that shortcuts reach it.
    bool show()
    {
        window()->show();
        QApplication::setActiveWindow(window());
        return QTest::qWaitForWindowActive(window());
    }

    AppSettings settings;
    ThemeController theme;
    AppController controller;
};
