// SPDX-FileCopyrightText: 2026 Yiqiao authors
// SPDX-License-Identifier: GPL-3.0-or-later
#include "bench/benchdisplay.h"

#include <QStandardPaths>

namespace {
// The first line a child prints on stdout (Xvfb's display number, the bus's address).
QString firstLine(QProcess &process)
{
    while (!process.canReadLine() && process.waitForReadyRead(10000)) { }
    return QString::fromLocal8Bit(process.readLine()).trimmed();
}
} // namespace

BenchDisplay::~BenchDisplay()
{
    stop(m_bus);
    stop(m_xvfb);
}

void BenchDisplay::stop(QProcess &process)
{
    if (process.state() != QProcess::NotRunning) {
        process.terminate();
        if (!process.waitForFinished(5000)) {
            process.kill();
            process.waitForFinished();
        }
    }
}

bool BenchDisplay::start(int width, int height)
{
    for (const char *tool : {"Xvfb", "dbus-daemon"}) {
        if (QStandardPaths::findExecutable(QString::fromLatin1(tool)).isEmpty()) {
            m_error = tr("%1 is not installed (packages xvfb and dbus)").arg(QString::fromLatin1(tool));
            return false;
        }
    }
    m_xvfb.setStandardErrorFile(QProcess::nullDevice());
    // -displayfd: Xvfb picks a free display and prints its number once it accepts clients.
    m_xvfb.start(QStringLiteral("Xvfb"),
        {QStringLiteral("-displayfd"), QStringLiteral("1"), QStringLiteral("-screen"), QStringLiteral("0"),
            QStringLiteral("%1x%2x24").arg(width).arg(height), QStringLiteral("-nolisten"), QStringLiteral("tcp")});
    const QString number = m_xvfb.waitForStarted() ? firstLine(m_xvfb) : QString();
    if (number.isEmpty()) {
        m_error = tr("Xvfb did not start");
        return false;
    }
    m_display = QLatin1Char(':') + number;
    m_bus.setStandardErrorFile(QProcess::nullDevice());
    m_bus.start(
        QStringLiteral("dbus-daemon"), {QStringLiteral("--session"), QStringLiteral("--nofork"), QStringLiteral("--print-address=1")});
    m_busAddress = m_bus.waitForStarted() ? firstLine(m_bus) : QString();
    if (m_busAddress.isEmpty()) {
        m_error = tr("the session bus (dbus-daemon) did not start");
        return false;
    }
    return true;
}

QProcessEnvironment BenchDisplay::environment(QProcessEnvironment base) const
{
    for (const char *name : {"QT_QPA_PLATFORM", "WAYLAND_DISPLAY", "GDK_BACKEND", "XAUTHORITY", "SESSION_MANAGER"}) {
        base.remove(QString::fromLatin1(name));
    }
    base.insert(QStringLiteral("DISPLAY"), m_display);
    base.insert(QStringLiteral("DBUS_SESSION_BUS_ADDRESS"), m_busAddress);
    return base;
}
