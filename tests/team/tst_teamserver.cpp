// SPDX-FileCopyrightText: 2026 Yiqiao authors
// SPDX-License-Identifier: GPL-3.0-or-later
#include "pgtestcluster.h"
#include "team/teamserver.h"
#include "team/teamserverschema.h"

#include <QJsonObject>
#include <QSignalSpy>
#include <QTest>
#include <QUuid>

#include <memory>

// TeamServer on a throw-away cluster: publishing, roles, push and pull, and what the
// server enforces whatever the client does (leases, the lead's rows, term history,
// own approvals, a member's psql).
class TstTeamServer : public QObject
{
    Q_OBJECT

    PgTestCluster m_pg;
    std::unique_ptr<TeamServer> m_lead;

    static QString newUuid() { return QUuid::createUuid().toString(QUuid::WithoutBraces); }

    static TeamRow row(const QString &table, const QString &uuid, const QString &issue, const QJsonObject &data, qint64 baseRev = 0)
    {
        TeamRow row;
        row.table = table;
        row.uuid = uuid;
        row.issueUuid = issue;
        row.data = data;
        row.baseRev = baseRev;
        return row;
    }

    static TeamRow block(const QString &uuid, const QString &issue, const QString &text)
    {
        return row(QStringLiteral("target_blocks"), uuid, issue, {{QStringLiteral("issue_id"), issue}, {QStringLiteral("text"), text}});
    }

    std::unique_ptr<TeamServer> connectAs(const QString &login, const QString &database = QStringLiteral("series"))
    {
        auto server = std::make_unique<TeamServer>();
        const std::optional<TeamUrl> url = TeamUrl::parse(m_pg.url(login, database), nullptr);
        if (!url || !server->open(*url, m_pg.password(login))) {
            qWarning() << server->errorString();
            return nullptr;
        }
        return server;
    }

    // rows pushed by server; the results, which must all have an answer.
    static QList<TeamPushResult> push(TeamServer &server, const QList<TeamRow> &rows)
    {
        QList<TeamPushResult> results;
        if (!server.push(rows, &results)) {
            qWarning() << server.errorString();
        }
        return results;
    }

    QString scalar(const QString &sql, const QString &database = QStringLiteral("series"))
    {
        QString out;
        if (!m_pg.psql(database, sql, {}, &out)) {
            qWarning() << m_pg.errorString();
        }
        return out;
    }

    // Every lease of login expired an hour ago (triggers off, as an admin could).
    void expireLeases(const QString &login)
    {
        QVERIFY2(m_pg.psql(QStringLiteral("series"),
                     QStringLiteral("SET session_replication_role = replica;"
                                    " UPDATE yiqiao.team_leases SET expires = now() - interval '1 hour' WHERE holder = :'login';"),
                     {{QStringLiteral("login"), login}}),
            qPrintable(m_pg.errorString()));
    }

private Q_SLOTS:
    void initTestCase()
    {
        QString why;
        if (!PgTestCluster::available(&why)) {
            QSKIP(qPrintable(why));
        }
        QVERIFY2(m_pg.init(), qPrintable(m_pg.errorString()));
        QVERIFY2(m_pg.createLogin(QStringLiteral("lead"), QStringLiteral("lead-pw"), QStringLiteral("CREATEROLE")),
            qPrintable(m_pg.errorString()));
        for (const char *login : {"anna", "bo", "rita", "outsider", "lead2"}) {
            QVERIFY2(m_pg.createLogin(QLatin1String(login), QLatin1String(login) + QStringLiteral("-pw")), qPrintable(m_pg.errorString()));
        }
        QVERIFY2(m_pg.createDatabase(QStringLiteral("series"), QStringLiteral("lead")), qPrintable(m_pg.errorString()));
        m_lead = connectAs(QStringLiteral("lead"));
        QVERIFY(m_lead);
        QVERIFY(!m_lead->isPublished());
        QVERIFY2(m_lead->publish(QStringLiteral("Series")), qPrintable(m_lead->errorString()));
        QVERIFY2(m_lead->addMember(QStringLiteral("anna"), QStringLiteral("translator")), qPrintable(m_lead->errorString()));
        QVERIFY2(m_lead->addMember(QStringLiteral("bo"), QStringLiteral("translator")), qPrintable(m_lead->errorString()));
        QVERIFY2(m_lead->addMember(QStringLiteral("rita"), QStringLiteral("reviewer")), qPrintable(m_lead->errorString()));
    }

