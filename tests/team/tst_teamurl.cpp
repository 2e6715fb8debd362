// SPDX-FileCopyrightText: 2026 Yiqiao authors
// SPDX-License-Identifier: GPL-3.0-or-later
#include "team/teamurl.h"

#include <QTest>

class TstTeamUrl : public QObject
{
    Q_OBJECT
private Q_SLOTS:
    void parse_data()
    {
        QTest::addColumn<QString>("text");
        QTest::addColumn<QString>("user");
        QTest::addColumn<QString>("host");
        QTest::addColumn<int>("port");
        QTest::addColumn<QString>("database");
        QTest::addColumn<QString>("options");
        QTest::addColumn<QString>("canonical"); // toString()

        QTest::newRow("full") << QStringLiteral("postgresql://anna@db.example.org:6543/series") << QStringLiteral("anna")
                              << QStringLiteral("db.example.org") << 6543 << QStringLiteral("series") << QString()
                              << QStringLiteral("postgresql://anna@db.example.org:6543/series");
        QTest::newRow("postgres scheme, default port")
            << QStringLiteral("postgres://anna@host/series") << QStringLiteral("anna") << QStringLiteral("host") << 5432
            << QStringLiteral("series") << QString() << QStringLiteral("postgresql://anna@host:5432/series");
        QTest::newRow("scheme in capitals, spaces around")
            << QStringLiteral("  POSTGRESQL://anna@host/series\n") << QStringLiteral("anna") << QStringLiteral("host") << 5432
            << QStringLiteral("series") << QString() << QStringLiteral("postgresql://anna@host:5432/series");
        QTest::newRow("ipv6") << QStringLiteral("postgresql://anna@[::1]:5433/series") << QStringLiteral("anna") << QStringLiteral("::1")
                              << 5433 << QStringLiteral("series") << QString() << QStringLiteral("postgresql://anna@[::1]:5433/series");
        QTest::newRow("unix socket folder as host")
            << QStringLiteral("postgresql://anna@%2Fvar%2Frun%2Fpostgresql/series") << QStringLiteral("anna")
            << QStringLiteral("/var/run/postgresql") << 5432 << QStringLiteral("series") << QString()
            << QStringLiteral("postgresql://anna@%2Fvar%2Frun%2Fpostgresql:5432/series");
        QTest::newRow("socket folder in host option")
            << QStringLiteral("postgresql://anna@/series?host=/tmp/pg") << QStringLiteral("anna") << QStringLiteral("/tmp/pg") << 5432
            << QStringLiteral("series") << QString() << QStringLiteral("postgresql://anna@%2Ftmp%2Fpg:5432/series");
        QTest::newRow("percent-encoded names") << QStringLiteral("postgresql://%E5%BC%A0%E4%B8%89@host/yi%20qiao") << QStringLiteral("张三")
                                               << QStringLiteral("host") << 5432 << QStringLiteral("yi qiao") << QString()
                                               << QStringLiteral("postgresql://%E5%BC%A0%E4%B8%89@host:5432/yi%20qiao");
        QTest::newRow("user and dbname as options")
            << QStringLiteral("postgresql://host:7000?user=anna&dbname=series") << QStringLiteral("anna") << QStringLiteral("host") << 7000
            << QStringLiteral("series") << QString() << QStringLiteral("postgresql://anna@host:7000/series");
        QTest::newRow("tls options, in a fixed order")
            << QStringLiteral("postgresql://anna@host/series?sslrootcert=/etc/ca.pem&sslmode=verify-full") << QStringLiteral("anna")
            << QStringLiteral("host") << 5432 << QStringLiteral("series") << QStringLiteral("sslmode=verify-full;sslrootcert=/etc/ca.pem")
            << QStringLiteral("postgresql://anna@host:5432/series?sslmode=verify-full&sslrootcert=/etc/ca.pem");
        QTest::newRow("client certificate, timeout, name")
            << QStringLiteral("postgresql://anna@host/series?sslcert=/c.pem&sslkey=/k.pem&connect_timeout=3&application_name=yiqiao")
            << QStringLiteral("anna") << QStringLiteral("host") << 5432 << QStringLiteral("series")
            << QStringLiteral("sslcert=/c.pem;sslkey=/k.pem;connect_timeout=3;application_name=yiqiao")
            << QStringLiteral("postgresql://anna@host:5432/series?sslcert=/c.pem&sslkey=/k.pem&connect_timeout=3&application_name=yiqiao");
        QTest::newRow("option with a space and a quote is quoted for libpq")
            << QStringLiteral("postgresql://anna@host/series?sslrootcert=/my%20certs/it's.pem") << QStringLiteral("anna")
            << QStringLiteral("host") << 5432 << QStringLiteral("series") << QStringLiteral("sslrootcert='/my certs/it\\'s.pem'")
            << QStringLiteral("postgresql://anna@host:5432/series?sslrootcert=/my%20certs/it%27s.pem");
        QTest::newRow("option value that tries to add a conninfo key stays one value")
            << QStringLiteral("postgresql://anna@host/series?application_name=x%20host=evil") << QStringLiteral("anna")
            << QStringLiteral("host") << 5432 << QStringLiteral("series") << QStringLiteral("application_name='x host=evil'")
            << QStringLiteral("postgresql://anna@host:5432/series?application_name=x%20host%3Devil");
    }

