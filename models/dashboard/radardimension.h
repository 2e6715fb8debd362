// SPDX-FileCopyrightText: 2026 Yiqiao authors
// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once

#include <QString>

// A row of the technology radar (模型架构, 训练优化, …), in the order of position.
// color is "#rrggbb" or empty (the chart picks one).
struct RadarDimension {
    qint64 id = 0;
    QString name;
    int position = 0;
    QString color;
};
