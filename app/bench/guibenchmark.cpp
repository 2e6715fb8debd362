// SPDX-FileCopyrightText: 2026 Yiqiao authors
// SPDX-License-Identifier: GPL-3.0-or-later
#include "bench/guibenchmark.h"

#include "bench/startupcomparison.h"
#include "drafteditor.h"
#include "gui/appcontroller.h"
#include "gui/appsettings.h"
#include "gui/demoproject.h"
#include "gui/keystrokeplayer.h"
#include "gui/mainwindow.h"
#include "gui/workbenchcontroller.h"
#include "issuenavigator.h"
#include "previewpane.h"
#include "sidebysideview.h"
#include "store/postimporter.h"
#include "store/projectstore.h"

#include <QApplication>
#include <QDir>
#include <QDirIterator>
#include <QElapsedTimer>
#include <QEventLoop>
#include <QFile>
#include <QProcess>
#include <QSettings>
#include <QTemporaryDir>
#include <QTextStream>
#include <QTimer>

#include <algorithm>

namespace {
constexpr int kIssues = 369;
constexpr int kStartRuns = 7;
constexpr qint64 kDraftBytes = 200 * 1024;

QTextStream &out()
{
    static QTextStream stream(stdout);
    return stream;
}

struct Pair {
    QByteArray source;
    QByteArray target; // empty for English-only posts
};

QList<Pair> corpusPairs(const QString &dir)
{
    QList<Pair> pairs;
    QStringList folders = QDir(dir).entryList(QDir::Dirs | QDir::NoDotAndDotDot, QDir::Name);
    for (const QString &folder : folders) {
        QFile source(QDir(dir).filePath(folder + QStringLiteral("/source.en.md")));
        if (!source.open(QIODevice::ReadOnly)) {
            continue;
        }
        QFile target(QDir(dir).filePath(folder + QStringLiteral("/target.zh.md")));
        pairs.append({source.readAll(), target.open(QIODevice::ReadOnly) ? target.readAll() : QByteArray()});
    }
    return pairs;
}

void waitForEvents(int ms)
{
    QEventLoop loop;
    QTimer::singleShot(ms, &loop, &QEventLoop::quit);
    loop.exec();
}

// Median and worst wall time from starting a fresh `yiqiao --demo` to its first shown window.
bool measureStartUp(const QString &home, double *median, double *worst)
{
    QProcessEnvironment env = QProcessEnvironment::systemEnvironment();
    env.insert(QStringLiteral("HOME"), home);
    env.insert(QStringLiteral("XDG_CONFIG_HOME"), home + QStringLiteral("/config"));
    env.insert(QStringLiteral("XDG_DATA_HOME"), home + QStringLiteral("/data"));
    QList<double> times;
    for (int run = 0; run <= kStartRuns; ++run) { // run 0 creates the demo project
        QProcess child;
        child.setProcessEnvironment(env);
        QElapsedTimer clock;
        clock.start();
        child.start(QCoreApplication::applicationFilePath(), {QStringLiteral("--demo"), QStringLiteral("--exit-when-shown")});
        if (!child.waitForStarted(10000)) {
            return false;
        }
        while (!child.canReadLine() && child.waitForReadyRead(10000)) { }
        const double ms = double(clock.nsecsElapsed()) / 1e6;
        if (!child.readLine().startsWith("shown")) {
            child.kill();
            child.waitForFinished();
            return false;
        }
        child.waitForFinished(10000);
        if (run > 0) {
            times.append(ms);
        }
    }
    std::sort(times.begin(), times.end());
    *median = times.at(times.size() / 2);
    *worst = times.last();
    return true;
}

// kIssues issues; the last one is the 200 KB draft typed into, so that typing pays
// for the statistics of the whole project and the term marks of the draft (the demo
// termbase: the d2l-zh glossary) after every autosave.
bool buildLargeProject(const QString &path, const QList<Pair> &pairs)
{
    ProjectStore store;
    if (!store.create(path, QStringLiteral("369 issues"))) {
        return false;
    }
    for (int number = 1; number < kIssues; ++number) {
        const Pair &pair = pairs.at((number - 1) % pairs.size());
        // Each issue is a distinct post: the importer refuses the same bytes twice.
        const QByteArray marker = "\n<!-- issue " + QByteArray::number(number) + " -->\n";
        PostImporter importer(store);
        const std::optional<QByteArray> target = pair.target.isEmpty() ? std::nullopt : std::optional<QByteArray>(pair.target);
        if (!importer.importPost(number, pair.source + marker, {}, {}, target)) {
            out() << importer.errorString() << Qt::endl;
            return false;
        }
    }
    QByteArray source;
    QByteArray target;
    for (int i = 0; target.size() < kDraftBytes; ++i) {
        const Pair &pair = pairs.at(i % pairs.size());
        if (!pair.target.isEmpty()) {
            source += pair.source + "\n\n";
            target += pair.target + "\n\n";
        }
    }
    PostImporter importer(store);
    QString error;
    if (!importer.importPost(kIssues, source, QStringLiteral("200 KB"), {}, target) || !DemoProject::addTerms(store, &error)) {
        out() << importer.errorString() << error << Qt::endl;
        return false;
    }
    return true;
}

// The longest time the event loop did not turn while typing: keystrokes, autosave,
// statistics, preview — what a translator would feel as a stutter.
class StallWatch : public QObject
{
public:
    StallWatch()
    {
        m_timer.setInterval(2);
        connect(&m_timer, &QTimer::timeout, this, [this] {
            m_worst = qMax(m_worst, double(m_clock.nsecsElapsed()) / 1e6);
            m_clock.restart();
        });
        m_clock.start();
        m_timer.start();
    }
    double worstMs() const { return m_worst; }

private:
    QTimer m_timer;
    QElapsedTimer m_clock;
    double m_worst = 0;
};

double elapsedMs(const QElapsedTimer &clock)
{
    return double(clock.nsecsElapsed()) / 1e6;
}

bool measureTyping(AppController &controller)
{
    controller.window()->navigator()->selectIssue(kIssues);
    DraftEditor *editor = controller.window()->documents()->draftEditor();
    editor->goToLineEnd(editor->lineCount() / 2);
    editor->centerCursor();
    waitForEvents(500);
    KeystrokePlayer player(
        editor, QStringLiteral("在这里输入一段中文译文，检查每次按键到重绘的时间。Typing latency check 123.").repeated(3), 15);
    QEventLoop loop;
    QObject::connect(&player, &KeystrokePlayer::finished, &loop, &QEventLoop::quit);
    StallWatch stalls;
    player.start();
    loop.exec();
    const double stallMs = stalls.worstMs();
    waitForEvents(1500); // the last autosave and preview
    QElapsedTimer clock;
    clock.start();
    controller.window()->preview()->setMarkdown(editor->draftText());
    const double previewMs = elapsedMs(clock);
    out() << GuiBenchmark::tr("typing into a %1 KB draft: worst keystroke to paint %2 ms, mean %3 ms (budget 16 ms)")
                 .arg(editor->draftText().toUtf8().size() / 1024)
                 .arg(player.worstMs(), 0, 'f', 1)
                 .arg(player.meanMs(), 0, 'f', 2)
          << Qt::endl;
    out() << GuiBenchmark::tr(
        "longest event-loop stall while typing (autosaves and statistics included): %1 ms; preview render after a pause %2 ms")
                 .arg(stallMs, 0, 'f', 1)
                 .arg(previewMs, 0, 'f', 1)
          << Qt::endl;
    return !controller.workbench()->hasUnsavedChanges();
}
} // namespace

