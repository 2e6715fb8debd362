// SPDX-FileCopyrightText: 2026 Yiqiao authors
// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once

#include <QObject>

class QAction;
class QDockWidget;

// One pane's View action (F6, Shift+F8, …), as IDEs and CAT tools have it: pressed
// while the pane is hidden or tabbed behind another pane, it brings the pane to the
// front with the keyboard focus in it; pressed while the pane is in front, it hides
// it (the focus goes back to the window's central widget, the editors). The action's
// check mark says whether the pane is open at all (in front or behind a tab), and
// follows the dock's own close button.
class PaneToggle : public QObject
{
    Q_OBJECT
public:
    // Parented to the dock: lives as long as it.
    PaneToggle(QAction &action, QDockWidget &dock);

    // Shown and not behind another dock's tab (a floating dock that is shown is in front).
    static bool isInFront(const QDockWidget &dock);
    // Shows the dock, raises its tab and puts the focus in it.
    static void bringToFront(QDockWidget &dock);

protected:
    // The window shown: docks hidden before (a restored layout) said nothing then.
    bool eventFilter(QObject *watched, QEvent *event) override;

private:
    void toggle();
    void hidePane();

    QAction &m_action;
    QDockWidget &m_dock;
};
