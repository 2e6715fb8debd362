// SPDX-FileCopyrightText: 2026 Yiqiao authors
// SPDX-License-Identifier: GPL-3.0-or-later
#include "bench/teambenchmark.h"

#include "bench/benchproject.h"
#include "draft/blockrecord.h"
#include "pgtestcluster.h"
#include "review/reviewaction.h"
#include "review/reviewrepository.h"
#include "store/issuerepository.h"
#include "store/projectstore.h"
#include "team/teamserver.h"
#include "team/teamsync.h"
#include "team/teamurl.h"
#include "team/teamworkingcopy.h"
#include "tm/translationmemory.h"

#include <QDir>
#include <QElapsedTimer>
#include <QEventLoop>
#include <QFileInfo>
#include <QSqlError>
#include <QSqlQuery>
#include <QTemporaryDir>
#include <QTimer>

namespace {
const QString LeadPassword = QStringLiteral("bench-lead");
const QString MemberPassword = QStringLiteral("bench-member");
} // namespace

struct TeamBenchmark::Copy {
    QString login;
    QString url;
    ProjectStore store;
    TeamServer server;
    QList<qint64> held; // issue ids this copy checked out
};

TeamBenchmark::TeamBenchmark(const QString &corpusDir, int rounds)
    : m_dir(corpusDir)
    , m_rounds(rounds)
{
}

TeamBenchmark::~TeamBenchmark() = default;

bool TeamBenchmark::open(Copy &copy, const QString &login, const QString &database)
{
    copy.login = login;
    copy.url = m_pg->url(login, database);
    if (!copy.server.open(*TeamUrl::parse(copy.url, nullptr), m_pg->password(login))) {
        return fail(copy.server.errorString());
    }
    return true;
}

bool TeamBenchmark::publishAndClone(const QString &database, int issues, Copy &lead, Copy &member, double *publishMs, double *cloneMs)
{
    const QList<BenchProject::Pair> pairs = BenchProject::corpusPairs(m_dir);
    if (pairs.isEmpty()) {
        return fail(tr("no */source.en.md under %1").arg(QDir::toNativeSeparators(m_dir)));
    }
    if (!m_temp) {
        m_temp = std::make_unique<QTemporaryDir>();
    }
    QTemporaryDir &dir = *m_temp;
    if (!m_pg->createDatabase(database, QStringLiteral("lead"))) {
        return fail(m_pg->errorString());
    }
    if (!BenchProject::build(lead.store, dir.filePath(database + QStringLiteral("-lead.yiqiao")), database, pairs, issues, &m_error)
        || !open(lead, QStringLiteral("lead"), database)) {
        return false;
    }
    QElapsedTimer clock;
    clock.start();
    TeamSync publish(lead.store, lead.server);
    QObject::connect(&publish, &TeamSync::progress, &publish, [this](qint64 done, qint64) { m_rows = qMax(m_rows, done); });
    m_rows = 0;
    if (!publish.publish(lead.url)) {
        return fail(publish.errorString());
    }
    *publishMs = BenchProject::msSince(clock);
    if (!lead.server.addMember(QStringLiteral("member"), QStringLiteral("translator"))) {
        return fail(lead.server.errorString());
    }
    if (!member.store.create(dir.filePath(database + QStringLiteral("-member.yiqiao")), database)
        || !open(member, QStringLiteral("member"), database)) {
        return m_error.isEmpty() ? fail(member.store.errorString()) : false;
    }
    clock.restart();
    TeamSync clone(member.store, member.server);
    if (!clone.clone(member.url)) {
        return fail(clone.errorString());
    }
    *cloneMs = BenchProject::msSince(clock);
    return true;
}

// The best of the rounds: a sync that finds nothing to push and nothing to pull.
double TeamBenchmark::noOpSync(Copy &copy)
{
    double best = -1;
    for (int round = 0; round < m_rounds; ++round) {
        QElapsedTimer clock;
        clock.start();
        TeamSync sync(copy.store, copy.server);
        if (!sync.sync(nullptr)) {
            fail(sync.errorString());
            return -1;
        }
        const double ms = BenchProject::msSince(clock);
        best = best < 0 ? ms : qMin(best, ms);
    }
    return best;
}