    void publishTwiceAndRoles()
    {
        QVERIFY2(m_lead->publish(QStringLiteral("Series")), qPrintable(m_lead->errorString()));
        QVERIFY(m_lead->isPublished());
        QCOMPARE(
            scalar(QStringLiteral("SELECT string_agg(rolname, ',' ORDER BY rolname) FROM pg_roles WHERE rolname LIKE 'yiqiao_series_%';")),
            QStringLiteral("yiqiao_series_lead,yiqiao_series_reviewer,yiqiao_series_translator"));
        QCOMPARE(m_lead->role(), QStringLiteral("lead"));
        QCOMPARE(m_lead->leaseSeconds(), 1800);
        QStringList members;
        for (const TeamMember &member : m_lead->members()) {
            members << member.login + QLatin1Char(':') + member.role;
        }
        QCOMPARE(members.join(QLatin1Char(' ')), QStringLiteral("anna:translator bo:translator lead:lead rita:reviewer"));
        auto outsider = connectAs(QStringLiteral("outsider"));
        QVERIFY(outsider);
        QCOMPARE(outsider->role(), QString());
    }

    void members_data()
    {
        QTest::addColumn<QString>("by");
        QTest::addColumn<QString>("login");
        QTest::addColumn<QString>("role");
        QTest::addColumn<QString>("expected"); // in the refusal
        QTest::newRow("not a lead") << QStringLiteral("anna") << QStringLiteral("outsider") << QStringLiteral("translator")
                                    << QStringLiteral("lead");
        QTest::newRow("no such login") << QStringLiteral("lead") << QStringLiteral("nobody_here") << QStringLiteral("translator")
                                       << QStringLiteral("nobody_here");
        QTest::newRow("a group role is no login")
            << QStringLiteral("lead") << QStringLiteral("yiqiao_series_lead") << QStringLiteral("translator") << QStringLiteral("login");
        QTest::newRow("no such role") << QStringLiteral("lead") << QStringLiteral("outsider") << QStringLiteral("admin")
                                      << QStringLiteral("admin");
        QTest::newRow("quotes in the login") << QStringLiteral("lead") << QStringLiteral("x\"; DROP ROLE lead; --")
                                             << QStringLiteral("translator") << QStringLiteral("login");
    }

    void members()
    {
        QFETCH(QString, by);
        QFETCH(QString, login);
        QFETCH(QString, role);
        QFETCH(QString, expected);
        auto server = by == QLatin1String("lead") ? nullptr : connectAs(by);
        TeamServer &who = server ? *server : *m_lead;
        QVERIFY(!who.addMember(login, role));
        QVERIFY2(who.errorString().contains(expected), qPrintable(who.errorString()));
        QVERIFY(!who.errorString().contains(QLatin1Char('\n')));
        QCOMPARE(m_lead->members().size(), 4);
    }

    void addAndRemoveMember()
    {
        auto outsider = connectAs(QStringLiteral("outsider"));
        QVERIFY(m_lead->addMember(QStringLiteral("outsider"), QStringLiteral("translator")));
        QCOMPARE(outsider->role(), QStringLiteral("translator"));
        QVERIFY(m_lead->addMember(QStringLiteral("outsider"), QStringLiteral("reviewer")));
        QCOMPARE(outsider->role(), QStringLiteral("reviewer"));
        QVERIFY2(m_lead->removeMember(QStringLiteral("outsider")), qPrintable(m_lead->errorString()));
        QCOMPARE(outsider->role(), QString());
        // A login that is no member writes nothing.
        const QList<TeamPushResult> results =
            push(*outsider, {row(QStringLiteral("terms"), newUuid(), {}, {{QStringLiteral("term"), QStringLiteral("x")}})});
        QVERIFY(results.isEmpty());
        QVERIFY(!outsider->errorString().isEmpty());
    }

