// SPDX-FileCopyrightText: 2026 Yiqiao authors
// SPDX-License-Identifier: GPL-3.0-or-later
#include "cli/teamcommand.h"

#include "cli/cliapplication.h"
#include "store/issue.h"
#include "store/issuerepository.h"
#include "store/projectstore.h"
#include "team/teamserver.h"
#include "team/teamsync.h"
#include "team/teamtermchanges.h"
#include "team/teamurl.h"
#include "team/teamworkingcopy.h"

#include <QCommandLineParser>
#include <QFile>
#include <QFileInfo>
#include <QJsonArray>
#include <QJsonDocument>
#include <QJsonObject>
#include <QLocale>
#include <QSqlQuery>

namespace {
const QString Json = QStringLiteral("json");

QString timeText(const QDateTime &when)
{
    return when.isValid() ? QLocale().toString(when.toLocalTime(), QStringLiteral("yyyy-MM-dd HH:mm:ss")) : QString();
}

QJsonObject leaseJson(const TeamLease &lease, const QString &copyId, qint64 issueNumber)
{
    return {{QStringLiteral("issue"), issueNumber}, {QStringLiteral("issue_uuid"), lease.issueUuid},
        {QStringLiteral("holder"), lease.holder}, {QStringLiteral("this_copy"), lease.copyId == copyId},
        {QStringLiteral("expires"), lease.expires.toUTC().toString(Qt::ISODate)}};
}

// The local issue number of a lease's issue (0 when this copy does not have it yet).
qint64 issueNumberOf(ProjectStore &store, const QString &issueUuid)
{
    QSqlQuery query(store.database());
    query.prepare(QStringLiteral("SELECT number FROM issues WHERE uuid = ?"));
    query.addBindValue(issueUuid);
    return query.exec() && query.next() ? query.value(0).toLongLong() : 0;
}

QJsonObject versionJson(const TeamTermVersion &version)
{
    return {
        {QStringLiteral("author"), version.author}, {QStringLiteral("deleted"), version.deleted}, {QStringLiteral("data"), version.data}};
}

QJsonObject termChangeJson(const TeamTermChange &change)
{
    return {{QStringLiteral("id"), change.id}, {QStringLiteral("table"), change.table}, {QStringLiteral("uuid"), change.uuid},
        {QStringLiteral("source_term"), change.sourceTerm}, {QStringLiteral("earlier"), versionJson(change.earlier)},
        {QStringLiteral("current"), versionJson(change.current)}, {QStringLiteral("replaced_by"), change.replacedBy},
        {QStringLiteral("when"), change.when.toString(Qt::ISODate)}};
}

// A version on one line: its data as compact JSON, or that it was deleted.
QString versionText(const TeamTermVersion &version)
{
    return version.deleted ? TeamCommand::tr("(deleted)") : QString::fromUtf8(QJsonDocument(version.data).toJson(QJsonDocument::Compact));
}

void removeProjectFiles(const QString &path)
{
    for (const QString &suffix : {QString(), QStringLiteral("-wal"), QStringLiteral("-shm"), QStringLiteral("-journal")}) {
        QFile::remove(path + suffix);
    }
}
} // namespace

CliActionCommand::Actions TeamCommand::actions()
{
    return {QStringLiteral("team"),
        {{QStringLiteral("publish"), action(&TeamCommand::publish)}, {QStringLiteral("member"), action(&TeamCommand::member)},
            {QStringLiteral("clone"), action(&TeamCommand::clone)}, {QStringLiteral("sync"), action(&TeamCommand::sync)},
            {QStringLiteral("checkout"), action(&TeamCommand::checkout)}, {QStringLiteral("release"), action(&TeamCommand::release)},
            {QStringLiteral("status"), action(&TeamCommand::status)}, {QStringLiteral("terms"), action(&TeamCommand::terms)}},
        tr("team needs publish, member, clone, sync, checkout, release, status or terms; run yiqiao-cli --help")};
}

bool TeamCommand::connect(const QString &url, TeamServer &server)
{
    QString why;
    const std::optional<TeamUrl> parsed = TeamUrl::parse(url, &why);
    if (!parsed) {
        m_cli.fail(why, 2);
        return false;
    }
    if (!server.open(*parsed)) {
        m_cli.fail(tr("cannot reach the team server %1: %2").arg(parsed->toString(), server.errorString()));
        return false;
    }
    return true;
}

