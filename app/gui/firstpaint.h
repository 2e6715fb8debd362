// SPDX-FileCopyrightText: 2026 Yiqiao authors
// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once

#include <QObject>
#include <QPointer>

#include <functional>

class QWidget;

// Work that the window's first paint does not need — the memory's index, the issues'
// counts, QA of the first issue, each on a thread of its own — waits for it: on a
// 2-core machine those threads would take the CPU from the main thread and the X
// server while the window is drawn. Once the window has painted (or two seconds have
// passed, or no window is watched: tests, the CLI), later() runs work at once.
// Main thread only.
class FirstPaint : public QObject
{
public:
    // The window whose first paint start-up waits for; call before it is shown.
    static void watch(QWidget *window);
    // Runs work now, or after the first paint unless context is gone by then.
    static void later(QObject *context, std::function<void()> work);

protected:
    bool eventFilter(QObject *watched, QEvent *event) override;

private:
    static FirstPaint &instance();
    void release();

    struct Pending {
        QPointer<QObject> context;
        std::function<void()> work;
    };
    bool m_waiting = false;
    int m_watches = 0; // watch() calls: only the last one's time limit counts
    QList<Pending> m_pending;
};