    void publishSqlForAnAdmin()
    {
        QVERIFY(TeamServer::publishSql(QStringLiteral("bad name;"), QStringLiteral("lead2")).isEmpty());
        QVERIFY(TeamServer::publishSql(QStringLiteral("series2"), QString()).isEmpty());
        QVERIFY(m_pg.createDatabase(QStringLiteral("series2")));
        auto lead2 = connectAs(QStringLiteral("lead2"), QStringLiteral("series2"));
        QVERIFY(lead2);
        // lead2 may not create roles: publishing says what to do instead.
        QVERIFY(!lead2->publish(QStringLiteral("Two")));
        QVERIFY2(lead2->errorString().contains(QLatin1String("--print-sql")), qPrintable(lead2->errorString()));
        QVERIFY(!lead2->isPublished());
        const QStringList sql = TeamServer::publishSql(QStringLiteral("series2"), QStringLiteral("lead2"));
        QVERIFY2(m_pg.psql(QStringLiteral("series2"), sql.join(QStringLiteral(";\n")) + QLatin1Char(';')), qPrintable(m_pg.errorString()));
        QVERIFY(lead2->isPublished());
        QVERIFY2(lead2->publish(QStringLiteral("Two")), qPrintable(lead2->errorString()));
        QCOMPARE(lead2->role(), QStringLiteral("lead"));
        QVERIFY2(lead2->addMember(QStringLiteral("bo"), QStringLiteral("reviewer")), qPrintable(lead2->errorString()));
        QCOMPARE(scalar(QStringLiteral("SELECT pg_has_role('bo', 'yiqiao_series2_reviewer', 'MEMBER');"), QStringLiteral("series2")),
            QStringLiteral("t"));
    }

    void pushAndPull()
    {
        auto anna = connectAs(QStringLiteral("anna"));
        auto bo = connectAs(QStringLiteral("bo"));
        qint64 head = -1;
        QList<TeamRow> rows;
        QVERIFY(bo->pull(0, 1000, &rows, &head));
        const qint64 before = head;
        const QString term = newUuid();
        const QJsonObject data {{QStringLiteral("term"), QStringLiteral("kernel")},
            {QStringLiteral("note"), QStringLiteral("内核 'quoted' \"double\" \\ ;")}, {QStringLiteral("n"), 42}};
        const QList<TeamPushResult> results = push(*anna, {row(QStringLiteral("terms"), term, {}, data)});
        QCOMPARE(results.size(), 1);
        QVERIFY2(results.at(0).error.isEmpty(), qPrintable(results.at(0).error));
        QVERIFY(results.at(0).rev > before);
        QVERIFY2(bo->pull(before, 1000, &rows, &head), qPrintable(bo->errorString()));
        QCOMPARE(rows.size(), 1);
        QCOMPARE(head, results.at(0).rev);
        QCOMPARE(rows.at(0).table, QStringLiteral("terms"));
        QCOMPARE(rows.at(0).uuid, term);
        QCOMPARE(rows.at(0).issueUuid, QString());
        QCOMPARE(rows.at(0).data, data);
        QCOMPARE(rows.at(0).author, QStringLiteral("anna"));
        QCOMPARE(rows.at(0).rev, results.at(0).rev);
        QVERIFY(!rows.at(0).deleted);
        // A limit pages in revision order.
        QVERIFY(
            push(*anna, {row(QStringLiteral("terms"), newUuid(), {}, {}), row(QStringLiteral("terms"), newUuid(), {}, {})}).size() == 2);
        QVERIFY(bo->pull(before, 2, &rows, &head));
        QCOMPARE(rows.size(), 2);
        QVERIFY(rows.at(0).rev < rows.at(1).rev);
        QVERIFY(head > rows.at(1).rev);
    }

    void refusedRowsDoNotStopTheOthers_data()
    {
        QTest::addColumn<QString>("table");
        QTest::addColumn<bool>("withIssue");
        QTest::addColumn<QString>("expected");
        QTest::newRow("a table that does not travel") << QStringLiteral("replace_history") << false << QStringLiteral("does not travel");
        QTest::newRow("a draft row whose data leads to an issue it does not name")
            << QStringLiteral("target_blocks") << false << QStringLiteral("malformed");
        QTest::newRow("a series-wide row naming an issue") << QStringLiteral("terms") << true << QStringLiteral("wrong issue");
        QTest::newRow("a draft row without the lease")
            << QStringLiteral("target_blocks") << true << QStringLiteral("checked the issue out");
        QTest::newRow("a lead row by a translator") << QStringLiteral("qa_rules") << false << QStringLiteral("lead");
    }

