// SPDX-FileCopyrightText: 2026 Yiqiao authors
// SPDX-License-Identifier: GPL-3.0-or-later
#include "team/teamsync.h"

#include "store/issuerepository.h"
#include "store/projectstore.h"
#include "team/teamserver.h"
#include "team/teamtables.h"
#include "team/teamtermchanges.h"
#include "team/teamurl.h"
#include "team/teamworkingcopy.h"

#include <QHash>
#include <QLocale>
#include <QSet>
#include <QSqlQuery>

#include <algorithm>

namespace {
// Rows per push and per pull: a transaction on the server each, small enough that a
// sync that is interrupted has lost little work, large enough that a clone of a
// series of 369 issues takes few round trips.
constexpr int PushBatch = 1000;
constexpr int PullBatch = 2000;

QString rowKey(const QString &table, const QString &uuid)
{
    return table + QLatin1Char('/') + uuid;
}

bool isDraftTable(const QString &table)
{
    const TeamTable *found = TeamTables::find(table);
    return found && found->kind == TeamTableClass::Draft;
}
} // namespace

TeamSync::TeamSync(ProjectStore &store, TeamServer &server, QObject *parent)
    : QObject(parent)
    , m_store(store)
    , m_server(server)
{
}

bool TeamSync::publish(const QString &url)
{
    m_error.clear();
    QString why;
    const std::optional<TeamUrl> parsed = TeamUrl::parse(url, &why);
    if (!parsed) {
        return fail(why);
    }
    TeamWorkingCopy copy(m_store);
    if (copy.isWorkingCopy()) {
        return fail(tr("the project is a working copy of %1 already").arg(copy.settings().url));
    }
    if (!m_server.isOpen()) {
        return fail(tr("the team server is not connected"));
    }
    if (m_server.isPublished()) {
        return fail(tr("a series is published on %1 already; clone it instead").arg(parsed->toString()));
    }
    if (!m_server.publish(m_store.setting(QStringLiteral("name")))) {
        return fail(m_server.errorString());
    }
    if (!copy.makeWorkingCopy(parsed->toString(), m_server.login(), true) || !copy.installTriggers()) {
        return fail(copy.errorString());
    }
    // The drafts go up as the lead's: every issue is checked out while the series is
    // uploaded, then given back.
    const QString copyId = copy.settings().copyId;
    QStringList taken;
    for (const Issue &issue : IssueRepository(m_store).issues()) {
        TeamLease lease;
        if (!m_server.checkout(copy.issueUuid(issue.id), copyId, 3600, &lease)) {
            return fail(m_server.errorString());
        }
        taken.append(lease.issueUuid);
    }
    TeamSyncReport report;
    m_server.setPublishing(true);
    const bool synced = sync(&report);
    m_server.setPublishing(false);
    if (!synced) {
        return false;
    }
    for (const QString &issueUuid : std::as_const(taken)) {
        if (!m_server.release(issueUuid, copyId)) {
            return fail(m_server.errorString());
        }
    }
    return refreshLeases(copy);
}

// A fresh project has rows of its own in travelling tables (its name, the default
// radar dimensions, …); the series' come from the server, so they go first.
bool TeamSync::clearTravellingTables()
{
    const QList<TeamTable> &tables = TeamTables::all();
    return m_store.inTransaction(
        [&]() {
            for (auto it = tables.crbegin(); it != tables.crend(); ++it) {
                // Identifiers only from TeamTables' fixed list.
                if (!exec(m_store.database(), QStringLiteral("DELETE FROM ") + it->name)) {
                    return false;
                }
            }
            return true;
        },
        &m_error);
}

bool TeamSync::clone(const QString &url)
{
    m_error.clear();
    QString why;
    const std::optional<TeamUrl> parsed = TeamUrl::parse(url, &why);
    if (!parsed) {
        return fail(why);
    }
    if (!m_server.isOpen()) {
        return fail(tr("the team server is not connected"));
    }
    if (!m_server.isPublished()) {
        return fail(tr("no series is published on %1").arg(parsed->toString()));
    }
    if (m_server.role().isEmpty()) {
        return fail(tr("%1 is not a member of the team on %2").arg(m_server.login(), parsed->toString()));
    }
    TeamWorkingCopy copy(m_store);
    if (copy.isWorkingCopy()) {
        return fail(tr("the project is a working copy of %1 already").arg(copy.settings().url));
    }
    if (!clearTravellingTables() || !copy.makeWorkingCopy(parsed->toString(), m_server.login(), false) || !copy.installTriggers()) {
        return fail(m_error.isEmpty() ? copy.errorString() : m_error);
    }
    TeamSyncReport report;
    return sync(&report);
}

