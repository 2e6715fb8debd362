// SPDX-FileCopyrightText: 2026 Yiqiao authors
// SPDX-License-Identifier: GPL-3.0-or-later
// TeamSync (issue 24) with two working copies against a real, throw-away PostgreSQL
// cluster: publish, clone, check out, sync both ways, the server gone, a lease lost.
#include "draft/revisionrepository.h"
#include "find/projectreplacer.h"
#include "find/searchquery.h"
#include "pgtestcluster.h"
#include "review/reviewaction.h"
#include "review/reviewrepository.h"
#include "store/issuerepository.h"
#include "store/postimporter.h"
#include "store/projectstore.h"
#include "team/teamserver.h"
#include "team/teamsync.h"
#include "team/teamurl.h"
#include "team/teamworkingcopy.h"
#include "teamseries.h"
#include "terms/termentry.h"
#include "terms/termrepository.h"
#include "tm/translationmemory.h"

#include <QSignalSpy>
#include <QTemporaryDir>
#include <QtTest>

#include <memory>

namespace {
// One member: their working copy, open, and their connection to the server.
struct Member {
    QString login;
    QString url;
    ProjectStore store;
    TeamServer server;

    qint64 issueId(int number)
    {
        const auto issue = IssueRepository(store).issue(number);
        return issue ? issue->id : 0;
    }
};
} // namespace

class TstTeamSync : public QObject
{
    Q_OBJECT

private:
    PgTestCluster m_pg;
    QTemporaryDir m_dir;
    int m_databases = 0;

    // A new database with a series of issues published by lead (A) and cloned by
    // alice (B), a translator.
    bool setUp(Member &a, Member &b, int issues = 3)
    {
        const QString database = QStringLiteral("series%1").arg(++m_databases);
        if (!m_pg.createDatabase(database, QStringLiteral("lead"))) {
            qWarning() << m_pg.errorString();
            return false;
        }
        a.login = QStringLiteral("lead");
        b.login = QStringLiteral("alice");
        a.url = m_pg.url(a.login, database);
        b.url = m_pg.url(b.login, database);
        const QString pathA = m_dir.filePath(database + QStringLiteral("-a.yiqiao"));
        const QString made = TeamSeries::create(pathA, issues);
        if (!made.isEmpty() || !a.store.open(pathA)) {
            qWarning() << made << a.store.errorString();
            return false;
        }
        if (!connect(a) || !TeamSync(a.store, a.server).publish(a.url) || !a.server.addMember(b.login, QStringLiteral("translator"))) {
            qWarning() << "publish:" << a.server.errorString();
            return false;
        }
        const QString pathB = m_dir.filePath(database + QStringLiteral("-b.yiqiao"));
        if (!b.store.create(pathB, QStringLiteral("b")) || !connect(b)) {
            return false;
        }
        TeamSync clone(b.store, b.server);
        if (!clone.clone(b.url)) {
            qWarning() << "clone:" << clone.errorString();
            return false;
        }
        return true;
    }

    bool connect(Member &member)
    {
        member.server.close();
        return member.server.open(*TeamUrl::parse(member.url, nullptr), m_pg.password(member.login));
    }

    static bool sync(Member &member, TeamSyncReport *report = nullptr)
    {
        TeamSync sync(member.store, member.server);
        if (!sync.sync(report)) {
            qWarning() << member.login << "sync:" << sync.errorString();
            return false;
        }
        return true;
    }

    static int replace(Member &member, int issue, const QString &text, const QString &replacement)
    {
        SearchQuery query;
        query.text = text;
        query.issueId = member.issueId(issue);
        ProjectReplacer replacer(member.store);
        replacer.replaceAll(query, replacement, member.login);
        return replacer.replacedCount();
    }

private slots:
    void initTestCase()
    {
        QString why;
        if (!PgTestCluster::available(&why)) {
            QSKIP(qPrintable(why));
        }
        QVERIFY(m_dir.isValid());
        QVERIFY2(m_pg.init(), qPrintable(m_pg.errorString()));
        QVERIFY2(m_pg.createLogin(QStringLiteral("lead"), QStringLiteral("lead-pw"), QStringLiteral("CREATEROLE")),
            qPrintable(m_pg.errorString()));
        QVERIFY2(m_pg.createLogin(QStringLiteral("alice"), QStringLiteral("alice-pw")), qPrintable(m_pg.errorString()));
    }

