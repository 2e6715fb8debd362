// SPDX-FileCopyrightText: 2026 Yiqiao authors
// SPDX-License-Identifier: GPL-3.0-or-later
// The termbase's flagged changes (issue 24: "two members who change the same term: the
// later version wins, the earlier stays in the term's history and is flagged for the
// lead") on a throw-away PostgreSQL cluster: listed for the lead, settled only by the
// lead (the server refuses anyone else, also through psql), approved or reverted so
// that every working copy ends with the chosen version; yiqiao-cli team terms.
#include "clirunner.h"
#include "pgtestcluster.h"
#include "store/projectstore.h"
#include "team/teamserver.h"
#include "team/teamsync.h"
#include "team/teamtermchanges.h"
#include "team/teamurl.h"
#include "teamseries.h"
#include "terms/termentry.h"
#include "terms/termrepository.h"

#include <QJsonArray>
#include <QJsonDocument>
#include <QJsonObject>
#include <QSqlQuery>
#include <QTemporaryDir>
#include <QtTest>

#include <memory>

namespace {
struct Member {
    QString login;
    QString url;
    QString path;
    ProjectStore store;
    TeamServer server;
};
} // namespace

class TstTeamTermChanges : public QObject
{
    Q_OBJECT

    PgTestCluster m_pg;
    QTemporaryDir m_dir;
    int m_databases = 0;
    QString m_database;

    bool connect(Member &member)
    {
        member.server.close();
        if (!member.server.open(*TeamUrl::parse(member.url, nullptr), m_pg.password(member.login))) {
            qWarning() << member.login << member.server.errorString();
            return false;
        }
        return true;
    }

    static bool sync(Member &member)
    {
        TeamSync sync(member.store, member.server);
        TeamSyncReport report;
        if (!sync.sync(&report)) {
            qWarning() << member.login << "sync:" << sync.errorString();
            return false;
        }
        return true;
    }

    // A new database: lead publishes a one-issue series with the term "kernel", alice
    // and bob (translators) clone it.
    bool setUp(Member &lead, Member &alice, Member &bob)
    {
        m_database = QStringLiteral("terms%1").arg(++m_databases);
        if (!m_pg.createDatabase(m_database, QStringLiteral("lead"))) {
            qWarning() << m_pg.errorString();
            return false;
        }
        const QList<Member *> members = {&lead, &alice, &bob};
        const QStringList logins = {QStringLiteral("lead"), QStringLiteral("alice"), QStringLiteral("bob")};
        for (int i = 0; i < 3; ++i) {
            members[i]->login = logins.at(i);
            members[i]->url = m_pg.url(logins.at(i), m_database);
            members[i]->path = m_dir.filePath(m_database + QLatin1Char('-') + logins.at(i) + QStringLiteral(".yiqiao"));
        }
        TermEntry kernel;
        kernel.source = QStringLiteral("kernel");
        kernel.renderings = {TermRendering {QStringLiteral("内核")}};
        if (!TeamSeries::create(lead.path, 1).isEmpty() || !lead.store.open(lead.path) || !TermRepository(lead.store).add({kernel})
            || !connect(lead) || !TeamSync(lead.store, lead.server).publish(lead.url)) {
            qWarning() << "publish:" << lead.store.errorString() << lead.server.errorString();
            return false;
        }
        for (Member *member : {&alice, &bob}) {
            if (!lead.server.addMember(member->login, QStringLiteral("translator")) || !member->store.create(member->path, member->login)
                || !connect(*member) || !TeamSync(member->store, member->server).clone(member->url)) {
                qWarning() << "clone:" << member->login << lead.server.errorString() << member->server.errorString();
                return false;
            }
        }
        return true;
    }

    // member changes the note of "kernel" in their working copy (queued for the next sync).
    static bool setNote(Member &member, const QString &note)
    {
        QSqlQuery query(member.store.database());
        query.prepare(QStringLiteral("UPDATE terms SET note = ? WHERE source_term = 'kernel'"));
        query.addBindValue(note);
        return query.exec() && query.numRowsAffected() == 1;
    }

    static QString note(Member &member)
    {
        QSqlQuery query(member.store.database());
        return query.exec(QStringLiteral("SELECT note FROM terms WHERE source_term = 'kernel'")) && query.next() ? query.value(0).toString()
                                                                                                                 : QStringLiteral("?");
    }

    // alice and bob change the term, neither having seen the other's: bob's wins, alice's is flagged.
    bool overwrite(Member &alice, Member &bob)
    {
        return setNote(alice, QStringLiteral("alice's note")) && setNote(bob, QStringLiteral("bob's note")) && sync(alice) && sync(bob);
    }

