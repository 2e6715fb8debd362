// SPDX-FileCopyrightText: 2026 Yiqiao authors
// SPDX-License-Identifier: GPL-3.0-or-later
#include "bench/startupcomparison.h"

#include "bench/benchproject.h"
#include "store/projectstore.h"

#include <QDir>
#include <QEventLoop>
#include <QFile>
#include <QFileInfo>
#include <QProcess>
#include <QStandardPaths>
#include <QTimer>

#include <algorithm>
#include <utility>

namespace {
constexpr int kScreenWidth = 1920;
constexpr int kScreenHeight = 1080;

double median(QList<double> values)
{
    if (values.isEmpty()) {
        return -1;
    }
    std::sort(values.begin(), values.end());
    return values.at(values.size() / 2);
}

void stop(QProcess &process)
{
    process.terminate();
    if (!process.waitForFinished(5000)) {
        process.kill();
        process.waitForFinished();
    }
}

QString joined(const QList<double> &values)
{
    QStringList parts;
    for (double value : values) {
        parts.append(value < 0 ? QStringLiteral("–") : QString::number(value, 'f', 0));
    }
    return parts.join(QStringLiteral(", "));
}
} // namespace

StartUpComparison::StartUpComparison(const QString &corpusDir, const QString &projectPath)
    : m_corpusDir(corpusDir)
    , m_projectPath(projectPath)
{
}

bool StartUpComparison::prepareProject()
{
    if (m_projectPath.isEmpty()) {
        m_projectPath = m_temp.filePath(QStringLiteral("startup-369.yiqiao"));
    }
    if (QFileInfo::exists(m_projectPath)) {
        return true; // reused as it is
    }
    const QList<BenchProject::Pair> pairs = BenchProject::corpusPairs(m_corpusDir);
    if (pairs.isEmpty()) {
        return fail(tr("no corpus posts (DIR/*/source.en.md) under %1").arg(QDir::toNativeSeparators(m_corpusDir)));
    }
    ProjectStore store;
    return BenchProject::build(store, m_projectPath, QStringLiteral("369 issues"), pairs, Issues, &m_error);
}

QList<StartUpComparison::Contender> StartUpComparison::contenders(QStringList *absent) const
{
    QList<Contender> list;
    list.append({tr("Yiqiao, a project of %1 issues").arg(Issues), QCoreApplication::applicationFilePath(),
        {m_projectPath, QStringLiteral("--say-when-shown")}, true, {}, {}, {}});
    for (const auto &peer :
        {qMakePair(QStringLiteral("lokalize"), tr("Lokalize, empty window")), qMakePair(QStringLiteral("poedit"), tr("Poedit"))}) {
        const QString program = QStandardPaths::findExecutable(peer.first);
        if (program.isEmpty()) {
            absent->append(peer.second);
        } else {
            list.append({peer.second, program, {}, false, {}, {}, {}});
        }
    }
    return list;
}

void StartUpComparison::waitUntil(double ms)
{
    const double left = ms - m_watch.nowMs();
    if (left > 0) {
        QEventLoop loop;
        QTimer::singleShot(int(left) + 1, &loop, &QEventLoop::quit);
        loop.exec();
    }
}

StartUpComparison::Sample StartUpComparison::measure(const Contender &contender)
{
    Sample sample;
    QProcess child;
    child.setProcessEnvironment(m_environment);
    child.setWorkingDirectory(m_temp.path());
    child.setStandardErrorFile(QProcess::nullDevice());
    if (!contender.ownMarker) {
        child.setStandardOutputFile(QProcess::nullDevice());
    }
    const double start = m_watch.nowMs();
    QObject::connect(&child, &QProcess::readyReadStandardOutput, [&] {
        if (child.readAllStandardOutput().contains("shown") && sample.paintedMs < 0) {
            sample.paintedMs = m_watch.nowMs() - start;
        }
    });
    child.start(contender.program, contender.arguments);
    if (!child.waitForStarted(10000)) {
        return sample;
    }
    waitUntil(start + MemoryAfterMs);
    sample.rssMiB = BenchProject::residentMiB(child.processId());
    const double mapped = m_watch.firstMapOf(child.processId(), start);
    sample.mappedMs = mapped < 0 ? -1 : mapped - start;
    stop(child);
    waitUntil(m_watch.nowMs() + 300); // what it left behind settles before the next start
    return sample;
}

