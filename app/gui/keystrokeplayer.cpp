// SPDX-FileCopyrightText: 2026 Yiqiao authors
// SPDX-License-Identifier: GPL-3.0-or-later
#include "gui/keystrokeplayer.h"

#include <QCoreApplication>
#include <QElapsedTimer>
#include <QKeyEvent>
#include <QWidget>

KeystrokePlayer::KeystrokePlayer(QWidget *target, const QString &text, int intervalMs, QObject *parent)
    : QObject(parent)
    , m_target(target)
    , m_text(text)
{
    m_timer.setInterval(intervalMs);
    connect(&m_timer, &QTimer::timeout, this, &KeystrokePlayer::typeNext);
}

void KeystrokePlayer::start()
{
    m_target->setFocus();
    m_timer.start();
}

void KeystrokePlayer::typeNext()
{
    if (m_next >= m_text.size()) {
        m_timer.stop();
        Q_EMIT finished();
        return;
    }
    // Surrogate pairs go as one event, as an input method would send them.
    const int length = m_text.at(m_next).isHighSurrogate() && m_next + 1 < m_text.size() ? 2 : 1;
    const QString key = m_text.mid(m_next, length);
    m_next += length;
    const int code = key == QLatin1String("\n") ? Qt::Key_Return : 0;
    QElapsedTimer clock;
    clock.start();
    QKeyEvent press(QEvent::KeyPress, code, Qt::NoModifier, code ? QString() : key);
    QCoreApplication::sendEvent(m_target, &press);
    QKeyEvent release(QEvent::KeyRelease, code, Qt::NoModifier, code ? QString() : key);
    QCoreApplication::sendEvent(m_target, &release);
    // Lay out and paint now, as the next frame would.
    QCoreApplication::sendPostedEvents();
    m_target->repaint();
    const double ms = double(clock.nsecsElapsed()) / 1e6;
    m_worst = qMax(m_worst, ms);
    m_total += ms;
    ++m_count;
    Q_EMIT keyTyped(m_count);
    if (m_next >= m_text.size()) {
        m_timer.stop();
        Q_EMIT finished();
    }
}
