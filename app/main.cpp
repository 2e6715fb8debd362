// SPDX-FileCopyrightText: 2026 Yiqiao authors
// SPDX-License-Identifier: GPL-3.0-or-later
#include "appcontroller.h"
#include "appsettings.h"
#include "drafteditor.h"
#include "guibenchmark.h"
#include "keystrokeplayer.h"
#include "localization.h"
#include "mainwindow.h"
#include "sidebysideview.h"

#include <QApplication>
#include <QCommandLineParser>
#include <QFileInfo>
#include <QTextBlock>
#include <QTextCursor>
#include <QTimer>

#include <cstdio>

namespace {
QCommandLineOption hidden(const QString &name, const QString &valueName = {})
{
    QCommandLineOption option(name, QString(), valueName);
    option.setFlags(QCommandLineOption::HiddenFromHelp);
    return option;
}

// Says "shown" and quits once the window has painted for the first time.
class FirstPaintExit : public QObject
{
public:
    using QObject::QObject;

protected:
    bool eventFilter(QObject *watched, QEvent *event) override
    {
        if (event->type() == QEvent::Paint && !m_done) {
            m_done = true;
            QTimer::singleShot(0, qApp, [] {
                std::fputs("shown\n", stdout);
                std::fflush(stdout);
                QApplication::exit(0);
            });
        }
        return QObject::eventFilter(watched, event);
    }

private:
    bool m_done = false;
};

void say(const char *line)
{
    std::fputs(line, stdout);
    std::fflush(stdout);
}

// For the crash-safety test: types text at the end of the draft's first line, says
// "typed" on stdout, and leaves the rest to autosave (or to a SIGKILL).
void typeIntoDraft(AppController &controller, const QString &text)
{
    DraftEditor *editor = controller.window()->documents()->draftEditor();
    QTextCursor cursor(editor->document()->firstBlock());
    cursor.movePosition(QTextCursor::EndOfBlock);
    editor->setTextCursor(cursor);
    auto *player = new KeystrokePlayer(editor, text, 20, &controller);
    QObject::connect(player, &KeystrokePlayer::finished, [] { say("typed\n"); });
    player->start();
}
} // namespace

int main(int argc, char *argv[])
{
#if QT_VERSION < QT_VERSION_CHECK(6, 0, 0)
    // Qt 6 always scales; Qt 5 needs telling, before the application exists.
    QCoreApplication::setAttribute(Qt::AA_EnableHighDpiScaling);
    QCoreApplication::setAttribute(Qt::AA_UseHighDpiPixmaps);
#endif
    QApplication app(argc, argv);
    QApplication::setApplicationName(QStringLiteral("yiqiao"));
    QApplication::setOrganizationName(QStringLiteral("Yiqiao"));
    QApplication::setApplicationDisplayName(QStringLiteral("Yiqiao"));
    QApplication::setApplicationVersion(QStringLiteral(YIQIAO_VERSION));
    QApplication::setWindowIcon(QIcon(QStringLiteral(":/icons/yiqiao.svg")));
    QGuiApplication::setDesktopFileName(QStringLiteral("yiqiao"));

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
    const QCommandLineOption benchmark(QStringLiteral("benchmark"),
        QApplication::translate("main", "Measure start-up, opening a large project and typing; print the figures."));
    const QCommandLineOption corpus(QStringLiteral("corpus"),
        QApplication::translate("main", "The corpus folder the benchmark builds its projects from."), QStringLiteral("DIR"));
    // For tests and the benchmark only.
    const QCommandLineOption typeText = hidden(QStringLiteral("type-into-draft"), QStringLiteral("TEXT"));
    const QCommandLineOption exitWhenShown = hidden(QStringLiteral("exit-when-shown"));
    parser.addOptions({demo, language, screenshot, benchmark, corpus, typeText, exitWhenShown});
    parser.process(app);

    AppSettings settings;
    Localization::install(app, parser.isSet(language) ? parser.value(language) : settings.language());
    if (parser.isSet(benchmark)) {
        return GuiBenchmark::run(parser.value(corpus));
    }

    AppController controller(settings);
    if (parser.isSet(exitWhenShown)) {
        controller.window()->installEventFilter(new FirstPaintExit(&controller));
    }
    controller.window()->show();
    if (parser.isSet(demo)) {
        controller.openDemo();
    } else if (!parser.positionalArguments().isEmpty()) {
        controller.openProject(parser.positionalArguments().constFirst());
    } else if (QFileInfo::exists(settings.lastProject())) {
        controller.openProject(settings.lastProject());
    }
    if (parser.isSet(typeText)) {
        typeIntoDraft(controller, parser.value(typeText));
    }
    if (parser.isSet(screenshot)) {
        QTimer::singleShot(700, &app, [&] {
            const bool saved = controller.window()->grab().save(parser.value(screenshot));
            QApplication::exit(saved ? 0 : 1);
        });
    }
    return app.exec();
}
