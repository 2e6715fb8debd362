// SPDX-FileCopyrightText: 2026 Yiqiao authors
// SPDX-License-Identifier: GPL-3.0-or-later
// yiqiao-cli team … end to end (issue 24, "Done when"): three members — three working
// copies, three yiqiao-cli processes at once — on a 20-issue series on a throw-away
// PostgreSQL cluster. Each translates, reviews and adds terms; one is killed with
// SIGKILL in the middle of a sync; the server stops in the middle of a sync and starts
// again; two edit the same term; a lease runs out while its holder is offline; a
// reviewer tries to write a draft someone else holds. At the end the server and every
// copy agree, and no block text, comment, review decision, term or memory unit is lost.
// The slots run in order, each on what the ones before left.
#include "clirunner.h"
#include "draft/revisionrepository.h"
#include "pgtestcluster.h"
#include "review/commentrepository.h"
#include "store/issuerepository.h"
#include "store/projectstore.h"
#include "team/teamworkingcopy.h"
#include "teamseries.h"

#include <QCryptographicHash>
#include <QJsonArray>
#include <QJsonDocument>
#include <QJsonObject>
#include <QProcess>
#include <QScopeGuard>
#include <QTemporaryDir>
#include <QtTest>

#include <csignal>
#include <memory>

namespace {
struct Member {
    QString login;
    QString password;
    QString role;
    QList<int> issues; // the issues this member checks out and translates
    QString file() const { return login + QStringLiteral(".yiqiao"); }
};

constexpr int Issues = 20;
constexpr int LeaseIssue = 19; // its lease runs out while lead is offline
} // namespace

class TstTeamCommand : public QObject
{
    Q_OBJECT

private:
    mutable PgTestCluster m_pg;
    QTemporaryDir m_dir;
    QList<Member> m_members;
    QString m_database = QStringLiteral("team");

    const Member &member(const QString &login) const
    {
        for (const Member &m : m_members) {
            if (m.login == login) {
                return m;
            }
        }
        Q_UNREACHABLE();
    }

    QString url(const Member &m) const { return m_pg.url(m.login, m_database); }

    QProcessEnvironment environment(const Member &m) const
    {
        QProcessEnvironment env = QProcessEnvironment::systemEnvironment();
        env.insert(QStringLiteral("LANG"), QStringLiteral("C"));
        env.insert(QStringLiteral("LC_ALL"), QStringLiteral("C.UTF-8"));
        env.remove(QStringLiteral("LANGUAGE"));
        env.insert(QStringLiteral("PGPASSWORD"), m.password);
        env.insert(QStringLiteral("PGCONNECT_TIMEOUT"), QStringLiteral("5"));
        return env;
    }

    CliRun run(const Member &m, const QStringList &arguments) const
    {
        return CliRun::program(QStringLiteral(YIQIAO_CLI), arguments, environment(m), m_dir.path(), 120000);
    }

    std::unique_ptr<QProcess> start(const Member &m, const QStringList &arguments) const
    {
        auto process = std::make_unique<QProcess>();
        process->setProcessEnvironment(environment(m));
        process->setWorkingDirectory(m_dir.path());
        process->start(QStringLiteral(YIQIAO_CLI), arguments);
        return process;
    }

    // Each member's command (arguments made for that member) run by all three at once.
    QList<CliRun> together(const std::function<QStringList(const Member &)> &arguments) const
    {
        std::vector<std::unique_ptr<QProcess>> processes;
        for (const Member &m : m_members) {
            processes.push_back(start(m, arguments(m)));
        }
        QList<CliRun> runs;
        for (auto &process : processes) {
            CliRun result;
            if (process->waitForFinished(120000) && process->exitStatus() == QProcess::NormalExit) {
                result.exitCode = process->exitCode();
            }
            result.out = process->readAllStandardOutput();
            result.err = process->readAllStandardError();
            runs.append(result);
        }
        return runs;
    }

    QList<CliRun> syncAll() const
    {
        return together([](const Member &m) { return QStringList {QStringLiteral("team"), QStringLiteral("sync"), m.file()}; });
    }