    void refusedRowsDoNotStopTheOthers()
    {
        QFETCH(QString, table);
        QFETCH(bool, withIssue);
        QFETCH(QString, expected);
        auto anna = connectAs(QStringLiteral("anna"));
        const QString issue = newUuid();
        TeamRow refused = row(table, newUuid(), withIssue ? issue : QString(), {{QStringLiteral("issue_id"), issue}});
        const QList<TeamPushResult> results =
            push(*anna, {row(QStringLiteral("terms"), newUuid(), {}, {}), refused, row(QStringLiteral("tm_units"), newUuid(), {}, {})});
        QCOMPARE(results.size(), 3);
        QVERIFY(results.at(0).rev > 0);
        QCOMPARE(results.at(1).rev, 0);
        QVERIFY2(results.at(1).error.contains(expected), qPrintable(results.at(1).error));
        QVERIFY(results.at(2).rev > results.at(0).rev);
        QCOMPARE(scalar(QStringLiteral("SELECT count(*) FROM yiqiao.team_rows WHERE uuid = '%1';").arg(refused.uuid)), QStringLiteral("0"));
    }

    void draftNeedsTheLease()
    {
        auto anna = connectAs(QStringLiteral("anna"));
        auto bo = connectAs(QStringLiteral("bo"));
        const QString issue = newUuid();
        const QString blockUuid = newUuid();
        QCOMPARE(push(*anna, {block(blockUuid, issue, QStringLiteral("v1"))}).value(0).rev, 0);
        TeamLease lease;
        QVERIFY2(anna->checkout(issue, QStringLiteral("copy-a"), 0, &lease), qPrintable(anna->errorString()));
        QCOMPARE(lease.holder, QStringLiteral("anna"));
        QVERIFY(lease.expires > QDateTime::currentDateTimeUtc().addSecs(1700));
        QVERIFY(push(*anna, {block(blockUuid, issue, QStringLiteral("v1"))}).value(0).rev > 0);
        // Checking out again from the same copy renews; from another copy it is refused.
        QVERIFY(anna->checkout(issue, QStringLiteral("copy-a"), 0, &lease));
        QVERIFY(!anna->checkout(issue, QStringLiteral("copy-a2"), 0, &lease));
        // Bo is refused while Anna holds it, and is told who holds it.
        QVERIFY(!bo->checkout(issue, QStringLiteral("copy-b"), 0, &lease));
        QCOMPARE(lease.holder, QStringLiteral("anna"));
        QVERIFY2(bo->errorString().contains(QLatin1String("anna")), qPrintable(bo->errorString()));
        QCOMPARE(push(*bo, {block(blockUuid, issue, QStringLiteral("bo's"))}).value(0).rev, 0);
        QCOMPARE(bo->leases().size(), 1);
        // Bo cannot give Anna's lease back either.
        QVERIFY(bo->release(issue, QStringLiteral("copy-a")));
        QCOMPARE(bo->leases().size(), 1);
        // After the lease ran out, Bo takes it, and Anna's draft is refused.
        expireLeases(QStringLiteral("anna"));
        QVERIFY(bo->leases().isEmpty());
        QVERIFY2(bo->checkout(issue, QStringLiteral("copy-b"), 0, &lease), qPrintable(bo->errorString()));
        QCOMPARE(lease.holder, QStringLiteral("bo"));
        QCOMPARE(push(*anna, {block(blockUuid, issue, QStringLiteral("anna's late"))}).value(0).rev, 0);
        QList<TeamLease> held;
        QVERIFY(anna->renew(QStringLiteral("copy-a"), &held));
        QVERIFY(held.isEmpty());
        QVERIFY(push(*bo, {block(blockUuid, issue, QStringLiteral("bo's"))}).value(0).rev > 0);
        QVERIFY(bo->renew(QStringLiteral("copy-b"), &held));
        QCOMPARE(held.size(), 1);
        QVERIFY(bo->release(issue, QStringLiteral("copy-b")));
        QVERIFY(bo->leases().isEmpty());
        QCOMPARE(push(*bo, {block(blockUuid, issue, QStringLiteral("after release"))}).value(0).rev, 0);
    }

    // A row deleted before it reached the server goes up as a tombstone, lease or not;
    // it cannot come back to life without the lease.
    void deletedBeforeItWasPushed()
    {
        auto anna = connectAs(QStringLiteral("anna"));
        TeamRow gone = block(newUuid(), newUuid(), QStringLiteral("secret text"));
        gone.deleted = true;
        QVERIFY(push(*anna, {gone}).value(0).rev > 0);
        QCOMPARE(scalar(QStringLiteral("SELECT data FROM yiqiao.team_rows WHERE uuid = '%1';").arg(gone.uuid)), QStringLiteral("{}"));
        gone.deleted = false;
        QCOMPARE(push(*anna, {gone}).value(0).rev, 0);
    }

