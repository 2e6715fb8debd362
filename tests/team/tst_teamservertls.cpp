// SPDX-FileCopyrightText: 2026 Yiqiao authors
// SPDX-License-Identifier: GPL-3.0-or-later
#include "pgtestcluster.h"
#include "team/teamserver.h"

#include <QProcess>
#include <QStandardPaths>
#include <QTemporaryDir>
#include <QTest>

// TeamServer over TLS with sslmode=verify-full: a test CA signs the server's
// certificate for "localhost"; the connection is verified against it, and refused
// with another CA or another host name.
class TstTeamServerTls : public QObject
{
    Q_OBJECT

    PgTestCluster m_pg;
    QTemporaryDir m_certs;

    bool openssl(const QStringList &args)
    {
        QProcess process;
        process.setWorkingDirectory(m_certs.path());
        process.start(QStringLiteral("openssl"), args);
        if (!process.waitForFinished(60000) || process.exitCode() != 0) {
            qWarning() << process.readAllStandardError();
            return false;
        }
        return true;
    }

    // A self-signed CA named name (name.pem, name.key).
    bool makeCa(const QString &name)
    {
        return openssl({QStringLiteral("req"), QStringLiteral("-x509"), QStringLiteral("-newkey"), QStringLiteral("rsa:2048"),
            QStringLiteral("-nodes"), QStringLiteral("-keyout"), name + QStringLiteral(".key"), QStringLiteral("-out"),
            name + QStringLiteral(".pem"), QStringLiteral("-days"), QStringLiteral("2"), QStringLiteral("-subj"),
            QStringLiteral("/CN=Yiqiao test ") + name});
    }

    QString path(const QString &name) const { return m_certs.filePath(name); }

    // anna's URL with verify-full against caFile, to host.
    QString url(const QString &host, const QString &caFile) const
    {
        return QStringLiteral("postgresql://anna@%1:%2/series?sslmode=verify-full&sslrootcert=%3").arg(host).arg(m_pg.port()).arg(caFile);
    }

private Q_SLOTS:
    void initTestCase()
    {
        QString why;
        if (!PgTestCluster::available(&why)) {
            QSKIP(qPrintable(why));
        }
        if (QStandardPaths::findExecutable(QStringLiteral("openssl")).isEmpty()) {
            QSKIP("openssl is not installed");
        }
        QVERIFY(m_certs.isValid());
        QVERIFY(makeCa(QStringLiteral("ca")));
        QVERIFY(makeCa(QStringLiteral("other")));
        QFile ext(path(QStringLiteral("server.ext")));
        QVERIFY(ext.open(QIODevice::WriteOnly));
        ext.write("subjectAltName=DNS:localhost\n");
        ext.close();
        QVERIFY(openssl({QStringLiteral("req"), QStringLiteral("-newkey"), QStringLiteral("rsa:2048"), QStringLiteral("-nodes"),
            QStringLiteral("-keyout"), QStringLiteral("server.key"), QStringLiteral("-out"), QStringLiteral("server.csr"),
            QStringLiteral("-subj"), QStringLiteral("/CN=localhost")}));
        QVERIFY(openssl({QStringLiteral("x509"), QStringLiteral("-req"), QStringLiteral("-in"), QStringLiteral("server.csr"),
            QStringLiteral("-CA"), QStringLiteral("ca.pem"), QStringLiteral("-CAkey"), QStringLiteral("ca.key"),
            QStringLiteral("-CAcreateserial"), QStringLiteral("-out"), QStringLiteral("server.pem"), QStringLiteral("-days"),
            QStringLiteral("2"), QStringLiteral("-extfile"), QStringLiteral("server.ext")}));
        QVERIFY2(m_pg.init(), qPrintable(m_pg.errorString()));
        QVERIFY2(m_pg.enableTls(path(QStringLiteral("server.pem")), path(QStringLiteral("server.key"))), qPrintable(m_pg.errorString()));
        QVERIFY(m_pg.createLogin(QStringLiteral("anna"), QStringLiteral("anna-pw")));
        QVERIFY(m_pg.createDatabase(QStringLiteral("series")));
    }

    void verifyFull()
    {
        TeamServer server;
        const std::optional<TeamUrl> parsed = TeamUrl::parse(url(QStringLiteral("localhost"), path(QStringLiteral("ca.pem"))), nullptr);
        QVERIFY(parsed);
        QVERIFY2(server.open(*parsed, QStringLiteral("anna-pw")), qPrintable(server.errorString()));
        QVERIFY(!server.isPublished());
        QString out;
        QVERIFY(m_pg.psql(QStringLiteral("postgres"),
            QStringLiteral("SELECT count(*) FROM pg_stat_ssl s JOIN pg_stat_activity a USING (pid) WHERE s.ssl AND a.usename = 'anna';"),
            {}, &out));
        QCOMPARE(out, QStringLiteral("1"));
    }

    void refused_data()
    {
        QTest::addColumn<QString>("host");
        QTest::addColumn<QString>("ca");
        QTest::addColumn<QString>("expected");
        QTest::newRow("a certificate of another CA")
            << QStringLiteral("localhost") << QStringLiteral("other.pem") << QStringLiteral("certificate");
        QTest::newRow("another host name than the certificate's")
            << QStringLiteral("127.0.0.1") << QStringLiteral("ca.pem") << QStringLiteral("127.0.0.1");
        QTest::newRow("no CA file") << QStringLiteral("localhost") << QStringLiteral("missing.pem") << QStringLiteral("missing.pem");
    }

    void refused()
    {
        QFETCH(QString, host);
        QFETCH(QString, ca);
        QFETCH(QString, expected);
        TeamServer server;
        const std::optional<TeamUrl> parsed = TeamUrl::parse(url(host, path(ca)), nullptr);
        QVERIFY(parsed);
        QVERIFY(!server.open(*parsed, QStringLiteral("anna-pw")));
        QVERIFY2(server.errorString().contains(QLatin1String("cannot be reached")), qPrintable(server.errorString()));
        QVERIFY2(server.errorString().contains(expected), qPrintable(server.errorString()));
        QVERIFY(!server.errorString().contains(QLatin1Char('\n')));
    }
};

QTEST_GUILESS_MAIN(TstTeamServerTls)
#include "tst_teamservertls.moc"
