// SPDX-FileCopyrightText: 2026 Yiqiao authors
// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once

#include "bench/benchdisplay.h"
#include "bench/benchmark.h"
#include "bench/windowmapwatch.h"

#include <QCoreApplication>
#include <QList>
#include <QProcessEnvironment>
#include <QString>
#include <QStringList>
#include <QTemporaryDir>

#include <functional>

// Yiqiao opening a project of 369 issues beside Lokalize's empty window and Poedit
// (where installed), measured alike in one run: a private Xvfb and session bus
// (BenchDisplay), one warm-up start of each, then Rounds alternating starts; the time
// from starting a program to its first window mapped (WindowMapWatch, from outside)
// and its resident memory 3 s after the start (VmRSS). Yiqiao also reports its own
// first paint (--say-when-shown). Settings and caches live in a temporary HOME.
class StartUpComparison : public Benchmark
{
    Q_DECLARE_TR_FUNCTIONS(StartUpComparison)
public:
    static constexpr int Issues = 369;
    static constexpr int Rounds = 5;
    static constexpr int MemoryAfterMs = 3000;

    // projectPath: the project to open, built from the corpus there when it does not
    // exist yet (empty: built in a temporary folder).
    StartUpComparison(const QString &corpusDir, const QString &projectPath);
    void setProgress(std::function<void(const QString &)> progress) { m_progress = std::move(progress); }
    bool run() override;

private:
    struct Contender {
        QString name;
        QString program;
        QStringList arguments;
        bool ownMarker = false; // says "shown" on stdout at its first paint
        QList<double> mappedMs;
        QList<double> paintedMs;
        QList<double> rssMiB;
    };
    struct Sample {
        double mappedMs = -1;
        double paintedMs = -1;
        double rssMiB = -1;
    };
    bool prepareProject();
    QList<Contender> contenders(QStringList *absent) const;
    Sample measure(const Contender &contender);
    void waitUntil(double ms);
    QString describe(const Contender &contender) const;

    QString m_corpusDir;
    QString m_projectPath;
    QTemporaryDir m_temp;
    BenchDisplay m_display;
    WindowMapWatch m_watch;
    QProcessEnvironment m_environment;
    std::function<void(const QString &)> m_progress;
};