    void rowMustBelongToItsIssue()
    {
        auto anna = connectAs(QStringLiteral("anna"));
        const QString mine = newUuid();
        const QString other = newUuid();
        QVERIFY(anna->checkout(mine, QStringLiteral("copy-a"), 0, nullptr));
        // A block of another issue, claimed to be of the one Anna holds.
        TeamRow crafted = block(newUuid(), mine, QStringLiteral("x"));
        crafted.data.insert(QStringLiteral("issue_id"), other);
        const QList<TeamPushResult> results = push(*anna, {crafted});
        QCOMPARE(results.value(0).rev, 0);
        QVERIFY2(results.value(0).error.contains(QLatin1String("malformed")), qPrintable(results.value(0).error));
        QVERIFY(anna->release(mine, QStringLiteral("copy-a")));
    }

    void seriesAndLeadRows()
    {
        auto anna = connectAs(QStringLiteral("anna"));
        auto bo = connectAs(QStringLiteral("bo"));
        const QString issue = newUuid();
        const QJsonObject title {{QStringLiteral("title"), QStringLiteral("New")}};
        // Anyone adds an issue; changing it takes the lead or its holder.
        QVERIFY(push(*anna, {row(QStringLiteral("issues"), issue, issue, title)}).value(0).rev > 0);
        QCOMPARE(push(*bo, {row(QStringLiteral("issues"), issue, issue, title)}).value(0).rev, 0);
        QVERIFY(push(*m_lead, {row(QStringLiteral("issues"), issue, issue, title)}).value(0).rev > 0);
        QVERIFY(bo->checkout(issue, QStringLiteral("copy-b"), 0, nullptr));
        QVERIFY(push(*bo, {row(QStringLiteral("issues"), issue, issue, title)}).value(0).rev > 0);
        // While Bo holds it, Anna adds no post to it.
        QCOMPARE(
            push(*anna, {row(QStringLiteral("source_posts"), newUuid(), issue, {{QStringLiteral("issue_id"), issue}})}).value(0).rev, 0);
        QVERIFY(bo->release(issue, QStringLiteral("copy-b")));
        // Lead rows: the lead only.
        const QString rule = newUuid();
        QCOMPARE(push(*anna, {row(QStringLiteral("qa_rules"), rule, {}, {})}).value(0).rev, 0);
        QVERIFY(push(*m_lead, {row(QStringLiteral("qa_rules"), rule, {}, {})}).value(0).rev > 0);
        QCOMPARE(push(*anna, {row(QStringLiteral("qa_rules"), rule, {}, {{QStringLiteral("x"), 1}})}).value(0).rev, 0);
        // A draft row that leads to no issue (its issue is gone) is the lead's too.
        const TeamRow orphan = row(QStringLiteral("revisions"), newUuid(), {}, {{QStringLiteral("issue_id"), QJsonValue::Null}});
        QCOMPARE(push(*anna, {orphan}).value(0).rev, 0);
        QVERIFY(push(*m_lead, {orphan}).value(0).rev > 0);
    }

    void concurrentTermEditsKeepHistory()
    {
        auto anna = connectAs(QStringLiteral("anna"));
        auto bo = connectAs(QStringLiteral("bo"));
        const QString term = newUuid();
        const qint64 r1 =
            push(*anna, {row(QStringLiteral("terms"), term, {}, {{QStringLiteral("target"), QStringLiteral("内核")}})}).value(0).rev;
        QVERIFY(r1 > 0);
        // Bo had seen r1: an ordinary edit, kept unflagged.
        const qint64 r2 =
            push(*bo, {row(QStringLiteral("terms"), term, {}, {{QStringLiteral("target"), QStringLiteral("核函数")}}, r1)}).value(0).rev;
        QVERIFY(r2 > r1);
        // Anna had not: hers wins, Bo's stays in the history, flagged for the lead.
        const qint64 r3 =
            push(*anna, {row(QStringLiteral("terms"), term, {}, {{QStringLiteral("target"), QStringLiteral("内核函数")}}, r1)})
                .value(0)
                .rev;
        QVERIFY(r3 > r2);
        QCOMPARE(
            scalar(QStringLiteral("SELECT string_agg(format('%s:%s:%s:%s', author, data->>'target', replaced_by, flagged), ' ' ORDER BY id)"
                                  " FROM yiqiao.team_row_history WHERE uuid = '%1';")
                       .arg(term)),
            QStringLiteral("anna:内核:bo:f bo:核函数:anna:t"));
    }