bool TeamSync::sync(TeamSyncReport *report)
{
    m_error.clear();
    TeamSyncReport local;
    TeamSyncReport &out = report ? *report : local;
    out = TeamSyncReport();
    TeamWorkingCopy copy(m_store);
    if (!copy.isWorkingCopy()) {
        return fail(tr("the project is not a team working copy"));
    }
    if (!m_server.isOpen()) {
        return fail(tr("the team server is not connected"));
    }
    const TeamSettings settings = copy.settings();
    const qint64 total = copy.pendingCount();
    QList<TeamLease> held;
    // Renewing first: a lease this copy still has is extended before its rows go up.
    if (!m_server.renew(settings.copyId, &held)) {
        return fail(m_server.errorString());
    }
    retake(copy, held);
    const QStringList imported = copy.newIssues();
    QHash<QString, qint64> pushed;
    if (!push(copy, total, &out, &pushed)) {
        return false;
    }
    // An issue imported on this copy is this copy's: once the issue is on the server
    // its lease is taken and its draft, refused until then, goes up.
    if (!imported.isEmpty()) {
        for (const QString &issueUuid : imported) {
            TeamLease holder;
            m_server.checkout(issueUuid, settings.copyId, 0, &holder); // refused: someone took it meanwhile
        }
        out.refused.clear();
        if (!push(copy, total, &out, &pushed)) {
            return false;
        }
    }
    if (!refreshLeases(copy)) {
        return false;
    }
    if (!pull(settings.pulledRev, pushed, &out)) {
        return false;
    }
    if (!copy.setLastSync(QDateTime::currentDateTimeUtc())) {
        return fail(copy.errorString());
    }
    return true;
}

// A lease of this copy that ran out while nobody took the issue is taken again, so
// that the changes made meanwhile go up; one that someone else took stays theirs.
void TeamSync::retake(TeamWorkingCopy &copy, const QList<TeamLease> &held)
{
    const QString copyId = copy.settings().copyId;
    for (const TeamLease &lease : copy.leases()) {
        const bool renewed = std::any_of(held.cbegin(), held.cend(), [&](const TeamLease &h) { return h.issueUuid == lease.issueUuid; });
        if (lease.copyId == copyId && !renewed) {
            TeamLease holder;
            m_server.checkout(lease.issueUuid, copyId, 0, &holder); // refused: someone else has it now
        }
    }
}

// The outbox in batches; rows the server refuses stay in it (with their reason), so a
// batch that took none ends the push.
bool TeamSync::push(TeamWorkingCopy &copy, qint64 total, TeamSyncReport *report, QHash<QString, qint64> *pushed)
{
    qint64 done = 0;
    QSet<QString> refused;
    for (;;) {
        const QList<TeamRow> rows = copy.pendingRows(int(refused.size()) + PushBatch);
        QList<TeamRow> fresh;
        for (const TeamRow &row : rows) {
            if (!refused.contains(rowKey(row.table, row.uuid))) {
                fresh.append(row);
            }
        }
        if (fresh.isEmpty()) {
            break;
        }
        QList<TeamPushResult> results;
        if (!m_server.push(fresh, &results)) {
            return fail(m_server.errorString());
        }
        if (!copy.markPushed(results)) {
            return fail(copy.errorString());
        }
        int accepted = 0;
        for (const TeamPushResult &result : std::as_const(results)) {
            if (result.rev > 0) {
                ++accepted;
                pushed->insert(rowKey(result.table, result.uuid), result.rev);
            } else {
                refused.insert(rowKey(result.table, result.uuid));
                report->refused.append(tr("%1 %2: %3").arg(result.table, result.uuid, result.error));
            }
        }
        report->pushed += accepted;
        done += results.size();
        emit progress(done, qMax(total, done));
        if (accepted == 0) {
            break;
        }
    }
    return true;
}

bool TeamSync::refreshLeases(TeamWorkingCopy &copy)
{
    const QList<TeamLease> leases = m_server.leases();
    if (!m_server.errorString().isEmpty()) {
        return fail(m_server.errorString());
    }
    if (!copy.setLeases(leases)) {
        return fail(copy.errorString());
    }
    return true;
}

// Everything newer than since, in batches; the rows this sync pushed itself come back
// with the revision they were given and are not applied again. An issue whose lease
// this copy lost while it changed the draft offline becomes a competing revision as
// its rows are applied (TeamWorkingCopy::apply), which moves the pulled revision back
// so that the server's rows of the issue come again: pulled once more, at most twice.
bool TeamSync::pull(qint64 since, const QHash<QString, qint64> &pushed, TeamSyncReport *report)
{
    for (int pass = 0; pass < 3; ++pass) {
        TeamWorkingCopy copy(m_store);
        qint64 reached = 0;
        if (!pullPass(copy, since, pushed, report, &reached)) {
            return false;
        }
        since = TeamWorkingCopy(m_store).settings().pulledRev;
        report->headRev = since;
        if (since >= reached) {
            break;
        }
    }
    std::sort(report->conflicts.begin(), report->conflicts.end());
    return true;
}

