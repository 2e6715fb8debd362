// SPDX-FileCopyrightText: 2026 Yiqiao authors
// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once

#include <QCoreApplication>
#include <QInputMethodEvent>
#include <QWidget>

// Chinese arrives from an input method as a commit, not as key presses (and
// QTest::keyClicks asserts on characters outside Latin-1 in Qt 5).
inline void typeText(QWidget *widget, const QString &text)
{
    QInputMethodEvent event;
    event.setCommitString(text);
    QCoreApplication::sendEvent(widget, &event);
}
