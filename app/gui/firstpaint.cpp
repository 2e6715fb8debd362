// SPDX-FileCopyrightText: 2026 Yiqiao authors
// SPDX-License-Identifier: GPL-3.0-or-later
#include "gui/firstpaint.h"

#include <QEvent>
#include <QTimer>
#include <QWidget>

#include <utility>

namespace {
// A window that never paints (minimised, on no screen) holds nothing back longer.
constexpr int kLongestWaitMs = 2000;
} // namespace

FirstPaint &FirstPaint::instance()
{
    static FirstPaint gate;
    return gate;
}

void FirstPaint::watch(QWidget *window)
{
    FirstPaint &gate = instance();
    gate.m_waiting = true;
    window->installEventFilter(&gate);
    QTimer::singleShot(kLongestWaitMs, &gate, [&gate, watch = ++gate.m_watches] {
        if (watch == gate.m_watches) {
            gate.release();
        }
    });
}

void FirstPaint::later(QObject *context, std::function<void()> work)
{
    FirstPaint &gate = instance();
    if (gate.m_waiting) {
        gate.m_pending.append({context, std::move(work)});
    } else {
        work();
    }
}

bool FirstPaint::eventFilter(QObject *watched, QEvent *event)
{
    if (event->type() == QEvent::Paint && m_waiting) {
        watched->removeEventFilter(this);
        // After this paint, and whatever else the event loop has for the window.
        QTimer::singleShot(0, this, &FirstPaint::release);
    }
    return QObject::eventFilter(watched, event);
}

void FirstPaint::release()
{
    if (!m_waiting) {
        return;
    }
    m_waiting = false;
    const QList<Pending> pending = std::exchange(m_pending, {});
    for (const Pending &item : pending) {
        if (item.context) {
            item.work();
        }
    }
}
