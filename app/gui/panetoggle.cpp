// SPDX-FileCopyrightText: 2026 Yiqiao authors
// SPDX-License-Identifier: GPL-3.0-or-later
#include "gui/panetoggle.h"

#include <QAction>
#include <QApplication>
#include <QDockWidget>
#include <QEvent>
#include <QMainWindow>

namespace {
// The first widget of the dock, in focus-chain order, that takes the focus from the
// keyboard (a table, a search field); the dock's content itself if none does.
QWidget *focusTarget(const QDockWidget &dock)
{
    QWidget *content = dock.widget();
    if (!content) {
        return nullptr;
    }
    if (content->focusProxy() || (content->focusPolicy() & Qt::TabFocus)) {
        return content;
    }
    for (QWidget *next = content->nextInFocusChain(); next && next != content; next = next->nextInFocusChain()) {
        if (content->isAncestorOf(next) && (next->focusPolicy() & Qt::TabFocus) && next->isEnabled() && next->isVisibleTo(content)) {
            return next;
        }
    }
    return content;
}
} // namespace

PaneToggle::PaneToggle(QAction &action, QDockWidget &dock)
    : QObject(&dock)
    , m_action(action)
    , m_dock(dock)
{
    m_action.setChecked(!m_dock.isHidden());
    connect(&m_action, &QAction::triggered, this, &PaneToggle::toggle);
    connect(&m_dock, &QDockWidget::visibilityChanged, this, [this] { m_action.setChecked(!m_dock.isHidden()); });
    if (m_dock.parentWidget()) {
        m_dock.parentWidget()->installEventFilter(this);
    }
}

bool PaneToggle::eventFilter(QObject *watched, QEvent *event)
{
    if (event->type() == QEvent::Show) {
        m_action.setChecked(!m_dock.isHidden());
    }
    return QObject::eventFilter(watched, event);
}

bool PaneToggle::isInFront(const QDockWidget &dock)
{
    // A dock behind another's tab stays "visible" but is moved out of the window's
    // area, where nothing of it can be painted.
    return dock.isVisible() && !dock.visibleRegion().isEmpty();
}

void PaneToggle::bringToFront(QDockWidget &dock)
{
    dock.show();
    dock.raise();
    if (dock.isFloating()) {
        dock.activateWindow();
    }
    if (QWidget *target = focusTarget(dock)) {
        target->setFocus(Qt::ShortcutFocusReason);
    }
}

void PaneToggle::toggle()
{
    if (isInFront(m_dock)) {
        hidePane();
    } else {
        bringToFront(m_dock);
    }
    m_action.setChecked(!m_dock.isHidden()); // triggering a checkable action flipped it
}

void PaneToggle::hidePane()
{
    const bool hadFocus = m_dock.isAncestorOf(QApplication::focusWidget());
    m_dock.hide();
    auto *window = qobject_cast<QMainWindow *>(m_dock.parentWidget());
    if (hadFocus && window && window->centralWidget()) {
        window->centralWidget()->setFocus(Qt::ShortcutFocusReason);
    }
}
