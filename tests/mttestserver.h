// SPDX-FileCopyrightText: 2026 Yiqiao authors
// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once

#include <QByteArray>
#include <QJsonArray>
#include <QJsonDocument>
#include <QJsonObject>
#include <QList>
#include <QMap>
#include <QMutex>
#include <QMutexLocker>
#include <QStringList>
#include <QTcpServer>
#include <QTcpSocket>
#include <QThread>
#include <QTimer>
#include <QUrl>

#include <memory>

// A stand-in OpenAI-compatible chat-completions server for the tests: a QTcpServer on
// 127.0.0.1 in a thread of its own (so that a test may also block on a yiqiao-cli
// process that talks to it), answering POST /v1/chat/completions. Each request takes
// the next scripted reply; when the script is used up the last one is repeated (an
// unscripted server answers "译文"). Every request received is recorded.
//
//   MtTestServer server;               // listening at once; server.url() is the endpoint
//   server.answer("你好");              // JSON, or SSE chunks when the request streams
//   server.stream({"你", "好"});        // SSE chunks (each "data: {...}") and "data: [DONE]"
//   server.error(500, "model exploded"); // HTTP error, body {"error": {"message": ...}}
//   server.rateLimited(1);             // 429 with Retry-After: 1
//   server.slow();                     // never answers (until the client gives up)
//   server.slow("你");                 // headers and one chunk, then nothing
class MtTestServer
{
public:
    struct Received {
        QByteArray method;
        QByteArray path;
        QMap<QByteArray, QByteArray> headers; // names in lower case
        QByteArray body;
        QJsonObject json() const { return QJsonDocument::fromJson(body).object(); }
        // The messages' contents joined, what the model was asked.
        QString prompt() const
        {
            QStringList parts;
            for (const QJsonValue &message : json().value(QStringLiteral("messages")).toArray()) {
                parts.append(message.toObject().value(QStringLiteral("content")).toString());
            }
            return parts.join(QLatin1Char('\n'));
        }
    };

    MtTestServer()
        : m_server(new QTcpServer)
    {
        m_server->moveToThread(&m_thread);
        m_thread.start();
        QMetaObject::invokeMethod(
            m_server,
            [this] {
                QObject::connect(m_server, &QTcpServer::newConnection, m_server, [this] { accept(); });
                m_server->listen(QHostAddress::LocalHost);
                m_port = m_server->serverPort();
            },
            Qt::BlockingQueuedConnection);
    }

    ~MtTestServer()
    {
        QMetaObject::invokeMethod(
            m_server, [this] { delete m_server; }, Qt::BlockingQueuedConnection);
        m_thread.quit();
        m_thread.wait();
    }

    bool isListening() const { return m_port != 0; }
    QUrl url() const { return QUrl(QStringLiteral("http://127.0.0.1:%1/v1/chat/completions").arg(m_port)); }

    void answer(const QString &text) { script({Kind::Answer, 200, {text}, {}, 0}); }
    void stream(const QStringList &chunks) { script({Kind::Stream, 200, chunks, {}, 0}); }
    void error(int status, const QString &message) { script({Kind::Error, status, {}, message, 0}); }
    void rateLimited(int retryAfterSeconds) { script({Kind::Error, 429, {}, QStringLiteral("Rate limit reached"), retryAfterSeconds}); }
    void slow(const QString &firstChunk = {})
    {
        script({Kind::Slow, 200, firstChunk.isEmpty() ? QStringList() : QStringList {firstChunk}, {}, 0});
    }

    QList<Received> requests() const
    {
        QMutexLocker lock(&m_mutex);
        return m_received;
    }
    int requestCount() const { return requests().size(); }

private:
    enum class Kind { Answer, Stream, Error, Slow };
    struct Reply {
        Kind kind;
        int status;
        QStringList chunks;
        QString message;
        int retryAfter;
    };

    void script(const Reply &reply)
    {
        QMutexLocker lock(&m_mutex);
        m_script.append(reply);
    }

    Reply next()
    {
        QMutexLocker lock(&m_mutex);
        if (!m_script.isEmpty()) {
            m_last = m_script.takeFirst();
        }
        return m_last;
    }

    void accept()
    {
        while (QTcpSocket *socket = m_server->nextPendingConnection()) {
            auto buffer = std::make_shared<QByteArray>();
            QObject::connect(socket, &QTcpSocket::disconnected, socket, &QObject::deleteLater);
            QObject::connect(socket, &QTcpSocket::readyRead, socket, [this, socket, buffer] {
                buffer->append(socket->readAll());
                Received request;
                if (parse(*buffer, &request)) {
                    buffer->clear();
                    {
                        QMutexLocker lock(&m_mutex);
                        m_received.append(request);
                    }
                    respond(socket, request, next());
                }
            });
        }
    }

