// SPDX-FileCopyrightText: 2026 Yiqiao authors
// SPDX-License-Identifier: GPL-3.0-or-later
#include "mt/mtclient.h"
#include "mttestserver.h"

#include <QJsonArray>
#include <QSignalSpy>
#include <QTcpServer>
#include <QTest>

#include <functional>

// MtClient against the tests' own chat-completions server: plain and streamed
// answers, errors, 429 with Retry-After, cancelling, timeouts.
class TestMtClient : public QObject
{
    Q_OBJECT

private:
    static MtRequest request(const QUrl &url, bool stream)
    {
        MtRequest request;
        request.url = url;
        request.model = QStringLiteral("qwen2.5-7b");
        request.apiKey = QStringLiteral("sk-test-1234");
        request.stream = stream;
        request.messages.append(QJsonObject {
            {QStringLiteral("role"), QStringLiteral("user")}, {QStringLiteral("content"), QStringLiteral("Translate: hello")}});
        return request;
    }

private Q_SLOTS:
    void answers_data()
    {
        QTest::addColumn<bool>("stream");
        QTest::addColumn<QStringList>("chunks");
        QTest::addColumn<QString>("text");
        QTest::addColumn<int>("partials");
        QTest::newRow("plain answer, message.content at once") << false << QStringList() << QStringLiteral("你好，世界") << 0;
        QTest::newRow("streamed chunks, delta.content grows by partials")
            << true << QStringList {QStringLiteral("你好"), QStringLiteral("，"), QStringLiteral("`vLLM` 世界")}
            << QStringLiteral("你好，`vLLM` 世界") << 3;
        QTest::newRow("streamed answer of a server asked to stream") << true << QStringList() << QStringLiteral("流式的译文") << 3;
    }

    void answers()
    {
        QFETCH(bool, stream);
        QFETCH(QStringList, chunks);
        QFETCH(QString, text);
        QFETCH(int, partials);
        MtTestServer server;
        QVERIFY(server.isListening());
        if (chunks.isEmpty()) {
            server.answer(text);
        } else {
            server.stream(chunks);
        }
        MtClient client;
        QSignalSpy partial(&client, &MtClient::partial);
        QSignalSpy finished(&client, &MtClient::finished);
        QSignalSpy failed(&client, &MtClient::failed);
        client.send(request(server.url(), stream));
        QVERIFY(client.isBusy());
        QTRY_COMPARE_WITH_TIMEOUT(finished.size(), 1, 5000);
        QCOMPARE(finished.at(0).at(0).toString(), text);
        QCOMPARE(failed.size(), 0);
        QCOMPARE(partial.size(), partials);
        if (partials > 0) {
            QCOMPARE(partial.last().at(0).toString(), text);
            QVERIFY(partial.first().at(0).toString().size() < text.size());
        }
        QVERIFY(!client.isBusy());
        const MtTestServer::Received sent = server.requests().value(0);
        QCOMPARE(sent.method, QByteArray("POST"));
        QCOMPARE(sent.path, QByteArray("/v1/chat/completions"));
        QCOMPARE(sent.headers.value("authorization"), QByteArray("Bearer sk-test-1234"));
        QCOMPARE(sent.json().value(QStringLiteral("model")).toString(), QStringLiteral("qwen2.5-7b"));
        QCOMPARE(sent.json().value(QStringLiteral("stream")).toBool(), stream);
        QCOMPARE(sent.prompt(), QStringLiteral("Translate: hello"));
    }

    void noKeyNoAuthorization()
    {
        MtTestServer server;
        MtClient client;
        QSignalSpy finished(&client, &MtClient::finished);
        MtRequest plain = request(server.url(), false);
        plain.apiKey.clear();
        client.send(plain);
        QTRY_COMPARE_WITH_TIMEOUT(finished.size(), 1, 5000);
        QVERIFY(!server.requests().value(0).headers.contains("authorization"));
    }

    void failures_data()
    {
        QTest::addColumn<QString>("script");
        QTest::addColumn<QStringList>("expected");
        QTest::newRow("HTTP 500, the server's error.message in the line")
            << QStringLiteral("error") << QStringList {QStringLiteral("500"), QStringLiteral("model exploded")};
        QTest::newRow("429 without retries left")
            << QStringLiteral("rate") << QStringList {QStringLiteral("429"), QStringLiteral("Rate limit reached")};
        QTest::newRow("no first byte within the timeout")
            << QStringLiteral("silent") << QStringList {QStringLiteral("did not answer within 0.3 s")};
        QTest::newRow("stalled stream, idle timeout")
            << QStringLiteral("stall") << QStringList {QStringLiteral("stopped answering for 0.3 s")};
        QTest::newRow("nothing listening") << QStringLiteral("closed") << QStringList {QStringLiteral("Could not reach the endpoint")};
    }