    void parse()
    {
        QFETCH(QString, text);
        QString error;
        const std::optional<TeamUrl> url = TeamUrl::parse(text, &error);
        QVERIFY2(url, qPrintable(error));
        QTEST(url->user, "user");
        QTEST(url->host, "host");
        QTEST(url->port, "port");
        QTEST(url->database, "database");
        QTEST(url->options, "options");
        QTEST(url->toString(), "canonical");
        // The canonical form parses to the same URL.
        const std::optional<TeamUrl> again = TeamUrl::parse(url->toString(), &error);
        QVERIFY2(again, qPrintable(error));
        QCOMPARE(again->toString(), url->toString());
        QCOMPARE(again->options, url->options);
    }

    void refused_data()
    {
        QTest::addColumn<QString>("text");
        QTest::addColumn<QString>("expected"); // a word the message contains

        QTest::newRow("empty") << QString() << QStringLiteral("URL");
        QTest::newRow("another scheme") << QStringLiteral("mysql://anna@host/series") << QStringLiteral("URL");
        QTest::newRow("no scheme") << QStringLiteral("anna@host/series") << QStringLiteral("URL");
        QTest::newRow("password in the user part") << QStringLiteral("postgresql://anna:secret@host/series") << QStringLiteral("password");
        QTest::newRow("empty password") << QStringLiteral("postgresql://anna:@host/series") << QStringLiteral("password");
        QTest::newRow("password option") << QStringLiteral("postgresql://anna@host/series?password=secret") << QStringLiteral("password");
        QTest::newRow("unknown option") << QStringLiteral("postgresql://anna@host/series?options=-c%20role%3Dlead")
                                        << QStringLiteral("options");
        QTest::newRow("passfile option") << QStringLiteral("postgresql://anna@host/series?passfile=/x") << QStringLiteral("passfile");
        QTest::newRow("bad sslmode") << QStringLiteral("postgresql://anna@host/series?sslmode=maybe") << QStringLiteral("sslmode");
        QTest::newRow("semicolon in an option")
            << QStringLiteral("postgresql://anna@host/series?sslrootcert=/a;sslmode=disable") << QStringLiteral("';'");
        QTest::newRow("timeout not a number") << QStringLiteral("postgresql://anna@host/series?connect_timeout=soon")
                                              << QStringLiteral("connect_timeout");
        QTest::newRow("option without value") << QStringLiteral("postgresql://anna@host/series?sslmode") << QStringLiteral("name=value");
        QTest::newRow("no user") << QStringLiteral("postgresql://host/series") << QStringLiteral("user");
        QTest::newRow("no database") << QStringLiteral("postgresql://anna@host") << QStringLiteral("database");
        QTest::newRow("empty database") << QStringLiteral("postgresql://anna@host/") << QStringLiteral("database");
        QTest::newRow("port not a number") << QStringLiteral("postgresql://anna@host:port/series") << QStringLiteral("port");
        QTest::newRow("port out of range") << QStringLiteral("postgresql://anna@host:70000/series") << QStringLiteral("port");
        QTest::newRow("several hosts") << QStringLiteral("postgresql://anna@a:5432,b:5432/series") << QStringLiteral("several");
        QTest::newRow("unclosed ipv6") << QStringLiteral("postgresql://anna@[::1/series") << QStringLiteral("host");
        QTest::newRow("control character encoded") << QStringLiteral("postgresql://anna%0A@host/series") << QStringLiteral("user");
        QTest::newRow("not utf-8") << QStringLiteral("postgresql://anna@host/%FF") << QStringLiteral("database");
        QTest::newRow("fragment") << QStringLiteral("postgresql://anna@host/series#x") << QStringLiteral("URL");
        QTest::newRow("user longer than 63") << QStringLiteral("postgresql://%1@host/series").arg(QString(64, QLatin1Char('a')))
                                             << QStringLiteral("63");
    }

    void refused()
    {
        QFETCH(QString, text);
        QFETCH(QString, expected);
        QString error;
        QVERIFY(!TeamUrl::parse(text, &error));
        QVERIFY2(error.contains(expected), qPrintable(error));
        QVERIFY(!error.contains(QLatin1Char('\n')));
        QVERIFY2(!error.contains(QLatin1String("secret")), qPrintable(error));
    }
};

QTEST_GUILESS_MAIN(TstTeamUrl)
#include "tst_teamurl.moc"
