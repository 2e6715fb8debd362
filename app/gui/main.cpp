// SPDX-FileCopyrightText: 2026 Yiqiao authors
// SPDX-License-Identifier: GPL-3.0-or-later
#include "bench/guibenchmark.h"
#include "core/localization.h"
#include "drafteditor.h"
#include "gui/appcontroller.h"
#include "gui/appsettings.h"
#include "gui/findcontroller.h"
#include "gui/firstpaint.h"
#include "gui/keystrokeplayer.h"
#include "gui/mainwindow.h"
#include "gui/startuptrace.h"
#include "gui/termbasecontroller.h"
#include "gui/workbenchcontroller.h"
#include "lineeditshortcuts.h"
#include "markdownhighlighting.h"
#include "plaintooltips.h"
#include "sidebysideview.h"
#include "themecontroller.h"

#include <QAction>
#include <QApplication>
#include <QCommandLineParser>
#include <QDockWidget>
#include <QFileInfo>
#include <QMenu>
#include <QMenuBar>
#include <QTimer>

#include <cstdio>

namespace {
QCommandLineOption hidden(const QString &name, const QString &valueName = {})
{
    QCommandLineOption option(name, QString(), valueName);
    option.setFlags(QCommandLineOption::HiddenFromHelp);
    return option;
}

// Says "shown" once the window has painted for the first time, and quits if asked to.
class FirstPaintExit : public QObject
{
public:
    FirstPaintExit(bool quit, QObject *parent)
        : QObject(parent)
        , m_quit(quit)
    {
    }

protected:
    bool eventFilter(QObject *watched, QEvent *event) override
    {
        if (event->type() == QEvent::Paint && !m_done) {
            m_done = true;
            StartUpTrace::mark("first paint");
            QTimer::singleShot(0, qApp, [quit = m_quit] {
                std::fputs("shown\n", stdout);
                std::fflush(stdout);
                if (quit) {
                    QApplication::exit(0);
                }
            });
        }
        return QObject::eventFilter(watched, event);
    }

private:
    bool m_quit;
    bool m_done = false;
};

bool hasArgument(int argc, char *argv[], const char *name)
{
    for (int i = 1; i < argc; ++i) {
        if (qstrcmp(argv[i], name) == 0) {
            return true;
        }
    }
    return false;
}

void say(const char *line)
{
    std::fputs(line, stdout);
    std::fflush(stdout);
}

// For the crash-safety tests: types text at the end of the draft's first line, says
// "key N" on stdout as soon as key N was handled and "typed" right after the last,
// and leaves the rest to the journal and autosave (or to a SIGKILL).
void typeIntoDraft(AppController &controller, const QString &text)
{
    DraftEditor *editor = controller.window()->documents()->draftEditor();
    editor->goToLineEnd(0);
    auto *player = new KeystrokePlayer(editor, text, 20, &controller);
    QObject::connect(player, &KeystrokePlayer::keyTyped, [](int count) { say(qPrintable(QStringLiteral("key %1\n").arg(count))); });
    QObject::connect(player, &KeystrokePlayer::finished, [] { say("typed\n"); });
    player->start();
}

// The command line, parsed once.
struct Options {
    QCommandLineOption demo {QStringLiteral("demo"), QApplication::translate("main", "Open the bundled demo project.")};
    QCommandLineOption language {
        QStringLiteral("language"), QApplication::translate("main", "The interface language (zh_CN or en)."), QStringLiteral("LANG")};
    QCommandLineOption screenshot {QStringLiteral("screenshot"),
        QApplication::translate("main", "Save a picture of the window to FILE and quit."), QStringLiteral("FILE")};
    QCommandLineOption benchmark {QStringLiteral("benchmark"),
        QApplication::translate("main", "Measure start-up, opening a large project and typing; print the figures.")};
    QCommandLineOption corpus {QStringLiteral("corpus"),
        QApplication::translate("main", "The corpus folder the benchmark builds its projects from."), QStringLiteral("DIR")};
    QCommandLineOption startUpOnly {QStringLiteral("startup-only"),
        QApplication::translate("main", "Benchmark: only compare start-up and memory with Lokalize and Poedit.")};
    QCommandLineOption benchProject {QStringLiteral("bench-project"),
        QApplication::translate("main", "Benchmark: the 369-issue project to open, built there if it does not exist."),
        QStringLiteral("FILE")};
    // For tests and the benchmark only.
    QCommandLineOption typeText = hidden(QStringLiteral("type-into-draft"), QStringLiteral("TEXT"));
    QCommandLineOption exitWhenShown = hidden(QStringLiteral("exit-when-shown"));
    QCommandLineOption sayWhenShown = hidden(QStringLiteral("say-when-shown"));
    // For screenshots: the issue to show first.
    QCommandLineOption issue = hidden(QStringLiteral("issue"), QStringLiteral("N"));
    QCommandLineOption block = hidden(QStringLiteral("block"), QStringLiteral("N"));
    QCommandLineOption raiseDock = hidden(QStringLiteral("raise-dock"), QStringLiteral("OBJECTNAME"));
    // For screenshots: the raised dock floats at this size and is what --screenshot saves.
    QCommandLineOption floatDock = hidden(QStringLiteral("float-dock"), QStringLiteral("WxH"));
    QCommandLineOption lookUp = hidden(QStringLiteral("look-up"), QStringLiteral("TEXT"));
    // For screenshots: a project-wide search, its matches in the Find and Replace pane.
    QCommandLineOption find = hidden(QStringLiteral("find"), QStringLiteral("TEXT"));
    // For screenshots: an action (by object name) triggered once the window shows; a
    // dialog it opens is what --screenshot saves.
    QCommandLineOption trigger = hidden(QStringLiteral("trigger"), QStringLiteral("ACTION"));
    QCommandLineParser parser;

