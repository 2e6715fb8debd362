// SPDX-FileCopyrightText: 2026 Yiqiao authors
// SPDX-License-Identifier: GPL-3.0-or-later
// One writer per draft in yiqiao-cli (issue 24): on a working copy a command that
// changes a draft refuses an issue this copy does not hold, with one line and no byte
// of the project changed; one that writes several issues writes only the held ones and
// names the others. No server is needed: the lease list is set in the working copy.
#include "clirunner.h"
#include "store/issuerepository.h"
#include "store/projectstore.h"
#include "team/teamlease.h"
#include "team/teamworkingcopy.h"
#include "teamseries.h"

#include <QCryptographicHash>
#include <QFile>
#include <QTemporaryDir>
#include <QtTest>

class TstTeamLeaseRule : public QObject
{
    Q_OBJECT

private:
    QTemporaryDir m_dir;
    QString m_path;
    qint64 m_sourceBlock2 = 0; // a paragraph of issue 2's post
    qint64 m_targetBlock2 = 0; // a paragraph of issue 2's draft

    QByteArray digest() const
    {
        QFile file(m_path);
        return file.open(QIODevice::ReadOnly) ? QCryptographicHash::hash(file.readAll(), QCryptographicHash::Sha256) : QByteArray();
    }

    CliRun cli(const QStringList &arguments) const { return CliRun::in(m_dir.path(), arguments); }

private slots:
    // Issues 1..3; this copy holds issue 1, zhang's copy holds issue 2, nobody issue 3.
    void init()
    {
        QVERIFY(m_dir.isValid());
        m_path = m_dir.filePath(QStringLiteral("copy.yiqiao"));
        QFile::remove(m_path);
        QCOMPARE(TeamSeries::create(m_path, 3), QString());
        ProjectStore store;
        QVERIFY(store.open(m_path));
        TeamWorkingCopy copy(store);
        QVERIFY2(copy.makeWorkingCopy(QStringLiteral("postgresql://me@127.0.0.1:1/series"), QStringLiteral("me"), false),
            qPrintable(copy.errorString()));
        IssueRepository issues(store);
        const qint64 issue1 = issues.issue(1)->id;
        const qint64 issue2 = issues.issue(2)->id;
        const QDateTime expires = QDateTime::currentDateTimeUtc().addSecs(3600);
        QVERIFY(copy.setLeases({TeamLease {copy.issueUuid(issue1), QStringLiteral("me"), copy.settings().copyId, expires},
            TeamLease {copy.issueUuid(issue2), QStringLiteral("zhang"), QStringLiteral("zhangs-copy"), expires}}));
        QVERIFY(copy.holds(issue1));
        QVERIFY(!copy.holds(issue2));
        m_sourceBlock2 = issues.sourceBlocks(issue2).value(1).id;
        m_targetBlock2 = issues.targetBlocks(issue2).value(1).id;
        QVERIFY(m_sourceBlock2 > 0 && m_targetBlock2 > 0);
        QFile update(m_dir.filePath(QStringLiteral("new.md")));
        QVERIFY(update.open(QIODevice::WriteOnly));
        update.write(TeamSeries::source(2) + "\nA new paragraph.\n");
        update.close();
        const CliRun exported = cli({QStringLiteral("xliff"), QStringLiteral("export"), m_path, QStringLiteral("--issue"),
            QStringLiteral("2"), QStringLiteral("i2.xlf")});
        QCOMPARE(exported.exitCode, 0);
    }

