// SPDX-FileCopyrightText: 2026 Yiqiao authors
// SPDX-License-Identifier: GPL-3.0-or-later
#include "dashboard/radarstats.h"

#include "core/sqlerrors.h"
#include "dashboard/radarrepository.h"
#include "store/projectstore.h"

#include <QDateTime>
#include <QSqlError>
#include <QSqlQuery>
#include <QVariant>

namespace {

QDate dateOf(const QString &stamp)
{
    // A day (published_on) is taken as it is: read as a local midnight and turned
    // to UTC, it would fall on the day before east of Greenwich. A creation time
    // (created_at, UTC) counts on the user's own calendar, as the window shows every
    // other time: an issue created at 07:30 in Beijing belongs to that day.
    if (stamp.size() == 10) {
        return QDate::fromString(stamp, Qt::ISODate);
    }
    QDateTime time = QDateTime::fromString(stamp, Qt::ISODateWithMs);
    if (!time.isValid()) {
        time = QDateTime::fromString(stamp, Qt::ISODate);
    }
    return time.isValid() ? time.toLocalTime().date() : QDate::fromString(stamp.left(10), Qt::ISODate);
}

} // namespace

QDate RadarStats::quarterStart(const QDate &date)
{
    return QDate(date.year(), (date.month() - 1) / 3 * 3 + 1, 1);
}

QString RadarStats::quarterLabel(const QDate &date)
{
    return QStringLiteral("%1 Q%2").arg(date.year()).arg((date.month() - 1) / 3 + 1);
}

RadarData RadarStats::compute(ProjectStore &store, QString *error)
{
    RadarData data;
    RadarRepository repository(store);
    data.dimensions = repository.dimensions();
    if (!repository.errorString().isEmpty()) {
        *error = repository.errorString();
        return {};
    }
    QSqlQuery query(store.database());
    if (!query.exec(QStringLiteral("SELECT i.number, i.title, coalesce(i.published_on, i.created_at), t.dimension_id, t.id, t.name,"
                                   " i.published_on IS NOT NULL FROM issue_technologies it"
                                   " JOIN issues i ON i.id = it.issue_id JOIN technologies t ON t.id = it.technology_id"
                                   " ORDER BY coalesce(i.published_on, i.created_at), i.number, t.name COLLATE NOCASE"))) {
        *error = SqlErrors::describe(query.lastError());
        return {};
    }
    while (query.next()) {
        const QDate date = dateOf(query.value(2).toString());
        if (!date.isValid()) {
            continue; // a crafted or damaged created_at: no place on the time axis
        }
        data.points.append({query.value(0).toInt(), query.value(1).toString(), date, query.value(6).toBool(), query.value(3).toLongLong(),
            query.value(4).toLongLong(), query.value(5).toString()});
    }
    data.quarters = quarters(data.points, data.dimensions);
    return data;
}

QList<RadarQuarter> RadarStats::quarters(const QList<RadarPoint> &points, const QList<RadarDimension> &dimensions)
{
    QDate first;
    QDate last;
    for (const RadarPoint &point : points) {
        if (point.date.isValid()) {
            first = !first.isValid() || point.date < first ? point.date : first;
            last = !last.isValid() || point.date > last ? point.date : last;
        }
    }
    QList<RadarQuarter> result;
    if (!first.isValid()) {
        return result;
    }
    for (QDate start = quarterStart(first); start <= last; start = start.addMonths(3)) {
        RadarQuarter quarter;
        quarter.label = quarterLabel(start);
        quarter.start = start;
        for (int i = 0; i < dimensions.size(); ++i) {
            quarter.counts.append(0);
        }
        result.append(quarter);
    }
    const QDate origin = quarterStart(first);
    for (const RadarPoint &point : points) {
        const int index = ((point.date.year() - origin.year()) * 12 + point.date.month() - origin.month()) / 3;
        int dimension = -1;
        for (int i = 0; i < dimensions.size(); ++i) {
            dimension = dimensions.at(i).id == point.dimensionId ? i : dimension;
        }
        if (!point.date.isValid() || dimension < 0) {
            continue;
        }
        ++result[index].counts[dimension];
        ++result[index].total;
    }
    return result;
}
