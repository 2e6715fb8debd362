// SPDX-FileCopyrightText: 2026 Yiqiao authors
// SPDX-License-Identifier: GPL-3.0-or-later
#include "clirunner.h"
#include "mtproject.h"
#include "mttestserver.h"

#include <QFile>
#include <QFileInfo>
#include <QJsonArray>
#include <QJsonDocument>
#include <QJsonObject>
#include <QSqlDatabase>
#include <QSqlError>
#include <QSqlQuery>
#include <QTemporaryDir>
#include <QTest>

// yiqiao-cli mt config and mt suggest as processes, against the tests' own
// chat-completions server.
class TestCliMt : public QObject
{
    Q_OBJECT

private:
    MtProject m_project;
    // The user's settings folder (XDG_CONFIG_HOME): where the endpoints a user chose
    // are trusted with YIQIAO_MT_KEY. Another user's is another folder.
    QTemporaryDir m_config;
    QString m_configHome = m_config.path();

    // The CLI with English messages, the key in YIQIAO_MT_KEY (for the origin of
    // trusted in YIQIAO_MT_ENDPOINT, when given) and no desktop keyring (no session
    // bus), as on a server; input on stdin.
    CliRun mt(const QStringList &arguments, const QString &key = QStringLiteral("sk-cli-key-4242424242"), const QUrl &trusted = QUrl(),
        const QByteArray &input = QByteArray())
    {
        QProcessEnvironment env = QProcessEnvironment::systemEnvironment();
        env.insert(QStringLiteral("LANG"), QStringLiteral("C"));
        env.insert(QStringLiteral("LC_ALL"), QStringLiteral("C.UTF-8"));
        env.remove(QStringLiteral("LANGUAGE"));
        env.remove(QStringLiteral("LC_MESSAGES"));
        env.remove(QStringLiteral("DBUS_SESSION_BUS_ADDRESS"));
        env.remove(QStringLiteral("XDG_RUNTIME_DIR"));
        env.insert(QStringLiteral("XDG_CONFIG_HOME"), m_configHome);
        if (key.isEmpty()) {
            env.remove(QStringLiteral("YIQIAO_MT_KEY"));
        } else {
            env.insert(QStringLiteral("YIQIAO_MT_KEY"), key);
        }
        if (trusted.isEmpty()) {
            env.remove(QStringLiteral("YIQIAO_MT_ENDPOINT"));
        } else {
            env.insert(QStringLiteral("YIQIAO_MT_ENDPOINT"), trusted.toString());
        }
        return CliRun::program(QStringLiteral(YIQIAO_CLI), QStringList {QStringLiteral("mt")} + arguments, env, QString(), 20000, input);
    }

    QStringList suggestArguments(int index) const
    {
        return {QStringLiteral("suggest"), m_project.path(), QStringLiteral("--issue"), QStringLiteral("1"), QStringLiteral("--block"),
            QString::number(m_project.sourceId(index))};
    }

    bool configure(const QUrl &endpoint)
    {
        return mt({QStringLiteral("config"), m_project.path(), QStringLiteral("--endpoint"), endpoint.toString(), QStringLiteral("--model"),
                      QStringLiteral("qwen2.5-7b-instruct")})
                   .exitCode
            == 0;
    }

private Q_SLOTS:
    void init()
    {
        QVERIFY2(m_project.create(), qPrintable(m_project.error()));
        m_project.close();
    }

