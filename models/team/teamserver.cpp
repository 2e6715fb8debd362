// SPDX-FileCopyrightText: 2026 Yiqiao authors
// SPDX-License-Identifier: GPL-3.0-or-later
#include "team/teamserver.h"

#include "core/sqlexec.h"

#include "team/teamserverconnection.h"
#include "team/teamserverrows.h"
#include "team/teamserverschema.h"
#include "team/teamtables.h"

#include <QDateTime>
#include <QMap>
#include <QSqlDriver>
#include <QSqlQuery>
#include <QSqlRecord>
#include <QVector>

namespace {

// A push goes up in batches of at most this many rows or bytes (one statement each).
constexpr int BatchRows = 500;
constexpr int BatchBytes = 4 * 1024 * 1024;

int roleRank(const QString &role)
{
    return TeamServerSchema::roles().indexOf(role);
}

} // namespace

struct TeamServer::Private {
    TeamServerConnection connection;
    bool publishing = false;

    // The three group roles of this database, in TeamServerSchema::roles()' order.
    QVariantList roleNames() const
    {
        QVariantList names;
        for (const QString &role : TeamServerSchema::roles()) {
            names << TeamServerSchema::roleName(connection.url().database, role);
        }
        return names;
    }
};

TeamServer::TeamServer(QObject *parent)
    : QObject(parent)
    , d(new Private)
{
    // Another member's push, announced by the trigger, means it is time to pull; on
    // each new connection (after the server came back too).
    d->connection.setOnConnected([this](QSqlDriver *driver) {
        connect(driver, QOverload<const QString &, QSqlDriver::NotificationSource, const QVariant &>::of(&QSqlDriver::notification), this,
            [this](const QString &name, QSqlDriver::NotificationSource source) {
                if (name == TeamServerSchema::channel() && source == QSqlDriver::OtherSource) {
                    emit changed();
                }
            });
        driver->subscribeToNotification(TeamServerSchema::channel());
    });
}

TeamServer::~TeamServer()
{
    close();
    delete d;
}

bool TeamServer::open(const TeamUrl &url, const QString &password)
{
    m_error.clear();
    close();
    QString error;
    if (!d->connection.open(url, password, &error)) {
        return fail(error);
    }
    TeamServerSchema::upgrade(d->connection);
    return true;
}

TeamServerConnection &TeamServer::connection()
{
    return d->connection;
}

void TeamServer::close()
{
    d->connection.close();
}

bool TeamServer::isOpen() const
{
    return d->connection.isOpen();
}

QString TeamServer::login() const
{
    return d->connection.url().user;
}

QStringList TeamServer::publishSql(const QString &database, const QString &leadLogin)
{
    return TeamServerSchema::adminScript(database, leadLogin);
}

bool TeamServer::publish(const QString &projectName)
{
    m_error.clear();
    const QString database = d->connection.url().database;
    QString error;
    if (!TeamServerSchema::checkDatabase(database, &error) || !d->connection.begin(&error)) {
        return fail(error);
    }
    for (const QString &sql : TeamServerSchema::roleStatements(database, QStringLiteral("SESSION_USER"), false)) {
        if (!d->connection.runPlain(sql, &error)) {
            return fail(tr("Publishing needs a login that may create roles (CREATEROLE); or the server's admin first runs what "
                           "yiqiao-cli team publish --print-sql prints. %1")
                            .arg(error));
        }
    }
    if (!TeamServerSchema::apply(d->connection, &error)) {
        return fail(error);
    }
    QSqlQuery query(d->connection.database());
    QList<QPair<QString, QString>> values = {{QStringLiteral("project_name"), projectName}};
    for (const QString &role : TeamServerSchema::roles()) {
        values.append({QStringLiteral("role_") + role, TeamServerSchema::roleName(database, role)});
    }
    for (const auto &value : values) {
        if (!d->connection.run(query, TeamServerSchema::metaUpsert(), {value.first, value.second}, &error)) {
            return fail(error);
        }
    }
    if (!d->connection.run(query,
            QStringLiteral("INSERT INTO yiqiao.meta (key, value) VALUES ('lease_seconds', ?) ON CONFLICT (key) DO NOTHING"),
            {QStringLiteral("1800")}, &error)) {
        return fail(error);
    }
    for (const TeamTable &table : TeamTables::all()) {
        if (!d->connection.run(query,
                QStringLiteral("INSERT INTO yiqiao.team_tables (name, class, issue_via, issue_parent) VALUES (?, ?, ?, ?)"
                               " ON CONFLICT (name) DO UPDATE SET class = EXCLUDED.class, issue_via = EXCLUDED.issue_via,"
                               " issue_parent = EXCLUDED.issue_parent"),
                {table.name, TeamTables::className(table.kind), SqlExec::notNull(table.issueVia),
                    SqlExec::notNull(TeamServerSchema::issueParent(table.issueVia))},
                &error)) {
            return fail(error);
        }
    }
    return d->connection.commit(&error) || fail(error);
}

