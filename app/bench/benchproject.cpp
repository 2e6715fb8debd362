// SPDX-FileCopyrightText: 2026 Yiqiao authors
// SPDX-License-Identifier: GPL-3.0-or-later
#include "bench/benchproject.h"

#include "store/postimporter.h"
#include "store/projectstore.h"

#include <QDir>
#include <QElapsedTimer>
#include <QFile>

#include <ctime>

#include <optional>

QList<BenchProject::Pair> BenchProject::corpusPairs(const QString &dir)
{
    QList<Pair> pairs;
    for (const QString &folder : QDir(dir).entryList(QDir::Dirs | QDir::NoDotAndDotDot, QDir::Name)) {
        QFile source(QDir(dir).filePath(folder + QStringLiteral("/source.en.md")));
        QFile target(QDir(dir).filePath(folder + QStringLiteral("/target.zh.md")));
        if (source.open(QIODevice::ReadOnly)) {
            pairs.append({folder, source.readAll(), target.open(QIODevice::ReadOnly) ? target.readAll() : QByteArray()});
        }
    }
    return pairs;
}

bool BenchProject::build(
    ProjectStore &store, const QString &path, const QString &name, const QList<Pair> &pairs, int issues, QString *error)
{
    if (!store.create(path, name)) {
        *error = store.errorString();
        return false;
    }
    for (int number = 1; number <= issues; ++number) {
        const Pair &pair = pairs.at((number - 1) % pairs.size());
        const QByteArray marker = "\n<!-- issue " + QByteArray::number(number) + " -->\n";
        PostImporter importer(store);
        const std::optional<QByteArray> target = pair.target.isEmpty() ? std::nullopt : std::optional<QByteArray>(pair.target);
        if (!importer.importPost(number, pair.source + marker, {}, {}, target)) {
            *error = importer.errorString();
            return false;
        }
    }
    return true;
}

double BenchProject::msSince(const QElapsedTimer &timer)
{
    return double(timer.nsecsElapsed()) / 1e6;
}

double BenchProject::threadCpuMs()
{
    timespec now {};
    clock_gettime(CLOCK_THREAD_CPUTIME_ID, &now);
    return double(now.tv_sec) * 1e3 + double(now.tv_nsec) / 1e6;
}

double BenchProject::residentMiB(qint64 pid)
{
    QFile status(pid == 0 ? QStringLiteral("/proc/self/status") : QStringLiteral("/proc/%1/status").arg(pid));
    if (!status.open(QIODevice::ReadOnly)) {
        return -1;
    }
    for (const QByteArray &line : status.readAll().split('\n')) {
        if (line.startsWith("VmRSS:")) {
            return line.mid(6).trimmed().split(' ').value(0).toDouble() / 1024.0;
        }
    }
    return -1;
}
