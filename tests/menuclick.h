// SPDX-FileCopyrightText: 2026 Yiqiao authors
// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once

#include <QAction>
#include <QMenu>
#include <QTest>
#include <QTimer>
#include <QToolButton>

// Clicks a tool button whose menu pops up at once (QToolButton::InstantPopup: the
// menu's exec() blocks the click) and, in the menu, the entry named action, with
// real mouse clicks. A missing entry closes the menu, so that the test fails on
// what it checks next rather than hang.
inline void clickMenuEntry(QToolButton *button, QMenu *menu, const QString &action)
{
    QTimer::singleShot(0, menu, [menu, action] {
        QAction *entry = menu->findChild<QAction *>(action);
        if (!entry || !menu->isVisible()) {
            menu->close();
            return;
        }
        QTest::mouseClick(menu, Qt::LeftButton, Qt::NoModifier, menu->actionGeometry(entry).center());
    });
    QTest::mouseClick(button, Qt::LeftButton);
}