bool TeamBenchmark::holdIssues(Copy &copy, int count)
{
    IssueRepository issues(copy.store);
    TeamSync sync(copy.store, copy.server);
    for (int number = 1; number <= count; ++number) {
        const auto issue = issues.issue(number);
        if (!issue || !sync.checkout(issue->id)) {
            return fail(issue ? sync.errorString() : issues.errorString());
        }
        copy.held.append(issue->id);
    }
    return true;
}

// The lead confirms an aligned block and syncs; the member, told by the server
// (LISTEN/NOTIFY), syncs and finds the unit in its memory. From the confirmation to
// the member's lookup hit.
bool TeamBenchmark::notifyLatency(Copy &lead, Copy &member, double *ms)
{
    IssueRepository issues(lead.store);
    qint64 issueId = 0;
    BlockRecord chosen;
    for (qint64 held : std::as_const(lead.held)) {
        for (const BlockRecord &block : issues.targetBlocks(held)) {
            if (chosen.id == 0 && !block.aligned.isEmpty() && !block.text.trimmed().isEmpty()) {
                chosen = block;
                issueId = held;
            }
        }
    }
    QString source;
    for (const BlockRecord &block : issues.sourceBlocks(issueId)) {
        if (chosen.aligned.contains(block.id)) {
            source += (source.isEmpty() ? QString() : QStringLiteral("\n\n")) + block.text;
        }
    }
    if (chosen.id == 0 || source.isEmpty()) {
        return fail(tr("the issues checked out have no aligned draft block to confirm"));
    }
    // The block edited (a draft again), then confirmed: its new text is the unit to look for.
    const QString edited = chosen.text + QStringLiteral("（修订）");
    QSqlQuery edit(lead.store.database());
    edit.prepare(QStringLiteral("UPDATE target_blocks SET text = ?, status = 'draft' WHERE id = ?"));
    edit.addBindValue(edited);
    edit.addBindValue(chosen.id);
    if (!edit.exec()) {
        return fail(edit.lastError().text());
    }
    QEventLoop loop;
    bool found = false;
    QElapsedTimer clock;
    QObject::connect(&member.server, &TeamServer::changed, &loop, [&]() {
        TeamSync sync(member.store, member.server);
        const bool synced = sync.sync(nullptr);
        bool hit = false;
        for (const TmMatch &match : TranslationMemory(member.store).lookup(source, 100, 10)) {
            hit = hit || match.unit.target == edited;
        }
        if (synced && hit) {
            *ms = BenchProject::msSince(clock);
            found = true;
            loop.quit();
        }
    });
    clock.start();
    ReviewRepository reviews(lead.store);
    TranslationMemory memory(lead.store);
    TeamSync sync(lead.store, lead.server);
    if (!reviews.apply({chosen.id}, ReviewAction::Confirm, lead.login, QString()) || !memory.addIssue(issueId) || !sync.sync(nullptr)) {
        return fail(reviews.errorString() + memory.errorString() + sync.errorString());
    }
    QTimer::singleShot(10000, &loop, &QEventLoop::quit);
    if (!found) {
        loop.exec();
    }
    if (!found) {
        *ms = -1;
    }
    return true;
}

// The lead changes blocks of the issues it holds and syncs (push); the member syncs
// (pull).
bool TeamBenchmark::changeCost(Copy &lead, Copy &member, int blocks, double *pushMs, double *pullMs)
{
    QSqlQuery change(lead.store.database());
    change.prepare(QStringLiteral("UPDATE target_blocks SET text = text || ? WHERE id IN"
                                  " (SELECT id FROM target_blocks WHERE issue_id IN (?, ?, ?, ?, ?) ORDER BY id LIMIT ?)"));
    change.addBindValue(QStringLiteral(" "));
    for (int i = 0; i < 5; ++i) {
        change.addBindValue(lead.held.value(i));
    }
    change.addBindValue(blocks);
    if (!change.exec()) {
        return fail(change.lastError().text());
    }
    QElapsedTimer clock;
    clock.start();
    TeamSync push(lead.store, lead.server);
    if (!push.sync(nullptr)) {
        return fail(push.errorString());
    }
    *pushMs = BenchProject::msSince(clock);
    clock.restart();
    TeamSync pull(member.store, member.server);
    if (!pull.sync(nullptr)) {
        return fail(pull.errorString());
    }
    *pullMs = BenchProject::msSince(clock);
    return true;
}

