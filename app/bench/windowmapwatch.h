// SPDX-FileCopyrightText: 2026 Yiqiao authors
// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once

#include <QCoreApplication>
#include <QElapsedTimer>
#include <QList>
#include <QProcess>
#include <QString>

// When top-level windows appear on an X display, seen from outside the programs that
// show them (`xev -root -event substructure` reports each MapNotify as it happens), so
// that the start-up of Yiqiao and of other programs is timed the same way. Times are
// milliseconds on clock(); the event loop must run while the windows appear.
class WindowMapWatch
{
    Q_DECLARE_TR_FUNCTIONS(WindowMapWatch)
public:
    WindowMapWatch();
    ~WindowMapWatch();
    WindowMapWatch(const WindowMapWatch &) = delete;
    WindowMapWatch &operator=(const WindowMapWatch &) = delete;

    // false with errorString() set when xev (x11-utils) is missing or fails.
    bool start(const QString &display);
    double nowMs() const { return double(m_clock.nsecsElapsed()) / 1e6; }
    // When the first window of process pid (its _NET_WM_PID) was mapped at or after
    // sinceMs, or -1 (asked while that window is still open). Override-redirect windows
    // (menus, tooltips) do not count.
    double firstMapOf(qint64 pid, double sinceMs);
    QString errorString() const { return m_error; }

private:
    struct Map {
        QString window;
        double atMs;
    };
    void read();
    qint64 pidOf(const QString &window);

    QElapsedTimer m_clock;
    QProcess m_xev;
    QString m_display;
    QList<Map> m_maps;
    bool m_inMapNotify = false;
    QString m_error;
};
