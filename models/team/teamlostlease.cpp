// SPDX-FileCopyrightText: 2026 Yiqiao authors
// SPDX-License-Identifier: GPL-3.0-or-later
#include "team/teamlostlease.h"

#include "draft/revisionrepository.h"
#include "store/projectstore.h"
#include "team/teamcompetingdraft.h"
#include "team/teamrowcodec.h"
#include "team/teamtables.h"

#include <QHash>
#include <QSqlQuery>
#include <QVariant>

TeamLostLease::TeamLostLease(ProjectStore &store, TeamRowCodec &codec)
    : m_store(store)
    , m_codec(codec)
{
    QSqlQuery query(m_store.database());
    if (query.exec(QStringLiteral("SELECT login, copy_id FROM team_settings")) && query.next()) {
        m_login = query.value(0).toString();
        m_copyId = query.value(1).toString();
    }
}

// Issues of incoming draft rows that another member wrote, or that this copy does not
// hold as of the last lease list.
QSet<QString> TeamLostLease::incomingIssues(const QList<TeamRow> &rows) const
{
    QSet<QString> issues;
    QSqlQuery held(m_store.database());
    held.prepare(QStringLiteral("SELECT 1 FROM team_leases WHERE issue_uuid = ? AND copy_id = ?"));
    for (const TeamRow &row : rows) {
        const TeamTable *table = TeamTables::find(row.table);
        if (!table || table->kind != TeamTableClass::Draft || row.issueUuid.isEmpty() || issues.contains(row.issueUuid)) {
            continue;
        }
        held.addBindValue(row.issueUuid);
        held.addBindValue(m_copyId);
        const bool holds = held.exec() && held.next();
        held.finish();
        if (row.author != m_login || !holds) {
            issues.insert(row.issueUuid);
        }
    }
    return issues;
}

bool TeamLostLease::settle(const QList<TeamRow> &rows, QList<qint64> *issues, qint64 *rewind)
{
    m_error.clear();
    const QSet<QString> incoming = incomingIssues(rows);
    if (incoming.isEmpty()) {
        return true;
    }
    // The outbox's draft entries, by the issue their row belongs to (a deleted row's
    // issue is the one it had on the server).
    QHash<QString, QList<Pending>> byIssue;
    QHash<QString, Pending> issueRows;
    QSqlQuery query(m_store.database());
    if (!query.exec(QStringLiteral("SELECT o.table_name, o.uuid, o.deleted, o.error <> '', COALESCE(r.rev, 0), COALESCE(r.issue_uuid, '')"
                                   " FROM team_outbox o LEFT JOIN team_revs r ON r.table_name = o.table_name AND r.uuid = o.uuid"))) {
        return failQuery(query);
    }
    while (query.next()) {
        const TeamTable *table = TeamTables::find(query.value(0).toString());
        Pending pending {query.value(0).toString(), query.value(1).toString(), query.value(2).toBool(), query.value(3).toBool(),
            query.value(4).toLongLong()};
        if (table && table->name == QLatin1String("issues") && !pending.deleted && incoming.contains(pending.uuid)) {
            issueRows.insert(pending.uuid, pending); // the draft's bookkeeping (updated_at, ...)
        }
        if (!table || table->kind != TeamTableClass::Draft) {
            continue;
        }
        QString issue = query.value(5).toString();
        if (!pending.deleted) {
            QVariantMap values;
            values.insert(table->issueVia, m_codec.localValue(table->name, table->issueVia, pending.uuid));
            if (!m_codec.issueOf(table->name, pending.uuid, values, &issue)) {
                continue;
            }
        }
        if (incoming.contains(issue)) {
            byIssue[issue].append(pending);
        }
    }
    query.finish();
    for (auto it = byIssue.constBegin(); it != byIssue.constEnd(); ++it) {
        const QVariant issueId = m_codec.localValue(QStringLiteral("issues"), QStringLiteral("id"), it.key());
        QList<Pending> pending = it.value();
        if (issueRows.contains(it.key())) {
            pending.append(issueRows.value(it.key()));
        }
        if (!issueId.isValid() || !keep(issueId.toLongLong(), pending, rewind)) {
            return false;
        }
        issues->append(issueId.toLongLong());
    }
    return true;
}

bool TeamLostLease::keep(qint64 issueId, const QList<Pending> &pending, qint64 *rewind)
{
    RevisionRepository revisions(m_store);
    if (!revisions.recordWithin(issueId, m_login,
            tr("This copy's draft when its lease had ended; replaced by the team's version. Compare the two here and keep what "
               "you need."))) {
        return fail(tr("The draft of this copy could not be kept as a revision, so nothing was applied: %1").arg(revisions.errorString()));
    }
    QString error;
    if (!TeamCompetingDraft::mark(m_store.database(), issueId, revisions.lastNumber(), &error)) {
        return fail(error);
    }
    QSqlQuery query(m_store.database());
    for (const Pending &entry : pending) {
        if (entry.rev > 0) {
            // Pulled again: the server's version replaces this copy's.
            if (!exec(query, QStringLiteral("DELETE FROM team_revs WHERE table_name = ? AND uuid = ?"), {entry.table, entry.uuid})) {
                return false;
            }
            *rewind = *rewind < 0 ? entry.rev - 1 : qMin(*rewind, entry.rev - 1);
        } else if (!entry.deleted && entry.table != QLatin1String("revisions") && entry.table != QLatin1String("issues")) {
            // Never on the server: it would stay in this draft alone. This copy's own
            // revisions stay (in this copy only; TeamApplier moves them past the team's
            // numbers): the latest may be the very draft kept above.
            if (!exec(query, QStringLiteral("DELETE FROM %1 WHERE uuid = ?").arg(TeamTableSchema::quoted(entry.table)), {entry.uuid})) {
                return false;
            }
        }
        if (!exec(query, QStringLiteral("DELETE FROM team_outbox WHERE table_name = ? AND uuid = ?"), {entry.table, entry.uuid})) {
            return false;
        }
    }
    m_codec.clearCache();
    return true;
}