bool TeamBenchmark::run()
{
    QString why;
    m_pg = std::make_unique<PgTestCluster>();
    if (!PgTestCluster::available(&why) || !m_pg->init()) {
        m_report = tr("Team server: skipped (%1)\n").arg(why.isEmpty() ? m_pg->errorString() : why);
        return true;
    }
    if (!m_pg->createLogin(QStringLiteral("lead"), LeadPassword, QStringLiteral("CREATEROLE"))
        || !m_pg->createLogin(QStringLiteral("member"), MemberPassword)) {
        return fail(m_pg->errorString());
    }
    Copy lead;
    Copy member;
    double publishMs = 0;
    double cloneMs = 0;
    if (!publishAndClone(QStringLiteral("series369"), Issues, lead, member, &publishMs, &cloneMs)) {
        return false;
    }
    m_report = tr("Team server (a throw-away PostgreSQL cluster on 127.0.0.1; a series of %1 issues from the corpus)\n").arg(Issues);
    m_report += tr("publish: %1 ms; clone: %2 ms (%3 rows, %4 MiB working copy)\n")
                    .arg(publishMs, 0, 'f', 0)
                    .arg(cloneMs, 0, 'f', 0)
                    .arg(m_rows)
                    .arg(double(QFileInfo(member.store.path()).size()) / 1048576.0, 0, 'f', 1);
    const double noOp = noOpSync(member);
    if (noOp < 0 || !holdIssues(lead, 5)) {
        return false;
    }
    m_report += tr("sync with nothing to do: %1 ms\n").arg(noOp, 0, 'f', 1);
    double latency = 0;
    if (!notifyLatency(lead, member, &latency)) {
        return false;
    }
    m_report += latency < 0
        ? tr("a confirmed block in the other member's memory: not within 10 s\n")
        : tr("a confirmed block in the other member's memory lookups: %1 ms (target < 2000 ms)\n").arg(latency, 0, 'f', 0);
    Copy smallLead;
    Copy smallMember;
    double ignored = 0;
    if (!publishAndClone(QStringLiteral("series20"), SmallSeries, smallLead, smallMember, &ignored, &ignored)
        || !holdIssues(smallLead, 5)) {
        return false;
    }
    m_report +=
        tr("sync cost by change (blocks changed: push ms / pull ms), series of %1 and of %2 issues:\n").arg(SmallSeries).arg(Issues);
    for (int blocks : {1, 10, 100}) {
        // The best of the rounds, each changing the blocks again.
        double small[2] = {1e12, 1e12};
        double large[2] = {1e12, 1e12};
        for (int round = 0; round < m_rounds; ++round) {
            double figures[4] = {0, 0, 0, 0};
            if (!changeCost(smallLead, smallMember, blocks, &figures[0], &figures[1])
                || !changeCost(lead, member, blocks, &figures[2], &figures[3])) {
                return false;
            }
            small[0] = qMin(small[0], figures[0]);
            small[1] = qMin(small[1], figures[1]);
            large[0] = qMin(large[0], figures[2]);
            large[1] = qMin(large[1], figures[3]);
        }
        m_report += tr("  %1 blocks: %2 / %3 ms (%4 issues), %5 / %6 ms (%7 issues)\n")
                        .arg(blocks)
                        .arg(small[0], 0, 'f', 1)
                        .arg(small[1], 0, 'f', 1)
                        .arg(SmallSeries)
                        .arg(large[0], 0, 'f', 1)
                        .arg(large[1], 0, 'f', 1)
                        .arg(Issues);
    }
    return true;
}