    void configStoresAndPrints()
    {
        MtTestServer server;
        const CliRun set = mt({QStringLiteral("config"), m_project.path(), QStringLiteral("--endpoint"), server.url().toString(),
                                  QStringLiteral("--model"), QStringLiteral("deepseek-chat")},
            QStringLiteral("sk-cli-key-4242424242"), server.url());
        QVERIFY2(set.exitCode == 0, set.err.constData());
        QVERIFY(set.out.contains(server.url().toEncoded()));
        QVERIFY(set.out.contains("Model: deepseek-chat"));
        QVERIFY(set.out.contains("Key: from the environment variable YIQIAO_MT_KEY"));
        QVERIFY(!set.out.contains("sk-cli-key-4242424242"));
        const CliRun shown = mt({QStringLiteral("config"), m_project.path(), QStringLiteral("--json")}, QString());
        QVERIFY2(shown.exitCode == 0, shown.err.constData());
        const QJsonObject json = QJsonDocument::fromJson(shown.out).object();
        QCOMPARE(json.value(QStringLiteral("endpoint")).toString(), server.url().toString());
        QCOMPARE(json.value(QStringLiteral("model")).toString(), QStringLiteral("deepseek-chat"));
        QCOMPARE(json.value(QStringLiteral("key")).toString(), QStringLiteral("none")); // no variable, no keyring here
        // One of the two: the other stays.
        const CliRun model = mt({QStringLiteral("config"), m_project.path(), QStringLiteral("--model"), QStringLiteral("qwen-plus")});
        QVERIFY2(model.exitCode == 0, model.err.constData());
        QVERIFY(model.out.contains(server.url().toEncoded()));
        QVERIFY(model.out.contains("Model: qwen-plus"));
        // --clear: off again, nothing is sent.
        const CliRun cleared = mt({QStringLiteral("config"), m_project.path(), QStringLiteral("--clear")});
        QVERIFY2(cleared.exitCode == 0, cleared.err.constData());
        QVERIFY(cleared.out.contains("No machine-translation endpoint is configured"));
        const CliRun refused = mt(suggestArguments(MtProject::OsKernel));
        QCOMPARE(refused.exitCode, 1);
        QVERIFY(refused.err.contains("No machine-translation endpoint is configured"));
        QCOMPARE(server.requestCount(), 0); // configuring sends nothing
    }

    void suggestJson()
    {
        MtTestServer server;
        server.answer(QStringLiteral("核心负责调度进程。"));
        QVERIFY(configure(server.url()));
        const CliRun run =
            mt(suggestArguments(MtProject::OsKernel) << QStringLiteral("--json"), QStringLiteral("sk-cli-key-4242424242"), server.url());
        QVERIFY2(run.exitCode == 0, run.err.constData()); // findings are output, not failure
        const QJsonObject json = QJsonDocument::fromJson(run.out).object();
        QCOMPARE(json.value(QStringLiteral("suggestion")).toString(), QStringLiteral("核心负责调度进程。"));
        QStringList checks;
        for (const QJsonValue &finding : json.value(QStringLiteral("findings")).toArray()) {
            checks.append(finding.toObject().value(QStringLiteral("check")).toString());
        }
        QVERIFY2(checks.contains(QStringLiteral("term.forbidden")), run.out.constData());
        const QJsonObject request = json.value(QStringLiteral("request")).toObject();
        QCOMPARE(request.value(QStringLiteral("url")).toString(), server.url().toString());
        QVERIFY(request.value(QStringLiteral("constraints")).toArray().contains(QStringLiteral("kernel → 内核")));
        QCOMPARE(request.value(QStringLiteral("headers")).toObject().value(QStringLiteral("Authorization")).toString(),
            QStringLiteral("Bearer sk-c…"));
        QVERIFY(!run.out.contains("sk-cli-key-4242424242"));
        // What the server got: the key, and the constraint in the prompt.
        QCOMPARE(server.requestCount(), 1);
        const MtTestServer::Received sent = server.requests().at(0);
        QCOMPARE(sent.headers.value("authorization"), QByteArray("Bearer sk-cli-key-4242424242"));
        QVERIFY(sent.prompt().contains(QStringLiteral("kernel → 内核")));
        QCOMPARE(sent.json(), request.value(QStringLiteral("body")).toObject());
    }

