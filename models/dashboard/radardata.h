// SPDX-FileCopyrightText: 2026 Yiqiao authors
// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once

#include "dashboard/radardimension.h"
#include "dashboard/radarpoint.h"
#include "dashboard/radarquarter.h"

#include <QJsonObject>
#include <QList>

// What the technology radar shows: its dimensions (rows), the points of the
// timeline in date order and the dimensions' shares per quarter, from the first
// quarter with a point to the last, empty quarters between included.
struct RadarData {
    QList<RadarDimension> dimensions;
    QList<RadarPoint> points;
    QList<RadarQuarter> quarters;

    // The index of a dimension in dimensions, -1 if unknown.
    int dimensionIndex(qint64 id) const
    {
        for (int i = 0; i < dimensions.size(); ++i) {
            if (dimensions.at(i).id == id) {
                return i;
            }
        }
        return -1;
    }
    QJsonObject toJson(bool withPoints) const;
};
