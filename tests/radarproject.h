// SPDX-FileCopyrightText: 2026 Yiqiao authors
// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once

#include "dashboard/radarrepository.h"
#include "store/issuerepository.h"
#include "tempproject.h"

#include <QSqlQuery>
#include <QStringList>

#include <memory>

// A new project (TempProject) with its RadarRepository (the four default
// dimensions), and the issues and technologies the radar tests put in it.
class RadarProject
{
public:
    // The project made anew (from a test's init()); the error text, empty when it
    // worked.
    QString create()
    {
        m_radar.reset();
        const QString error = m_project.create();
        if (error.isEmpty()) {
            m_radar = std::make_unique<RadarRepository>(m_project.store());
        }
        return error;
    }

    ProjectStore &store() { return m_project.store(); }
    RadarRepository &radar() { return *m_radar; }

    // Issue `number`, titled "Issue <number>", created at createdAt (a stored
    // timestamp) when one is given; its id, 0 when that failed.
    qint64 issue(int number, const QString &createdAt = QString())
    {
        const qint64 id = IssueRepository(store()).createIssue(number, QStringLiteral("Issue %1").arg(number));
        if (id <= 0 || createdAt.isEmpty()) {
            return id;
        }
        QSqlQuery query(store().database());
        query.prepare(QStringLiteral("UPDATE issues SET created_at = ? WHERE id = ?"));
        query.addBindValue(createdAt);
        query.addBindValue(id);
        return query.exec() ? id : 0;
    }

    // A technology in the dimension at index `dimension` of the radar's order; its
    // id, 0 when refused.
    qint64 technology(int dimension, const QString &name, const QStringList &aliases = {})
    {
        return m_radar->addTechnology(m_radar->dimensions().at(dimension).id, name, aliases);
    }

    QStringList dimensionNames() const
    {
        QStringList names;
        for (const RadarDimension &dimension : m_radar->dimensions()) {
            names.append(dimension.name);
        }
        return names;
    }

private:
    TempProject m_project;
    std::unique_ptr<RadarRepository> m_radar;
};