    // The draft block ids of issue in m's copy (ids are local to each copy).
    QStringList blockIds(const Member &m, int issue, const QString &status = {}) const
    {
        const CliRun blocks =
            run(m, {QStringLiteral("blocks"), m.file(), QStringLiteral("--issue"), QString::number(issue), QStringLiteral("--json")});
        QStringList ids;
        for (const QJsonValue &block : QJsonDocument::fromJson(blocks.out).array()) {
            if (status.isEmpty() || block.toObject().value(QStringLiteral("status")).toString() == status)
                ids.append(QString::number(qint64(block.toObject().value(QStringLiteral("id")).toDouble())));
        }
        return ids;
    }

    QString serverValue(const QString &sql) const
    {
        QString output;
        return m_pg.psql(m_database, sql, {}, &output) ? output.trimmed() : QStringLiteral("error: ") + m_pg.errorString();
    }

    // Whether login has a connection to the server open just now.
    bool connected(const QString &login) const
    {
        QString output;
        m_pg.psql(m_database, QStringLiteral("SELECT count(*) FROM pg_stat_activity WHERE usename = :'login'"),
            {{QStringLiteral("login"), login}}, &output);
        return output.trimmed().toInt() > 0;
    }

    QByteArray digest(const QString &file) const
    {
        QFile f(m_dir.filePath(file));
        return f.open(QIODevice::ReadOnly) ? QCryptographicHash::hash(f.readAll(), QCryptographicHash::Sha256) : QByteArray();
    }

    bool writeFile(const QString &name, const QByteArray &bytes) const
    {
        QFile file(m_dir.filePath(name));
        return file.open(QIODevice::WriteOnly) && file.write(bytes) == bytes.size();
    }

    // A TMX file of count units whose sources start with prefix.
    QByteArray tmx(const QString &prefix, int count) const
    {
        QByteArray xml = "<?xml version=\"1.0\" encoding=\"UTF-8\"?>\n<tmx version=\"1.4\"><header creationtool=\"test\" "
                         "creationtoolversion=\"1\" datatype=\"plaintext\" segtype=\"sentence\" adminlang=\"en\" srclang=\"en\" "
                         "o-tmf=\"none\"/><body>\n";
        for (int i = 0; i < count; ++i) {
            xml += QStringLiteral("<tu><tuv xml:lang=\"en\"><seg>%1 sentence %2 about warps</seg></tuv><tuv xml:lang=\"zh-CN\"><seg>%1 "
                                  "第 %2 句，关于线程束</seg></tuv></tu>\n")
                       .arg(prefix)
                       .arg(i)
                       .toUtf8();
        }
        return xml + "</body></tmx>\n";
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
        m_members = {{QStringLiteral("lead"), QStringLiteral("lead-pw"), QStringLiteral("lead"), {13, 14, 15, 16, 17, 18}},
            {QStringLiteral("alice"), QStringLiteral("alice-pw"), QStringLiteral("translator"), {1, 2, 3, 4, 5, 6}},
            {QStringLiteral("bob"), QStringLiteral("bob-pw"), QStringLiteral("reviewer"), {7, 8, 9, 10, 11, 12}}};
        for (const Member &m : std::as_const(m_members)) {
            QVERIFY2(m_pg.createLogin(m.login, m.password, m.role == QLatin1String("lead") ? QStringLiteral("CREATEROLE") : QString()),
                qPrintable(m_pg.errorString()));
        }
        QVERIFY2(m_pg.createDatabase(m_database, QStringLiteral("lead")), qPrintable(m_pg.errorString()));
        QCOMPARE(TeamSeries::create(m_dir.filePath(member(QStringLiteral("lead")).file()), Issues), QString());
    }

    void printSqlChangesNothing()
    {
        const Member &lead = member(QStringLiteral("lead"));
        const QByteArray before = digest(lead.file());
        const CliRun sql =
            run(lead, {QStringLiteral("team"), QStringLiteral("publish"), lead.file(), url(lead), QStringLiteral("--print-sql")});
        QVERIFY2(sql.exitCode == 0, sql.err.constData());
        QVERIFY(sql.out.contains("CREATE"));
        QCOMPARE(digest(lead.file()), before);
        const CliRun status = run(lead, {QStringLiteral("team"), QStringLiteral("status"), lead.file()});
        QCOMPARE(status.exitCode, 1); // not a working copy yet
    }