bool TeamCommand::connectCopy(ProjectStore &store, TeamServer &server)
{
    TeamWorkingCopy copy(store);
    if (!copy.isWorkingCopy()) {
        m_cli.fail(tr("%1 is not a team working copy; publish it or clone one").arg(store.path()));
        return false;
    }
    QString why;
    const std::optional<TeamUrl> url = TeamUrl::parse(copy.settings().url, &why);
    if (!url) {
        m_cli.fail(why);
        return false;
    }
    if (!server.open(*url)) {
        m_cli.fail(tr("cannot reach the team server %1 (%2); %n change(s) wait in the working copy", nullptr, copy.pendingCount())
                       .arg(url->toString(), server.errorString()));
        return false;
    }
    return true;
}

void TeamCommand::showProgress(TeamSync &sync, const QString &what)
{
    QObject::connect(&sync, &TeamSync::progress, &sync, [this, what, shown = qint64(0)](qint64 done, qint64 total) mutable {
        // A line per few thousand rows: only a big series says anything.
        if (done - shown < 5000) {
            return;
        }
        shown = done;
        m_cli.printError(total > 0 ? tr("%1: %2 of %3 rows\n").arg(what).arg(done).arg(total) : tr("%1: %2 rows\n").arg(what).arg(done));
    });
}

int TeamCommand::publish(const QStringList &arguments)
{
    QCommandLineParser parser;
    addJson(parser);
    parser.addOption({QStringLiteral("print-sql"),
        tr("Print the SQL that publishing runs (schema, roles, grants) for a server admin to run, and change nothing.")});
    if (const auto exit =
            parseProject(parser, arguments, {{QStringLiteral("URL"), tr("The team server: postgresql://user@host:port/database")}})) {
        return *exit;
    }
    const QString url = parser.positionalArguments().at(1);
    QString why;
    const std::optional<TeamUrl> parsed = TeamUrl::parse(url, &why);
    if (!parsed) {
        return m_cli.fail(why, 2);
    }
    if (parser.isSet(QStringLiteral("print-sql"))) {
        QString sql;
        for (const QString &statement : TeamServer::publishSql(parsed->database, parsed->user)) {
            sql += statement.trimmed() + QStringLiteral(";\n");
        }
        m_cli.print(sql);
        return 0;
    }
    ProjectStore store;
    if (!openForWriting(parser, store)) {
        return 1;
    }
    TeamServer server;
    if (!connect(url, server)) {
        return 1;
    }
    TeamSync sync(store, server);
    qint64 rows = 0;
    QObject::connect(&sync, &TeamSync::progress, &sync, [&rows](qint64 done, qint64) { rows = qMax(rows, done); });
    showProgress(sync, tr("publish"));
    if (!sync.publish(url)) {
        return m_cli.fail(sync.errorString());
    }
    const TeamStatus status = sync.status();
    if (parser.isSet(Json)) {
        m_cli.writeJson(QJsonObject {{QStringLiteral("url"), status.url}, {QStringLiteral("login"), status.login},
            {QStringLiteral("role"), status.role}, {QStringLiteral("rows"), rows}, {QStringLiteral("pending"), status.pending}});
    } else {
        m_cli.print(tr("published to %1 as %2 (lead): %3 rows; %4 is now a working copy\n")
                        .arg(status.url, status.login)
                        .arg(rows)
                        .arg(store.path()));
    }
    return status.pending == 0 ? 0 : m_cli.fail(tr("%n row(s) were refused and wait in the working copy", nullptr, status.pending));
}

int TeamCommand::member(const QStringList &arguments)
{
    const QString verb = arguments.value(1);
    if (verb != QLatin1String("add") && verb != QLatin1String("remove")) {
        return m_cli.fail(tr("team member needs add or remove; run yiqiao-cli --help"), 2);
    }
    QCommandLineParser parser;
    parser.addOption({QStringLiteral("role"), tr("The member's role: translator (default), reviewer or lead."), QStringLiteral("ROLE")});
    if (const auto exit = parseProject(parser, CliApplication::subcommandArguments(arguments),
            {{QStringLiteral("LOGIN"), tr("An existing PostgreSQL login role.")}})) {
        return *exit;
    }
    const QString role =
        parser.value(QStringLiteral("role")).isEmpty() ? QStringLiteral("translator") : parser.value(QStringLiteral("role"));
    if (!QStringList {QStringLiteral("translator"), QStringLiteral("reviewer"), QStringLiteral("lead")}.contains(role)) {
        return m_cli.fail(tr("--role needs translator, reviewer or lead, not '%1'").arg(role), 2);
    }
    const QString login = parser.positionalArguments().at(1);
    ProjectStore store;
    TeamServer server;
    if (!openProject(parser, store, ProjectStore::Access::ReadOnly) || !connectCopy(store, server)) {
        return 1;
    }
    const bool add = verb == QLatin1String("add");
    if (!(add ? server.addMember(login, role) : server.removeMember(login))) {
        return m_cli.fail(server.errorString());
    }
    m_cli.print(add ? tr("%1 is a %2 of the team\n").arg(login, role) : tr("%1 is no longer a member of the team\n").arg(login));
    return 0;
}

