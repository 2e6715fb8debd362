// SPDX-FileCopyrightText: 2026 Yiqiao authors
// SPDX-License-Identifier: GPL-3.0-or-later
#include "appcontroller.h"
#include "appsettings.h"
#include "localization.h"
#include "mainwindow.h"

#include <QApplication>
#include <QCommandLineParser>
#include <QFileInfo>
#include <QTimer>

int main(int argc, char *argv[])
{
    QApplication app(argc, argv);
    QApplication::setApplicationName(QStringLiteral("yiqiao"));
    QApplication::setOrganizationName(QStringLiteral("Yiqiao"));
    QApplication::setApplicationDisplayName(QStringLiteral("Yiqiao"));
    QApplication::setApplicationVersion(QStringLiteral(YIQIAO_VERSION));

    QCommandLineParser parser;
    parser.addHelpOption();
    parser.addVersionOption();
    parser.addPositionalArgument(
        QStringLiteral("PROJECT"), QApplication::translate("main", "The project to open."), QStringLiteral("[PROJECT]"));
    const QCommandLineOption demo(QStringLiteral("demo"), QApplication::translate("main", "Open the bundled demo project."));
    const QCommandLineOption language(
        QStringLiteral("language"), QApplication::translate("main", "The interface language (zh_CN or en)."), QStringLiteral("LANG"));
    const QCommandLineOption screenshot(QStringLiteral("screenshot"),
        QApplication::translate("main", "Save a picture of the window to FILE and quit."), QStringLiteral("FILE"));
    parser.addOptions({demo, language, screenshot});
    parser.process(app);

    AppSettings settings;
    Localization::install(app, parser.isSet(language) ? parser.value(language) : settings.language());

    AppController controller(settings);
    controller.window()->show();
    if (parser.isSet(demo)) {
        controller.openDemo();
    } else if (!parser.positionalArguments().isEmpty()) {
        controller.openProject(parser.positionalArguments().constFirst());
    } else if (QFileInfo::exists(settings.lastProject())) {
        controller.openProject(settings.lastProject());
    }
    if (parser.isSet(screenshot)) {
        QTimer::singleShot(500, &app, [&] {
            const bool saved = controller.window()->grab().save(parser.value(screenshot));
            QApplication::exit(saved ? 0 : 1);
        });
    }
    return app.exec();
}
