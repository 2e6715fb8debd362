// SPDX-FileCopyrightText: 2026 Yiqiao authors
// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once

#include <QRect>

class QMainWindow;

// The main window's default layout, for any screen from 1280×720 up: where each
// dock goes, which docks share a tab group and which tab is in front, how large the
// docks are for the window's size, and how large the first window is. The docks are
// found by object name; View ▸ Reset Layout arranges them again.
//
// Left: the issue list and the outline. Right: the preview and the panes read beside
// the draft (memory, terminology, termbase, notes, deletions). Bottom, under the
// editors only: the panes of findings and lists (QA, review, checklist, source
// changes, find, dashboard), tall enough for eight rows of their tables. In a window
// lower than TallHeight the left and right docks are each one tab group (a dock
// split in two would leave each half a few lines); a taller one splits them: the
// issue list above the outline, the preview above the panes.
class WindowLayout
{
public:
    static constexpr int TallHeight = 900;

    explicit WindowLayout(QMainWindow &window);

    // Every dock docked in its place and shown, the default tabs in front, sized for
    // the window's present size.
    void arrange();

    // The first window on a screen with that available geometry: all of it on a
    // small screen (and maximized, startsMaximized()), else nine tenths of it, centred.
    static QRect initialGeometry(const QRect &available);
    static bool startsMaximized(const QRect &available);

private:
    void dockAll(bool tall);
    void resize(bool tall);

    QMainWindow &m_window;
};