QString StartUpComparison::describe(const Contender &contender) const
{
    QString line = tr("%1: window shown median %2 ms (%3), RSS after %4 s median %5 MiB (%6)")
                       .arg(contender.name)
                       .arg(median(contender.mappedMs), 0, 'f', 0)
                       .arg(joined(contender.mappedMs))
                       .arg(MemoryAfterMs / 1000)
                       .arg(median(contender.rssMiB), 0, 'f', 0)
                       .arg(joined(contender.rssMiB));
    if (contender.ownMarker) {
        line += tr("; its first paint with the issue shown: median %1 ms").arg(median(contender.paintedMs), 0, 'f', 0);
    }
    return line + QLatin1Char('\n');
}

bool StartUpComparison::run()
{
    if (!m_temp.isValid() || !prepareProject()) {
        return fail(m_error.isEmpty() ? tr("no temporary folder") : m_error);
    }
    if (!m_display.start(kScreenWidth, kScreenHeight) || !m_watch.start(m_display.display())) {
        return fail(m_display.errorString().isEmpty() ? m_watch.errorString() : m_display.errorString());
    }
    QProcessEnvironment environment = m_display.environment(QProcessEnvironment::systemEnvironment());
    const QString home = m_temp.path();
    environment.insert(QStringLiteral("HOME"), home);
    environment.insert(QStringLiteral("XDG_CONFIG_HOME"), home + QStringLiteral("/config"));
    environment.insert(QStringLiteral("XDG_DATA_HOME"), home + QStringLiteral("/data"));
    environment.insert(QStringLiteral("XDG_CACHE_HOME"), home + QStringLiteral("/cache"));
    m_environment = environment;
    QStringList absent;
    QList<Contender> list = contenders(&absent);
    for (int round = 0; round <= Rounds; ++round) { // round 0 warms caches up and is not counted
        for (Contender &contender : list) {
            if (m_progress) {
                m_progress(tr("start %1 of %2: %3").arg(round).arg(Rounds).arg(contender.name));
            }
            const Sample sample = measure(contender);
            if (round > 0) {
                contender.mappedMs.append(sample.mappedMs);
                contender.paintedMs.append(sample.paintedMs);
                contender.rssMiB.append(sample.rssMiB);
            }
        }
    }
    m_report = tr("Start-up side by side (a private Xvfb %1×%2 and session bus, %3 alternating starts after one warm-up each): time "
                  "from starting the program to its first window mapped, as xev sees it; resident memory %4 s after the start\n")
                   .arg(kScreenWidth)
                   .arg(kScreenHeight)
                   .arg(Rounds)
                   .arg(MemoryAfterMs / 1000);
    for (const Contender &contender : std::as_const(list)) {
        m_report += describe(contender);
    }
    for (const QString &name : std::as_const(absent)) {
        m_report += tr("%1: not installed, skipped\n").arg(name);
    }
    const Contender &yiqiao = list.constFirst();
    if (list.size() > 1 && list.at(1).program.endsWith(QLatin1String("lokalize"))) {
        const Contender &lokalize = list.at(1);
        m_report += tr("Yiqiao ÷ Lokalize: start-up %1 (target ≤ 0.70), memory %2\n")
                        .arg(median(yiqiao.mappedMs) / median(lokalize.mappedMs), 0, 'f', 2)
                        .arg(median(yiqiao.rssMiB) / median(lokalize.rssMiB), 0, 'f', 2);
    }
    m_report += tr("Yiqiao's resident memory with the project open: %1 MiB (target ≤ 80 MiB)\n").arg(median(yiqiao.rssMiB), 0, 'f', 0);
    return true;
}
