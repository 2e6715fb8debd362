// SPDX-FileCopyrightText: 2026 Yiqiao authors
// SPDX-License-Identifier: GPL-3.0-or-later
#include "dashboard/radarrepository.h"

#include "core/namelist.h"
#include "core/sqlerrors.h"
#include "core/sqlexec.h"
#include "store/issuerepository.h"
#include "store/projectstore.h"

#include <QSqlError>
#include <QSqlQuery>
#include <QVariant>

namespace {

Technology technologyFrom(const QSqlQuery &query)
{
    Technology technology;
    technology.id = query.value(0).toLongLong();
    technology.dimensionId = query.value(1).toLongLong();
    technology.name = query.value(2).toString();
    technology.aliases = RadarRepository::splitAliases(query.value(3).toString());
    return technology;
}

const QString kTechnologySelect = QStringLiteral("SELECT t.id, t.dimension_id, t.name, t.aliases FROM technologies t");

} // namespace

RadarRepository::RadarRepository(ProjectStore &store)
    : m_store(store)
{
}

bool RadarRepository::write(const QList<QPair<QString, QVariantList>> &statements)
{
    if (!m_store.beginWrite()) {
        return fail(m_store.errorString());
    }
    QSqlQuery query(m_store.database());
    for (const auto &statement : statements) {
        if (!exec(query, statement.first, statement.second)) {
            m_store.rollback();
            return false;
        }
    }
    if (!m_store.commit()) {
        return fail(m_store.errorString());
    }
    return true;
}

QString RadarRepository::joinAliases(const QStringList &aliases)
{
    return NameList::normalized(aliases).join(QLatin1Char('\n'));
}

QStringList RadarRepository::splitAliases(const QString &text)
{
    QStringList aliases;
    for (const QString &line : text.split(QLatin1Char('\n'), Qt::SkipEmptyParts)) {
        if (!line.trimmed().isEmpty()) {
            aliases.append(line.trimmed());
        }
    }
    return aliases;
}

QList<RadarDimension> RadarRepository::dimensions() const
{
    m_error.clear();
    QList<RadarDimension> result;
    QSqlQuery query(m_store.database());
    if (!exec(query, QStringLiteral("SELECT id, name, position, color FROM radar_dimensions ORDER BY position, id"), {})) {
        return result;
    }
    while (query.next()) {
        result.append({query.value(0).toLongLong(), query.value(1).toString(), query.value(2).toInt(), query.value(3).toString()});
    }
    return result;
}

std::optional<RadarDimension> RadarRepository::dimension(const QString &name) const
{
    for (const RadarDimension &dimension : dimensions()) {
        if (dimension.name.compare(name.trimmed(), Qt::CaseInsensitive) == 0) {
            return dimension;
        }
    }
    return std::nullopt;
}

bool RadarRepository::dimensionExists(qint64 id) const
{
    if (selectInt(m_store.database(), QStringLiteral("SELECT count(*) FROM radar_dimensions WHERE id = ?"), {id}) > 0) {
        return true;
    }
    return m_error.isEmpty() ? fail(tr("Dimension %1 does not exist.").arg(id)) : false;
}

bool RadarRepository::checkDimensionName(const QString &name, qint64 except) const
{
    if (name.isEmpty()) {
        return fail(tr("A dimension needs a name."));
    }
    const int taken = selectInt(m_store.database(),
        QStringLiteral("SELECT count(*) FROM radar_dimensions WHERE name = ? COLLATE NOCASE AND id <> ?"), {name, except});
    if (taken != 0) {
        return taken < 0 ? false : fail(tr("A dimension named \"%1\" exists already.").arg(name));
    }
    return true;
}

qint64 RadarRepository::addDimension(const QString &name, const QString &color)
{
    m_error.clear();
    const QString trimmed = name.simplified();
    if (!checkDimensionName(trimmed, 0)) {
        return 0;
    }
    if (!write({{QStringLiteral("INSERT INTO radar_dimensions (name, position, color)"
                                " SELECT ?, coalesce(max(position) + 1, 0), ? FROM radar_dimensions"),
            {trimmed, SqlExec::notNull(color)}}})) {
        return 0;
    }
    return lastInsertId();
}

