// SPDX-FileCopyrightText: 2026 Yiqiao authors
// SPDX-License-Identifier: GPL-3.0-or-later
#include "gui/panerefresh.h"

PaneRefresh::PaneRefresh(int delayMs, QObject *parent)
    : QObject(parent)
{
    m_timer.setSingleShot(true);
    m_timer.setInterval(delayMs);
    connect(&m_timer, &QTimer::timeout, this, &PaneRefresh::refresh);
}

void PaneRefresh::setVisible(bool visible)
{
    m_visible = visible;
    if (visible && m_stale) {
        Q_EMIT refresh();
    }
}

void PaneRefresh::changed()
{
    if (m_visible) {
        Q_EMIT refresh();
    } else {
        m_stale = true;
    }
}

void PaneRefresh::saved()
{
    if (m_visible) {
        m_timer.start();
    } else {
        m_stale = true;
    }
}

void PaneRefresh::done()
{
    m_timer.stop();
    m_stale = false;
}