    // A complete request in buffer: its head and a body of Content-Length bytes.
    static bool parse(const QByteArray &buffer, Received *request)
    {
        const int headEnd = buffer.indexOf("\r\n\r\n");
        if (headEnd < 0) {
            return false;
        }
        const QList<QByteArray> lines = buffer.left(headEnd).split('\n');
        const QList<QByteArray> start = lines.value(0).trimmed().split(' ');
        request->method = start.value(0);
        request->path = start.value(1);
        for (int i = 1; i < lines.size(); ++i) {
            const int colon = lines[i].indexOf(':');
            if (colon > 0) {
                request->headers.insert(lines[i].left(colon).trimmed().toLower(), lines[i].mid(colon + 1).trimmed());
            }
        }
        const int length = request->headers.value("content-length").toInt();
        if (buffer.size() < headEnd + 4 + length) {
            return false;
        }
        request->body = buffer.mid(headEnd + 4, length);
        return true;
    }

    static QByteArray reason(int status)
    {
        switch (status) {
        case 200:
            return "OK";
        case 401:
            return "Unauthorized";
        case 429:
            return "Too Many Requests";
        case 500:
            return "Internal Server Error";
        case 503:
            return "Service Unavailable";
        default:
            return "Error";
        }
    }

    static QByteArray head(int status, const QByteArray &type, const QByteArray &extra = {})
    {
        return "HTTP/1.1 " + QByteArray::number(status) + ' ' + reason(status) + "\r\nContent-Type: " + type + "\r\n" + extra
            + "Connection: close\r\n";
    }

    static QByteArray chunkEvent(const QJsonObject &delta)
    {
        const QJsonObject choice {{QStringLiteral("index"), 0}, {QStringLiteral("delta"), delta}};
        const QJsonObject chunk {
            {QStringLiteral("object"), QStringLiteral("chat.completion.chunk")}, {QStringLiteral("choices"), QJsonArray {choice}}};
        return "data: " + QJsonDocument(chunk).toJson(QJsonDocument::Compact) + "\n\n";
    }

    static QByteArray textEvent(const QString &text) { return chunkEvent({{QStringLiteral("content"), text}}); }

    static void sendComplete(QTcpSocket *socket, const QByteArray &head, const QByteArray &body)
    {
        socket->write(head + "Content-Length: " + QByteArray::number(body.size()) + "\r\n\r\n" + body);
        socket->disconnectFromHost();
    }

    // Writes the events one by one, 20 ms apart, so that the client reads them apart.
    static void sendEvents(QTcpSocket *socket, QList<QByteArray> events)
    {
        if (events.isEmpty()) {
            socket->disconnectFromHost();
            return;
        }
        socket->write(events.takeFirst());
        QTimer::singleShot(20, socket, [socket, events] { sendEvents(socket, events); });
    }

    static void respond(QTcpSocket *socket, const Received &request, const Reply &reply)
    {
        const bool streams = request.json().value(QStringLiteral("stream")).toBool();
        if (reply.kind == Kind::Error) {
            const QJsonObject error {{QStringLiteral("message"), reply.message}, {QStringLiteral("type"), QStringLiteral("server_error")}};
            const QByteArray extra = reply.retryAfter > 0 ? "Retry-After: " + QByteArray::number(reply.retryAfter) + "\r\n" : QByteArray();
            sendComplete(socket, head(reply.status, "application/json", extra),
                QJsonDocument(QJsonObject {{QStringLiteral("error"), error}}).toJson(QJsonDocument::Compact));
        } else if (reply.kind == Kind::Slow) {
            if (!reply.chunks.isEmpty()) {
                socket->write(head(200, "text/event-stream") + "\r\n" + textEvent(reply.chunks.first()));
            }
        } else if (reply.kind == Kind::Stream || streams) {
            QStringList chunks = reply.chunks;
            if (reply.kind == Kind::Answer) {
                chunks = thirds(reply.chunks.value(0));
            }
            QList<QByteArray> events {
                head(200, "text/event-stream") + "\r\n" + chunkEvent({{QStringLiteral("role"), QStringLiteral("assistant")}})};
            for (const QString &chunk : chunks) {
                events.append(textEvent(chunk));
            }
            events.append("data: [DONE]\n\n");
            sendEvents(socket, events);
        } else {
            const QJsonObject message {
                {QStringLiteral("role"), QStringLiteral("assistant")}, {QStringLiteral("content"), reply.chunks.value(0)}};
            const QJsonObject choice {{QStringLiteral("index"), 0}, {QStringLiteral("message"), message},
                {QStringLiteral("finish_reason"), QStringLiteral("stop")}};
            const QJsonObject answer {
                {QStringLiteral("object"), QStringLiteral("chat.completion")}, {QStringLiteral("choices"), QJsonArray {choice}}};
            sendComplete(socket, head(200, "application/json"), QJsonDocument(answer).toJson(QJsonDocument::Compact));
        }
    }

    // text in three pieces (fewer when it is shorter), as a model streams it.
    static QStringList thirds(const QString &text)
    {
        QStringList pieces;
        const int size = qMax(1, (text.size() + 2) / 3);
        for (int at = 0; at < text.size(); at += size) {
            pieces.append(text.mid(at, size));
        }
        return pieces;
    }

    QThread m_thread;
    QTcpServer *m_server;
    quint16 m_port = 0;
    mutable QMutex m_mutex;
    QList<Reply> m_script;
    Reply m_last {Kind::Answer, 200, {QStringLiteral("译文")}, {}, 0};
    QList<Received> m_received;
};
