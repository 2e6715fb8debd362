// SPDX-FileCopyrightText: 2026 Yiqiao authors
// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once

#include "dashboard/radardata.h"

#include <QCoreApplication>

class ProjectStore;

// Computes the technology radar from the tags (one query for the points): a
// point per issue–technology pair, dated by the issue (issues.created_at — the
// project keeps no publication date of the post), and each dimension's share of the
// pairs per quarter. Milliseconds for hundreds of issues: no thread needed.
class RadarStats
{
    Q_DECLARE_TR_FUNCTIONS(RadarStats)
public:
    // Empty with *error set when the project cannot be read.
    static RadarData compute(ProjectStore &store, QString *error);
    // The quarters from the first point's to the last one's.
    static QList<RadarQuarter> quarters(const QList<RadarPoint> &points, const QList<RadarDimension> &dimensions);
    // "2022 Q3"
    static QString quarterLabel(const QDate &date);
    static QDate quarterStart(const QDate &date);
};