    void publishThenCloneGivesTheSameSeries()
    {
        Member a;
        Member b;
        QVERIFY(setUp(a, b, 4));
        QVERIFY(TeamWorkingCopy(a.store).isWorkingCopy());
        QVERIFY(TeamWorkingCopy(b.store).isWorkingCopy());
        QVERIFY2(TeamWorkingCopy(a.store).pendingCount() == 0, qPrintable(TeamWorkingCopy(a.store).pendingErrors().join('\n')));
        QCOMPARE(TeamSeries::drafts(b.store), TeamSeries::drafts(a.store));
        QCOMPARE(TeamSeries::counts(b.store), TeamSeries::counts(a.store));
        QCOMPARE(b.store.setting(QStringLiteral("name")), QStringLiteral("Series"));
        const TeamStatus status = TeamSync(b.store, b.server).status();
        QVERIFY(status.online);
        QCOMPARE(status.login, QStringLiteral("alice"));
        QCOMPARE(status.role, QStringLiteral("translator"));
        QCOMPARE(status.members.size(), 2);
    }

    void progressIsReported()
    {
        QTemporaryDir dir;
        const QString database = QStringLiteral("progress");
        QVERIFY(m_pg.createDatabase(database, QStringLiteral("lead")));
        const QString path = dir.filePath(QStringLiteral("p.yiqiao"));
        QCOMPARE(TeamSeries::create(path, 2), QString());
        Member a;
        a.login = QStringLiteral("lead");
        a.url = m_pg.url(a.login, database);
        QVERIFY(a.store.open(path));
        QVERIFY(connect(a));
        TeamSync sync(a.store, a.server);
        QSignalSpy progress(&sync, &TeamSync::progress);
        QVERIFY2(sync.publish(a.url), qPrintable(sync.errorString()));
        QVERIFY(!progress.isEmpty());
        QCOMPARE(progress.constLast().at(0).toLongLong(), progress.constLast().at(1).toLongLong());
    }

    // The series' past reviews go up with it, approvals included: the rule that nobody
    // approves their own translation judges members' new approvals, not the history
    // the lead publishes.
    void publishKeepsPastApprovals()
    {
        QTemporaryDir dir;
        const QString database = QStringLiteral("approved");
        QVERIFY(m_pg.createDatabase(database, QStringLiteral("lead")));
        const QString path = dir.filePath(QStringLiteral("p.yiqiao"));
        QCOMPARE(TeamSeries::create(path, 1), QString());
        Member a;
        a.login = QStringLiteral("lead");
        a.url = m_pg.url(a.login, database);
        QVERIFY(a.store.open(path));
        QList<qint64> blocks;
        QSqlQuery query(a.store.database());
        QVERIFY(query.exec(QStringLiteral("SELECT id FROM target_blocks ORDER BY ordinal LIMIT 2")));
        while (query.next()) {
            blocks.append(query.value(0).toLongLong());
        }
        QCOMPARE(blocks.size(), 2);
        ReviewRepository reviews(a.store);
        QVERIFY2(reviews.apply(blocks, ReviewAction::Review, QStringLiteral("李四"), {}), qPrintable(reviews.errorString()));
        QVERIFY2(reviews.apply(blocks, ReviewAction::Approve, QStringLiteral("王五"), {}), qPrintable(reviews.errorString()));
        QVERIFY(connect(a));
        TeamSync sync(a.store, a.server);
        QVERIFY2(sync.publish(a.url), qPrintable(sync.errorString()));
        const TeamWorkingCopy copy(a.store);
        QVERIFY2(copy.pendingCount() == 0, qPrintable(copy.pendingErrors().join(QLatin1Char('\n'))));

        Member b;
        b.login = QStringLiteral("lead");
        b.url = a.url;
        QVERIFY(b.store.create(dir.filePath(QStringLiteral("b.yiqiao")), QStringLiteral("b")));
        QVERIFY(connect(b));
        TeamSync clone(b.store, b.server);
        QVERIFY2(clone.clone(b.url), qPrintable(clone.errorString()));
        QCOMPARE(TeamSeries::counts(b.store), TeamSeries::counts(a.store));
        QVERIFY(TeamSeries::counts(b.store).value(QStringLiteral("block_reviews")) >= 4);
    }