int GuiBenchmark::run(const QString &corpusDir, const QString &startUpProject, bool startUpOnly, ThemeController &theme)
{
    StartUpComparison comparison(corpusDir, startUpProject);
    comparison.setProgress([](const QString &line) { QTextStream(stderr) << line << Qt::endl; });
    if (!comparison.run()) {
        out() << comparison.errorString() << Qt::endl;
        return 1;
    }
    out() << comparison.report() << Qt::endl;
    if (startUpOnly) {
        return 0;
    }
    const QList<Pair> pairs = corpusPairs(corpusDir);
    if (pairs.isEmpty()) {
        out() << tr("no corpus posts (DIR/*/source.en.md) under %1").arg(corpusDir) << Qt::endl;
        return 1;
    }
    QTemporaryDir temp;
    double startMedian = 0;
    double startWorst = 0;
    if (!measureStartUp(temp.path(), &startMedian, &startWorst)) {
        out() << tr("start-up measurement failed") << Qt::endl;
        return 1;
    }
    out() << tr("start-up to shown window (demo project): median %1 ms, worst %2 ms of %3 runs (budget 500 ms)")
                 .arg(startMedian, 0, 'f', 0)
                 .arg(startWorst, 0, 'f', 0)
                 .arg(kStartRuns)
          << Qt::endl;
    const QString large = temp.filePath(QStringLiteral("large.yiqiao"));
    if (!buildLargeProject(large, pairs)) {
        out() << tr("building the benchmark projects failed") << Qt::endl;
        return 1;
    }
    // The in-process part must not touch the user's settings either.
    QSettings::setPath(QSettings::NativeFormat, QSettings::UserScope, temp.filePath(QStringLiteral("config")));
    AppSettings settings;
    AppController controller(settings, theme);
    controller.window()->show();
    waitForEvents(200);
    QElapsedTimer clock;
    clock.start();
    if (!controller.openProject(large)) {
        return 1;
    }
    controller.window()->repaint();
    out() << tr("open a project of %1 issues, first issue shown: %2 ms (budget 1000 ms)").arg(kIssues).arg(elapsedMs(clock), 0, 'f', 0)
          << Qt::endl;
    const bool saved = measureTyping(controller);
    controller.closeProject();
    return saved ? 0 : 1;
}
