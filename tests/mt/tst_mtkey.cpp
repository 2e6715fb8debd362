// SPDX-FileCopyrightText: 2026 Yiqiao authors
// SPDX-License-Identifier: GPL-3.0-or-later
#include "secrets/desktopkeyring.h"
#include "secrets/mtkey.h"

#include <QSettings>
#include <QStandardPaths>
#include <QTest>

// Where the API key comes from: YIQIAO_MT_KEY, only to the endpoint it belongs to;
// without a session bus there is no keyring, and nothing waits for one.
class TestMtKey : public QObject
{
    Q_OBJECT

private:
    const QUrl m_endpoint {QStringLiteral("https://api.deepseek.com/chat/completions")};

private Q_SLOTS:
    void initTestCase()
    {
        QStandardPaths::setTestModeEnabled(true); // trust() writes the user's settings
    }

    void init()
    {
        QSettings().clear();
        qunsetenv("DBUS_SESSION_BUS_ADDRESS");
        qunsetenv("XDG_RUNTIME_DIR");
        qunsetenv("YIQIAO_MT_KEY");
        qunsetenv("YIQIAO_MT_ENDPOINT");
    }

    void environmentVariableWithoutKeyring_data()
    {
        QTest::addColumn<QByteArray>("variable");
        QTest::addColumn<QString>("key");
        QTest::addColumn<int>("source");
        QTest::newRow("set: the key, trimmed") << QByteArray(" sk-env-123\n") << QStringLiteral("sk-env-123")
                                               << int(MtKey::Source::Environment);
        QTest::newRow("unset, no keyring: none") << QByteArray() << QString() << int(MtKey::Source::None);
        QTest::newRow("blank: none") << QByteArray("  ") << QString() << int(MtKey::Source::None);
    }

    void environmentVariableWithoutKeyring()
    {
        QFETCH(QByteArray, variable);
        QFETCH(QString, key);
        QFETCH(int, source);
        if (!variable.isNull()) {
            qputenv(MtKey::environmentVariable(), variable);
        }
        qputenv(MtKey::endpointVariable(), "https://api.deepseek.com");
        QCOMPARE(MtKey::find(m_endpoint), key);
        QCOMPARE(int(MtKey::source(m_endpoint)), source);
        QVERIFY(!MtKey::describe(MtKey::Source(source)).isEmpty());
        QCOMPARE(MtKey::withheld(m_endpoint, false), QString());
    }

    // YIQIAO_MT_KEY goes to the origin YIQIAO_MT_ENDPOINT names, or without it to the
    // user's own endpoint; never to whatever a project file names.
    void environmentKeyOnlyWhereItBelongs_data()
    {
        QTest::addColumn<QString>("endpoint");
        QTest::addColumn<bool>("own");
        QTest::addColumn<QByteArray>("named");
        QTest::addColumn<bool>("sent");
        QTest::addColumn<QString>("why");
        const QString deepseek = QStringLiteral("https://api.deepseek.com/chat/completions");
        QTest::newRow("the copy's own endpoint, no YIQIAO_MT_ENDPOINT: sent") << deepseek << true << QByteArray() << true << QString();
        QTest::newRow("the project file's endpoint, no YIQIAO_MT_ENDPOINT: withheld")
            << QStringLiteral("https://evil.example.net/v1/chat/completions") << false << QByteArray() << false
            << QStringLiteral("YIQIAO_MT_ENDPOINT=https://evil.example.net");
        QTest::newRow("YIQIAO_MT_ENDPOINT names its origin: sent")
            << deepseek << false << QByteArray("https://api.deepseek.com") << true << QString();
        QTest::newRow("YIQIAO_MT_ENDPOINT with the default port and a path: sent")
            << deepseek << false << QByteArray("https://API.deepseek.com:443/v1") << true << QString();
        QTest::newRow("YIQIAO_MT_ENDPOINT names another host: withheld, also from the own endpoint")
            << deepseek << true << QByteArray("https://dashscope.aliyuncs.com") << false << QStringLiteral("another address");
        QTest::newRow("http where YIQIAO_MT_ENDPOINT says https: withheld")
            << QStringLiteral("http://api.deepseek.com/chat/completions") << false << QByteArray("https://api.deepseek.com") << false
            << QStringLiteral("another address");
        QTest::newRow("no endpoint chosen yet, YIQIAO_MT_ENDPOINT set: the key for that one")
            << QString() << false << QByteArray("https://api.deepseek.com") << true << QString();
        QTest::newRow("another port: withheld") << QStringLiteral("http://localhost:8081/v1/chat/completions") << false
                                                << QByteArray("http://localhost:8080") << false << QStringLiteral("another address");
    }

    void environmentKeyOnlyWhereItBelongs()
    {
        QFETCH(QString, endpoint);
        QFETCH(bool, own);
        QFETCH(QByteArray, named);
        QFETCH(bool, sent);
        QFETCH(QString, why);
        qputenv(MtKey::environmentVariable(), "sk-env-123");
        if (!named.isEmpty()) {
            qputenv(MtKey::endpointVariable(), named);
        }
        const QUrl url(endpoint);
        QCOMPARE(MtKey::find(url, own), sent ? QStringLiteral("sk-env-123") : QString());
        QCOMPARE(int(MtKey::source(url, own)), int(sent ? MtKey::Source::Environment : MtKey::Source::None));
        const QString withheld = MtKey::withheld(url, own);
        QCOMPARE(withheld.isEmpty(), sent);
        QVERIFY2(withheld.contains(why), qPrintable(withheld));
        QVERIFY(!withheld.contains(QStringLiteral("sk-env-123")));
        if (!own) { // the old call is the safe one: a project's endpoint
            QCOMPARE(MtKey::find(url), MtKey::find(url, false));
        }
    }

    // An endpoint this user chose here (mt config --endpoint, the settings dialog) is
    // trusted with YIQIAO_MT_KEY, in every project; another origin is not.
    void trustedEndpointGetsTheEnvironmentKey()
    {
        qputenv(MtKey::environmentVariable(), "sk-env-123");
        const QUrl other(QStringLiteral("https://evil.example.net/v1/chat/completions"));
        QCOMPARE(MtKey::find(m_endpoint, false), QString());
        MtKey::trust(m_endpoint);
        QVERIFY(MtKey::isTrusted(QUrl(QStringLiteral("https://API.deepseek.com:443/other/path"))));
        QCOMPARE(MtKey::find(m_endpoint, false), QStringLiteral("sk-env-123"));
        QCOMPARE(MtKey::withheld(m_endpoint, false), QString());
        QCOMPARE(MtKey::find(other, false), QString());
        QVERIFY(!MtKey::withheld(other, false).isEmpty());
        QVERIFY(!MtKey::isTrusted(QUrl(QStringLiteral("http://api.deepseek.com/chat/completions"))));
        // YIQIAO_MT_ENDPOINT, when set, is the only origin.
        qputenv(MtKey::endpointVariable(), "https://dashscope.aliyuncs.com");
        QCOMPARE(MtKey::find(m_endpoint, false), QString());
    }

    void noKeyringWithoutSessionBus()
    {
        QVERIFY(!DesktopKeyring::available());
        QString error;
        QVERIFY(!MtKey::remember(m_endpoint, QStringLiteral("sk-1"), &error));
        QVERIFY2(error.contains(QStringLiteral("YIQIAO_MT_KEY")), qPrintable(error));
        QCOMPARE(DesktopKeyring::read(QStringLiteral("Yiqiao machine translation"), m_endpoint.toString()), QString());
    }
};

QTEST_GUILESS_MAIN(TestMtKey)
#include "tst_mtkey.moc"