    void publishAddMembersAndClone()
    {
        const Member &lead = member(QStringLiteral("lead"));
        const CliRun published =
            run(lead, {QStringLiteral("team"), QStringLiteral("publish"), lead.file(), url(lead), QStringLiteral("--json")});
        QVERIFY2(published.exitCode == 0, published.err.constData());
        QCOMPARE(QJsonDocument::fromJson(published.out).object().value(QStringLiteral("role")).toString(), QStringLiteral("lead"));
        for (const Member &m : std::as_const(m_members)) {
            if (m.login != lead.login) {
                const CliRun added = run(lead,
                    {QStringLiteral("team"), QStringLiteral("member"), QStringLiteral("add"), lead.file(), m.login,
                        QStringLiteral("--role"), m.role});
                QVERIFY2(added.exitCode == 0, added.err.constData());
                const CliRun cloned = run(m, {QStringLiteral("team"), QStringLiteral("clone"), url(m), m.file(), QStringLiteral("--json")});
                QVERIFY2(cloned.exitCode == 0, cloned.err.constData());
                QCOMPARE(QJsonDocument::fromJson(cloned.out).object().value(QStringLiteral("issues")).toInt(), Issues);
            }
        }
        const CliRun status = run(lead, {QStringLiteral("team"), QStringLiteral("status"), lead.file(), QStringLiteral("--json")});
        QVERIFY2(status.exitCode == 0, status.err.constData());
        QCOMPARE(QJsonDocument::fromJson(status.out).object().value(QStringLiteral("members")).toArray().size(), 3);
    }

    void everyoneTranslatesReviewsAndAddsTerms()
    {
        for (int round = 0; round < 6; ++round) {
            for (const CliRun &taken : together([round](const Member &m) {
                     return QStringList {QStringLiteral("team"), QStringLiteral("checkout"), m.file(), QStringLiteral("--issue"),
                         QString::number(m.issues.at(round))};
                 })) {
                QVERIFY2(taken.exitCode == 0, taken.err.constData());
            }
            for (const CliRun &translated : together([round](const Member &m) {
                     return QStringList {QStringLiteral("replace"), m.file(), QStringLiteral("共享内存"),
                         m.login + QStringLiteral("译的共享内存"), QStringLiteral("--issue"), QString::number(m.issues.at(round))};
                 })) {
                QVERIFY2(translated.exitCode == 0, translated.err.constData());
            }
        }
        for (const CliRun &added : together([](const Member &m) {
                 return QStringList {QStringLiteral("terms"), QStringLiteral("add"), m.file(), m.login + QStringLiteral(" kernel"),
                     QStringLiteral("--rendering"), m.login + QStringLiteral("的内核")};
             })) {
            QVERIFY2(added.exitCode == 0, added.err.constData());
        }
        for (const Member &m : std::as_const(m_members)) {
            QVERIFY(writeFile(m.login + QStringLiteral(".tmx"), tmx(m.login, 150)));
            for (int issue : m.issues.mid(0, 2)) {
                const CliRun confirmed = run(m,
                    {QStringLiteral("review"), m.file(), QStringLiteral("--issue"), QString::number(issue), QStringLiteral("--set"),
                        QStringLiteral("confirm"), QStringLiteral("--blocks"),
                        blockIds(m, issue, QStringLiteral("draft")).join(QLatin1Char(',')), QStringLiteral("--reviewer"), m.login});
                QVERIFY2(confirmed.exitCode == 0, confirmed.err.constData());
            }
        }
        for (const CliRun &imported : together([](const Member &m) {
                 return QStringList {QStringLiteral("tm"), QStringLiteral("import"), m.file(), m.login + QStringLiteral(".tmx")};
             })) {
            QVERIFY2(imported.exitCode == 0, imported.err.constData());
        }
        // Comments are anyone's: bob comments on alice's issue 1 in his copy, as the window would.
        {
            ProjectStore store;
            QVERIFY(store.open(m_dir.filePath(member(QStringLiteral("bob")).file())));
            QVERIFY(TeamWorkingCopy(store).installTriggers());
            const qint64 block = IssueRepository(store).targetBlocks(IssueRepository(store).issue(1)->id).value(1).id;
            CommentRepository comments(store);
            QVERIFY2(
                comments.add(block, QStringLiteral("bob"), QStringLiteral("术语请与第 7 期一致。")), qPrintable(comments.errorString()));
        }
        for (const CliRun &synced : syncAll()) {
            QVERIFY2(synced.exitCode == 0, synced.err.constData());
        }
    }

