// SPDX-FileCopyrightText: 2026 Yiqiao authors
// SPDX-License-Identifier: GPL-3.0-or-later
#include "pgtestcluster.h"
#include "team/teamserver.h"

#include <QSqlError>
#include <QSqlQuery>
#include <QTest>
#include <QThread>
#include <QUuid>

#include <memory>

// Revisions commit in order: while one writer's revision is not committed, a later
// writer waits (the advisory lock the trigger and push take), so a pull that has seen
// revision N never misses a revision below N that commits afterwards.
class TstTeamServerOrder : public QObject
{
    Q_OBJECT

    PgTestCluster m_pg;

    static TeamRow term()
    {
        TeamRow row;
        row.table = QStringLiteral("terms");
        row.uuid = QUuid::createUuid().toString(QUuid::WithoutBraces);
        row.data = {{QStringLiteral("term"), QStringLiteral("kernel")}};
        return row;
    }

    std::unique_ptr<TeamServer> connectAs(const QString &login)
    {
        auto server = std::make_unique<TeamServer>();
        if (!server->open(*TeamUrl::parse(m_pg.url(login, QStringLiteral("series")), nullptr), m_pg.password(login))) {
            qWarning() << server->errorString();
            return nullptr;
        }
        return server;
    }

private Q_SLOTS:
    void initTestCase()
    {
        QString why;
        if (!PgTestCluster::available(&why)) {
            QSKIP(qPrintable(why));
        }
        QVERIFY2(m_pg.init(), qPrintable(m_pg.errorString()));
        QVERIFY(m_pg.createLogin(QStringLiteral("lead"), QStringLiteral("lead-pw"), QStringLiteral("CREATEROLE")));
        QVERIFY(m_pg.createLogin(QStringLiteral("anna"), QStringLiteral("anna-pw")));
        QVERIFY(m_pg.createLogin(QStringLiteral("bo"), QStringLiteral("bo-pw")));
        QVERIFY(m_pg.createDatabase(QStringLiteral("series"), QStringLiteral("lead")));
        auto lead = connectAs(QStringLiteral("lead"));
        QVERIFY(lead && lead->publish(QStringLiteral("Series")));
        QVERIFY(lead->addMember(QStringLiteral("anna"), QStringLiteral("translator")));
        QVERIFY(lead->addMember(QStringLiteral("bo"), QStringLiteral("translator")));
    }

    void laterWriterWaitsForTheEarlierOne()
    {
        // Bo writes a revision and keeps his transaction open (as a slow push would).
        QSqlDatabase slow = QSqlDatabase::addDatabase(QStringLiteral("QPSQL"), QStringLiteral("slow"));
        slow.setHostName(QStringLiteral("127.0.0.1"));
        slow.setPort(m_pg.port());
        slow.setDatabaseName(QStringLiteral("series"));
        slow.setUserName(QStringLiteral("bo"));
        slow.setPassword(m_pg.password(QStringLiteral("bo")));
        QVERIFY2(slow.open(), qPrintable(slow.lastError().text()));
        QVERIFY(slow.transaction());
        const TeamRow bosRow = term();
        QSqlQuery query(slow);
        query.prepare(QStringLiteral("SELECT rev FROM yiqiao.push_rows(?::jsonb)"));
        query.addBindValue(QStringLiteral(
            "[{\"tbl\": \"terms\", \"uuid\": \"%1\", \"issue\": \"\", \"data\": {}, \"deleted\": \"false\", \"base_rev\": \"0\"}]")
                               .arg(bosRow.uuid));
        QVERIFY2(query.exec() && query.next(), qPrintable(query.lastError().text()));
        const qint64 bosRev = query.value(0).toLongLong();
        QVERIFY(bosRev > 0);
        query.finish();

        // Anna pushes meanwhile, from her own thread: she waits for Bo.
        qint64 annasRev = 0;
        QString annasError;
        std::unique_ptr<QThread> anna(QThread::create([this, &annasRev, &annasError] {
            auto server = connectAs(QStringLiteral("anna"));
            QList<TeamPushResult> results;
            if (server && server->push({term()}, &results) && results.size() == 1) {
                annasRev = results.at(0).rev;
            } else {
                annasError = server ? server->errorString() : QStringLiteral("no connection");
            }
        }));
        anna->start();
        QString waiting;
        QTRY_VERIFY_WITH_TIMEOUT(
            (m_pg.psql(QStringLiteral("postgres"),
                 QStringLiteral("SELECT count(*) FROM pg_stat_activity WHERE usename = 'anna' AND wait_event_type = 'Lock';"), {},
                 &waiting),
                waiting == QLatin1String("1")),
            20000);

        // A pull now sees neither: not Bo's (uncommitted), not Anna's (not written).
        auto reader = connectAs(QStringLiteral("lead"));
        QList<TeamRow> rows;
        qint64 head = 0;
        QVERIFY(reader->pull(0, 1000, &rows, &head));
        QVERIFY(head < bosRev);

        QVERIFY(slow.commit());
        QVERIFY(anna->wait(30000));
        QVERIFY2(annasError.isEmpty(), qPrintable(annasError));
        QVERIFY(annasRev > bosRev);
        // The pull after it gets both, in order: nothing was skipped.
        QVERIFY(reader->pull(head, 1000, &rows, &head));
        QCOMPARE(rows.size(), 2);
        QCOMPARE(rows.at(0).rev, bosRev);
        QCOMPARE(rows.at(1).rev, annasRev);
        QCOMPARE(rows.at(0).author, QStringLiteral("bo"));
        QCOMPARE(rows.at(1).author, QStringLiteral("anna"));
        slow.close();
        slow = QSqlDatabase();
        QSqlDatabase::removeDatabase(QStringLiteral("slow"));
    }
};

QTEST_GUILESS_MAIN(TstTeamServerOrder)
#include "tst_teamserverorder.moc"
