// SPDX-FileCopyrightText: 2026 Yiqiao authors
// SPDX-License-Identifier: GPL-3.0-or-later
#include "team/teamapplier.h"

#include "core/utf8text.h"
#include "store/outboxtriggers.h"
#include "store/projectstore.h"
#include "team/teamidtext.h"
#include "team/teamlostlease.h"
#include "team/teamrowcodec.h"
#include "team/teamtables.h"

#include <QHash>
#include <QSqlQuery>
#include <QVariant>

#include <algorithm>

namespace {

QString q(const QString &identifier)
{
    return TeamTableSchema::quoted(identifier);
}

int tableIndex(const QString &table)
{
    const QList<TeamTable> &all = TeamTables::all();
    for (int i = 0; i < all.size(); ++i) {
        if (all.at(i).name == table) {
            return i;
        }
    }
    return -1;
}

// A value's placeholder: text goes in byte for byte (Utf8Text).
QString placeholder(const QVariant &value)
{
    return value.userType() == QMetaType::QString ? QStringLiteral("CAST(? AS TEXT)") : QStringLiteral("?");
}

QVariant bound(const QVariant &value)
{
    return value.userType() == QMetaType::QString ? Utf8Text::bind(value.toString()) : value;
}

} // namespace

TeamApplier::TeamApplier(ProjectStore &store)
    : m_store(store)
{
}

bool TeamApplier::refuse(const TeamRow &row, const QString &why)
{
    return fail(tr("The team server sent a row this copy cannot take (%1 %2: %3); nothing was applied.").arg(row.table, row.uuid, why));
}

bool TeamApplier::apply(const QList<TeamRow> &rows, qint64 headRev, qint64 *rewind)
{
    m_error.clear();
    m_conflicts.clear();
    m_idText.clear();
    QSqlDatabase db = m_store.database();
    TeamRowCodec codec(db);
    m_codec = &codec;
    for (const TeamRow &row : rows) {
        if (!TeamTables::find(row.table) || !codec.schema(row.table).isValid()) {
            return refuse(row, tr("unknown table"));
        }
        if (row.uuid.isEmpty() || row.uuid.size() > 64) {
            return refuse(row, tr("no valid uuid"));
        }
    }
    if (!m_store.beginWrite()) {
        return fail(m_store.errorString());
    }
    QString error;
    bool ok = OutboxTriggers::silence(db, true, &error);
    if (!ok) {
        fail(error);
    }
    qint64 rewound = *rewind;
    ok = ok && applyAll(codec, rows, headRev, &rewound);
    m_codec = nullptr;
    if (ok) {
        OutboxTriggers::silence(db, false, nullptr);
        if (!m_store.commit()) {
            return fail(m_store.errorString());
        }
        *rewind = rewound;
        return true;
    }
    m_store.rollback();
    OutboxTriggers::silence(db, false, nullptr);
    m_conflicts.clear();
    return false;
}

bool TeamApplier::run(const QString &sql, const QVariantList &values)
{
    QSqlQuery &query = m_codec->prepared(sql);
    const bool ok = exec(query, values);
    query.finish();
    return ok;
}

qint64 TeamApplier::knownRev(const TeamRow &row)
{
    QSqlQuery &query = m_codec->prepared(QStringLiteral("SELECT rev FROM team_revs WHERE table_name = ? AND uuid = ?"));
    query.addBindValue(row.table);
    query.addBindValue(row.uuid);
    const qint64 rev = query.exec() && query.next() ? query.value(0).toLongLong() : 0;
    query.finish();
    return rev;
}

// The error of the row's outbox entry; *pending: whether it has one.
QString TeamApplier::pendingState(const TeamRow &row, bool *pending)
{
    QSqlQuery &query = m_codec->prepared(QStringLiteral("SELECT error FROM team_outbox WHERE table_name = ? AND uuid = ?"));
    query.addBindValue(row.table);
    query.addBindValue(row.uuid);
    *pending = query.exec() && query.next();
    const QString error = *pending ? query.value(0).toString() : QString();
    query.finish();
    return error;
}

