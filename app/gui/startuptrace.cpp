// SPDX-FileCopyrightText: 2026 Yiqiao authors
// SPDX-License-Identifier: GPL-3.0-or-later
#include "gui/startuptrace.h"

#include <ctime>

Q_LOGGING_CATEGORY(lcStartUp, "yiqiao.startup", QtWarningMsg)

namespace {
// Started before main() runs, as static initialisation of the program.
const QElapsedTimer &startClock()
{
    static QElapsedTimer timer = [] {
        QElapsedTimer started;
        started.start();
        return started;
    }();
    return timer;
}
const bool kStarted = (startClock(), true);
} // namespace

double StartUpTrace::elapsedMs()
{
    return double(startClock().nsecsElapsed()) / 1e6;
}

// CPU time of the calling thread: what a step cost, however busy the machine is.
double StartUpTrace::threadCpuMs()
{
    timespec now {};
    clock_gettime(CLOCK_THREAD_CPUTIME_ID, &now);
    return double(now.tv_sec) * 1e3 + double(now.tv_nsec) / 1e6;
}

void StartUpTrace::mark(const char *step)
{
    qCDebug(lcStartUp, "%7.1f ms (thread CPU %7.1f ms)  %s", elapsedMs(), threadCpuMs(), step);
}