    void suggestText()
    {
        MtTestServer server;
        server.answer(QStringLiteral("上面的CUDA核函数把两个向量相加，参见[指南](https://docs.nvidia.com/cuda/)和`add<<<1, 256>>>`。"));
        QVERIFY(configure(server.url()));
        const CliRun run = mt(suggestArguments(MtProject::CudaKernel), QString());
        QVERIFY2(run.exitCode == 0, run.err.constData());
        const QString out = QString::fromUtf8(run.out);
        QVERIFY2(out.startsWith(
                     QStringLiteral("Suggestion for source block %1:\n上面的CUDA核函数").arg(m_project.sourceId(MtProject::CudaKernel))),
            run.out.constData());
        QVERIFY(out.contains(QStringLiteral("\nRequest sent:\nPOST ") + server.url().toString()));
        QVERIFY(out.contains(QStringLiteral("kernel → CUDA核函数")));
        QVERIFY(!out.contains(QStringLiteral("Authorization"))); // no key: none sent
        QVERIFY(!server.requests().at(0).headers.contains("authorization"));
    }

    void failures_data()
    {
        QTest::addColumn<QString>("script");
        QTest::addColumn<int>("exitCode");
        QTest::addColumn<QString>("message");
        QTest::newRow("HTTP 500: exit 1 with the server's message")
            << QStringLiteral("500") << 1 << QStringLiteral("HTTP 500: model exploded");
        QTest::newRow("no endpoint configured: exit 1")
            << QStringLiteral("unconfigured") << 1 << QStringLiteral("No machine-translation endpoint");
        QTest::newRow("no such source block: exit 1") << QStringLiteral("block") << 1 << QStringLiteral("has no source block 987654");
        QTest::newRow("--block not a number: exit 2") << QStringLiteral("usage") << 2 << QStringLiteral("--block takes a source block id");
        QTest::newRow("an endpoint that is no http URL: exit 2") << QStringLiteral("ftp") << 2 << QStringLiteral("http:// or https://");
        QTest::newRow("an unknown action: exit 2") << QStringLiteral("action") << 2 << QStringLiteral("mt needs config or suggest");
        QTest::newRow("an invalid URL, quoted as typed: exit 2")
            << QStringLiteral("invalid") << 2 << QStringLiteral("not 'http://[::1:8080/v1'");
        QTest::newRow("a password in the URL: exit 2") << QStringLiteral("password") << 2 << QStringLiteral("user name or password");
        QTest::newRow("--clear with --key-from-stdin: exit 2") << QStringLiteral("clearkey") << 2 << QStringLiteral("--clear takes no");
        QTest::newRow("--key-from-stdin without a keyring: exit 1, YIQIAO_MT_KEY suggested") << QStringLiteral(
            "keyring") << 1 << QStringLiteral("no desktop keyring here; set the key in the environment variable YIQIAO_MT_KEY");
    }

    void failures()
    {
        QFETCH(QString, script);
        QFETCH(int, exitCode);
        QFETCH(QString, message);
        MtTestServer server;
        server.error(500, QStringLiteral("model exploded"));
        QStringList arguments = suggestArguments(MtProject::OsKernel);
        if (script == QLatin1String("unconfigured")) {
            const QString folder = QFileInfo(m_project.path()).absolutePath();
            QVERIFY(CliRun::newProjectWithIssue(folder, QStringLiteral("q.yiqiao"), 1, "Hello.\n", "你好。\n").isEmpty());
            arguments = QStringList {QStringLiteral("suggest"), QDir(folder).filePath(QStringLiteral("q.yiqiao")),
                QStringLiteral("--issue"), QStringLiteral("1"), QStringLiteral("--block"), QStringLiteral("1")};
        } else {
            QVERIFY(configure(server.url()));
        }
        if (script == QLatin1String("block")) {
            arguments.last() = QStringLiteral("987654");
        } else if (script == QLatin1String("usage")) {
            arguments.last() = QStringLiteral("abc");
        } else if (script == QLatin1String("ftp")) {
            arguments = QStringList {QStringLiteral("config"), m_project.path(), QStringLiteral("--endpoint"),
                QStringLiteral("ftp://example.com/x"), QStringLiteral("--model"), QStringLiteral("m")};
        } else if (script == QLatin1String("action")) {
            arguments = QStringList {QStringLiteral("translate"), m_project.path()};
        } else if (script == QLatin1String("invalid") || script == QLatin1String("password") || script == QLatin1String("keyring")) {
            const QString url = script == QLatin1String("invalid") ? QStringLiteral("http://[::1:8080/v1")
                : script == QLatin1String("password")              ? QStringLiteral("https://li:s3cret@api.example.com/v1/chat/completions")
                                                                   : QStringLiteral("https://api.example.com/v1/chat/completions");
            arguments = QStringList {QStringLiteral("config"), m_project.path(), QStringLiteral("--endpoint"), url,
                QStringLiteral("--model"), QStringLiteral("m")};
            if (script == QLatin1String("keyring")) {
                arguments.append(QStringLiteral("--key-from-stdin"));
            }
        } else if (script == QLatin1String("clearkey")) {
            arguments =
                QStringList {QStringLiteral("config"), m_project.path(), QStringLiteral("--clear"), QStringLiteral("--key-from-stdin")};
        }
        const CliRun run = mt(arguments, QStringLiteral("sk-cli-key-4242424242"), server.url(), "sk-stdin-99999999\n");
        QCOMPARE(run.exitCode, exitCode);
        QVERIFY2(QString::fromUtf8(run.err).contains(message), run.err.constData());
        QCOMPARE(QString::fromUtf8(run.err).trimmed().count(QLatin1Char('\n')), 0); // one line
        QCOMPARE(server.requestCount(), script == QLatin1String("500") ? 1 : 0);
        if (run.exitCode != 0 && arguments.first() == QLatin1String("config")) { // refused: the endpoint stays
            const CliRun shown = mt({QStringLiteral("config"), m_project.path()});
            QVERIFY(shown.out.contains(server.url().toEncoded()));
        }
    }

