// SPDX-FileCopyrightText: 2026 Yiqiao authors
// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once

#include <QObject>
#include <QString>

// The child widget of parent with that object name; a test that asks for one that is
// not there stops at once (a null pointer would only crash later, elsewhere).
template<typename T>
T *child(const QObject &parent, const QString &name)
{
    auto *widget = parent.findChild<T *>(name);
    if (!widget) {
        qFatal("no child %s", qPrintable(name));
    }
    return widget;
}

template<typename T>
T *child(const QObject &parent, const char *name)
{
    return child<T>(parent, QString::fromLatin1(name));
}