    void nobodyApprovesTheirOwnTranslation()
    {
        auto anna = connectAs(QStringLiteral("anna"));
        auto rita = connectAs(QStringLiteral("rita"));
        const QString issue = newUuid();
        const QString blockUuid = newUuid();
        QVERIFY(anna->checkout(issue, QStringLiteral("copy-a"), 0, nullptr));
        QVERIFY(push(*anna, {block(blockUuid, issue, QStringLiteral("译文"))}).value(0).rev > 0);
        const QJsonObject approve {{QStringLiteral("target_block_id"), blockUuid}, {QStringLiteral("action"), QStringLiteral("approve")}};
        const QList<TeamPushResult> own = push(*anna, {row(QStringLiteral("block_reviews"), newUuid(), issue, approve)});
        QCOMPARE(own.value(0).rev, 0);
        QVERIFY2(own.value(0).error.contains(QLatin1String("own translation")), qPrintable(own.value(0).error));
        QVERIFY(push(*rita, {row(QStringLiteral("block_reviews"), newUuid(), issue, approve)}).value(0).rev > 0);
        // A comment (append) by anyone, the holder or not.
        QVERIFY(
            push(*rita, {row(QStringLiteral("comments"), newUuid(), issue, {{QStringLiteral("target_block_id"), blockUuid}})}).value(0).rev
            > 0);
        QVERIFY(anna->release(issue, QStringLiteral("copy-a")));
    }

    void memberCannotBypassWithPsql_data()
    {
        QTest::addColumn<QString>("sql");
        QTest::newRow("update a draft row without the lease")
            << QStringLiteral("UPDATE yiqiao.team_rows SET data = '{}' WHERE tbl = 'target_blocks';");
        QTest::newRow("insert a lead row") << QStringLiteral("INSERT INTO yiqiao.team_rows (tbl, uuid, data, rev, author) VALUES "
                                                             "('qa_rules', '00000000-0000-0000-0000-000000000001', '{}', 1, 'lead');");
        QTest::newRow("delete rows") << QStringLiteral("DELETE FROM yiqiao.team_rows;");
        QTest::newRow("rewrite the history") << QStringLiteral("DELETE FROM yiqiao.team_row_history;");
        QTest::newRow("lengthen the lease") << QStringLiteral("UPDATE yiqiao.meta SET value = '999999' WHERE key = 'lease_seconds';");
        QTest::newRow("reclassify a table") << QStringLiteral("UPDATE yiqiao.team_tables SET class = 'shared';");
        QTest::newRow("take another's lease") << QStringLiteral(
            "UPDATE yiqiao.team_leases SET holder = 'anna', expires = now() + interval '1 day';");
        QTest::newRow("drop the trigger") << QStringLiteral("ALTER TABLE yiqiao.team_rows DISABLE TRIGGER guard_row;");
        QTest::newRow("grant oneself the lead role") << QStringLiteral("GRANT yiqiao_series_lead TO anna;");
        QTest::newRow("make oneself lead through the function") << QStringLiteral("SELECT yiqiao.set_member('anna', 'lead');");
    }

    void memberCannotBypassWithPsql()
    {
        QFETCH(QString, sql);
        auto bo = connectAs(QStringLiteral("bo"));
        const QString issue = newUuid();
        QVERIFY(bo->checkout(issue, QStringLiteral("copy-b"), 0, nullptr));
        QVERIFY(push(*bo, {block(newUuid(), issue, QStringLiteral("bo's"))}).value(0).rev > 0);
        const QString before = scalar(QStringLiteral("SELECT md5(string_agg(t::text, '' ORDER BY rev)) FROM yiqiao.team_rows t;"));
        QVERIFY(!m_pg.psqlAs(QStringLiteral("anna"), QStringLiteral("series"), sql));
        QCOMPARE(scalar(QStringLiteral("SELECT md5(string_agg(t::text, '' ORDER BY rev)) FROM yiqiao.team_rows t;")), before);
        QCOMPARE(scalar(QStringLiteral("SELECT value FROM yiqiao.meta WHERE key = 'lease_seconds';")), QStringLiteral("1800"));
        QCOMPARE(scalar(QStringLiteral("SELECT holder FROM yiqiao.team_leases WHERE issue = '%1';").arg(issue)), QStringLiteral("bo"));
        QVERIFY(bo->release(issue, QStringLiteral("copy-b")));
    }