    void aCommandRefusesAnIssueHeldElsewhere_data()
    {
        QTest::addColumn<QStringList>("arguments");
        QTest::addColumn<QString>("holder");
        const QString p = QStringLiteral("copy.yiqiao");
        const QString issue = QStringLiteral("--issue");
        QTest::newRow("pretranslate") << QStringList {QStringLiteral("pretranslate"), p, issue, QStringLiteral("2")} << "zhang";
        QTest::newRow("xliff import") << QStringList {QStringLiteral("xliff"), QStringLiteral("import"), p, issue, QStringLiteral("2"),
            QStringLiteral("i2.xlf")} << "zhang";
        QTest::newRow("replace --issue") << QStringList {QStringLiteral("replace"), p, QStringLiteral("内核"), QStringLiteral("核函数"),
            issue, QStringLiteral("2")} << "zhang";
        QTest::newRow("update") << QStringList {QStringLiteral("update"), p, issue, QStringLiteral("2"), QStringLiteral("new.md")}
                                << "zhang";
        QTest::newRow("review --set") << QStringList {QStringLiteral("review"), p, issue, QStringLiteral("2"), QStringLiteral("--set"),
            QStringLiteral("confirm"), QStringLiteral("--blocks"), QStringLiteral("TARGET"), QStringLiteral("--reviewer"),
            QStringLiteral("li")} << "zhang";
        QTest::newRow("delete --drop-draft") << QStringList {QStringLiteral("delete"), p, issue, QStringLiteral("2"),
            QStringLiteral("--block"), QStringLiteral("SOURCE"), QStringLiteral("--reason"), QStringLiteral("other"),
            QStringLiteral("--why"), QStringLiteral("不需要。"), QStringLiteral("--drop-draft")}
                                             << "zhang";
        QTest::newRow("reuse --notes") << QStringList {QStringLiteral("reuse"), p, QStringLiteral("--from"), QStringLiteral("1"),
            QStringLiteral("--to"), QStringLiteral("2"), QStringLiteral("--notes"), QStringLiteral("all")}
                                       << "zhang";
        QTest::newRow("reuse --sync") << QStringList {QStringLiteral("reuse"), p, QStringLiteral("--sync"), issue, QStringLiteral("2")}
                                      << "zhang";
        QTest::newRow("nobody holds it") << QStringList {QStringLiteral("pretranslate"), p, issue, QStringLiteral("3")} << "";
    }

    void aCommandRefusesAnIssueHeldElsewhere()
    {
        QFETCH(QStringList, arguments);
        QFETCH(QString, holder);
        arguments.replaceInStrings(QStringLiteral("TARGET"), QString::number(m_targetBlock2));
        arguments.replaceInStrings(QStringLiteral("SOURCE"), QString::number(m_sourceBlock2));
        const QByteArray before = digest();
        const CliRun run = cli(arguments);
        QCOMPARE(run.exitCode, 1);
        QCOMPARE(run.err.count('\n'), 1);
        if (!holder.isEmpty()) {
            QVERIFY2(run.err.contains(holder.toUtf8()), run.err.constData());
        }
        QCOMPARE(digest(), before);
    }

    void aHeldIssueIsWritten()
    {
        const CliRun run = cli({QStringLiteral("replace"), QStringLiteral("copy.yiqiao"), QStringLiteral("内核"), QStringLiteral("核函数"),
            QStringLiteral("--issue"), QStringLiteral("1")});
        QVERIFY2(run.exitCode == 0, run.err.constData());
        ProjectStore store;
        QVERIFY(store.open(m_path, ProjectStore::Access::ReadOnly));
        QVERIFY(TeamSeries::drafts(store).value(1).contains("核函数"));
    }

    void replaceEverywhereWritesOnlyTheHeldIssues()
    {
        ProjectStore before;
        QVERIFY(before.open(m_path, ProjectStore::Access::ReadOnly));
        const QMap<int, QByteArray> drafts = TeamSeries::drafts(before);
        before.close();
        const CliRun run =
            cli({QStringLiteral("replace"), QStringLiteral("copy.yiqiao"), QStringLiteral("内核"), QStringLiteral("核函数")});
        QVERIFY2(run.exitCode == 0, run.err.constData());
        QVERIFY2(run.out.contains("left alone") && run.out.contains("2, 3"), run.out.constData());
        ProjectStore after;
        QVERIFY(after.open(m_path, ProjectStore::Access::ReadOnly));
        const QMap<int, QByteArray> now = TeamSeries::drafts(after);
        QVERIFY(now.value(1) != drafts.value(1));
        QCOMPARE(now.value(2), drafts.value(2));
        QCOMPARE(now.value(3), drafts.value(3));
        // The change waits in the outbox for the next sync.
        QVERIFY(TeamWorkingCopy(after).pendingCount() > 0);
    }

    void replaceEverywhereNamesTheLeftInJson()
    {
        const CliRun run = cli({QStringLiteral("replace"), QStringLiteral("copy.yiqiao"), QStringLiteral("内核"), QStringLiteral("核函数"),
            QStringLiteral("--json")});
        QVERIFY2(run.exitCode == 0, run.err.constData());
        const QJsonObject result = QJsonDocument::fromJson(run.out).object();
        QCOMPARE(result.value(QStringLiteral("leftAlone")).toArray(), QJsonArray({2, 3}));
    }
};

QTEST_GUILESS_MAIN(TstTeamLeaseRule)
#include "tst_teamleaserule.moc"
