// SPDX-FileCopyrightText: 2026 Yiqiao authors
// SPDX-License-Identifier: GPL-3.0-or-later
#include "team/teamcompetingdraft.h"

#include "draft/draftsession.h"
#include "draft/revisionrepository.h"
#include "export/markdownexporter.h"
#include "store/issuerepository.h"
#include "teamcopies.h"

#include <QSqlQuery>
#include <QTest>

namespace {

const QByteArray kPost("# Title\n\nFirst paragraph.\n\nSecond paragraph.\n");
const QByteArray kTranslation("# 标题\n\n第一段。\n\n第二段。\n");
const QString kUrl = QStringLiteral("postgresql://lead@127.0.0.1:5432/series");

qint64 firstIssue(ProjectStore &store)
{
    QSqlQuery query(store.database());
    return query.exec(QStringLiteral("SELECT id FROM issues")) && query.next() ? query.value(0).toLongLong() : 0;
}

QByteArray draftOf(ProjectStore &store)
{
    IssueRepository issues(store);
    return MarkdownExporter(issues).draft(firstIssue(store));
}

bool edit(ProjectStore &store, const QString &from, const QString &to)
{
    DraftSession session(store, firstIssue(store));
    if (!session.load()) {
        qWarning() << session.errorString();
        return false;
    }
    QString text = session.text();
    text.replace(from, to);
    if (!session.update(text, session.lineIds())) {
        qWarning() << session.errorString();
        return false;
    }
    return true;
}

} // namespace

// A draft of this copy that lost to another member's while the copy was offline (issue
// 24): the revision that keeps it is marked for this copy only, until the holder takes
// it back (with the issue's lease) or leaves the team's version.
class TestTeamCompetingDraft : public QObject
{
    Q_OBJECT

private Q_SLOTS:
    void init();
    void cleanup();
    void theLostDraftIsMarkedForThisCopyOnly();
    void reclaimWithoutTheLeaseChangesNothing();
    void reclaimMakesMineTheDraftAndKeepsTheTeams();
    void dismissLeavesTheTeamsVersion();

private:
    ProjectStore &a() { return m_copies->store(QStringLiteral("a")); }
    ProjectStore &b() { return m_copies->store(QStringLiteral("b")); }
    // Gives b the issue's lease (on the stand-in server and as of b's last sync).
    void leaseToB();

    std::unique_ptr<TeamCopies> m_copies;
    QByteArray m_mine; // b's draft when its lease had ended
    QString m_issueUuid;
};

// a publishes; b checks the issue out, edits offline; meanwhile the lease passes to a,
// who edits too; b's sync keeps b's draft as a competing revision.
void TestTeamCompetingDraft::init()
{
    m_copies = std::make_unique<TeamCopies>();
    QCOMPARE(m_copies->create(QStringLiteral("a"), QStringLiteral("lead")), QString());
    PostImporter importer(a());
    QVERIFY2(importer.importPost(5, kPost, QString(), QString(), kTranslation), qPrintable(importer.errorString()));
    QVERIFY(TeamWorkingCopy(a()).makeWorkingCopy(kUrl, QStringLiteral("lead"), true));
    QCOMPARE(m_copies->sync(QStringLiteral("a")), QString());
    QCOMPARE(m_copies->create(QStringLiteral("b"), QStringLiteral("translator")), QString());
    QVERIFY(TeamWorkingCopy(b()).makeWorkingCopy(kUrl, QStringLiteral("translator"), false));
    QCOMPARE(m_copies->sync(QStringLiteral("b")), QString());
    m_issueUuid = TeamWorkingCopy(b()).issueUuid(firstIssue(b()));
    leaseToB();
    RevisionRepository revisionsOfB(b());
    QVERIFY(revisionsOfB.record(firstIssue(b()), QStringLiteral("translator"), QStringLiteral("b"), RevisionRepository::Mode::New));
    QVERIFY(edit(b(), QStringLiteral("第一段。"), QStringLiteral("第一段（乙的版本）。")));
    m_mine = draftOf(b());
    m_copies->lease(m_issueUuid, TeamWorkingCopy(a()).settings().copyId);
    QVERIFY(edit(a(), QStringLiteral("第二段。"), QStringLiteral("第二段（甲的版本）。")));
    // a's revisions take the numbers b's had: b's are renumbered past them.
    RevisionRepository revisionsOfA(a());
    QVERIFY(revisionsOfA.record(firstIssue(a()), QStringLiteral("lead"), QStringLiteral("a"), RevisionRepository::Mode::New));
    QCOMPARE(m_copies->sync(QStringLiteral("a")), QString());
    QVERIFY(TeamWorkingCopy(b()).setLeases({TeamLease {
        m_issueUuid, QStringLiteral("lead"), TeamWorkingCopy(a()).settings().copyId, QDateTime::currentDateTimeUtc().addSecs(600)}}));
    QList<qint64> conflicts;
    QCOMPARE(m_copies->sync(QStringLiteral("b"), &conflicts), QString());
    QCOMPARE(conflicts, QList<qint64> {firstIssue(b())});
    QCOMPARE(m_copies->sync(QStringLiteral("b")), QString());
    QCOMPARE(draftOf(b()), draftOf(a()));
}

