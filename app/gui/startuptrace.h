// SPDX-FileCopyrightText: 2026 Yiqiao authors
// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once

#include <QElapsedTimer>
#include <QLoggingCategory>

Q_DECLARE_LOGGING_CATEGORY(lcStartUp)

// Milliseconds since the program started (and CPU time of the main thread), logged
// at the steps of start-up:
// QT_LOGGING_RULES="yiqiao.startup.debug=true" yiqiao … prints them on stderr.
class StartUpTrace
{
public:
    static void mark(const char *step);
    static double elapsedMs();
    static double threadCpuMs();
};