bool TeamServer::isPublished() const
{
    m_error.clear();
    QString error;
    if (!d->connection.begin(&error)) {
        fail(error);
        return false;
    }
    QSqlQuery query(d->connection.database());
    if (!d->connection.run(query,
            QStringLiteral("SELECT count(*) FROM pg_class c JOIN pg_namespace n ON n.oid = c.relnamespace"
                           " WHERE n.nspname = ? AND c.relname IN (?, ?, ?)"),
            {QStringLiteral("yiqiao"), QStringLiteral("meta"), QStringLiteral("team_rows"), QStringLiteral("team_leases")}, &error)
        || !query.next() || !TeamServerRows::isInteger(query.value(0))) {
        fail(error.isEmpty() ? tr("The team server gave no answer.") : error);
        return false;
    }
    const bool published = query.value(0).toInt() == 3;
    query.finish();
    return d->connection.commit(&error) ? published : fail(error);
}

void TeamServer::setPublishing(bool publishing)
{
    d->publishing = publishing;
}

bool TeamServer::push(const QList<TeamRow> &rows, QList<TeamPushResult> *results)
{
    m_error.clear();
    QList<TeamPushResult> out;
    QList<QList<int>> batches {{}};
    int batchBytes = 0;
    QList<QByteArray> json;
    for (int i = 0; i < rows.size(); ++i) {
        TeamPushResult result;
        result.table = rows.at(i).table;
        result.uuid = rows.at(i).uuid;
        result.error = TeamServerRows::checkOutgoing(rows.at(i));
        out.append(result);
        json.append(result.error.isEmpty() ? TeamServerRows::toJson(rows.at(i)) : QByteArray());
        if (!result.error.isEmpty()) {
            continue;
        }
        if (batches.last().size() >= BatchRows || (batchBytes + json.last().size() > BatchBytes && !batches.last().isEmpty())) {
            batches.append(QList<int>());
            batchBytes = 0;
        }
        batches.last().append(i);
        batchBytes += json.last().size() + 1;
    }
    QString error;
    if (!d->connection.begin(&error)) {
        return fail(error);
    }
    QSqlQuery query(d->connection.database());
    if (d->publishing && !d->connection.run(query, QStringLiteral("SELECT set_config('yiqiao.publishing', 'on', true)"), {}, &error)) {
        return fail(error);
    }
    for (const QList<int> &batch : std::as_const(batches)) {
        if (batch.isEmpty()) {
            continue;
        }
        QByteArray array("[");
        for (int index : batch) {
            array += json.at(index);
            array += ',';
        }
        array.back() = ']';
        if (!d->connection.run(query, QStringLiteral("SELECT i, rev, code, message FROM yiqiao.push_rows(?::jsonb)"),
                {QString::fromUtf8(array)}, &error)) {
            return fail(error);
        }
        QVector<bool> answered(batch.size(), false);
        while (query.next()) {
            const QVariant i = query.value(0);
            const QVariant rev = query.value(1);
            const int n = i.toInt() - 1;
            if (!TeamServerRows::isInteger(i) || !TeamServerRows::isInteger(rev) || n < 0 || n >= batch.size() || answered.at(n)) {
                d->connection.rollback();
                return fail(tr("The team server answered a push with a malformed result."));
            }
            answered[n] = true;
            TeamPushResult &result = out[batch.at(n)];
            if (rev.toLongLong() > 0 && query.value(2).isNull()) {
                result.rev = rev.toLongLong();
            } else {
                result.error = d->connection.describe(query.value(2).toString(), query.value(3).toString());
            }
        }
        if (answered.contains(false)) {
            d->connection.rollback();
            return fail(tr("The team server answered a push with a malformed result."));
        }
    }
    query.finish();
    if (!d->connection.commit(&error)) {
        return fail(error);
    }
    if (results) {
        *results = out;
    }
    return true;
}