bool TeamSync::pullPass(TeamWorkingCopy &copy, qint64 since, const QHash<QString, qint64> &pushed, TeamSyncReport *report, qint64 *reached)
{
    qint64 done = 0;
    qint64 total = 0;
    const qint64 start = since;
    for (;;) {
        QList<TeamRow> rows;
        qint64 head = 0;
        if (!m_server.pull(since, PullBatch, &rows, &head)) {
            return fail(m_server.errorString());
        }
        const bool last = rows.size() < PullBatch;
        const qint64 upTo = last ? qMax(head, since) : rows.constLast().rev;
        QList<TeamRow> wanted;
        for (const TeamRow &row : std::as_const(rows)) {
            if (pushed.value(rowKey(row.table, row.uuid)) != row.rev) {
                wanted.append(row);
            }
        }
        if (!copy.apply(wanted, upTo)) {
            return fail(copy.errorString());
        }
        for (qint64 issueId : copy.lastConflicts()) {
            if (!report->conflicts.contains(issueId)) {
                report->conflicts.append(issueId);
            }
        }
        report->pulled += int(wanted.size());
        done += rows.size();
        // Each revision is one row's version: the rows to come are at most this many.
        total = qMax(total, head - start);
        emit progress(done, qMax(total, done));
        since = upTo;
        *reached = upTo;
        if (last) {
            return true;
        }
    }
}

bool TeamSync::checkout(qint64 issueId, TeamLease *holder)
{
    m_error.clear();
    TeamWorkingCopy copy(m_store);
    if (!copy.isWorkingCopy()) {
        return fail(tr("the project is not a team working copy"));
    }
    const QString issueUuid = copy.issueUuid(issueId);
    if (issueUuid.isEmpty()) {
        return fail(copy.errorString().isEmpty() ? tr("the issue is not part of the team's series yet; sync first") : copy.errorString());
    }
    TeamSyncReport report;
    if (!sync(&report)) {
        return false;
    }
    TeamLease current;
    if (!m_server.checkout(issueUuid, copy.settings().copyId, 0, &current)) {
        const QString serverError = m_server.errorString();
        if (holder) {
            *holder = current;
        }
        refreshLeases(copy);
        if (!current.holder.isEmpty()) {
            return fail(heldMessage(issueId, current));
        }
        return fail(serverError);
    }
    // What the previous holder pushed since the sync above.
    return sync(&report);
}

QString TeamSync::heldMessage(qint64 issueId, const TeamLease &lease) const
{
    const std::optional<Issue> issue = IssueRepository(m_store).issueById(issueId);
    const QString until = QLocale().toString(lease.expires.toLocalTime(), QStringLiteral("yyyy-MM-dd HH:mm"));
    return tr("issue %1 is held by %2 until %3").arg(issue ? issue->number : issueId).arg(lease.holder, until);
}

bool TeamSync::release(qint64 issueId)
{
    m_error.clear();
    TeamWorkingCopy copy(m_store);
    if (!copy.isWorkingCopy()) {
        return fail(tr("the project is not a team working copy"));
    }
    const QString issueUuid = copy.issueUuid(issueId);
    if (issueUuid.isEmpty()) {
        return fail(copy.errorString());
    }
    TeamSyncReport report;
    if (!sync(&report)) {
        return false;
    }
    // A change of the issue that did not go up would be lost to the next holder.
    for (const TeamRow &row : copy.pendingRows(copy.pendingCount())) {
        if (row.issueUuid == issueUuid && isDraftTable(row.table)) {
            return fail(tr("changes of the issue's draft are still waiting (%1); the lease is kept").arg(copy.pendingErrors().value(0)));
        }
    }
    if (!m_server.release(issueUuid, copy.settings().copyId)) {
        return fail(m_server.errorString());
    }
    return refreshLeases(copy);
}

TeamStatus TeamSync::status()
{
    m_error.clear();
    TeamStatus status;
    TeamWorkingCopy copy(m_store);
    const TeamSettings settings = copy.settings();
    status.url = settings.url;
    status.login = settings.login;
    status.pending = copy.pendingCount();
    status.refused = copy.pendingErrors();
    status.lastSync = settings.lastSync;
    status.leases = copy.leases();
    if (m_server.isOpen()) {
        const QList<TeamMember> members = m_server.members();
        const QList<TeamLease> leases = m_server.leases();
        if (m_server.errorString().isEmpty()) {
            status.online = true;
            status.members = members;
            status.leases = leases;
            status.role = m_server.role();
        }
        if (status.online && status.role == QLatin1String("lead")) {
            status.termChanges = qMax(0, TeamTermChanges(m_server).count());
        }
    }
    return status;
}