    QString serverValue(const QString &sql)
    {
        QString out;
        return m_pg.psql(m_database, sql, {}, &out) ? out.trimmed() : QStringLiteral("error: ") + m_pg.errorString();
    }

    QString flagged() { return serverValue(QStringLiteral("SELECT count(*) FROM yiqiao.team_row_history WHERE flagged;")); }

    CliRun cli(const Member &member, const QStringList &arguments)
    {
        QProcessEnvironment env = QProcessEnvironment::systemEnvironment();
        env.insert(QStringLiteral("LANG"), QStringLiteral("C"));
        env.insert(QStringLiteral("LC_ALL"), QStringLiteral("C.UTF-8"));
        env.remove(QStringLiteral("LANGUAGE"));
        env.insert(QStringLiteral("PGPASSWORD"), m_pg.password(member.login));
        return CliRun::program(QStringLiteral(YIQIAO_CLI), arguments, env, m_dir.path());
    }

private Q_SLOTS:
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
        for (const char *login : {"alice", "bob"}) {
            QVERIFY2(m_pg.createLogin(QLatin1String(login), QLatin1String(login) + QStringLiteral("-pw")), qPrintable(m_pg.errorString()));
        }
    }

    void twoMembersOverwritingATermFlagOneChange()
    {
        Member lead, alice, bob;
        QVERIFY(setUp(lead, alice, bob));
        QVERIFY(TeamTermChanges(lead.server).list().isEmpty());
        QVERIFY(overwrite(alice, bob));
        TeamTermChanges changes(lead.server);
        const QList<TeamTermChange> list = changes.list();
        QVERIFY2(changes.errorString().isEmpty(), qPrintable(changes.errorString()));
        QCOMPARE(list.size(), 1);
        QCOMPARE(changes.count(), 1);
        const TeamTermChange &change = list.first();
        QVERIFY(change.id > 0);
        QCOMPARE(change.table, QStringLiteral("terms"));
        QCOMPARE(change.sourceTerm, QStringLiteral("kernel"));
        QCOMPARE(change.earlier.author, QStringLiteral("alice"));
        QCOMPARE(change.earlier.data.value(QStringLiteral("note")).toString(), QStringLiteral("alice's note"));
        QCOMPARE(change.current.author, QStringLiteral("bob"));
        QCOMPARE(change.current.data.value(QStringLiteral("note")).toString(), QStringLiteral("bob's note"));
        QCOMPARE(change.replacedBy, QStringLiteral("bob"));
        QVERIFY(qAbs(change.when.secsTo(QDateTime::currentDateTimeUtc())) < 600);
        // A member sees them too (the history is readable); settling is the lead's.
        QCOMPARE(TeamTermChanges(alice.server).list().size(), 1);
    }

    void aTranslatorCannotSettle()
    {
        Member lead, alice, bob;
        QVERIFY(setUp(lead, alice, bob));
        QVERIFY(overwrite(alice, bob));
        const qint64 id = TeamTermChanges(lead.server).list().value(0).id;
        QVERIFY(id > 0);
        for (const bool revert : {false, true}) {
            TeamTermChanges changes(alice.server);
            QVERIFY(revert ? !changes.revert(id) : !changes.approve(id));
            QVERIFY2(changes.errorString().contains(QLatin1String("lead")), qPrintable(changes.errorString()));
            QVERIFY(!changes.errorString().contains(QLatin1Char('\n')));
        }
        QCOMPARE(flagged(), QStringLiteral("1"));
        QVERIFY(sync(lead));
        QCOMPARE(note(lead), QStringLiteral("bob's note"));
    }

    void aTranslatorCannotSettleWithPsql_data()
    {
        QTest::addColumn<QString>("sql");
        QTest::newRow("approve through the function") << QStringLiteral("SELECT yiqiao.settle_term_change(%1, 'approve');");
        QTest::newRow("revert through the function") << QStringLiteral("SELECT yiqiao.settle_term_change(%1, 'revert');");
        QTest::newRow("unflag the history") << QStringLiteral("UPDATE yiqiao.team_row_history SET flagged = false WHERE id = %1;");
        QTest::newRow("delete the history") << QStringLiteral("DELETE FROM yiqiao.team_row_history WHERE id = %1;");
        QTest::newRow("replace the function") << QStringLiteral(
            "CREATE OR REPLACE FUNCTION yiqiao.settle_term_change(change_id bigint, how text) RETURNS bigint"
            " LANGUAGE sql AS 'SELECT %1::bigint';");
    }

    void aTranslatorCannotSettleWithPsql()
    {
        QFETCH(QString, sql);
        Member lead, alice, bob;
        QVERIFY(setUp(lead, alice, bob));
        QVERIFY(overwrite(alice, bob));
        const qint64 id = TeamTermChanges(lead.server).list().value(0).id;
        const QString before = serverValue(QStringLiteral("SELECT md5(string_agg(t::text, '' ORDER BY rev)) FROM yiqiao.team_rows t;"));
        QVERIFY(!m_pg.psqlAs(QStringLiteral("alice"), m_database, sql.arg(id)));
        QCOMPARE(flagged(), QStringLiteral("1"));
        QCOMPARE(serverValue(QStringLiteral("SELECT md5(string_agg(t::text, '' ORDER BY rev)) FROM yiqiao.team_rows t;")), before);
        // The lead may, with psql as well as with Yiqiao.
        QVERIFY2(
            m_pg.psqlAs(QStringLiteral("lead"), m_database, QStringLiteral("SELECT yiqiao.settle_term_change(%1, 'approve');").arg(id)),
            qPrintable(m_pg.errorString()));
        QCOMPARE(flagged(), QStringLiteral("0"));
    }

    void theLeadApproves()
    {
        Member lead, alice, bob;
        QVERIFY(setUp(lead, alice, bob));
        QVERIFY(overwrite(alice, bob));
        TeamTermChanges changes(lead.server);
        const qint64 id = changes.list().value(0).id;
        const QString head = serverValue(QStringLiteral("SELECT max(rev) FROM yiqiao.team_rows;"));
        QVERIFY2(changes.approve(id), qPrintable(changes.errorString()));
        QVERIFY(changes.list().isEmpty());
        QCOMPARE(changes.count(), 0);
        // Nothing new travels: the later version stays everywhere.
        QCOMPARE(serverValue(QStringLiteral("SELECT max(rev) FROM yiqiao.team_rows;")), head);
        for (Member *member : {&lead, &alice, &bob}) {
            QVERIFY(sync(*member));
            QCOMPARE(note(*member), QStringLiteral("bob's note"));
        }
        // Settled once: a second time, or a change that does not exist, is refused in a line.
        QVERIFY(!changes.approve(id));
        QVERIFY2(changes.errorString().contains(QLatin1String("No such term change")), qPrintable(changes.errorString()));
        QVERIFY(!changes.revert(id + 1000));
        QVERIFY(!changes.errorString().contains(QLatin1Char('\n')));
    }

    void theLeadReverts()
    {
        Member lead, alice, bob;
        QVERIFY(setUp(lead, alice, bob));
        QVERIFY(overwrite(alice, bob));
        QCOMPARE(note(bob), QStringLiteral("bob's note"));
        TeamTermChanges changes(lead.server);
        const qint64 id = changes.list().value(0).id;
        qint64 rev = 0;
        QVERIFY2(changes.revert(id, &rev), qPrintable(changes.errorString()));
        QVERIFY(rev > 0);
        QVERIFY(changes.list().isEmpty());
        QCOMPARE(serverValue(QStringLiteral("SELECT author || ':' || rev FROM yiqiao.team_rows WHERE tbl = 'terms';")),
            QStringLiteral("lead:%1").arg(rev));
        // Bob's version stays in the history, unflagged (the first is the published one).
        QCOMPARE(serverValue(QStringLiteral("SELECT string_agg(author || ':' || (data ->> 'note') || ':' || flagged, ' ' ORDER BY id)"
                                            " FROM yiqiao.team_row_history WHERE tbl = 'terms';")),
            QStringLiteral("lead::false alice:alice's note:false bob:bob's note:false"));
        for (Member *member : {&alice, &bob, &lead}) {
            QVERIFY(sync(*member));
            QCOMPARE(note(*member), QStringLiteral("alice's note"));
        }
    }

    // A server published before settle_term_change existed gets it when its lead
    // connects; a member's connection leaves the schema alone.
    void anOlderServerIsUpgradedByTheLead()
    {
        Member lead, alice, bob;
        QVERIFY(setUp(lead, alice, bob));
        QCOMPARE(serverValue(QStringLiteral("SELECT value FROM yiqiao.meta WHERE key = 'schema_version';")), QStringLiteral("2"));
        const QString older = QStringLiteral("DROP FUNCTION yiqiao.settle_term_change(bigint, text);"
                                             " UPDATE yiqiao.meta SET value = '1' WHERE key = 'schema_version';");
        const QString exists = QStringLiteral("SELECT to_regprocedure('yiqiao.settle_term_change(bigint, text)') IS NOT NULL;");
        QVERIFY(!serverValue(older).startsWith(QLatin1String("error")));
        QVERIFY(connect(alice));
        QCOMPARE(serverValue(exists), QStringLiteral("f"));
        QVERIFY(connect(lead));
        QCOMPARE(serverValue(exists), QStringLiteral("t"));
        QCOMPARE(serverValue(QStringLiteral("SELECT value FROM yiqiao.meta WHERE key = 'schema_version';")), QStringLiteral("2"));
        QVERIFY(overwrite(alice, bob));
        TeamTermChanges changes(lead.server);
        QVERIFY2(changes.approve(changes.list().value(0).id), qPrintable(changes.errorString()));
    }

    // A rendering overwritten unseen is listed with its term's text; once the term is
    // deleted, its earlier version cannot go back (it would lead to no term).
    void aRenderingNamesItsTermAndNeedsIt()
    {
        Member lead, alice, bob;
        QVERIFY(setUp(lead, alice, bob));
        QSqlQuery query(lead.store.database());
        QVERIFY(
            query.exec(QStringLiteral("SELECT t.uuid, r.uuid FROM term_renderings r JOIN terms t ON t.id = r.term_id")) && query.next());
        const QString term = query.value(0).toString();
        const QString rendering = query.value(1).toString();
        query.finish();
        const QString rev = serverValue(QStringLiteral("SELECT rev FROM yiqiao.team_rows WHERE uuid = '%1';").arg(rendering));
        auto push = [&](Member &member, const QJsonObject &data, qint64 baseRev) {
            TeamRow row;
            row.table = QStringLiteral("term_renderings");
            row.uuid = rendering;
            row.data = data;
            row.baseRev = baseRev;
            QList<TeamPushResult> results;
            return member.server.push({row}, &results) && results.value(0).rev > 0 ? results.value(0).rev : 0;
        };
        const QJsonObject earlier {{QStringLiteral("term_id"), term}, {QStringLiteral("rendering"), QStringLiteral("核")}};
        const qint64 first = push(alice, earlier, rev.toLongLong());
        QVERIFY(first > 0);
        QVERIFY(
            push(bob, {{QStringLiteral("term_id"), term}, {QStringLiteral("rendering"), QStringLiteral("核函数")}}, rev.toLongLong()) > 0);
        TeamTermChanges changes(lead.server);
        const QList<TeamTermChange> list = changes.list();
        QCOMPARE(list.size(), 1);
        QCOMPARE(list.first().table, QStringLiteral("term_renderings"));
        QCOMPARE(list.first().sourceTerm, QStringLiteral("kernel"));
        QCOMPARE(list.first().earlier.data, earlier);
        // The term goes (the lead deletes it); the listed text stays from its history.
        TeamRow gone;
        gone.table = QStringLiteral("terms");
        gone.uuid = term;
        gone.deleted = true;
        gone.baseRev = serverValue(QStringLiteral("SELECT rev FROM yiqiao.team_rows WHERE uuid = '%1';").arg(term)).toLongLong();
        QList<TeamPushResult> results;
        QVERIFY(lead.server.push({gone}, &results) && results.value(0).rev > 0);
        QCOMPARE(changes.list().value(0).sourceTerm, QStringLiteral("kernel"));
        QVERIFY(!changes.revert(list.first().id));
        QVERIFY2(changes.errorString().contains(QLatin1String("deleted since")), qPrintable(changes.errorString()));
        QCOMPARE(changes.count(), 1);
        QVERIFY2(changes.approve(list.first().id), qPrintable(changes.errorString()));
        QCOMPARE(changes.count(), 0);
    }

    void publishSqlSettles()
    {
        const QString sql = TeamServer::publishSql(QStringLiteral("series"), QStringLiteral("lead")).join(QLatin1Char('\n'));
        QVERIFY(sql.contains(QLatin1String("CREATE OR REPLACE FUNCTION yiqiao.settle_term_change")));
        QVERIFY(sql.contains(QLatin1String("GRANT EXECUTE ON FUNCTION yiqiao.settle_term_change(bigint, text)")));
        QVERIFY(sql.contains(QLatin1String("'schema_version', '2'")));
    }

    void theCommandLine()
    {
        Member lead, alice, bob;
        QVERIFY(setUp(lead, alice, bob));
        QVERIFY(overwrite(alice, bob));
        for (Member *member : {&lead, &alice, &bob}) {
            member->store.close();
        }
        const CliRun listed = cli(lead, {QStringLiteral("team"), QStringLiteral("terms"), lead.path, QStringLiteral("--json")});
        QVERIFY2(listed.exitCode == 0, listed.err.constData());
        const QJsonArray array = QJsonDocument::fromJson(listed.out).array();
        QCOMPARE(array.size(), 1);
        const QJsonObject change = array.at(0).toObject();
        const qint64 id = change.value(QStringLiteral("id")).toVariant().toLongLong();
        QVERIFY(id > 0);
        QCOMPARE(change.value(QStringLiteral("table")).toString(), QStringLiteral("terms"));
        QCOMPARE(change.value(QStringLiteral("source_term")).toString(), QStringLiteral("kernel"));
        QCOMPARE(change.value(QStringLiteral("earlier")).toObject().value(QStringLiteral("author")).toString(), QStringLiteral("alice"));
        QCOMPARE(change.value(QStringLiteral("earlier")).toObject().value(QStringLiteral("data")).toObject().value(QStringLiteral("note")),
            QJsonValue(QStringLiteral("alice's note")));
        QCOMPARE(change.value(QStringLiteral("current")).toObject().value(QStringLiteral("author")).toString(), QStringLiteral("bob"));
        QCOMPARE(change.value(QStringLiteral("replaced_by")).toString(), QStringLiteral("bob"));
        // team status counts them for the lead.
        for (Member *member : {&lead, &alice}) {
            const CliRun status = cli(*member, {QStringLiteral("team"), QStringLiteral("status"), member->path, QStringLiteral("--json")});
            QVERIFY2(status.exitCode == 0, status.err.constData());
            QCOMPARE(QJsonDocument::fromJson(status.out).object().value(QStringLiteral("term_changes")).toInt(), member == &lead ? 1 : 0);
        }
        const CliRun status = cli(lead, {QStringLiteral("team"), QStringLiteral("status"), lead.path});
        QVERIFY2(status.out.contains("Term changes to settle: 1 (team terms lists them)\n"), status.out.constData());
        const CliRun text = cli(alice, {QStringLiteral("team"), QStringLiteral("terms"), alice.path});
        QVERIFY2(text.exitCode == 0, text.err.constData());
        QVERIFY2(text.out.contains("#" + QByteArray::number(id) + " terms \"kernel\""), text.out.constData());
        QVERIFY2(text.out.contains("earlier (alice): "), text.out.constData());
        // A translator is refused in one line, and nothing changes.
        const QByteArray before = QCryptographicHash::hash(
            serverValue(QStringLiteral("SELECT * FROM yiqiao.team_row_history;")).toUtf8(), QCryptographicHash::Sha1);
        for (const char *option : {"--approve", "--revert"}) {
            const CliRun refused =
                cli(alice, {QStringLiteral("team"), QStringLiteral("terms"), alice.path, QLatin1String(option), QString::number(id)});
            QCOMPARE(refused.exitCode, 1);
            QVERIFY2(refused.err.contains("lead"), refused.err.constData());
            QCOMPARE(refused.err.count('\n'), 1);
            QVERIFY(refused.out.isEmpty());
        }
        QCOMPARE(QCryptographicHash::hash(
                     serverValue(QStringLiteral("SELECT * FROM yiqiao.team_row_history;")).toUtf8(), QCryptographicHash::Sha1),
            before);
        const CliRun badId =
            cli(lead, {QStringLiteral("team"), QStringLiteral("terms"), lead.path, QStringLiteral("--approve"), QStringLiteral("x")});
        QCOMPARE(badId.exitCode, 2);
        const CliRun reverted = cli(lead,
            {QStringLiteral("team"), QStringLiteral("terms"), lead.path, QStringLiteral("--revert"), QString::number(id),
                QStringLiteral("--json")});
        QVERIFY2(reverted.exitCode == 0, reverted.err.constData());
        QVERIFY(QJsonDocument::fromJson(reverted.out).object().value(QStringLiteral("rev")).toInt() > 0);
        const CliRun empty = cli(lead, {QStringLiteral("team"), QStringLiteral("terms"), lead.path});
        QVERIFY2(empty.exitCode == 0, empty.err.constData());
        QCOMPARE(empty.out, QByteArray("no term changes to settle\n"));
        for (Member *member : {&alice, &bob}) {
            const CliRun synced = cli(*member, {QStringLiteral("team"), QStringLiteral("sync"), member->path});
            QVERIFY2(synced.exitCode == 0, synced.err.constData());
            QVERIFY(member->store.open(member->path, ProjectStore::Access::ReadOnly));
            QCOMPARE(note(*member), QStringLiteral("alice's note"));
        }
    }
};

QTEST_GUILESS_MAIN(TstTeamTermChanges)
#include "tst_teamtermchanges.moc"
