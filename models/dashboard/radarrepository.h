// SPDX-FileCopyrightText: 2026 Yiqiao authors
// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once

#include "core/fallible.h"
#include "dashboard/radardimension.h"
#include "dashboard/technology.h"

#include <QCoreApplication>
#include <QList>
#include <QVariantList>

#include <optional>

class ProjectStore;
class QSqlQuery;

// The technology radar's dimensions, technologies and issue tags (schema v9).
// Names are trimmed and unique whatever the case; each write is one transaction,
// all or nothing. A dimension that still has technologies is removed only when
// another dimension takes them.
class RadarRepository : public Fallible
{
    Q_DECLARE_TR_FUNCTIONS(RadarRepository)
public:
    explicit RadarRepository(ProjectStore &store);

    // In the order of position.
    QList<RadarDimension> dimensions() const;
    std::optional<RadarDimension> dimension(const QString &name) const;
    // Appended after the others; 0 on failure.
    qint64 addDimension(const QString &name, const QString &color = {});
    bool renameDimension(qint64 id, const QString &name);
    bool setDimensionColor(qint64 id, const QString &color);
    // Moves the dimension to index (0 = first); the others keep their order.
    bool moveDimension(qint64 id, int index);
    // moveTo: the dimension that takes its technologies; 0 refuses a dimension
    // that has any.
    bool removeDimension(qint64 id, qint64 moveTo = 0);
    int technologyCount(qint64 dimensionId) const;

    // By dimension position, then name.
    QList<Technology> technologies() const;
    // By name or alias, whatever the case.
    std::optional<Technology> technology(const QString &name) const;
    // 0 on failure.
    qint64 addTechnology(qint64 dimensionId, const QString &name, const QStringList &aliases = {});
    // Renames, moves to another dimension and sets the aliases of technology.id.
    bool updateTechnology(const Technology &technology);
    // Its issues lose the tag.
    bool removeTechnology(qint64 id);

    QList<qint64> issueTechnologies(qint64 issueId) const;
    // Tagging twice is no error.
    bool tag(qint64 issueId, qint64 technologyId);
    bool untag(qint64 issueId, qint64 technologyId);
    bool setIssueTechnologies(qint64 issueId, const QList<qint64> &technologyIds);
    // The issue's title and source blocks: what the suggester reads.
    QString sourceText(qint64 issueId) const;

    static QString joinAliases(const QStringList &aliases);
    static QStringList splitAliases(const QString &text);

private:
    qint64 lastInsertId();
    // Runs the statements in one write transaction.
    bool write(const QList<QPair<QString, QVariantList>> &statements);
    bool checkDimensionName(const QString &name, qint64 except) const;
    bool checkTechnologyName(const QString &name, qint64 except) const;
    bool dimensionExists(qint64 id) const;

    ProjectStore &m_store;
};
