// SPDX-FileCopyrightText: 2026 Yiqiao authors
// SPDX-License-Identifier: GPL-3.0-or-later
#include "secrets/desktopkeyring.h"
#include "secrets/mtkey.h"

#include <QTest>

// Where the API key comes from: YIQIAO_MT_KEY first; without a session bus there is
// no keyring, and nothing waits for one.
class TestMtKey : public QObject
{
    Q_OBJECT

private:
    const QUrl m_endpoint {QStringLiteral("https://api.deepseek.com/chat/completions")};

private Q_SLOTS:
    void init()
    {
        qunsetenv("DBUS_SESSION_BUS_ADDRESS");
        qunsetenv("XDG_RUNTIME_DIR");
        qunsetenv("YIQIAO_MT_KEY");
    }

    void environmentFirst_data()
    {
        QTest::addColumn<QByteArray>("variable");
        QTest::addColumn<QString>("key");
        QTest::addColumn<int>("source");
        QTest::newRow("set: the key, trimmed") << QByteArray(" sk-env-123\n") << QStringLiteral("sk-env-123")
                                               << int(MtKey::Source::Environment);
        QTest::newRow("unset, no keyring: none") << QByteArray() << QString() << int(MtKey::Source::None);
        QTest::newRow("blank: none") << QByteArray("  ") << QString() << int(MtKey::Source::None);
    }

    void environmentFirst()
    {
        QFETCH(QByteArray, variable);
        QFETCH(QString, key);
        QFETCH(int, source);
        if (!variable.isNull()) {
            qputenv(MtKey::environmentVariable(), variable);
        }
        QCOMPARE(MtKey::find(m_endpoint), key);
        QCOMPARE(int(MtKey::source(m_endpoint)), source);
        QVERIFY(!MtKey::describe(MtKey::Source(source)).isEmpty());
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
