// SPDX-FileCopyrightText: 2026 Yiqiao authors
// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once

#include <QObject>
#include <QTimer>

// When a pane's work runs after saves: a moment after the last save while the pane
// can be seen; a hidden pane is only marked stale and refreshed when it is shown
// again. The owner connects refresh() to its work and calls done() from it (also
// when the work ran for another reason), so that no refresh is left pending.
class PaneRefresh : public QObject
{
    Q_OBJECT
public:
    PaneRefresh(int delayMs, QObject *parent);

    void setVisible(bool visible);
    // What the pane is about changed (another issue shown): refreshed now if the pane
    // can be seen, else when it is shown.
    void changed();
    void saved();
    void done();

Q_SIGNALS:
    void refresh();

private:
    QTimer m_timer;
    bool m_visible = true;
    bool m_stale = false;
};