// The row the last INSERT on this connection made. Not looked up by name: SQLite's
// NOCASE folds ASCII only, so "Über" and "über" are two rows.
qint64 RadarRepository::lastInsertId()
{
    QSqlQuery query(m_store.database());
    if (!query.exec(QStringLiteral("SELECT last_insert_rowid()")) || !query.next()) {
        m_error = SqlErrors::describe(query.lastError());
        return 0;
    }
    return query.value(0).toLongLong();
}

bool RadarRepository::renameDimension(qint64 id, const QString &name)
{
    m_error.clear();
    const QString trimmed = name.simplified();
    return dimensionExists(id) && checkDimensionName(trimmed, id)
        && write({{QStringLiteral("UPDATE radar_dimensions SET name = ? WHERE id = ?"), {trimmed, id}}});
}

bool RadarRepository::setDimensionColor(qint64 id, const QString &color)
{
    m_error.clear();
    return dimensionExists(id)
        && write({{QStringLiteral("UPDATE radar_dimensions SET color = ? WHERE id = ?"), {SqlExec::notNull(color), id}}});
}

bool RadarRepository::moveDimension(qint64 id, int index)
{
    m_error.clear();
    QList<RadarDimension> order = dimensions();
    int from = -1;
    for (int i = 0; i < order.size(); ++i) {
        from = order.at(i).id == id ? i : from;
    }
    if (from < 0) {
        return m_error.isEmpty() ? fail(tr("Dimension %1 does not exist.").arg(id)) : false;
    }
    order.move(from, qBound(0, index, int(order.size()) - 1));
    QList<QPair<QString, QVariantList>> statements;
    for (int i = 0; i < order.size(); ++i) {
        statements.append({QStringLiteral("UPDATE radar_dimensions SET position = ? WHERE id = ?"), {i, order.at(i).id}});
    }
    return write(statements);
}

int RadarRepository::technologyCount(qint64 dimensionId) const
{
    return selectInt(m_store.database(), QStringLiteral("SELECT count(*) FROM technologies WHERE dimension_id = ?"), {dimensionId});
}

bool RadarRepository::removeDimension(qint64 id, qint64 moveTo)
{
    m_error.clear();
    if (!dimensionExists(id)) {
        return false;
    }
    if (moveTo == id || (moveTo != 0 && !dimensionExists(moveTo))) {
        return fail(tr("The technologies must move to another dimension."));
    }
    const int count = technologyCount(id);
    if (count < 0) {
        return false;
    }
    if (count > 0 && moveTo == 0) {
        return fail(tr("The dimension still has %n technology(ies): move them to another dimension first.", nullptr, count));
    }
    return write({{QStringLiteral("UPDATE technologies SET dimension_id = ? WHERE dimension_id = ?"), {moveTo, id}},
        {QStringLiteral("DELETE FROM radar_dimensions WHERE id = ?"), {id}}});
}

QList<Technology> RadarRepository::technologies() const
{
    m_error.clear();
    QList<Technology> result;
    QSqlQuery query(m_store.database());
    if (!exec(query,
            kTechnologySelect
                + QStringLiteral(" JOIN radar_dimensions d ON d.id = t.dimension_id ORDER BY d.position, d.id, t.name COLLATE NOCASE"),
            {})) {
        return result;
    }
    while (query.next()) {
        result.append(technologyFrom(query));
    }
    return result;
}

std::optional<Technology> RadarRepository::technology(const QString &name) const
{
    const QString wanted = name.simplified();
    const QList<Technology> all = technologies();
    for (const Technology &technology : all) {
        if (technology.name.compare(wanted, Qt::CaseInsensitive) == 0) {
            return technology;
        }
    }
    for (const Technology &technology : all) {
        if (technology.aliases.contains(wanted, Qt::CaseInsensitive)) {
            return technology;
        }
    }
    return std::nullopt;
}