bool TeamApplier::applyAll(TeamRowCodec &codec, const QList<TeamRow> &rows, qint64 headRev, qint64 *rewind)
{
    // What this copy has already (its own pushes come back) and what it changed since.
    // One version of each row: the newest.
    QHash<QString, int> newest;
    for (int i = 0; i < rows.size(); ++i) {
        const QString key = rows.at(i).table + QLatin1Char('\n') + rows.at(i).uuid;
        if (!newest.contains(key) || rows.at(newest.value(key)).rev < rows.at(i).rev) {
            newest.insert(key, i);
        }
    }
    QList<TeamRow> fresh;
    for (int i = 0; i < rows.size(); ++i) {
        const TeamRow &row = rows.at(i);
        if (newest.value(row.table + QLatin1Char('\n') + row.uuid) == i && (row.rev <= 0 || knownRev(row) < row.rev)) {
            fresh.append(row);
        }
    }
    TeamLostLease lost(m_store, codec);
    if (!lost.settle(fresh, &m_conflicts, rewind)) {
        return fail(lost.errorString());
    }
    QList<TeamRow> deletions;
    QHash<int, QList<TeamRow>> upserts;
    for (const TeamRow &row : std::as_const(fresh)) {
        bool pending = false;
        const QString error = pendingState(row, &pending);
        if (pending && error.isEmpty()) {
            continue; // the local change wins; the server settles it at the next push
        }
        if (pending && !run(QStringLiteral("DELETE FROM team_outbox WHERE table_name = ? AND uuid = ?"), {row.table, row.uuid})) {
            return false;
        }
        if (row.deleted) {
            deletions.append(row);
        } else {
            upserts[tableIndex(row.table)].append(row);
        }
    }
    std::stable_sort(
        deletions.begin(), deletions.end(), [](const TeamRow &a, const TeamRow &b) { return tableIndex(a.table) > tableIndex(b.table); });
    for (const TeamRow &row : std::as_const(deletions)) {
        if (!remove(row)) {
            return false;
        }
    }
    if (!deletions.isEmpty()) {
        codec.clearCache(); // rows removed, some by cascades
    }
    for (int i = 0; i < TeamTables::all().size(); ++i) {
        if (upserts.contains(i) && !applyTable(codec, upserts.value(i))) {
            return false;
        }
    }
    return fixIdText(codec) && run(QStringLiteral("UPDATE team_settings SET pulled_rev = max(pulled_rev, ?)"), {headRev})
        && (*rewind < 0 || run(QStringLiteral("UPDATE team_settings SET pulled_rev = min(pulled_rev, ?)"), {*rewind}));
}

bool TeamApplier::remove(const TeamRow &row)
{
    return run(QStringLiteral("DELETE FROM %1 WHERE uuid = ?").arg(q(row.table)), {row.uuid})
        && run(QStringLiteral("DELETE FROM team_revs WHERE table_name = ? AND uuid = ?"), {row.table, row.uuid});
}

// The rows of one table; one that refers to a row of its own table later in the batch
// (a reply before its comment) waits for it.
bool TeamApplier::applyTable(TeamRowCodec &codec, const QList<TeamRow> &rows)
{
    QList<TeamRow> todo = rows;
    while (!todo.isEmpty()) {
        QList<TeamRow> later;
        QString lastError;
        for (const TeamRow &row : std::as_const(todo)) {
            QString missingTable;
            if (upsert(codec, row, &missingTable)) {
                continue;
            }
            if (missingTable != row.table) {
                return false;
            }
            later.append(row);
            lastError = m_error;
        }
        if (later.size() == todo.size()) {
            m_error = lastError;
            return false;
        }
        todo = later;
    }
    return true;
}

bool TeamApplier::upsert(TeamRowCodec &codec, const TeamRow &row, QString *missingTable)
{
    QVariantMap values;
    if (!codec.decode(row, &values, missingTable)) {
        return refuse(row, codec.errorString());
    }
    QString issue;
    if (!codec.issueOf(row.table, row.uuid, values, &issue)) {
        return refuse(row, codec.errorString());
    }
    if (issue != row.issueUuid) {
        return refuse(row, tr("it names another issue than the one it belongs to"));
    }
    bool exists = codec.localValue(row.table, QStringLiteral("uuid"), row.uuid).isValid();
    if (!exists && !makeRoom(codec, row, values, &exists)) {
        return false;
    }
    if (!write(row, values, exists)) {
        return refuse(row, m_error);
    }
    if (row.rev > 0
        && !run(QStringLiteral("INSERT INTO team_revs (table_name, uuid, rev, issue_uuid) VALUES (?, ?, ?, ?)"
                               " ON CONFLICT (table_name, uuid) DO UPDATE SET rev = excluded.rev, issue_uuid = excluded.issue_uuid"),
            {row.table, row.uuid, row.rev, row.issueUuid.isEmpty() ? QStringLiteral("") : row.issueUuid})) {
        return false;
    }
    if (!TeamIdText::column(row.table).isEmpty()) {
        m_idText.append(row);
    }
    return true;
}

