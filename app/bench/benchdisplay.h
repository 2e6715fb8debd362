// SPDX-FileCopyrightText: 2026 Yiqiao authors
// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once

#include <QCoreApplication>
#include <QProcess>
#include <QProcessEnvironment>
#include <QString>

// A private X server (Xvfb) and session bus (dbus-daemon) for the start-up comparison,
// so that every program measured draws on the same kind of display, with the same bus,
// wherever the benchmark runs (a desktop, a terminal, offscreen). Both end with it.
class BenchDisplay
{
    Q_DECLARE_TR_FUNCTIONS(BenchDisplay)
public:
    BenchDisplay() = default;
    ~BenchDisplay();
    BenchDisplay(const BenchDisplay &) = delete;
    BenchDisplay &operator=(const BenchDisplay &) = delete;

    // Starts Xvfb at width×height and a session bus; false with errorString() set.
    bool start(int width, int height);
    QString display() const { return m_display; }
    // base with DISPLAY and the bus's address, and nothing that picks another platform.
    QProcessEnvironment environment(QProcessEnvironment base) const;
    QString errorString() const { return m_error; }

private:
    static void stop(QProcess &process);

    QProcess m_xvfb;
    QProcess m_bus;
    QString m_display;
    QString m_busAddress;
    QString m_error;
};