bool RadarRepository::checkTechnologyName(const QString &name, qint64 except) const
{
    if (name.isEmpty()) {
        return fail(tr("A technology needs a name."));
    }
    const int taken = selectInt(
        m_store.database(), QStringLiteral("SELECT count(*) FROM technologies WHERE name = ? COLLATE NOCASE AND id <> ?"), {name, except});
    if (taken != 0) {
        return taken < 0 ? false : fail(tr("A technology named \"%1\" exists already.").arg(name));
    }
    return true;
}

qint64 RadarRepository::addTechnology(qint64 dimensionId, const QString &name, const QStringList &aliases)
{
    m_error.clear();
    const QString trimmed = name.simplified();
    if (!dimensionExists(dimensionId) || !checkTechnologyName(trimmed, 0)
        || !write({{QStringLiteral("INSERT INTO technologies (dimension_id, name, aliases) VALUES (?, ?, ?)"),
            {dimensionId, trimmed, SqlExec::notNull(joinAliases(aliases))}}})) {
        return 0;
    }
    return lastInsertId();
}

bool RadarRepository::updateTechnology(const Technology &technology)
{
    m_error.clear();
    const QString trimmed = technology.name.simplified();
    if (selectInt(m_store.database(), QStringLiteral("SELECT count(*) FROM technologies WHERE id = ?"), {technology.id}) <= 0) {
        return m_error.isEmpty() ? fail(tr("Technology %1 does not exist.").arg(technology.id)) : false;
    }
    return dimensionExists(technology.dimensionId) && checkTechnologyName(trimmed, technology.id)
        && write({{QStringLiteral("UPDATE technologies SET dimension_id = ?, name = ?, aliases = ? WHERE id = ?"),
            {technology.dimensionId, trimmed, SqlExec::notNull(joinAliases(technology.aliases)), technology.id}}});
}

bool RadarRepository::removeTechnology(qint64 id)
{
    m_error.clear();
    return write({{QStringLiteral("DELETE FROM technologies WHERE id = ?"), {id}}});
}

QList<qint64> RadarRepository::issueTechnologies(qint64 issueId) const
{
    m_error.clear();
    QList<qint64> ids;
    QSqlQuery query(m_store.database());
    if (exec(query, QStringLiteral("SELECT technology_id FROM issue_technologies WHERE issue_id = ? ORDER BY technology_id"), {issueId})) {
        while (query.next()) {
            ids.append(query.value(0).toLongLong());
        }
    }
    return ids;
}

bool RadarRepository::tag(qint64 issueId, qint64 technologyId)
{
    m_error.clear();
    return write(
        {{QStringLiteral("INSERT OR IGNORE INTO issue_technologies (issue_id, technology_id) VALUES (?, ?)"), {issueId, technologyId}}});
}

bool RadarRepository::untag(qint64 issueId, qint64 technologyId)
{
    m_error.clear();
    return write({{QStringLiteral("DELETE FROM issue_technologies WHERE issue_id = ? AND technology_id = ?"), {issueId, technologyId}}});
}

bool RadarRepository::setIssueTechnologies(qint64 issueId, const QList<qint64> &technologyIds)
{
    m_error.clear();
    QList<QPair<QString, QVariantList>> statements {{QStringLiteral("DELETE FROM issue_technologies WHERE issue_id = ?"), {issueId}}};
    for (qint64 id : technologyIds) {
        statements.append(
            {QStringLiteral("INSERT OR IGNORE INTO issue_technologies (issue_id, technology_id) VALUES (?, ?)"), {issueId, id}});
    }
    return write(statements);
}

QString RadarRepository::sourceText(qint64 issueId) const
{
    IssueRepository issues(m_store);
    QStringList parts;
    if (const auto issue = issues.issueById(issueId)) {
        parts.append(issue->title);
    }
    for (const BlockRecord &block : issues.sourceBlocks(issueId)) {
        parts.append(block.text);
    }
    return parts.join(QLatin1Char('\n'));
}