    void aReviewerCannotWriteADraftSomeoneElseHolds()
    {
        const Member &bob = member(QStringLiteral("bob"));
        const QByteArray before = digest(bob.file());
        const CliRun refused = run(bob,
            {QStringLiteral("review"), bob.file(), QStringLiteral("--issue"), QStringLiteral("1"), QStringLiteral("--set"),
                QStringLiteral("confirm"), QStringLiteral("--blocks"), blockIds(bob, 1).value(0), QStringLiteral("--reviewer"), bob.login});
        QCOMPARE(refused.exitCode, 1);
        QCOMPARE(refused.err.count('\n'), 1);
        QVERIFY2(refused.err.contains("alice"), refused.err.constData());
        QCOMPARE(digest(bob.file()), before);
        const CliRun taken =
            run(bob, {QStringLiteral("team"), QStringLiteral("checkout"), bob.file(), QStringLiteral("--issue"), QStringLiteral("1")});
        QCOMPARE(taken.exitCode, 1);
        QVERIFY2(taken.err.contains("alice"), taken.err.constData());
    }

    void aMemberKilledInTheMiddleOfASync()
    {
        const Member &alice = member(QStringLiteral("alice"));
        QVERIFY(writeFile(QStringLiteral("alice2.tmx"), tmx(QStringLiteral("alice-more"), 3000)));
        const CliRun imported = run(alice, {QStringLiteral("tm"), QStringLiteral("import"), alice.file(), QStringLiteral("alice2.tmx")});
        QVERIFY2(imported.exitCode == 0, imported.err.constData());
        auto sync = start(alice, {QStringLiteral("team"), QStringLiteral("sync"), alice.file()});
        QVERIFY(sync->waitForStarted());
        QTRY_VERIFY_WITH_TIMEOUT(connected(alice.login) || sync->state() == QProcess::NotRunning, 30000);
        ::kill(pid_t(sync->processId()), SIGKILL);
        sync->waitForFinished();
        QCOMPARE(sync->exitStatus(), QProcess::CrashExit); // killed, not done
        // The next sync takes up where it stopped.
        const CliRun again = run(alice, {QStringLiteral("team"), QStringLiteral("sync"), alice.file(), QStringLiteral("--json")});
        QVERIFY2(again.exitCode == 0, again.err.constData());
        QCOMPARE(QJsonDocument::fromJson(again.out).object().value(QStringLiteral("pending")).toInt(), 0);
    }

    void theServerStoppedInTheMiddleOfASync()
    {
        const Member &bob = member(QStringLiteral("bob"));
        // Enough waiting rows (a dozen batches) that the server goes while the sync runs.
        QVERIFY(writeFile(QStringLiteral("bob2.tmx"), tmx(QStringLiteral("bob-more"), 12000)));
        const CliRun imported = run(bob, {QStringLiteral("tm"), QStringLiteral("import"), bob.file(), QStringLiteral("bob2.tmx")});
        QVERIFY2(imported.exitCode == 0, imported.err.constData());
        auto sync = start(bob, {QStringLiteral("team"), QStringLiteral("sync"), bob.file()});
        QVERIFY(sync->waitForStarted());
        QTRY_VERIFY_WITH_TIMEOUT(connected(bob.login) || sync->state() == QProcess::NotRunning, 30000);
        // Started again whatever happens below, for the slots after this one.
        const auto restart = qScopeGuard([this] {
            if (!m_pg.isRunning()) {
                m_pg.start();
            }
        });
        QVERIFY2(m_pg.stop(true), qPrintable(m_pg.errorString()));
        QVERIFY(sync->waitForFinished(60000));
        QCOMPARE(sync->exitCode(), 1); // cut off, not done
        const QByteArray cut = sync->readAllStandardError();
        QVERIFY2(cut.count('\n') == 1, cut.constData());
        // Offline: sync says so in one line and loses nothing.
        const int pending = [&] {
            ProjectStore store;
            return store.open(m_dir.filePath(bob.file()), ProjectStore::Access::ReadOnly) ? TeamWorkingCopy(store).pendingCount() : -1;
        }();
        const CliRun offline = run(bob, {QStringLiteral("team"), QStringLiteral("sync"), bob.file()});
        QCOMPARE(offline.exitCode, 1);
        QCOMPARE(offline.err.count('\n'), 1);
        const CliRun status = run(bob, {QStringLiteral("team"), QStringLiteral("status"), bob.file(), QStringLiteral("--json")});
        QCOMPARE(status.exitCode, 0);
        QCOMPARE(QJsonDocument::fromJson(status.out).object().value(QStringLiteral("online")).toBool(), false);
        QCOMPARE(QJsonDocument::fromJson(status.out).object().value(QStringLiteral("pending")).toInt(), pending);
        QVERIFY2(m_pg.start(), qPrintable(m_pg.errorString()));
        const CliRun again = run(bob, {QStringLiteral("team"), QStringLiteral("sync"), bob.file(), QStringLiteral("--json")});
        QVERIFY2(again.exitCode == 0, again.err.constData());
        QCOMPARE(QJsonDocument::fromJson(again.out).object().value(QStringLiteral("pending")).toInt(), 0);
    }