    // A member who imports a new issue on their working copy holds it: its draft goes
    // up with it at the next sync, and the others get the whole issue.
    void anImportedIssueGoesUpWithItsDraft()
    {
        Member a;
        Member b;
        QVERIFY(setUp(a, b, 2));
        PostImporter importer(b.store);
        QVERIFY2(importer.prepare(TeamSeries::source(3), QStringLiteral("/series/3.md"), TeamSeries::translation(3))
                && importer.importInto(3, QString()),
            qPrintable(importer.errorString()));
        TeamSyncReport report;
        QVERIFY(sync(b, &report));
        QVERIFY2(report.refused.isEmpty(), qPrintable(report.refused.join(QLatin1Char('\n'))));
        QCOMPARE(TeamWorkingCopy(b.store).pendingCount(), 0);
        QVERIFY(TeamWorkingCopy(b.store).holds(b.issueId(3)));
        QVERIFY(sync(a));
        QCOMPARE(TeamSeries::drafts(a.store), TeamSeries::drafts(b.store));
        QCOMPARE(TeamSeries::counts(a.store), TeamSeries::counts(b.store));
    }

    // A change the server refused waits in the outbox, and the status says why.
    void statusNamesRefusedChanges()
    {
        Member a;
        Member b;
        QVERIFY(setUp(a, b, 2));
        QCOMPARE(TeamSync(b.store, b.server).status().refused, QStringList());
        QVERIFY(replace(b, 1, QStringLiteral("内核"), QStringLiteral("核心")) > 0); // issue 1 is not b's
        QVERIFY(sync(b));
        const TeamStatus status = TeamSync(b.store, b.server).status();
        QVERIFY(status.pending > 0);
        QCOMPARE(status.refused.size(), status.pending);
        QVERIFY2(status.refused.constFirst().contains(QLatin1String("checked the issue out")), qPrintable(status.refused.constFirst()));
    }

    void checkoutIsRefusedNamingTheHolder()
    {
        Member a;
        Member b;
        QVERIFY(setUp(a, b));
        TeamSync syncA(a.store, a.server);
        QVERIFY2(syncA.checkout(a.issueId(2)), qPrintable(syncA.errorString()));
        QVERIFY(TeamWorkingCopy(a.store).holds(a.issueId(2)));
        TeamSync syncB(b.store, b.server);
        TeamLease holder;
        QVERIFY(!syncB.checkout(b.issueId(2), &holder));
        QCOMPARE(holder.holder, QStringLiteral("lead"));
        QVERIFY2(syncB.errorString().contains(QLatin1String("lead")), qPrintable(syncB.errorString()));
        QVERIFY(!TeamWorkingCopy(b.store).holds(b.issueId(2)));
        // Given back, it can be taken.
        QVERIFY2(syncA.release(a.issueId(2)), qPrintable(syncA.errorString()));
        QVERIFY2(syncB.checkout(b.issueId(2)), qPrintable(syncB.errorString()));
        QVERIFY(TeamWorkingCopy(b.store).holds(b.issueId(2)));
    }

    void aDraftReachesTheOtherCopy()
    {
        Member a;
        Member b;
        QVERIFY(setUp(a, b));
        TeamSync syncB(b.store, b.server);
        QVERIFY2(syncB.checkout(b.issueId(1)), qPrintable(syncB.errorString()));
        QVERIFY(replace(b, 1, QStringLiteral("共享内存"), QStringLiteral("共享存储器")) > 0);
        QVERIFY(TeamWorkingCopy(b.store).pendingCount() > 0);
        TeamSyncReport report;
        QVERIFY(sync(b, &report));
        QVERIFY(report.pushed > 0);
        QCOMPARE(report.refused, QStringList());
        QCOMPARE(TeamWorkingCopy(b.store).pendingCount(), 0);
        QVERIFY(sync(a, &report));
        QVERIFY(report.pulled > 0);
        QCOMPARE(TeamSeries::drafts(a.store), TeamSeries::drafts(b.store));
        QVERIFY(TeamSeries::drafts(a.store).value(1).contains("共享存储器"));
    }

    void termsAndMemoryOfBothReachBoth()
    {
        Member a;
        Member b;
        QVERIFY(setUp(a, b));
        TermEntry kernel;
        kernel.source = QStringLiteral("kernel");
        kernel.renderings = {TermRendering {QStringLiteral("内核")}};
        QVERIFY(TermRepository(a.store).add({kernel}));
        TermEntry warp;
        warp.source = QStringLiteral("warp");
        warp.renderings = {TermRendering {QStringLiteral("线程束")}};
        QVERIFY(TermRepository(b.store).add({warp}));
        QVERIFY(
            TranslationMemory(b.store).add({TmUnit {QStringLiteral("shared memory"), QStringLiteral("共享内存")}}, QStringLiteral("test")));
        QVERIFY(sync(a));
        QVERIFY(sync(b));
        QVERIFY(sync(a));
        QCOMPARE(TeamSeries::terms(a.store), TeamSeries::terms(b.store));
        QCOMPARE(TeamSeries::terms(a.store).size(), 2);
        QCOMPARE(TeamSeries::counts(a.store), TeamSeries::counts(b.store));
    }