int TeamCommand::clone(const QStringList &arguments)
{
    QCommandLineParser parser;
    addJson(parser);
    parser.addPositionalArgument(QStringLiteral("URL"), tr("The team server: postgresql://user@host:port/database"));
    parser.addPositionalArgument(QStringLiteral("WORKCOPY"), tr("The working copy to create (a new *.yiqiao file)."));
    if (const auto exit = m_cli.parse(parser, arguments, 2)) {
        return *exit;
    }
    const QString url = parser.positionalArguments().at(0);
    const QString path = parser.positionalArguments().at(1);
    if (QFileInfo::exists(path)) {
        return m_cli.fail(tr("%1 exists already; the working copy must be a new file").arg(path));
    }
    TeamServer server;
    if (!connect(url, server)) {
        return 1;
    }
    ProjectStore store;
    if (!store.create(path, QFileInfo(path).completeBaseName())) {
        return m_cli.fail(store.errorString());
    }
    TeamSync sync(store, server);
    showProgress(sync, tr("clone"));
    if (!sync.clone(url)) {
        const QString why = sync.errorString();
        store.close();
        removeProjectFiles(path);
        return m_cli.fail(why);
    }
    const TeamStatus status = sync.status();
    const int issues = int(IssueRepository(store).issues().size());
    if (parser.isSet(Json)) {
        m_cli.writeJson(QJsonObject {{QStringLiteral("url"), status.url}, {QStringLiteral("login"), status.login},
            {QStringLiteral("role"), status.role}, {QStringLiteral("issues"), issues}, {QStringLiteral("path"), path}});
    } else {
        m_cli.print(tr("cloned %1 as %2 (%3): %4 issues in %5\n").arg(status.url, status.login, status.role).arg(issues).arg(path));
    }
    return 0;
}

int TeamCommand::sync(const QStringList &arguments)
{
    QCommandLineParser parser;
    addJson(parser);
    if (const auto exit = parseProject(parser, arguments)) {
        return *exit;
    }
    ProjectStore store;
    TeamServer server;
    if (!openForWriting(parser, store) || !connectCopy(store, server)) {
        return 1;
    }
    TeamSync sync(store, server);
    TeamSyncReport report;
    if (!sync.sync(&report)) {
        return m_cli.fail(tr("sync failed: %1; %n change(s) wait in the working copy", nullptr, TeamWorkingCopy(store).pendingCount())
                              .arg(sync.errorString()));
    }
    IssueRepository issues(store);
    QList<qint64> conflicts;
    for (qint64 id : std::as_const(report.conflicts)) {
        const auto issue = issues.issueById(id);
        conflicts.append(issue ? issue->number : id);
    }
    if (parser.isSet(Json)) {
        QJsonArray refused;
        for (const QString &line : std::as_const(report.refused)) {
            refused.append(line);
        }
        m_cli.writeJson(QJsonObject {{QStringLiteral("pushed"), report.pushed}, {QStringLiteral("pulled"), report.pulled},
            {QStringLiteral("refused"), refused}, {QStringLiteral("conflicts"), CliApplication::idArray(conflicts)},
            {QStringLiteral("rev"), report.headRev}, {QStringLiteral("pending"), TeamWorkingCopy(store).pendingCount()}});
    } else {
        m_cli.print(tr("pushed %1, pulled %2, up to revision %3\n").arg(report.pushed).arg(report.pulled).arg(report.headRev));
        // A few reasons say why; the rest are counted (--json lists every one).
        constexpr int Shown = 5;
        for (const QString &line : report.refused.mid(0, Shown)) {
            m_cli.print(tr("refused: %1\n").arg(CliApplication::oneLine(line)));
        }
        if (report.refused.size() > Shown) {
            m_cli.print(tr("… and %n more refused row(s) (--json lists them)\n", nullptr, int(report.refused.size() - Shown)));
        }
        if (!conflicts.isEmpty()) {
            m_cli.print(
                tr("issues whose lease ran out: %1 (your draft is kept as a competing revision)\n").arg(CliApplication::idList(conflicts)));
        }
    }
    return 0;
}

