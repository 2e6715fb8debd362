// SPDX-FileCopyrightText: 2026 Yiqiao authors
// SPDX-License-Identifier: GPL-3.0-or-later
#include "mt/mtsettings.h"
#include "store/outboxtriggers.h"
#include "tempproject.h"

#include <QSqlQuery>
#include <QTest>

// The endpoint and model of a project: what is refused, where they are kept, and on a
// team working copy the member's own.
class TestMtSettings : public QObject
{
    Q_OBJECT

private:
    TempProject m_project;

    bool makeWorkingCopy()
    {
        QSqlQuery query(m_project.store().database());
        return query.exec(
            QStringLiteral("INSERT INTO team_settings (id, url, login, copy_id) VALUES (1, 'postgresql://h/db', 'li', 'c1')"));
    }

private Q_SLOTS:
    void init() { QVERIFY2(m_project.create().isEmpty(), "project"); }

    void refused_data()
    {
        QTest::addColumn<QString>("url");
        QTest::addColumn<QString>("model");
        QTest::addColumn<QString>("message");
        QTest::newRow("ftp") << QStringLiteral("ftp://example.com/v1") << QStringLiteral("m") << QStringLiteral("http:// or https://");
        QTest::newRow("no host") << QStringLiteral("http:///v1/chat/completions") << QStringLiteral("m")
                                 << QStringLiteral("http:// or https://");
        QTest::newRow("not a URL") << QStringLiteral("localhost:8080") << QStringLiteral("m") << QStringLiteral("http:// or https://");
        QTest::newRow("no model") << QStringLiteral("http://localhost:8080/v1/chat/completions") << QStringLiteral("  ")
                                  << QStringLiteral("--model");
    }

    void refused()
    {
        QFETCH(QString, url);
        QFETCH(QString, model);
        QFETCH(QString, message);
        QString error;
        QVERIFY(!MtSettings::write(m_project.store(), QUrl(url), model, &error));
        QVERIFY2(error.contains(message), qPrintable(error));
        QVERIFY(!MtSettings::read(m_project.store()).isConfigured()); // nothing written
        QCOMPARE(m_project.store().setting(MtSettings::endpointKey(), QStringLiteral("none")), QStringLiteral("none"));
    }

    void kept_data()
    {
        QTest::addColumn<bool>("workingCopy");
        QTest::newRow("a project of one: the shared keys") << false;
        QTest::newRow("a team working copy: the copy's own keys") << true;
    }

    void kept()
    {
        QFETCH(bool, workingCopy);
        QString error;
        const QUrl shared(QStringLiteral("https://api.deepseek.com/chat/completions"));
        QVERIFY2(MtSettings::write(m_project.store(), shared, QStringLiteral("deepseek-chat"), &error), qPrintable(error));
        if (workingCopy) {
            QVERIFY(makeWorkingCopy());
        }
        const QUrl own(QStringLiteral("http://localhost:11434/v1/chat/completions"));
        QVERIFY2(MtSettings::write(m_project.store(), own, QStringLiteral(" qwen2.5:7b "), &error), qPrintable(error));
        const MtSettings read = MtSettings::read(m_project.store());
        QVERIFY(read.isConfigured());
        QCOMPARE(read.endpoint, own);
        QCOMPARE(read.model, QStringLiteral("qwen2.5:7b"));
        // The shared value stays for the team; the copy's own is never queued for it.
        QCOMPARE(m_project.store().setting(MtSettings::endpointKey()), (workingCopy ? shared : own).toString());
        QCOMPARE(m_project.store().setting(OutboxTriggers::localSettingKey(MtSettings::endpointKey())),
            workingCopy ? own.toString() : QString());
        QVERIFY(MtSettings::clear(m_project.store(), &error));
        QVERIFY(!MtSettings::read(m_project.store()).isConfigured()); // off here, whatever the team's
    }
};

QTEST_GUILESS_MAIN(TestMtSettings)
#include "tst_mtsettings.moc"