    void authorAndRevisionAreTheServers()
    {
        const QString term = newUuid();
        auto anna = connectAs(QStringLiteral("anna"));
        QVERIFY(push(*anna, {row(QStringLiteral("terms"), term, {}, {})}).value(0).rev > 0);
        // Anna may edit a term with psql, but not as someone else or at a revision of her choosing.
        QVERIFY2(m_pg.psqlAs(QStringLiteral("anna"), QStringLiteral("series"),
                     QStringLiteral("UPDATE yiqiao.team_rows SET author = 'lead', rev = 1 WHERE uuid = '%1';").arg(term)),
            qPrintable(m_pg.errorString()));
        QCOMPARE(
            scalar(QStringLiteral("SELECT author, rev = (SELECT max(rev) FROM yiqiao.team_rows) FROM yiqiao.team_rows WHERE uuid = '%1';")
                       .arg(term)),
            QStringLiteral("anna|t"));
    }

    void changedArrives()
    {
        auto anna = connectAs(QStringLiteral("anna"));
        auto bo = connectAs(QStringLiteral("bo"));
        QSignalSpy spy(bo.get(), &TeamServer::changed);
        QSignalSpy own(anna.get(), &TeamServer::changed);
        QVERIFY(push(*anna, {row(QStringLiteral("tm_units"), newUuid(), {}, {{QStringLiteral("source"), QStringLiteral("kernel")}})})
                    .value(0)
                    .rev
            > 0);
        QTRY_VERIFY(spy.count() >= 1);
        QCOMPARE(own.count(), 0);
    }

    void craftedRowsFromTheServerAreRefused_data()
    {
        QTest::addColumn<QString>("sql");
        QTest::newRow("a table the client does not know")
            << QStringLiteral("INSERT INTO yiqiao.team_tables VALUES ('sqlite_master', 'shared', '', '');"
                              " INSERT INTO yiqiao.team_rows (tbl, uuid, data, rev, author)"
                              " VALUES ('sqlite_master', '%1', '{}', (SELECT max(rev) + 1 FROM yiqiao.team_rows), 'x');");
        QTest::newRow("a series-wide table with an issue") << QStringLiteral(
            "UPDATE yiqiao.team_rows SET issue = '%1', rev = (SELECT max(rev) + 1 FROM yiqiao.team_rows) WHERE uuid = '%1';");
    }

    void craftedRowsFromTheServerAreRefused()
    {
        QFETCH(QString, sql);
        auto anna = connectAs(QStringLiteral("anna"));
        const QString term = newUuid();
        QVERIFY(push(*anna, {row(QStringLiteral("terms"), term, {}, {})}).value(0).rev > 0);
        qint64 head = 0;
        QList<TeamRow> rows;
        QVERIFY(anna->pull(0, 100000, &rows, &head));
        // As the server's owner could, past the trigger.
        QVERIFY2(m_pg.psql(QStringLiteral("series"), QStringLiteral("SET session_replication_role = replica; ") + sql.arg(term)),
            qPrintable(m_pg.errorString()));
        QVERIFY(!anna->pull(head, 100, &rows, nullptr));
        QVERIFY2(anna->errorString().contains(QLatin1String("malformed")), qPrintable(anna->errorString()));
        QVERIFY2(m_pg.psql(QStringLiteral("series"),
                     QStringLiteral("SET session_replication_role = replica; DELETE FROM yiqiao.team_rows WHERE uuid = '%1';"
                                    " DELETE FROM yiqiao.team_tables WHERE name = 'sqlite_master';")
                         .arg(term)),
            qPrintable(m_pg.errorString()));
    }

    // A folder as the host: the server's Unix socket.
    void unixSocket()
    {
        TeamServer server;
        const std::optional<TeamUrl> url = TeamUrl::parse(m_pg.socketUrl(QStringLiteral("anna"), QStringLiteral("series")), nullptr);
        QVERIFY(url && url->host == m_pg.socketDir());
        QVERIFY2(server.open(*url), qPrintable(server.errorString()));
        QCOMPARE(server.role(), QStringLiteral("translator"));
    }