std::optional<int> TeamCommand::openIssue(
    const QStringList &arguments, ProjectStore &store, TeamServer &server, qint64 *issueId, int *number)
{
    QCommandLineParser parser;
    CliApplication::addProjectAndIssue(parser);
    if (const auto exit = m_cli.parse(parser, arguments, 1)) {
        return exit;
    }
    Issue issue;
    if (const auto exit = m_cli.openIssueForWriting(parser, store, &issue)) {
        return exit;
    }
    if (!connectCopy(store, server)) {
        return 1;
    }
    *issueId = issue.id;
    *number = issue.number;
    return std::nullopt;
}

int TeamCommand::checkout(const QStringList &arguments)
{
    ProjectStore store;
    TeamServer server;
    qint64 issueId = 0;
    int number = 0;
    if (const auto exit = openIssue(arguments, store, server, &issueId, &number)) {
        return *exit;
    }
    TeamSync sync(store, server);
    if (!sync.checkout(issueId)) {
        return m_cli.fail(sync.errorString());
    }
    const QString copyId = TeamWorkingCopy(store).settings().copyId;
    const QString issueUuid = TeamWorkingCopy(store).issueUuid(issueId);
    QDateTime until;
    for (const TeamLease &lease : TeamWorkingCopy(store).leases()) {
        if (lease.issueUuid == issueUuid && lease.copyId == copyId) {
            until = lease.expires;
        }
    }
    m_cli.print(tr("issue %1 is yours until %2\n").arg(number).arg(timeText(until)));
    return 0;
}

int TeamCommand::release(const QStringList &arguments)
{
    ProjectStore store;
    TeamServer server;
    qint64 issueId = 0;
    int number = 0;
    if (const auto exit = openIssue(arguments, store, server, &issueId, &number)) {
        return *exit;
    }
    TeamSync sync(store, server);
    if (!sync.release(issueId)) {
        return m_cli.fail(sync.errorString());
    }
    m_cli.print(tr("issue %1 is released\n").arg(number));
    return 0;
}

int TeamCommand::status(const QStringList &arguments)
{
    QCommandLineParser parser;
    addJson(parser);
    if (const auto exit = parseProject(parser, arguments)) {
        return *exit;
    }
    ProjectStore store;
    if (!openProject(parser, store, ProjectStore::Access::ReadOnly)) {
        return 1;
    }
    TeamWorkingCopy copy(store);
    if (!copy.isWorkingCopy()) {
        return m_cli.fail(tr("%1 is not a team working copy; publish it or clone one").arg(store.path()));
    }
    TeamServer server;
    QString why;
    const std::optional<TeamUrl> url = TeamUrl::parse(copy.settings().url, &why);
    if (url) {
        server.open(*url); // offline: the last sync's view
    }
    TeamSync sync(store, server);
    const TeamStatus status = sync.status();
    const QString copyId = copy.settings().copyId;
    if (parser.isSet(Json)) {
        QJsonArray members;
        for (const TeamMember &member : status.members) {
            members.append(QJsonObject {{QStringLiteral("login"), member.login}, {QStringLiteral("role"), member.role}});
        }
        QJsonArray leases;
        for (const TeamLease &lease : status.leases) {
            leases.append(leaseJson(lease, copyId, issueNumberOf(store, lease.issueUuid)));
        }
        m_cli.writeJson(QJsonObject {{QStringLiteral("url"), status.url}, {QStringLiteral("login"), status.login},
            {QStringLiteral("role"), status.role}, {QStringLiteral("online"), status.online}, {QStringLiteral("members"), members},
            {QStringLiteral("leases"), leases}, {QStringLiteral("pending"), status.pending},
            {QStringLiteral("refused"), QJsonArray::fromStringList(status.refused)}, {QStringLiteral("term_changes"), status.termChanges},
            {QStringLiteral("last_sync"), status.lastSync.isValid() ? status.lastSync.toUTC().toString(Qt::ISODate) : QString()}});
        return 0;
    }
    QString text = tr("Server: %1 (%2)\n").arg(status.url, status.online ? tr("online") : tr("offline"));
    text += tr("Login: %1%2\n").arg(status.login, status.role.isEmpty() ? QString() : QStringLiteral(" (%1)").arg(status.role));
    for (const TeamMember &member : status.members) {
        text += tr("Member: %1 (%2)\n").arg(member.login, member.role);
    }
    for (const TeamLease &lease : status.leases) {
        text += tr("Issue %1: held by %2 until %3%4\n")
                    .arg(issueNumberOf(store, lease.issueUuid))
                    .arg(lease.holder, timeText(lease.expires), lease.copyId == copyId ? tr(" (this copy)") : QString());
    }
    text += tr("Changes waiting: %1\n").arg(status.pending);
    for (const QString &line : status.refused.mid(0, 5)) {
        text += tr("refused: %1\n").arg(CliApplication::oneLine(line));
    }
    if (status.refused.size() > 5) {
        text += tr("… and %n more refused row(s) (--json lists them)\n", nullptr, int(status.refused.size() - 5));
    }
    if (status.termChanges > 0) {
        text += tr("Term changes to settle: %1 (team terms lists them)\n").arg(status.termChanges);
    }
    text += tr("Last sync: %1\n").arg(status.lastSync.isValid() ? timeText(status.lastSync) : tr("never"));
    m_cli.print(text);
    return 0;
}