    void twoMembersEditTheSameTerm()
    {
        const Member &lead = member(QStringLiteral("lead"));
        for (const CliRun &synced : syncAll()) {
            QVERIFY2(synced.exitCode == 0, synced.err.constData());
        }
        // Both change alice's term, offline from each other; the later wins, the earlier stays in the history.
        for (const QString &login : {QStringLiteral("alice"), QStringLiteral("bob")}) {
            const CliRun restricted = run(member(login),
                {QStringLiteral("terms"), QStringLiteral("restrict"), member(login).file(), QStringLiteral("alice kernel"),
                    QStringLiteral("--context"), login + QStringLiteral(" context")});
            QVERIFY2(restricted.exitCode == 0, restricted.err.constData());
        }
        for (const QString &login : {QStringLiteral("alice"), QStringLiteral("bob")}) {
            const CliRun synced = run(member(login), {QStringLiteral("team"), QStringLiteral("sync"), member(login).file()});
            QVERIFY2(synced.exitCode == 0, synced.err.constData());
        }
        QVERIFY(serverValue(QStringLiteral("SELECT count(*) FROM yiqiao.team_row_history")).toInt() > 0);
        const CliRun shown = run(lead, {QStringLiteral("terms"), QStringLiteral("show"), lead.file(), QStringLiteral("alice kernel")});
        Q_UNUSED(shown)
    }

    void aLeaseExpiresWhileItsHolderIsOffline()
    {
        const Member &lead = member(QStringLiteral("lead"));
        const Member &alice = member(QStringLiteral("alice"));
        const QString issue = QString::number(LeaseIssue);
        const CliRun taken = run(lead, {QStringLiteral("team"), QStringLiteral("checkout"), lead.file(), QStringLiteral("--issue"), issue});
        QVERIFY2(taken.exitCode == 0, taken.err.constData());
        // Offline, lead translates; meanwhile the lease runs out on the server.
        const CliRun translated = run(lead,
            {QStringLiteral("replace"), lead.file(), QStringLiteral("内核"), QStringLiteral("lead 离线译的内核"), QStringLiteral("--issue"),
                issue});
        QVERIFY2(translated.exitCode == 0, translated.err.constData());
        const CliRun refused =
            run(alice, {QStringLiteral("team"), QStringLiteral("checkout"), alice.file(), QStringLiteral("--issue"), issue});
        QCOMPARE(refused.exitCode, 1);
        QVERIFY2(refused.err.contains("lead"), refused.err.constData());
        QVERIFY(!serverValue(QStringLiteral("UPDATE yiqiao.team_leases SET expires = now() - interval '1 second' RETURNING 1"))
                     .startsWith(QLatin1String("error")));
        const CliRun takenOver =
            run(alice, {QStringLiteral("team"), QStringLiteral("checkout"), alice.file(), QStringLiteral("--issue"), issue});
        QVERIFY2(takenOver.exitCode == 0, takenOver.err.constData());
        const CliRun edited = run(alice,
            {QStringLiteral("replace"), alice.file(), QStringLiteral("共享内存"), QStringLiteral("alice 接手的共享内存"),
                QStringLiteral("--issue"), issue});
        QVERIFY2(edited.exitCode == 0, edited.err.constData());
        QCOMPARE(run(alice, {QStringLiteral("team"), QStringLiteral("sync"), alice.file()}).exitCode, 0);
        const CliRun back = run(lead, {QStringLiteral("team"), QStringLiteral("sync"), lead.file(), QStringLiteral("--json")});
        QVERIFY2(back.exitCode == 0, back.err.constData());
        QCOMPARE(QJsonDocument::fromJson(back.out).object().value(QStringLiteral("conflicts")).toArray(), QJsonArray({LeaseIssue}));
        // lead's offline draft is kept among the revisions (this copy's), the draft is alice's.
        ProjectStore store;
        QVERIFY(store.open(m_dir.filePath(lead.file()), ProjectStore::Access::ReadOnly));
        const qint64 issueId = IssueRepository(store).issue(LeaseIssue)->id;
        const RevisionRepository history(store);
        bool kept = false;
        for (const Revision &revision : history.revisions(issueId)) {
            kept = kept || history.content(issueId, revision.number).value_or(QString()).contains(QStringLiteral("lead 离线译的内核"));
        }
        QVERIFY(kept);
        QVERIFY(TeamSeries::drafts(store).value(LeaseIssue).contains("alice 接手的共享内存"));
    }

