// SPDX-FileCopyrightText: 2026 Yiqiao authors
// SPDX-License-Identifier: GPL-3.0-or-later
#include "bench/tmreference.h"

#include "bench/tmbenchmark.h"

#include <QCoreApplication>
#include <QFileInfo>
#include <QJsonDocument>
#include <QProcess>
#include <QStandardPaths>
#include <QStringList>

namespace {

// Debian's python3-translate is for the system interpreter; a python3 earlier on PATH
// (pyenv, a virtual environment) may not see it.
QString pythonInterpreter()
{
    const QString system = QStandardPaths::findExecutable(QStringLiteral("python3"), {QStringLiteral("/usr/bin")});
    return system.isEmpty() ? QStandardPaths::findExecutable(QStringLiteral("python3")) : system;
}

QStringList numbers(const QList<int> &values)
{
    QStringList result;
    for (int value : values) {
        result.append(QString::number(value));
    }
    return result;
}

} // namespace

QString TmReference::script()
{
    const QString name = QStringLiteral("tm_reference_bench.py");
    const QString inSource = QStringLiteral(YIQIAO_SOURCE_DIR "/packaging/") + name;
    if (QFileInfo::exists(inSource)) {
        return inSource;
    }
    const QString beside = QCoreApplication::applicationDirPath() + QLatin1Char('/') + name;
    return QFileInfo::exists(beside) ? beside : QString();
}

QString TmReference::cell(double value, int width, int precision)
{
    return value < 0 ? QStringLiteral("%1").arg(QStringLiteral("-"), width) : QStringLiteral("%1").arg(value, width, 'f', precision);
}

void TmReference::run(const QString &folder, const QList<int> &counts, int maxQueries, const std::function<void(const QString &)> &progress)
{
    const QString python = pythonInterpreter();
    const QString script = TmReference::script();
    if (python.isEmpty()) {
        readOutput(R"({"error": "not installed"})", maxQueries);
        return;
    }
    if (script.isEmpty()) {
        m_note = TmBenchmark::tr("translate-toolkit: tm_reference_bench.py not found");
        return;
    }
    progress(TmBenchmark::tr("tm bench: the same units and queries through translate-toolkit's matcher"));
    QProcess process;
    process.setProcessChannelMode(QProcess::ForwardedErrorChannel);
    process.start(python,
        {script, QStringLiteral("--units"), folder + QStringLiteral("/units.jsonl"), QStringLiteral("--queries"),
            folder + QStringLiteral("/queries.jsonl"), QStringLiteral("--sizes"), numbers(counts).join(QLatin1Char(',')),
            QStringLiteral("--max-queries"), QString::number(maxQueries), QStringLiteral("--budget"), QString::number(BudgetSeconds)});
    // The reference's own time budget bounds the run, so no timeout here.
    if (!process.waitForFinished(-1) || process.exitStatus() != QProcess::NormalExit) {
        m_note = TmBenchmark::tr("translate-toolkit: the reference script did not run (%1)").arg(process.errorString());
        return;
    }
    readOutput(process.readAllStandardOutput(), maxQueries);
    if (process.exitCode() != 0 && process.exitCode() != 3) {
        m_note = TmBenchmark::tr("translate-toolkit: the reference script failed with exit code %1 (see its messages on stderr)")
                     .arg(process.exitCode());
    }
}

// One JSON object a line: {"error"} (not installed), {"version", "distance"}, then one per size.
void TmReference::readOutput(const QByteArray &output, int maxQueries)
{
    for (const QByteArray &line : output.split('\n')) {
        const QJsonObject object = QJsonDocument::fromJson(line).object();
        if (object.contains(QLatin1String("error"))) {
            m_note = TmBenchmark::tr("translate-toolkit: not installed (apt install python3-translate)");
        } else if (object.contains(QLatin1String("version"))) {
            m_note = TmBenchmark::tr("translate-toolkit %1 (distance: %2): matcher(max_candidates=%3, min_similarity=%4, max_length=the "
                                     "longest source); at most %5 of the %6 queries and %7 s of lookups per size")
                         .arg(object.value(QLatin1String("version")).toString(), object.value(QLatin1String("distance")).toString())
                         .arg(TmBenchmark::MaxMatches)
                         .arg(TmBenchmark::MinScore)
                         .arg(qMin(maxQueries, TmBenchmark::Queries))
                         .arg(TmBenchmark::Queries)
                         .arg(BudgetSeconds);
        } else if (object.contains(QLatin1String("size"))) {
            m_sizes.append(object);
        }
    }
}

QString TmReference::columns(int size) const
{
    for (const QJsonObject &object : m_sizes) {
        if (object.value(QLatin1String("size")).toInt() == size) {
            const auto number = [&object](const char *key) { return object.value(QLatin1String(key)).toDouble(-1); };
            return QStringLiteral("%1 %2 %3 %4 %5 %6 %7")
                .arg(object.value(QLatin1String("units")).toInt(), 8)
                .arg(cell(number("build_s"), 7, 2), cell(number("mean_ms"), 8, 1), cell(number("p95_ms"), 8, 1),
                    cell(number("max_ms"), 8, 1))
                .arg(QStringLiteral("%1/%2")
                         .arg(object.value(QLatin1String("found")).toInt())
                         .arg(object.value(QLatin1String("queries")).toInt()),
                    7)
                .arg(cell(number("rss_mib"), 7, 0));
        }
    }
    return QStringLiteral("%1").arg(QStringLiteral("-"), 8);
}