int TeamCommand::terms(const QStringList &arguments)
{
    QCommandLineParser parser;
    addJson(parser);
    parser.addOption({QStringLiteral("approve"), tr("Keep the later version of term change ID (the lead only)."), QStringLiteral("ID")});
    parser.addOption({QStringLiteral("revert"),
        tr("Put the earlier version of term change ID back as a new revision that every working copy gets at its next sync "
           "(the lead only)."),
        QStringLiteral("ID")});
    if (const auto exit = parseProject(parser, arguments)) {
        return *exit;
    }
    const bool approve = parser.isSet(QStringLiteral("approve"));
    const bool revert = parser.isSet(QStringLiteral("revert"));
    if (approve && revert) {
        return m_cli.fail(tr("--approve and --revert exclude each other"), 2);
    }
    qint64 id = 0;
    if (approve || revert) {
        const QString value = parser.value(approve ? QStringLiteral("approve") : QStringLiteral("revert"));
        bool ok = false;
        id = value.toLongLong(&ok);
        if (!ok || id <= 0) {
            return m_cli.fail(tr("--%1 needs the number of a term change (team terms PROJECT lists them), not '%2'")
                                  .arg(approve ? QStringLiteral("approve") : QStringLiteral("revert"), value.left(40)),
                2);
        }
    }
    ProjectStore store;
    TeamServer server;
    if (!openProject(parser, store, ProjectStore::Access::ReadOnly) || !connectCopy(store, server)) {
        return 1;
    }
    TeamTermChanges changes(server);
    if (approve || revert) {
        return settleTermChange(changes, id, revert, parser.isSet(Json));
    }
    const QList<TeamTermChange> list = changes.list();
    if (!changes.errorString().isEmpty()) {
        return m_cli.fail(changes.errorString());
    }
    if (parser.isSet(Json)) {
        m_cli.writeJson(CliApplication::jsonArray(list, termChangeJson));
        return 0;
    }
    if (list.isEmpty()) {
        m_cli.print(tr("no term changes to settle\n"));
        return 0;
    }
    QString text = tr("%n term change(s) to settle (the lead keeps the later version with --approve ID, or puts the earlier one "
                      "back with --revert ID):\n",
        nullptr, int(list.size()));
    for (const TeamTermChange &change : list) {
        text += tr("#%1 %2 \"%3\", %4: %5 overwrote %6's version without having seen it\n")
                    .arg(change.id)
                    .arg(change.table, change.sourceTerm, timeText(change.when), change.replacedBy, change.earlier.author);
        text += tr("  earlier (%1): %2\n").arg(change.earlier.author, CliApplication::oneLine(versionText(change.earlier)));
        text += tr("  now (%1): %2\n").arg(change.current.author, CliApplication::oneLine(versionText(change.current)));
    }
    m_cli.print(text);
    return 0;
}

int TeamCommand::settleTermChange(TeamTermChanges &changes, qint64 id, bool revert, bool json)
{
    qint64 rev = 0;
    if (!(revert ? changes.revert(id, &rev) : changes.approve(id))) {
        return m_cli.fail(changes.errorString());
    }
    if (json) {
        m_cli.writeJson(QJsonObject {{QStringLiteral("id"), id},
            {QStringLiteral("action"), revert ? QStringLiteral("revert") : QStringLiteral("approve")}, {QStringLiteral("rev"), rev}});
    } else if (revert) {
        m_cli.print(tr("term change %1 reverted: the earlier version is back as revision %2; every working copy gets it at its next sync\n")
                        .arg(id)
                        .arg(rev));
    } else {
        m_cli.print(tr("term change %1 approved: the later version stays\n").arg(id));
    }
    return 0;
}
