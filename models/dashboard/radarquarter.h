// SPDX-FileCopyrightText: 2026 Yiqiao authors
// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once

#include <QDate>
#include <QList>
#include <QString>

// One quarter of the radar's share chart: how many issue–technology pairs fell
// into each dimension (in the order of RadarData::dimensions).
struct RadarQuarter {
    QString label; // "2022 Q3"
    QDate start;
    QList<int> counts;
    int total = 0;

    // The dimension's share of the quarter's pairs in percent; 0 for an empty quarter.
    double share(int dimension) const { return total == 0 ? 0.0 : 100.0 * counts.value(dimension) / total; }
};