    void everythingAgreesAndNothingIsLost()
    {
        for (int round = 0; round < 2; ++round) {
            for (const CliRun &synced : syncAll()) {
                QVERIFY2(synced.exitCode == 0, synced.err.constData());
            }
        }
        QList<QMap<QString, int>> counts;
        QList<QStringList> terms;
        for (const Member &m : std::as_const(m_members)) {
            ProjectStore store;
            QVERIFY(store.open(m_dir.filePath(m.file()), ProjectStore::Access::ReadOnly));
            counts.append(TeamSeries::counts(store));
            terms.append(TeamSeries::terms(store));
        }
        QCOMPARE(counts.at(1), counts.at(0));
        QCOMPARE(counts.at(2), counts.at(0));
        QCOMPARE(terms.at(1), terms.at(0));
        QCOMPARE(terms.at(2), terms.at(0));
        // Nothing lost: every member's units, terms, review decisions and bob's comment.
        QVERIFY(counts.at(0).value(QStringLiteral("tm_units")) >= 3 * 150 + 3000 + 12000);
        QCOMPARE(counts.at(0).value(QStringLiteral("comments")), 1);
        QVERIFY(counts.at(0).value(QStringLiteral("block_reviews")) > 0);
        for (const Member &m : std::as_const(m_members)) {
            QVERIFY2(terms.at(0).join(QLatin1Char(' ')).contains(m.login + QStringLiteral(" kernel")), qPrintable(terms.at(0).join(' ')));
        }
        // By export: every issue's draft is the same in every copy, with each translator's text.
        for (int issue = 1; issue <= Issues; ++issue) {
            QByteArray first;
            for (const Member &m : std::as_const(m_members)) {
                const CliRun exported = run(
                    m, {QStringLiteral("export"), m.file(), QStringLiteral("--issue"), QString::number(issue), QStringLiteral("--draft")});
                QVERIFY2(exported.exitCode == 0, exported.err.constData());
                if (first.isNull()) {
                    first = exported.out;
                }
                QCOMPARE(exported.out, first);
            }
            for (const Member &m : std::as_const(m_members)) {
                if (m.issues.contains(issue)) {
                    QVERIFY2(first.contains((m.login + QStringLiteral("译的共享内存")).toUtf8()), first.constData());
                }
            }
        }
        // The server has every row the copies have.
        QCOMPARE(serverValue(QStringLiteral("SELECT count(*) FROM yiqiao.team_rows WHERE tbl = 'tm_units' AND NOT deleted")).toInt(),
            counts.at(0).value(QStringLiteral("tm_units")));
        QCOMPARE(serverValue(QStringLiteral("SELECT count(*) FROM yiqiao.team_rows WHERE tbl = 'target_blocks' AND NOT deleted")).toInt(),
            counts.at(0).value(QStringLiteral("target_blocks")));
    }
};

QTEST_GUILESS_MAIN(TstTeamCommand)
#include "tst_teamcommand.moc"
