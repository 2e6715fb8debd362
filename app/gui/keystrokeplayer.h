// SPDX-FileCopyrightText: 2026 Yiqiao authors
// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once

#include <QObject>
#include <QString>
#include <QTimer>

class QWidget;

// Types text into a widget one key event at a time, as a user would, for the
// crash-safety test (a real process killed with SIGKILL) and the keystroke
// benchmark. Reports each key's time from dispatch to the end of its repaint.
class KeystrokePlayer : public QObject
{
    Q_OBJECT
public:
    KeystrokePlayer(QWidget *target, const QString &text, int intervalMs, QObject *parent = nullptr);

    void start();
    // Worst and mean milliseconds from key press to repainted widget.
    double worstMs() const { return m_worst; }
    double meanMs() const { return m_count ? m_total / m_count : 0.0; }

Q_SIGNALS:
    // After key number count (from 1) was handled and painted.
    void keyTyped(int count);
    // Right after the last key's keyTyped().
    void finished();

private:
    void typeNext();

    QWidget *m_target;
    QString m_text;
    int m_next = 0;
    QTimer m_timer;
    double m_worst = 0;
    double m_total = 0;
    int m_count = 0;
};