    // Checks that could not run: the suggestion still comes (exit 0), and says so
    // instead of "No findings.".
    void suggestUncheckedSaysSo()
    {
        MtTestServer server;
        server.answer(QStringLiteral("内核负责调度进程。"));
        QVERIFY(configure(server.url()));
        {
            QSqlDatabase db = QSqlDatabase::addDatabase(QStringLiteral("QSQLITE"), QStringLiteral("break"));
            db.setDatabaseName(m_project.path());
            QVERIFY(db.open());
            QSqlQuery query(db);
            QVERIFY2(query.exec(QStringLiteral("DROP TABLE qa_rules")), qPrintable(query.lastError().text()));
        }
        QSqlDatabase::removeDatabase(QStringLiteral("break"));
        const CliRun run = mt(suggestArguments(MtProject::OsKernel));
        QVERIFY2(run.exitCode == 0, run.err.constData() + run.err.indexOf('\n') + 1); // past the notice of the withheld key
        const QString out = QString::fromUtf8(run.out);
        QVERIFY2(out.contains(QStringLiteral("内核负责调度进程。")), run.out.constData());
        QVERIFY2(out.contains(QStringLiteral("error\tmt.unchecked\tThe checks did not run: ")), run.out.constData());
        QVERIFY(!out.contains(QStringLiteral("No findings.")));
    }

    // YIQIAO_MT_KEY is not sent to an endpoint the project file names: the server gets
    // no key, and mt config and mt suggest say why and how to send it.
    void keyWithheldFromTheProjectsEndpoint()
    {
        MtTestServer server;
        server.answer(QStringLiteral("内核负责调度进程。"));
        // Set by someone else (the project file came from them): not trusted here.
        QTemporaryDir otherUser;
        m_configHome = otherUser.path();
        QVERIFY(configure(server.url()));
        m_configHome = m_config.path();
        const QString origin = QStringLiteral("http://127.0.0.1:%1").arg(server.url().port());
        const CliRun shown = mt({QStringLiteral("config"), m_project.path()});
        QVERIFY2(shown.exitCode == 0, shown.err.constData());
        QVERIFY2(shown.out.contains("Key: none\nYIQIAO_MT_KEY is not sent"), shown.out.constData());
        QVERIFY2(
            QString::fromUtf8(shown.out).contains(QStringLiteral("YIQIAO_MT_KEY is not sent to %1").arg(origin)), shown.out.constData());
        QVERIFY(QString::fromUtf8(shown.out).contains(QStringLiteral("YIQIAO_MT_ENDPOINT=%1").arg(origin)));
        const CliRun json = mt({QStringLiteral("config"), m_project.path(), QStringLiteral("--json")});
        QVERIFY(!QJsonDocument::fromJson(json.out).object().value(QStringLiteral("keyWithheld")).toString().isEmpty());
        const CliRun run = mt(suggestArguments(MtProject::OsKernel));
        QCOMPARE(run.exitCode, 0);
        QVERIFY2(run.err.contains("YIQIAO_MT_KEY is not sent"), run.err.constData());
        QCOMPARE(server.requestCount(), 1);
        QVERIFY(!server.requests().at(0).headers.contains("authorization"));
        // Named in YIQIAO_MT_ENDPOINT: sent.
        const CliRun trusted = mt(suggestArguments(MtProject::OsKernel), QStringLiteral("sk-cli-key-4242424242"), QUrl(origin));
        QCOMPARE(trusted.exitCode, 0);
        QVERIFY(trusted.err.isEmpty());
        QCOMPARE(server.requests().at(1).headers.value("authorization"), QByteArray("Bearer sk-cli-key-4242424242"));
    }