bool TeamServer::pull(qint64 sinceRev, int limit, QList<TeamRow> *rows, qint64 *headRev)
{
    m_error.clear();
    QString error;
    if (!d->connection.begin(&error)
        || !d->connection.runPlain(QStringLiteral("SET TRANSACTION ISOLATION LEVEL REPEATABLE READ, READ ONLY"), &error)) {
        return fail(error);
    }
    QSqlQuery query(d->connection.database());
    if (!d->connection.run(query, QStringLiteral("SELECT coalesce(max(rev), 0) FROM yiqiao.team_rows"), {}, &error)) {
        return fail(error);
    }
    if (!query.next() || !TeamServerRows::isInteger(query.value(0))) {
        d->connection.rollback();
        return fail(tr("The team server gave no revision."));
    }
    const qint64 head = query.value(0).toLongLong();
    if (!d->connection.run(query,
            QStringLiteral("SELECT tbl, uuid, coalesce(issue, ''), data::text, deleted, rev, author"
                           " FROM yiqiao.team_rows WHERE rev > ? ORDER BY rev LIMIT ?"),
            {sinceRev, qBound(1, limit, 100000)}, &error)) {
        return fail(error);
    }
    QList<TeamRow> pulled;
    qint64 previous = sinceRev;
    while (query.next()) {
        QVariantList columns;
        for (int i = 0; i < 7; ++i) {
            columns << query.value(i);
        }
        std::optional<TeamRow> row = TeamServerRows::fromColumns(columns, &error);
        if (row && (row->rev <= previous || row->rev > head)) {
            row.reset();
            error = tr("The team server sent rows out of revision order.");
        }
        if (!row) {
            d->connection.rollback();
            return fail(error);
        }
        previous = row->rev;
        pulled.append(*row);
    }
    query.finish();
    if (!d->connection.commit(&error)) {
        return fail(error);
    }
    if (rows) {
        *rows = pulled;
    }
    if (headRev) {
        *headRev = head;
    }
    return true;
}

bool TeamServer::checkout(const QString &issueUuid, const QString &copyId, int seconds, TeamLease *holder)
{
    m_error.clear();
    if (!TeamServerRows::isUuid(issueUuid) || copyId.isEmpty() || copyId.size() > 100) {
        return fail(tr("An issue's lease needs the issue's uuid and the working copy's id."));
    }
    if (seconds <= 0) {
        seconds = leaseSeconds();
        if (seconds <= 0) {
            return false;
        }
    }
    QString error;
    if (!d->connection.begin(&error)) {
        return fail(error);
    }
    QSqlQuery query(d->connection.database());
    // Taken when free, expired, or already this copy's (then renewed).
    if (!d->connection.run(query,
            QStringLiteral("INSERT INTO yiqiao.team_leases AS l (issue, holder, copy_id, expires)"
                           " VALUES (?, session_user, ?, now() + make_interval(secs => ?))"
                           " ON CONFLICT (issue) DO UPDATE SET holder = EXCLUDED.holder, copy_id = EXCLUDED.copy_id,"
                           " expires = EXCLUDED.expires"
                           " WHERE l.expires <= now() OR (l.holder = session_user AND l.copy_id = EXCLUDED.copy_id)"
                           " RETURNING issue, holder, copy_id, extract(epoch FROM expires)::bigint"),
            {issueUuid, copyId, qMin(seconds, 86400)}, &error)) {
        return fail(error);
    }
    TeamLease lease;
    if (query.next()) {
        if (!TeamServerRows::readLease(query, &lease)) {
            d->connection.rollback();
            return fail(tr("The team server answered a checkout with a malformed lease."));
        }
        query.finish();
        if (holder) {
            *holder = lease;
        }
        return d->connection.commit(&error) || fail(error);
    }
    if (!d->connection.run(query,
            QStringLiteral("SELECT issue, holder, copy_id, extract(epoch FROM expires)::bigint FROM yiqiao.team_leases WHERE issue = ?"),
            {issueUuid}, &error)) {
        return fail(error);
    }
    const bool read = query.next() && TeamServerRows::readLease(query, &lease);
    query.finish();
    d->connection.rollback();
    if (!read) {
        return fail(tr("The team server refused the lease without naming its holder."));
    }
    if (holder) {
        *holder = lease;
    }
    const QString until = lease.expires.toLocalTime().toString(QStringLiteral("yyyy-MM-dd HH:mm"));
    if (lease.holder == login()) {
        return fail(tr("The issue is checked out by your other working copy until %1.").arg(until));
    }
    return fail(tr("The issue is checked out by %1 until %2.").arg(lease.holder, until));
}