void TestTeamCompetingDraft::cleanup()
{
    m_copies.reset();
}

void TestTeamCompetingDraft::leaseToB()
{
    const QString copyId = TeamWorkingCopy(b()).settings().copyId;
    m_copies->lease(m_issueUuid, copyId);
    QVERIFY(TeamWorkingCopy(b()).setLeases(
        {TeamLease {m_issueUuid, QStringLiteral("translator"), copyId, QDateTime::currentDateTimeUtc().addSecs(600)}}));
}

void TestTeamCompetingDraft::theLostDraftIsMarkedForThisCopyOnly()
{
    const qint64 issue = firstIssue(b());
    const int number = TeamCompetingDraft(b()).revision(issue);
    QVERIFY(number > 0);
    QCOMPARE(RevisionRepository(b()).content(issue, number).value_or(QString()).toUtf8(), m_mine);
    for (const TeamRow &row : TeamWorkingCopy(b()).pendingRows(1000)) {
        QVERIFY2(row.table != QLatin1String("project_settings"), "the mark would travel");
    }
    QCOMPARE(m_copies->sync(QStringLiteral("a")), QString());
    QCOMPARE(TeamCompetingDraft(a()).revision(firstIssue(a())), 0);
}

void TestTeamCompetingDraft::reclaimWithoutTheLeaseChangesNothing()
{
    const qint64 issue = firstIssue(b());
    const QString before = TeamCopies::snapshot(b().database());
    TeamCompetingDraft competing(b());
    QVERIFY(!competing.reclaim(issue, QStringLiteral("translator")));
    QVERIFY2(competing.errorString().contains(QLatin1String("held by lead")), qPrintable(competing.errorString()));
    QCOMPARE(TeamCopies::snapshot(b().database()), before);
}

void TestTeamCompetingDraft::reclaimMakesMineTheDraftAndKeepsTheTeams()
{
    const qint64 issue = firstIssue(b());
    const QByteArray teams = draftOf(b());
    const int revisionsBefore = RevisionRepository(b()).count(issue);
    leaseToB();
    TeamCompetingDraft competing(b());
    QVERIFY2(competing.reclaim(issue, QStringLiteral("translator")), qPrintable(competing.errorString()));
    QCOMPARE(draftOf(b()), m_mine);
    QCOMPARE(competing.revision(issue), 0);
    RevisionRepository revisions(b());
    QVERIFY(revisions.count(issue) > revisionsBefore);
    bool kept = false;
    for (const Revision &revision : revisions.revisions(issue)) {
        kept = kept || revisions.content(issue, revision.number).value_or(QString()).toUtf8() == teams;
    }
    QVERIFY2(kept, "the team's version is in the revision history");
    // Every block kept its link to the source (the structure did not change).
    QCOMPARE(TeamCopies::count(b().database(),
                 QStringLiteral("SELECT count(*) FROM target_blocks t WHERE NOT EXISTS (SELECT 1 FROM alignments WHERE target_id = t.id)")),
        0);
    // Mine goes up as the holder's and reaches the other member.
    QCOMPARE(m_copies->sync(QStringLiteral("b")), QString());
    QCOMPARE(TeamWorkingCopy(b()).pendingErrors(), QStringList());
    QCOMPARE(m_copies->sync(QStringLiteral("a")), QString());
    QCOMPARE(draftOf(a()), m_mine);
}

void TestTeamCompetingDraft::dismissLeavesTheTeamsVersion()
{
    const qint64 issue = firstIssue(b());
    const QByteArray teams = draftOf(b());
    TeamCompetingDraft competing(b());
    QVERIFY2(competing.dismiss(issue), qPrintable(competing.errorString()));
    QCOMPARE(competing.revision(issue), 0);
    QCOMPARE(draftOf(b()), teams);
    QVERIFY(!competing.reclaim(issue, QStringLiteral("translator")));
}

QTEST_GUILESS_MAIN(TestTeamCompetingDraft)
#include "tst_teamcompetingdraft.moc"