    void unreachableServer()
    {
        TeamServer server;
        const std::optional<TeamUrl> url = TeamUrl::parse(QStringLiteral("postgresql://anna@127.0.0.1:1/series"), nullptr);
        QVERIFY(!server.open(*url, QStringLiteral("x")));
        QVERIFY2(server.errorString().startsWith(QLatin1String("The team server at 127.0.0.1:1 cannot be reached")),
            qPrintable(server.errorString()));
        QVERIFY(!server.errorString().contains(QLatin1Char('\n')));
        QVERIFY(!server.isOpen());
        // A wrong password is said in one line too.
        TeamServer wrong;
        QVERIFY(!wrong.open(*TeamUrl::parse(m_pg.url(QStringLiteral("anna"), QStringLiteral("series")), nullptr), QStringLiteral("wrong")));
        QVERIFY2(wrong.errorString().contains(QLatin1String("refused the login anna")), qPrintable(wrong.errorString()));
        QVERIFY2(wrong.errorString().contains(QLatin1String("password")), qPrintable(wrong.errorString()));
        QVERIFY(!wrong.errorString().contains(QLatin1Char('\n')));
    }

    // The connection dies in the middle of a push (the server's backend ends at the
    // 600th row, after two batches were written): nothing of it stays on the server.
    void connectionLostMidPushWritesNothing()
    {
        auto anna = connectAs(QStringLiteral("anna"));
        QList<TeamRow> rows;
        for (int i = 0; i < 1000; ++i) {
            rows << row(QStringLiteral("tm_units"), newUuid(), {}, {{QStringLiteral("n"), i}});
        }
        QVERIFY2(m_pg.psql(QStringLiteral("series"),
                     QStringLiteral("CREATE FUNCTION public.die() RETURNS trigger LANGUAGE plpgsql AS $$ BEGIN"
                                    " IF NEW.uuid = '%1' THEN PERFORM pg_terminate_backend(pg_backend_pid()); END IF; RETURN NEW; END $$;"
                                    " CREATE TRIGGER a_die BEFORE INSERT ON yiqiao.team_rows FOR EACH ROW EXECUTE FUNCTION public.die();")
                         .arg(rows.at(600).uuid)),
            qPrintable(m_pg.errorString()));
        const QString before = scalar(QStringLiteral("SELECT count(*) FROM yiqiao.team_rows;"));
        QList<TeamPushResult> results;
        QVERIFY(!anna->push(rows, &results));
        QVERIFY2(anna->errorString().contains(QLatin1String("cannot be reached")), qPrintable(anna->errorString()));
        QVERIFY(!anna->errorString().contains(QLatin1Char('\n')));
        QVERIFY(results.isEmpty());
        QCOMPARE(scalar(QStringLiteral("SELECT count(*) FROM yiqiao.team_rows;")), before);
        QVERIFY(m_pg.psql(QStringLiteral("series"), QStringLiteral("DROP TRIGGER a_die ON yiqiao.team_rows; DROP FUNCTION public.die();")));
        // The next operation connects anew.
        QVERIFY2(anna->push(rows, &results), qPrintable(anna->errorString()));
        QCOMPARE(results.size(), 1000);
        QVERIFY(results.last().rev > 0);
    }

    // The server stops and starts again: operations fail with one line meanwhile, then work.
    void serverStoppedAndStarted()
    {
        auto anna = connectAs(QStringLiteral("anna"));
        QVERIFY(anna);
        m_pg.stop();
        QList<TeamPushResult> results;
        QVERIFY(!anna->push({row(QStringLiteral("terms"), newUuid(), {}, {})}, &results));
        QVERIFY2(anna->errorString().contains(QLatin1String("cannot be reached")), qPrintable(anna->errorString()));
        QVERIFY(!anna->errorString().contains(QLatin1Char('\n')));
        QList<TeamRow> rows;
        QVERIFY(!anna->pull(0, 10, &rows, nullptr));
        QVERIFY(anna->errorString().contains(QLatin1String("cannot be reached")));
        QVERIFY(anna->leases().isEmpty());
        QVERIFY(!anna->errorString().isEmpty());
        QVERIFY2(m_pg.start(), qPrintable(m_pg.errorString()));
        QVERIFY2(anna->pull(0, 10, &rows, nullptr), qPrintable(anna->errorString()));
        QVERIFY(anna->push({row(QStringLiteral("terms"), newUuid(), {}, {})}, &results));
        QVERIFY(results.value(0).rev > 0);
        // Notifications are listened to again on the new connection.
        auto bo = connectAs(QStringLiteral("bo"));
        QSignalSpy spy(anna.get(), &TeamServer::changed);
        QVERIFY(push(*bo, {row(QStringLiteral("terms"), newUuid(), {}, {})}).value(0).rev > 0);
        QTRY_VERIFY(spy.count() >= 1);
    }
};

QTEST_GUILESS_MAIN(TstTeamServer)
#include "tst_teamserver.moc"
