// SPDX-FileCopyrightText: 2026 Yiqiao authors
// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once

#include <QByteArray>
#include <QList>
#include <QString>

class ProjectStore;
class QElapsedTimer;

// The many-issue project the find and dashboard benchmarks measure: the corpus's
// posts (with their translations as drafts where there are some) imported again and
// again as issues 1…N, each made distinct by a comment (the importer refuses the same
// bytes twice in a project).
class BenchProject
{
public:
    struct Pair {
        QString name; // the post's folder
        QByteArray source;
        QByteArray target; // empty for English-only posts
    };

    // Every */source.en.md under dir, with target.zh.md beside it when present.
    static QList<Pair> corpusPairs(const QString &dir);
    // Creates the project at path with issues 1…issues; false with *error set.
    static bool build(ProjectStore &store, const QString &path, const QString &name, const QList<Pair> &pairs, int issues, QString *error);
    static double msSince(const QElapsedTimer &timer);
    // CPU time of the calling thread in ms: what a step cost, however busy the machine
    // is (StartUpTrace::threadCpuMs is the window's own, outside the benchmarks).
    static double threadCpuMs();
    // VmRSS of /proc/PID/status (0: this process) in MiB, or -1.
    static double residentMiB(qint64 pid = 0);
};