bool TeamServer::release(const QString &issueUuid, const QString &copyId)
{
    m_error.clear();
    QString error;
    if (!d->connection.begin(&error)) {
        return fail(error);
    }
    QSqlQuery query(d->connection.database());
    if (!d->connection.run(query,
            QStringLiteral("DELETE FROM yiqiao.team_leases WHERE issue = ? AND holder = session_user AND copy_id = ?"), {issueUuid, copyId},
            &error)) {
        return fail(error);
    }
    return d->connection.commit(&error) || fail(error);
}

bool TeamServer::renew(const QString &copyId, QList<TeamLease> *held)
{
    m_error.clear();
    QString error;
    if (!d->connection.begin(&error)) {
        return fail(error);
    }
    QSqlQuery query(d->connection.database());
    if (!d->connection.run(query,
            QStringLiteral(
                "UPDATE yiqiao.team_leases"
                " SET expires = now() + make_interval(secs => (SELECT value::integer FROM yiqiao.meta WHERE key = 'lease_seconds'))"
                " WHERE holder = session_user AND copy_id = ?"
                " RETURNING issue, holder, copy_id, extract(epoch FROM expires)::bigint"),
            {copyId}, &error)) {
        return fail(error);
    }
    QList<TeamLease> leases;
    while (query.next()) {
        TeamLease lease;
        if (!TeamServerRows::readLease(query, &lease)) {
            d->connection.rollback();
            return fail(tr("The team server answered a renewal with a malformed lease."));
        }
        leases.append(lease);
    }
    query.finish();
    if (!d->connection.commit(&error)) {
        return fail(error);
    }
    if (held) {
        *held = leases;
    }
    return true;
}

QList<TeamLease> TeamServer::leases()
{
    m_error.clear();
    QString error;
    if (!d->connection.begin(&error)) {
        fail(error);
        return {};
    }
    QSqlQuery query(d->connection.database());
    if (!d->connection.run(query,
            QStringLiteral("SELECT issue, holder, copy_id, extract(epoch FROM expires)::bigint FROM yiqiao.team_leases"
                           " WHERE expires > now() ORDER BY issue"),
            {}, &error)) {
        fail(error);
        return {};
    }
    QList<TeamLease> leases;
    while (query.next()) {
        TeamLease lease;
        if (!TeamServerRows::readLease(query, &lease)) {
            d->connection.rollback();
            fail(tr("The team server sent a malformed lease."));
            return {};
        }
        leases.append(lease);
    }
    query.finish();
    if (!d->connection.commit(&error)) {
        fail(error);
        return {};
    }
    return leases;
}