    // The plain way: YIQIAO_MT_KEY set, the endpoint set by this user with mt config,
    // no YIQIAO_MT_ENDPOINT: the key is sent.
    void keySentToTheEndpointTheUserSet()
    {
        MtTestServer server;
        server.answer(QStringLiteral("内核负责调度进程。"));
        QVERIFY(configure(server.url()));
        const CliRun shown = mt({QStringLiteral("config"), m_project.path()});
        QVERIFY2(!shown.out.contains("not sent"), shown.out.constData());
        const CliRun run = mt(suggestArguments(MtProject::OsKernel));
        QCOMPARE(run.exitCode, 0);
        QVERIFY2(!run.err.contains("not sent"), run.err.constData());
        QCOMPARE(server.requestCount(), 1);
        QCOMPARE(server.requests().at(0).headers.value("authorization"), QByteArray("Bearer sk-cli-key-4242424242"));
    }

    // After every way of configuring, the project file holds no key and no
    // credentials: its bytes (and any journal's) are searched.
    void projectFileHoldsNoSecrets()
    {
        MtTestServer server;
        const QString key = QStringLiteral("sk-cli-key-4242424242");
        QVERIFY(configure(server.url()));
        mt({QStringLiteral("config"), m_project.path(), QStringLiteral("--endpoint"),
               QStringLiteral("https://li:pw-s3cret@api.example.com/v1/chat/completions"), QStringLiteral("--model"), QStringLiteral("m")},
            key, server.url());
        mt({QStringLiteral("config"), m_project.path(), QStringLiteral("--endpoint"),
               QStringLiteral("https://api.example.com/v1/chat/completions?api-key=q-s3cret"), QStringLiteral("--model"),
               QStringLiteral("m")},
            key, server.url());
        mt({QStringLiteral("config"), m_project.path(), QStringLiteral("--model"), QStringLiteral("model-kept-here"),
               QStringLiteral("--key-from-stdin")},
            key, server.url(), "sk-stdin-99999999\n");
        mt({QStringLiteral("config"), m_project.path(), QStringLiteral("--model"), QStringLiteral("model-kept-here")}, key, server.url());
        QByteArray bytes;
        for (const QString &suffix : {QString(), QStringLiteral("-wal"), QStringLiteral("-journal")}) {
            QFile file(m_project.path() + suffix);
            if (file.open(QIODevice::ReadOnly)) {
                bytes += file.readAll();
            }
        }
        QVERIFY(bytes.contains("model-kept-here")); // the search finds what is stored
        QVERIFY(bytes.contains(server.url().toEncoded()));
        for (const QByteArray &secret : {QByteArray("sk-cli-key-4242424242"), QByteArray("pw-s3cret"), QByteArray("q-s3cret"),
                 QByteArray("sk-stdin-99999999"), QByteArray("Bearer")}) {
            QVERIFY2(!bytes.contains(secret), secret.constData());
        }
    }
};

QTEST_GUILESS_MAIN(TestCliMt)
#include "tst_cli_mt.moc"