    void failures()
    {
        QFETCH(QString, script);
        QFETCH(QStringList, expected);
        MtTestServer server;
        QUrl url = server.url();
        if (script == QLatin1String("error")) {
            server.error(500, QStringLiteral("model exploded"));
        } else if (script == QLatin1String("rate")) {
            server.rateLimited(1);
        } else if (script == QLatin1String("silent")) {
            server.slow();
        } else if (script == QLatin1String("stall")) {
            server.slow(QStringLiteral("你"));
        } else {
            QTcpServer closed;
            QVERIFY(closed.listen(QHostAddress::LocalHost));
            url.setPort(closed.serverPort());
        } // the port is closed again here
        MtClient client;
        client.setTimeouts(300, 300);
        client.setMaxRetries(0);
        QSignalSpy failed(&client, &MtClient::failed);
        QSignalSpy finished(&client, &MtClient::finished);
        QSignalSpy retrying(&client, &MtClient::retrying);
        client.send(request(url, true));
        QTRY_COMPARE_WITH_TIMEOUT(failed.size(), 1, 5000);
        const QString message = failed.at(0).at(0).toString();
        for (const QString &part : expected) {
            QVERIFY2(message.contains(part), qPrintable(message));
        }
        QVERIFY(!message.contains(QLatin1Char('\n')));
        QCOMPARE(finished.size(), 0);
        QCOMPARE(retrying.size(), 0);
        QVERIFY(!client.isBusy());
    }

    void rateLimitedThenAnswered_data()
    {
        QTest::addColumn<int>("status");
        QTest::addColumn<int>("retryAfter");
        QTest::addColumn<int>("seconds");
        QTest::newRow("429 with Retry-After: 2, honoured") << 429 << 2 << 2;
        QTest::newRow("503 without Retry-After, backoff from 1 s") << 503 << 0 << 1;
    }

    void rateLimitedThenAnswered()
    {
        QFETCH(int, status);
        QFETCH(int, retryAfter);
        QFETCH(int, seconds);
        MtTestServer server;
        if (status == 429) {
            server.rateLimited(retryAfter);
        } else {
            server.error(status, QStringLiteral("overloaded"));
        }
        server.answer(QStringLiteral("稍后的译文"));
        MtClient client;
        QSignalSpy retrying(&client, &MtClient::retrying);
        QSignalSpy finished(&client, &MtClient::finished);
        QSignalSpy failed(&client, &MtClient::failed);
        client.send(request(server.url(), false));
        QTRY_COMPARE_WITH_TIMEOUT(retrying.size(), 1, 3000);
        QCOMPARE(retrying.at(0).at(0).toInt(), seconds);
        QCOMPARE(retrying.at(0).at(1).toInt(), 1); // the first retry
        QVERIFY(client.isBusy()); // waiting counts as busy
        QCOMPARE(finished.size(), 0);
        QTRY_COMPARE_WITH_TIMEOUT(finished.size(), 1, seconds * 1000 + 3000);
        QCOMPARE(finished.at(0).at(0).toString(), QStringLiteral("稍后的译文"));
        QCOMPARE(server.requestCount(), 2);
        QCOMPARE(server.requests().at(1).body, server.requests().at(0).body);
        QCOMPARE(failed.size(), 0);
    }

    void slowAnswerCancelled_data()
    {
        QTest::addColumn<QString>("firstChunk");
        QTest::newRow("before the first byte") << QString();
        QTest::newRow("in the middle of a stream") << QStringLiteral("部分");
    }

    void slowAnswerCancelled()
    {
        QFETCH(QString, firstChunk);
        MtTestServer server;
        server.slow(firstChunk);
        MtClient client;
        QSignalSpy cancelled(&client, &MtClient::cancelled);
        QSignalSpy failed(&client, &MtClient::failed);
        QSignalSpy finished(&client, &MtClient::finished);
        QSignalSpy partial(&client, &MtClient::partial);
        client.send(request(server.url(), true));
        QTRY_COMPARE_WITH_TIMEOUT(server.requestCount(), 1, 3000);
        if (!firstChunk.isEmpty()) {
            QTRY_COMPARE_WITH_TIMEOUT(partial.size(), 1, 3000);
            QCOMPARE(partial.at(0).at(0).toString(), firstChunk);
        }
        QVERIFY(client.isBusy());
        client.cancel();
        QCOMPARE(cancelled.size(), 1);
        QVERIFY(!client.isBusy());
        QCOMPARE(failed.size(), 0);
        QCOMPARE(finished.size(), 0);
        client.cancel(); // nothing running: no second signal
        QCOMPARE(cancelled.size(), 1);
    }

    void cancelWhileWaitingToRetry()
    {
        MtTestServer server;
        server.rateLimited(1);
        MtClient client;
        QSignalSpy retrying(&client, &MtClient::retrying);
        QSignalSpy cancelled(&client, &MtClient::cancelled);
        QSignalSpy finished(&client, &MtClient::finished);
        client.send(request(server.url(), false));
        QTRY_COMPARE_WITH_TIMEOUT(retrying.size(), 1, 3000);
        client.cancel();
        QCOMPARE(cancelled.size(), 1);
        QVERIFY(!client.isBusy());
        QVERIFY(!finished.wait(1500)); // past the Retry-After second: no retry answered
        QCOMPARE(server.requestCount(), 1);
    }
};

QTEST_GUILESS_MAIN(TestMtClient)
#include "tst_mtclient.moc"