int TeamServer::leaseSeconds()
{
    m_error.clear();
    QString error;
    if (!d->connection.begin(&error)) {
        fail(error);
        return 0;
    }
    QSqlQuery query(d->connection.database());
    if (!d->connection.run(
            query, QStringLiteral("SELECT value FROM yiqiao.meta WHERE key = ?"), {QStringLiteral("lease_seconds")}, &error)) {
        fail(error);
        return 0;
    }
    bool ok = false;
    const int seconds = query.next() && TeamServerRows::isText(query.value(0)) ? query.value(0).toString().toInt(&ok) : 0;
    query.finish();
    d->connection.commit(&error);
    if (!ok || seconds <= 0) {
        fail(tr("The team server names no lease length."));
        return 0;
    }
    return seconds;
}

bool TeamServer::addMember(const QString &login, const QString &role)
{
    m_error.clear();
    QString error;
    if (!TeamServerSchema::checkLogin(login, &error)) {
        return fail(error);
    }
    if (!TeamServerSchema::roles().contains(role)) {
        return fail(tr("'%1' is not a role of the team (translator, reviewer or lead).").arg(role.left(40)));
    }
    if (!d->connection.begin(&error)) {
        return fail(error);
    }
    QSqlQuery query(d->connection.database());
    if (!d->connection.run(query, QStringLiteral("SELECT yiqiao.set_member(?, ?)"), {login, role}, &error)) {
        return fail(error);
    }
    query.finish();
    return d->connection.commit(&error) || fail(error);
}

bool TeamServer::removeMember(const QString &login)
{
    m_error.clear();
    QString error;
    if (!TeamServerSchema::checkLogin(login, &error) || !d->connection.begin(&error)) {
        return fail(error);
    }
    QSqlQuery query(d->connection.database());
    if (!d->connection.run(query, QStringLiteral("SELECT yiqiao.set_member(?, nullif(?, ''))"), {login, QString()}, &error)) {
        return fail(error);
    }
    query.finish();
    return d->connection.commit(&error) || fail(error);
}

QList<TeamMember> TeamServer::members()
{
    m_error.clear();
    QString error;
    if (!d->connection.begin(&error)) {
        fail(error);
        return {};
    }
    const QVariantList names = d->roleNames();
    QSqlQuery query(d->connection.database());
    if (!d->connection.run(query,
            QStringLiteral("SELECT u.rolname::text, g.rolname::text FROM pg_auth_members m"
                           " JOIN pg_roles g ON g.oid = m.roleid JOIN pg_roles u ON u.oid = m.member"
                           " WHERE g.rolname IN (?, ?, ?) AND u.rolcanlogin ORDER BY 1"),
            names, &error)) {
        fail(error);
        return {};
    }
    QMap<QString, QString> roles;
    while (query.next()) {
        const int rank = names.indexOf(query.value(1));
        if (!TeamServerRows::isText(query.value(0)) || rank < 0) {
            d->connection.rollback();
            fail(tr("The team server sent a malformed member."));
            return {};
        }
        const QString role = TeamServerSchema::roles().at(rank);
        const QString login = query.value(0).toString();
        if (roleRank(role) > roleRank(roles.value(login))) {
            roles.insert(login, role);
        }
    }
    query.finish();
    d->connection.commit(&error);
    QList<TeamMember> members;
    for (auto it = roles.cbegin(); it != roles.cend(); ++it) {
        members.append({it.key(), it.value()});
    }
    return members;
}

QString TeamServer::role()
{
    m_error.clear();
    QString error;
    if (!d->connection.begin(&error)) {
        fail(error);
        return {};
    }
    const QVariantList names = d->roleNames();
    QSqlQuery query(d->connection.database());
    if (!d->connection.run(query,
            QStringLiteral("SELECT rolname::text FROM pg_roles WHERE rolname IN (?, ?, ?) AND pg_has_role(session_user, oid, 'MEMBER')"),
            names, &error)) {
        fail(error);
        return {};
    }
    QString best;
    while (query.next()) {
        const int rank = names.indexOf(query.value(0));
        if (rank >= 0 && rank > roleRank(best)) {
            best = TeamServerSchema::roles().at(rank);
        }
    }
    query.finish();
    d->connection.commit(&error);
    return best;
}
