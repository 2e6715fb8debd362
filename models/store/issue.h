// SPDX-FileCopyrightText: 2026 Yiqiao authors
// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once

#include <QString>

// An issue (期) of the translated series, as listed in the navigator.
struct Issue {
    qint64 id = 0;
    int number = 0; // 期号
    QString title;
    QString status;
};