    void process(const QApplication &app)
    {
        parser.addHelpOption();
        parser.addVersionOption();
        parser.addPositionalArgument(
            QStringLiteral("PROJECT"), QApplication::translate("main", "The project to open."), QStringLiteral("[PROJECT]"));
        parser.addOptions({demo, language, screenshot, benchmark, corpus, typeText, exitWhenShown, issue, block, raiseDock, lookUp});
        parser.addOption(find);
        parser.addOption(trigger);
        parser.addOption(floatDock);
        parser.addOptions({startUpOnly, benchProject, sayWhenShown});
        parser.process(app);
    }
};

void prepareApplication(int argc, char *argv[])
{
    // `cmake --build … --target bench` may run where there is no display.
    if (hasArgument(argc, argv, "--benchmark") && qEnvironmentVariableIsEmpty("DISPLAY")
        && qEnvironmentVariableIsEmpty("WAYLAND_DISPLAY")) {
        qputenv("QT_QPA_PLATFORM", "offscreen");
    }
    QCoreApplication::setAttribute(Qt::AA_ForceRasterWidgets);
#if QT_VERSION < QT_VERSION_CHECK(6, 0, 0)
    // Qt 6 always scales; Qt 5 needs telling, before the application exists.
    QCoreApplication::setAttribute(Qt::AA_EnableHighDpiScaling);
    QCoreApplication::setAttribute(Qt::AA_UseHighDpiPixmaps);
#endif
}

void nameApplication()
{
    // Settings and the demo project stay where these names put them (~/.config/Yiqiao/
    // yiqiao.conf): the reverse-DNS application id names only the desktop file.
    QApplication::setApplicationName(QStringLiteral("yiqiao"));
    QApplication::setOrganizationName(QStringLiteral("Yiqiao"));
    QApplication::setApplicationDisplayName(QStringLiteral("Yiqiao"));
    QApplication::setApplicationVersion(QStringLiteral(YIQIAO_VERSION));
    QApplication::setWindowIcon(QIcon(QStringLiteral(":/icons/yiqiao.svg")));
    QGuiApplication::setDesktopFileName(QStringLiteral(YIQIAO_APP_ID));
}

void openFirstProject(AppController &controller, const Options &options, const AppSettings &settings, bool first)
{
    if (!first) {
        // The window was rebuilt (a new interface language): back to the same project.
        if (QFileInfo::exists(settings.lastProject())) {
            controller.openProject(settings.lastProject());
        }
        return;
    }
    if (options.parser.isSet(options.demo)) {
        controller.openDemo();
    } else if (!options.parser.positionalArguments().isEmpty()) {
        controller.openProject(options.parser.positionalArguments().constFirst());
    } else if (QFileInfo::exists(settings.lastProject())) {
        controller.openProject(settings.lastProject());
    }
}
// One window, until the application quits or asks for the window to be rebuilt.
int runWindow(QApplication &app, const Options &options, AppSettings &settings, ThemeController &theme, bool first)
{
    const QCommandLineParser &parser = options.parser;
    StartUpTrace::mark("building the window");
    AppController controller(settings, theme);
    StartUpTrace::mark("window built");
    if (first) {
        FirstPaint::watch(controller.window()); // background work of the first project waits for it
    }
    if (first && (parser.isSet(options.exitWhenShown) || parser.isSet(options.sayWhenShown))) {
        controller.window()->installEventFilter(new FirstPaintExit(parser.isSet(options.exitWhenShown), &controller));
    }
    controller.window()->show();
    StartUpTrace::mark("window shown");
    openFirstProject(controller, options, settings, first);
    StartUpTrace::mark("project opened");
    if (first && parser.isSet(options.issue)) {
        controller.selectIssue(parser.value(options.issue).toInt());
    }
    if (first && parser.isSet(options.block)) {
        // Once the window is laid out: the source side follows the draft's scroll
        // position, which only means something then.
        const int block = parser.value(options.block).toInt();
        QTimer::singleShot(450, &controller, [&controller, block] { controller.workbench()->goToBlock(block); });
    }
    QWidget *shotOf = nullptr;
    if (first && parser.isSet(options.raiseDock)) {
        if (auto *dock = controller.window()->findChild<QDockWidget *>(parser.value(options.raiseDock))) {
            dock->raise();
            const QStringList size = parser.value(options.floatDock).split(QLatin1Char('x'));
            if (size.size() == 2) {
                dock->setFloating(true);
                dock->resize(size.at(0).toInt(), size.at(1).toInt());
                shotOf = dock;
            }
        }
    }
    if (first && parser.isSet(options.lookUp)) {
        controller.termbase()->lookUp(parser.value(options.lookUp));
    }
    if (first && parser.isSet(options.find)) {
        controller.finder()->findEverywhere(parser.value(options.find));
    }
    if (first && parser.isSet(options.typeText)) {
        typeIntoDraft(controller, parser.value(options.typeText));
    }
    if (first && parser.isSet(options.trigger)) {
        for (const QMenu *menu : controller.window()->menuBar()->findChildren<QMenu *>()) {
            for (QAction *action : menu->actions()) {
                if (action->objectName() == parser.value(options.trigger)) {
                    QTimer::singleShot(100, action, &QAction::trigger);
                }
            }
        }
    }
    if (first && parser.isSet(options.screenshot)) {
        QTimer::singleShot(700, &app, [&] {
            // A dialog, or a window of its own (the technology radar) that --trigger opened.
            QWidget *shown = QApplication::activeModalWidget() ? QApplication::activeModalWidget() : QApplication::activeWindow();
            shown = shotOf ? shotOf : shown ? shown : controller.window();
            const bool saved = shown->grab().save(parser.value(options.screenshot));
            QApplication::exit(saved ? 0 : 1);
        });
    }
    return app.exec();
}
} // namespace

int main(int argc, char *argv[])
{
    prepareApplication(argc, argv);
    StartUpTrace::mark("main");
    QApplication app(argc, argv);
    StartUpTrace::mark("application");
    MarkdownHighlighting::preload(); // on a thread of its own, while the window is built
    PlainToolTips::install();
    LineEditShortcuts lineEditShortcuts; // Ctrl+E in a search field exports, as anywhere
    app.installEventFilter(&lineEditShortcuts);
    nameApplication();
    Options options;
    options.process(app);
    const QCommandLineParser &parser = options.parser;

    AppSettings settings;
    ThemeController theme; // before any window: it remembers the platform's palette
    if (parser.isSet(options.benchmark)) {
        Localization::install(app, parser.isSet(options.language) ? parser.value(options.language) : settings.language());
        return GuiBenchmark::run(
            parser.value(options.corpus), parser.value(options.benchProject), parser.isSet(options.startUpOnly), theme);
    }
    int code = 0;
    bool first = true;
    do {
        Localization::install(app, first && parser.isSet(options.language) ? parser.value(options.language) : settings.language());
        code = runWindow(app, options, settings, theme, first);
        first = false;
    } while (code == AppController::RebuildExitCode);
    return code;
}
