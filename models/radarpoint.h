// SPDX-FileCopyrightText: 2026 Yiqiao authors
// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once

#include <QDate>
#include <QString>

// One point of the radar's timeline: an issue that covers a technology. date is
// the issue's date (issues.created_at: the project keeps no publication date).
struct RadarPoint {
    int issueNumber = 0;
    QString issueTitle;
    QDate date;
    qint64 dimensionId = 0;
    qint64 technologyId = 0;
    QString technology;
};
