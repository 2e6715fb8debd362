// SPDX-FileCopyrightText: 2026 Yiqiao authors
// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once

#include <QDate>
#include <QString>

// One point of the radar's timeline: an issue that covers a technology. date is
// the issue's publication day (issues.published_on) or, when it has none, the day
// the issue was created (published is false then).
struct RadarPoint {
    int issueNumber = 0;
    QString issueTitle;
    QDate date;
    bool published = false;
    qint64 dimensionId = 0;
    qint64 technologyId = 0;
    QString technology;
};
