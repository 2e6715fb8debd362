// SPDX-FileCopyrightText: 2026 Yiqiao authors
// SPDX-License-Identifier: GPL-3.0-or-later
#include "lineeditshortcuts.h"

#include <QAction>
#include <QKeyEvent>
#include <QLineEdit>
#include <QMenu>

#include <algorithm>

namespace {
bool isEditingKey(const QKeyEvent &key)
{
    for (const QKeySequence::StandardKey standard :
        {QKeySequence::SelectAll, QKeySequence::Copy, QKeySequence::Cut, QKeySequence::Paste, QKeySequence::Undo, QKeySequence::Redo}) {
        if (key.matches(standard)) {
            return true;
        }
    }
    return false;
}
} // namespace

bool LineEditShortcuts::eventFilter(QObject *watched, QEvent *event)
{
    if (event->type() == QEvent::ShortcutOverride && qobject_cast<QLineEdit *>(watched)) {
        const auto &key = static_cast<const QKeyEvent &>(*event);
        if (key.modifiers() == Qt::ControlModifier && key.key() >= Qt::Key_A && key.key() <= Qt::Key_Z && !isEditingKey(key)
            && isWindowShortcut(watched, key)) {
            event->ignore(); // not overridden: the shortcut map has it
            return true;
        }
    }
    return QObject::eventFilter(watched, event);
}

bool LineEditShortcuts::isWindowShortcut(QObject *target, const QKeyEvent &key)
{
    // The window's actions are in its menus (and on itself); Ctrl+letter in a line edit
    // is rare enough to look them through each time.
    const QWidget *window = static_cast<QWidget *>(target)->window();
    const QKeySequence pressed(int(key.modifiers()) | key.key());
    QList<QAction *> actions = window->actions();
    for (const QMenu *menu : window->findChildren<QMenu *>()) {
        actions += menu->actions();
    }
    return std::any_of(actions.cbegin(), actions.cend(),
        [&](const QAction *action) { return action->isEnabled() && action->shortcuts().contains(pressed); });
}
