// SPDX-FileCopyrightText: 2026 Yiqiao authors
// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once

#include <QObject>

class QKeyEvent;

// On X11, a line edit takes Ctrl+E, Ctrl+U, Ctrl+K and the like as Emacs keys (end of
// line, delete the line…) before the window sees them: with the focus in a pane's
// search field, Ctrl+E (Export Finished Post) or Ctrl+U (Next Untranslated Block) did
// nothing. Installed on the application, this filter lets an enabled action of the
// focused window with that shortcut have a Ctrl+letter key first; the editing keys
// every line edit needs (select all, copy, cut, paste, undo, redo) stay the line
// edit's.
class LineEditShortcuts : public QObject
{
    Q_OBJECT
public:
    using QObject::QObject;

protected:
    bool eventFilter(QObject *watched, QEvent *event) override;

private:
    static bool isWindowShortcut(QObject *target, const QKeyEvent &key);
};