// A local row with the same unique key as the pulled one: it becomes the pulled row
// (*exists), or, a revision of this copy alone, moves to the issue's next number.
bool TeamApplier::makeRoom(TeamRowCodec &codec, const TeamRow &row, const QVariantMap &values, bool *exists)
{
    for (const QStringList &key : codec.schema(row.table).uniqueKeys()) {
        QStringList match;
        QVariantList bind;
        for (const QString &column : key) {
            const QVariant value = values.value(column);
            if (value.isNull()) {
                break;
            }
            match.append(QStringLiteral("%1 = %2").arg(q(column), placeholder(value)));
            bind.append(bound(value));
        }
        if (match.size() != key.size()) {
            continue;
        }
        const QString where = match.join(QStringLiteral(" AND "));
        QSqlQuery &query = codec.prepared(QStringLiteral("SELECT uuid FROM %1 WHERE %2").arg(q(row.table), where));
        if (!exec(query, bind)) {
            return false;
        }
        if (!query.next()) {
            query.finish();
            continue;
        }
        const QString local = query.value(0).toString();
        query.finish();
        const bool localOnly = local.isEmpty() || knownRev(TeamRow {row.table, local, {}, {}, false, 0, 0, {}}) == 0;
        if (row.table == QLatin1String("revisions") && localOnly) {
            if (!run(QStringLiteral("UPDATE revisions SET number = (SELECT max(number) + 1 FROM revisions WHERE issue_id = ?) WHERE %1")
                         .arg(where),
                    QVariantList {values.value(QStringLiteral("issue_id"))} + bind)) {
                return false;
            }
            continue;
        }
        if (!run(QStringLiteral("UPDATE %1 SET uuid = ? WHERE %2").arg(q(row.table), where), QVariantList {row.uuid} + bind)
            || !run(QStringLiteral("DELETE FROM team_revs WHERE table_name = ? AND uuid = ?"), {row.table, local})
            || !run(QStringLiteral("DELETE FROM team_outbox WHERE table_name = ? AND uuid = ?"), {row.table, local})) {
            return false;
        }
        codec.clearCache();
        *exists = true;
        return true;
    }
    return true;
}

bool TeamApplier::write(const TeamRow &row, const QVariantMap &values, bool exists)
{
    QStringList columns;
    QStringList placeholders;
    QVariantList bind;
    for (auto it = values.constBegin(); it != values.constEnd(); ++it) {
        columns.append(q(it.key()));
        placeholders.append(placeholder(it.value()));
        bind.append(bound(it.value()));
    }
    bind.append(row.uuid);
    if (exists) {
        if (columns.isEmpty()) {
            return true;
        }
        QStringList sets;
        for (int i = 0; i < columns.size(); ++i) {
            sets.append(columns.at(i) + QStringLiteral(" = ") + placeholders.at(i));
        }
        return run(QStringLiteral("UPDATE %1 SET %2 WHERE uuid = ?").arg(q(row.table), sets.join(QStringLiteral(", "))), bind);
    }
    columns.append(QStringLiteral("uuid"));
    placeholders.append(QStringLiteral("?"));
    return run(QStringLiteral("INSERT INTO %1 (%2) VALUES (%3)")
                   .arg(q(row.table), columns.join(QStringLiteral(", ")), placeholders.join(QStringLiteral(", "))),
        bind);
}

// Once every row is in, the ids inside text (TeamIdText) can be found.
bool TeamApplier::fixIdText(TeamRowCodec &codec)
{
    for (const TeamRow &row : std::as_const(m_idText)) {
        const QString column = TeamIdText::column(row.table);
        if (!row.data.value(column).isString()) {
            continue;
        }
        const QString local =
            TeamIdText::toLocal(codec, row.table, row.data.value(QStringLiteral("key")).toString(), row.data.value(column).toString());
        if (local != row.data.value(column).toString()
            && !run(QStringLiteral("UPDATE %1 SET %2 = CAST(? AS TEXT) WHERE uuid = ?").arg(q(row.table), q(column)),
                {Utf8Text::bind(local), row.uuid})) {
            return false;
        }
    }
    return true;
}
