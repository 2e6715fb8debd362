// SPDX-FileCopyrightText: 2026 Yiqiao authors
// SPDX-License-Identifier: GPL-3.0-or-later
#include "bench/windowmapwatch.h"

#include <QRegularExpression>
#include <QStandardPaths>

#include <utility>

WindowMapWatch::WindowMapWatch()
{
    m_clock.start();
    QObject::connect(&m_xev, &QProcess::readyReadStandardOutput, [this] { read(); });
}

WindowMapWatch::~WindowMapWatch()
{
    if (m_xev.state() != QProcess::NotRunning) {
        m_xev.kill();
        m_xev.waitForFinished();
    }
}

bool WindowMapWatch::start(const QString &display)
{
    if (QStandardPaths::findExecutable(QStringLiteral("xev")).isEmpty()
        || QStandardPaths::findExecutable(QStringLiteral("xprop")).isEmpty()) {
        m_error = tr("xev and xprop are not installed (package x11-utils)");
        return false;
    }
    m_display = display;
    m_xev.setStandardErrorFile(QProcess::nullDevice());
    m_xev.start(QStringLiteral("xev"),
        {QStringLiteral("-display"), display, QStringLiteral("-root"), QStringLiteral("-event"), QStringLiteral("substructure")});
    if (!m_xev.waitForStarted()) {
        m_error = tr("xev did not start");
        return false;
    }
    return true;
}

// "MapNotify event, serial 18, synthetic NO, window 0x50d,"
// "    event 0x50d, window 0x400030, override NO"
void WindowMapWatch::read()
{
    static const QRegularExpression mapped(QStringLiteral("window (0x[0-9a-f]+), override (YES|NO)"));
    while (m_xev.canReadLine()) {
        const QString line = QString::fromLatin1(m_xev.readLine());
        if (line.startsWith(QLatin1String("MapNotify event"))) {
            m_inMapNotify = true;
            continue;
        }
        const QRegularExpressionMatch match = mapped.match(line);
        if (m_inMapNotify && match.hasMatch() && match.captured(2) == QLatin1String("NO")) {
            m_maps.append({match.captured(1), nowMs()});
        }
        m_inMapNotify = false;
    }
}

qint64 WindowMapWatch::pidOf(const QString &window)
{
    // Not cached: the server hands a closed client's window ids to the next client.
    QProcess xprop;
    xprop.start(
        QStringLiteral("xprop"), {QStringLiteral("-display"), m_display, QStringLiteral("-id"), window, QStringLiteral("_NET_WM_PID")});
    xprop.waitForFinished(5000);
    // "_NET_WM_PID(CARDINAL) = 22592"
    const QByteArray output = xprop.readAllStandardOutput();
    return output.mid(output.lastIndexOf('=') + 1).trimmed().toLongLong();
}

double WindowMapWatch::firstMapOf(qint64 pid, double sinceMs)
{
    read();
    for (const Map &map : std::as_const(m_maps)) {
        if (map.atMs >= sinceMs && pidOf(map.window) == pid) {
            return map.atMs;
        }
    }
    return -1;
}
