// SPDX-FileCopyrightText: 2026 Yiqiao authors
// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once

#include <QStringList>

// Lists of names people type (an issue's tags, a technology's aliases).
class NameList
{
public:
    // Each name simplified (spaces trimmed, runs of whitespace as one space), empty
    // ones dropped and of names equal but for case the first kept, in order.
    static QStringList normalized(const QStringList &names);
};
