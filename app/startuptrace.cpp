// SPDX-FileCopyrightText: 2026 Yiqiao authors
// SPDX-License-Identifier: GPL-3.0-or-later
#include "startuptrace.h"

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

void StartUpTrace::mark(const char *step)
{
    qCDebug(lcStartUp, "%7.1f ms  %s", elapsedMs(), step);
}
