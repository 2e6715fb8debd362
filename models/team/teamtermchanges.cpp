// SPDX-FileCopyrightText: 2026 Yiqiao authors
// SPDX-License-Identifier: GPL-3.0-or-later
#include "team/teamtermchanges.h"

#include "team/teamserver.h"
#include "team/teamserverconnection.h"
#include "team/teamserverrows.h"
#include "team/teamserverschema.h"

#include <QJsonDocument>
#include <QSqlQuery>

namespace {

// The flagged history rows of the termbase's tables (bound: the six names), each with
// the row's current version and the term's source text: from the row (terms), its
// term (term_id) or its conflict's term (conflict_id), from the term's current
// version or, when it was deleted, its latest one that had the text. No `?` operator
// here: Qt would take it for a placeholder.
const char *const ListSql = R"SQL(
SELECT h.id, h.tbl, h.uuid, h.data::text, h.deleted, h.author,
       r.data::text, r.deleted, r.author, h.replaced_by, extract(epoch FROM h.replaced_at)::bigint,
       coalesce(s.source, '')
  FROM yiqiao.team_row_history h
  JOIN yiqiao.team_rows r ON r.tbl = h.tbl AND r.uuid = h.uuid
  LEFT JOIN LATERAL (
       SELECT CASE h.tbl WHEN 'terms' THEN h.uuid
              WHEN 'term_conflict_issues' THEN (
                   SELECT c.data ->> 'term_id' FROM yiqiao.team_rows c
                    WHERE c.tbl = 'term_conflicts' AND c.uuid = coalesce(h.data ->> 'conflict_id', r.data ->> 'conflict_id'))
              ELSE coalesce(h.data ->> 'term_id', r.data ->> 'term_id') END AS term) k ON true
  LEFT JOIN LATERAL (
       SELECT coalesce(t.data ->> 'source_term', (
                  SELECT x.data ->> 'source_term' FROM yiqiao.team_row_history x
                   WHERE x.tbl = 'terms' AND x.uuid = k.term AND x.data ->> 'source_term' IS NOT NULL
                   ORDER BY x.id DESC LIMIT 1)) AS source
         FROM yiqiao.team_rows t WHERE t.tbl = 'terms' AND t.uuid = k.term) s ON true
 WHERE h.flagged AND h.tbl IN (?, ?, ?, ?, ?, ?)
 ORDER BY h.id
)SQL";

QVariantList termTables()
{
    QVariantList tables;
    for (const QString &table : TeamServerSchema::termTables()) {
        tables << table;
    }
    return tables;
}

bool readObject(const QVariant &value, QJsonObject *object)
{
    if (!TeamServerRows::isText(value) || value.toString().size() > TeamServerRows::MaxRowBytes) {
        return false;
    }
    const QJsonDocument document = QJsonDocument::fromJson(value.toString().toUtf8());
    *object = document.object();
    return document.isObject();
}

bool readVersion(const QSqlQuery &query, int first, TeamTermVersion *version)
{
    if (!TeamServerRows::isBool(query.value(first + 1)) || !TeamServerRows::isText(query.value(first + 2))) {
        return false;
    }
    version->deleted = query.value(first + 1).toBool();
    version->author = query.value(first + 2).toString();
    return readObject(query.value(first), &version->data);
}

// One row of ListSql, every value checked: the server is input.
bool readChange(const QSqlQuery &query, TeamTermChange *change)
{
    if (!TeamServerRows::isInteger(query.value(0)) || !TeamServerRows::isText(query.value(1)) || !TeamServerRows::isText(query.value(2))
        || !TeamServerRows::isText(query.value(9)) || !TeamServerRows::isInteger(query.value(10))
        || !TeamServerRows::isText(query.value(11))) {
        return false;
    }
    change->id = query.value(0).toLongLong();
    change->table = query.value(1).toString();
    change->uuid = query.value(2).toString();
    change->replacedBy = query.value(9).toString();
    change->when = QDateTime::fromSecsSinceEpoch(query.value(10).toLongLong(), Qt::UTC);
    change->sourceTerm = query.value(11).toString();
    return change->id > 0 && TeamServerSchema::termTables().contains(change->table) && TeamServerRows::isUuid(change->uuid)
        && readVersion(query, 3, &change->earlier) && readVersion(query, 6, &change->current);
}

} // namespace

TeamTermChanges::TeamTermChanges(TeamServer &server)
    : m_server(server)
{
}

QList<TeamTermChange> TeamTermChanges::list() const
{
    m_error.clear();
    TeamServerConnection &connection = m_server.connection();
    QString error;
    if (!m_server.isOpen()) {
        fail(tr("The team server is not connected."));
        return {};
    }
    QSqlQuery query(connection.database());
    if (!connection.begin(&error) || !connection.run(query, QString::fromUtf8(ListSql), termTables(), &error)) {
        fail(error);
        return {};
    }
    QList<TeamTermChange> changes;
    while (query.next()) {
        TeamTermChange change;
        if (!readChange(query, &change)) {
            query.finish();
            connection.rollback();
            fail(tr("The team server sent a malformed term change."));
            return {};
        }
        changes.append(change);
    }
    query.finish();
    if (!connection.commit(&error)) {
        fail(error);
        return {};
    }
    return changes;
}

int TeamTermChanges::count() const
{
    m_error.clear();
    TeamServerConnection &connection = m_server.connection();
    QString error;
    if (!m_server.isOpen()) {
        fail(tr("The team server is not connected."));
        return -1;
    }
    QSqlQuery query(connection.database());
    if (!connection.begin(&error)
        || !connection.run(query,
            QStringLiteral("SELECT count(*) FROM yiqiao.team_row_history WHERE flagged AND tbl IN (?, ?, ?, ?, ?, ?)"), termTables(),
            &error)) {
        fail(error);
        return -1;
    }
    const int n = query.next() && TeamServerRows::isInteger(query.value(0)) ? query.value(0).toInt() : -1;
    query.finish();
    connection.commit(&error);
    if (n < 0) {
        fail(tr("The team server gave no count of term changes."));
    }
    return n;
}

bool TeamTermChanges::approve(qint64 id)
{
    return settle(id, QStringLiteral("approve"), nullptr);
}

bool TeamTermChanges::revert(qint64 id, qint64 *rev)
{
    return settle(id, QStringLiteral("revert"), rev);
}

bool TeamTermChanges::settle(qint64 id, const QString &how, qint64 *rev)
{
    m_error.clear();
    TeamServerConnection &connection = m_server.connection();
    QString error;
    if (!m_server.isOpen()) {
        return fail(tr("The team server is not connected."));
    }
    QSqlQuery query(connection.database());
    if (!connection.begin(&error) || !connection.run(query, QStringLiteral("SELECT yiqiao.settle_term_change(?, ?)"), {id, how}, &error)) {
        return fail(error);
    }
    if (!query.next() || !TeamServerRows::isInteger(query.value(0))) {
        query.finish();
        connection.rollback();
        return fail(tr("The team server answered with no revision."));
    }
    const qint64 written = query.value(0).toLongLong();
    query.finish();
    if (!connection.commit(&error)) {
        return fail(error);
    }
    if (rev) {
        *rev = written;
    }
    return true;
}