    void aServerThatIsGoneLosesNothing()
    {
        Member a;
        Member b;
        QVERIFY(setUp(a, b));
        TermEntry term;
        term.source = QStringLiteral("tensor core");
        term.renderings = {TermRendering {QStringLiteral("张量核心")}};
        QVERIFY(TermRepository(b.store).add({term}));
        const int pending = TeamWorkingCopy(b.store).pendingCount();
        QVERIFY(pending > 0);
        QVERIFY2(m_pg.stop(), qPrintable(m_pg.errorString()));
        TeamSync offline(b.store, b.server);
        QVERIFY(!offline.sync(nullptr));
        QVERIFY(!offline.errorString().isEmpty());
        QVERIFY(!offline.errorString().contains(QLatin1Char('\n')));
        QCOMPARE(TeamWorkingCopy(b.store).pendingCount(), pending);
        QVERIFY(!TeamSync(b.store, b.server).status().online);
        QVERIFY2(m_pg.start(), qPrintable(m_pg.errorString()));
        QVERIFY(connect(a));
        QVERIFY(connect(b));
        QVERIFY(sync(b));
        QCOMPARE(TeamWorkingCopy(b.store).pendingCount(), 0);
        QVERIFY(sync(a));
        QCOMPARE(TeamSeries::terms(a.store), TeamSeries::terms(b.store));
    }

    // A's lease runs out while A works offline, and B takes the issue: at A's next
    // sync A's draft becomes a competing revision and the server's draft is A's.
    void aLostLeaseKeepsTheDraftAsACompetingRevision()
    {
        Member a;
        Member b;
        QVERIFY(setUp(a, b));
        const QString issueUuid = TeamWorkingCopy(a.store).issueUuid(a.issueId(3));
        const QString copyA = TeamWorkingCopy(a.store).settings().copyId;
        TeamLease lease;
        QVERIFY2(a.server.checkout(issueUuid, copyA, 1, &lease), qPrintable(a.server.errorString()));
        QVERIFY(TeamWorkingCopy(a.store).setLeases(a.server.leases()));
        QVERIFY(replace(a, 3, QStringLiteral("线程束"), QStringLiteral("A 的线程束")) > 0);
        const QByteArray draftOfA = TeamSeries::drafts(a.store).value(3);
        const QString copyB = TeamWorkingCopy(b.store).settings().copyId;
        TeamLease holder;
        QTRY_VERIFY_WITH_TIMEOUT(b.server.checkout(issueUuid, copyB, 0, &holder), 10000);
        QVERIFY(TeamWorkingCopy(b.store).setLeases(b.server.leases()));
        QVERIFY(replace(b, 3, QStringLiteral("共享内存"), QStringLiteral("B 的共享内存")) > 0);
        QVERIFY(sync(b));
        TeamSyncReport report;
        QVERIFY(sync(a, &report));
        QCOMPARE(report.conflicts, QList<qint64>({a.issueId(3)}));
        QCOMPARE(TeamSeries::drafts(a.store).value(3), TeamSeries::drafts(b.store).value(3));
        const RevisionRepository revisions(a.store);
        bool kept = false;
        for (const Revision &revision : revisions.revisions(a.issueId(3))) {
            kept = kept || revisions.content(a.issueId(3), revision.number).value_or(QString()).toUtf8() == draftOfA;
        }
        QVERIFY(kept);
    }

    void aCopyThatIsNoWorkingCopyIsRefused()
    {
        QTemporaryDir dir;
        const QString path = dir.filePath(QStringLiteral("p.yiqiao"));
        QCOMPARE(TeamSeries::create(path, 1), QString());
        ProjectStore store;
        QVERIFY(store.open(path));
        TeamServer server;
        TeamSync sync(store, server);
        QVERIFY(!sync.sync(nullptr));
        QVERIFY(!sync.errorString().isEmpty());
        QVERIFY(!sync.checkout(1));
        QVERIFY(!sync.publish(QStringLiteral("http://example.org/")));
    }
};

QTEST_GUILESS_MAIN(TstTeamSync)
#include "tst_teamsync.moc"
