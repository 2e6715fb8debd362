// SPDX-FileCopyrightText: 2026 Yiqiao authors
// SPDX-License-Identifier: GPL-3.0-or-later
#include "dashboard/radardata.h"

#include <QJsonArray>

namespace {

QJsonArray dimensionsJson(const QList<RadarDimension> &dimensions)
{
    QJsonArray list;
    for (const RadarDimension &dimension : dimensions) {
        list.append(QJsonObject {{QStringLiteral("id"), dimension.id}, {QStringLiteral("name"), dimension.name},
            {QStringLiteral("position"), dimension.position}, {QStringLiteral("color"), dimension.color}});
    }
    return list;
}

} // namespace

QJsonObject RadarData::toJson(bool withPoints) const
{
    QJsonArray quarterList;
    for (const RadarQuarter &quarter : quarters) {
        QJsonObject counts;
        QJsonObject shares;
        for (int i = 0; i < dimensions.size(); ++i) {
            counts.insert(dimensions.at(i).name, quarter.counts.value(i));
            shares.insert(dimensions.at(i).name, quarter.share(i));
        }
        quarterList.append(QJsonObject {{QStringLiteral("quarter"), quarter.label}, {QStringLiteral("total"), quarter.total},
            {QStringLiteral("counts"), counts}, {QStringLiteral("shares"), shares}});
    }
    QJsonObject root {{QStringLiteral("dimensions"), dimensionsJson(dimensions)}, {QStringLiteral("quarters"), quarterList}};
    if (withPoints) {
        QJsonArray pointList;
        for (const RadarPoint &point : points) {
            const int dimension = dimensionIndex(point.dimensionId);
            pointList.append(QJsonObject {{QStringLiteral("issue"), point.issueNumber}, {QStringLiteral("title"), point.issueTitle},
                {QStringLiteral("date"), point.date.toString(Qt::ISODate)},
                {QStringLiteral("dateFrom"), point.published ? QStringLiteral("published") : QStringLiteral("created")},
                {QStringLiteral("dimension"), dimension < 0 ? QString() : dimensions.at(dimension).name},
                {QStringLiteral("technology"), point.technology}});
        }
        root.insert(QStringLiteral("points"), pointList);
    }
    return root;
}
