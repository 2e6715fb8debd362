// SPDX-FileCopyrightText: 2026 Yiqiao authors
// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once

#include <QHash>
#include <QRect>

class AppSettings;
class MainWindow;
class QHeaderView;
class QSplitter;

// The window as the user left it, across restarts: its geometry, the docks (places,
// tab groups, the tab in front, sizes), the panes' column widths and splitters and
// the editors' split, all in AppSettings. A first start gets WindowLayout's default
// for the screen; View ▸ Reset Layout brings that default back, columns and splits
// included.
//
// A pane's column widths are keyed by its dock's and its view's object names, its
// splitters by the dock's name and their order in it; a view without an object name
// is not remembered. A header is restored only while its model has as many columns
// as when it was saved.
class LayoutMemory
{
public:
    LayoutMemory(AppSettings &settings, MainWindow &window);

    // Call once, before the window is first shown; available is the screen's
    // available geometry (used on a first start only).
    void restore(const QRect &available);
    void save();
    // The default layout for the window's present size, default columns and splits.
    void reset();

private:
    void fitInto(const QRect &available);
    QHash<QString, QHeaderView *> headers() const;
    QHash<QString, QSplitter *> splitters() const;

    AppSettings &m_settings;
    MainWindow &m_window;
    QHash<QString, QByteArray> m_defaultHeaders; // as the panes made them
};
