// SPDX-FileCopyrightText: 2026 Yiqiao authors
// SPDX-License-Identifier: GPL-3.0-or-later
#include "mt/mtclient.h"

#include <QJsonArray>
#include <QJsonDocument>
#include <QJsonObject>
#include <QNetworkAccessManager>
#include <QNetworkReply>
#include <QNetworkRequest>
#include <QTimer>

namespace {
// The text of choices[0] in an answer or a streamed chunk: delta.content while
// streaming, message.content at once; {} when there is none (a role-only chunk).
QString choiceText(const QJsonObject &object, bool *present = nullptr)
{
    const QJsonObject choice = object.value(QStringLiteral("choices")).toArray().at(0).toObject();
    const QJsonValue delta = choice.value(QStringLiteral("delta")).toObject().value(QStringLiteral("content"));
    const QJsonValue message = choice.value(QStringLiteral("message")).toObject().value(QStringLiteral("content"));
    if (present) {
        *present = delta.isString() || message.isString();
    }
    return delta.isString() ? delta.toString() : message.toString();
}

// What a server says went wrong: error.message, error as a string, or message.
QString serverMessage(const QByteArray &body)
{
    const QJsonObject object = QJsonDocument::fromJson(body).object();
    const QJsonValue error = object.value(QStringLiteral("error"));
    QString message = error.isObject() ? error.toObject().value(QStringLiteral("message")).toString() : error.toString();
    if (message.isEmpty()) {
        message = object.value(QStringLiteral("message")).toString();
    }
    return message.simplified();
}
} // namespace

MtClient::MtClient(QObject *parent)
    : QObject(parent)
    , m_network(new QNetworkAccessManager(this))
    , m_timer(new QTimer(this))
    , m_retryTimer(new QTimer(this))
{
    m_timer->setSingleShot(true);
    m_retryTimer->setSingleShot(true);
    connect(m_timer, &QTimer::timeout, this, &MtClient::onTimeout);
    connect(m_retryTimer, &QTimer::timeout, this, &MtClient::start);
}

MtClient::~MtClient()
{
    stopReply();
}

void MtClient::setTimeouts(int firstByteMs, int idleMs)
{
    m_firstByteMs = firstByteMs;
    m_idleMs = idleMs;
}

void MtClient::setMaxRetries(int retries)
{
    m_maxRetries = qMax(0, retries);
}

bool MtClient::isBusy() const
{
    return m_reply || m_retryTimer->isActive();
}

void MtClient::send(const MtRequest &request)
{
    stopReply();
    m_retryTimer->stop();
    m_request = request;
    m_attempt = 0;
    start();
}

void MtClient::cancel()
{
    if (!isBusy()) {
        return;
    }
    stopReply();
    m_retryTimer->stop();
    Q_EMIT cancelled();
}

void MtClient::start()
{
    QNetworkRequest request(m_request.url);
    request.setHeader(QNetworkRequest::ContentTypeHeader, QStringLiteral("application/json"));
    if (m_request.stream) {
        request.setRawHeader("Accept", "text/event-stream");
    }
    if (!m_request.apiKey.isEmpty()) {
        request.setRawHeader("Authorization", "Bearer " + m_request.apiKey.toUtf8());
    }
    request.setAttribute(QNetworkRequest::RedirectPolicyAttribute, QNetworkRequest::NoLessSafeRedirectPolicy);
    m_buffer.clear();
    m_text.clear();
    m_gotByte = false;
    m_streamed = false;
    m_reply = m_network->post(request, m_request.body());
    connect(m_reply, &QNetworkReply::readyRead, this, &MtClient::onReadyRead);
    connect(m_reply, &QNetworkReply::finished, this, &MtClient::onFinished);
    m_timer->start(m_firstByteMs);
}

void MtClient::onReadyRead()
{
    m_gotByte = true;
    m_timer->start(m_idleMs);
    m_buffer += m_reply->readAll();
    const int status = m_reply->attribute(QNetworkRequest::HttpStatusCodeAttribute).toInt();
    if (status >= 300) {
        return; // an error's body, read when it is complete
    }
    const QString type = m_reply->header(QNetworkRequest::ContentTypeHeader).toString();
    if (type.contains(QLatin1String("text/event-stream")) || m_buffer.startsWith("data:")) {
        m_streamed = true;
        consumeEvents(false);
    }
}

// Reads the complete lines of m_buffer as server-sent events: "data: {chunk}" adds
// its delta to m_text, "data: [DONE]" ends the answer.
void MtClient::consumeEvents(bool atEnd)
{
    const QString before = m_text;
    bool done = false;
    int end;
    while (m_reply && !done && (end = m_buffer.indexOf('\n')) >= 0) {
        const QByteArray line = m_buffer.left(end).trimmed();
        m_buffer.remove(0, end + 1);
        if (!line.startsWith("data:")) {
            continue; // event names, ids, comments, blank separators
        }
        const QByteArray data = line.mid(5).trimmed();
        if (data == "[DONE]") {
            done = true;
            break;
        }
        const QJsonObject chunk = QJsonDocument::fromJson(data).object();
        if (chunk.contains(QStringLiteral("error"))) {
            stopReply();
            fail(tr("The endpoint stopped with an error: %1").arg(serverMessage(data)));
            return;
        }
        m_text += choiceText(chunk);
    }
    if (m_text != before) {
        Q_EMIT partial(m_text);
    }
    if (done || atEnd) {
        stopReply();
        Q_EMIT finished(m_text);
    }
}

void MtClient::onFinished()
{
    if (!m_reply) {
        return;
    }
    m_timer->stop();
    m_buffer += m_reply->readAll();
    const int status = m_reply->attribute(QNetworkRequest::HttpStatusCodeAttribute).toInt();
    const QByteArray retryAfter = m_reply->rawHeader("Retry-After");
    const QString networkError = m_reply->errorString();
    const bool failedToConnect = status == 0 && m_reply->error() != QNetworkReply::NoError;
    if (status == 429 || status == 503) {
        stopReply();
        retryOrFail(retryAfter, errorMessage(status, m_buffer));
    } else if (failedToConnect) {
        stopReply();
        fail(tr("Could not reach the endpoint %1: %2").arg(m_request.url.toString(), networkError));
    } else if (status >= 300) {
        stopReply();
        fail(errorMessage(status, m_buffer));
    } else if (m_streamed || m_buffer.startsWith("data:")) {
        m_streamed = true;
        m_buffer += '\n';
        consumeEvents(true);
    } else {
        finishPlain();
    }
}

void MtClient::finishPlain()
{
    stopReply();
    bool present = false;
    const QJsonObject answer = QJsonDocument::fromJson(m_buffer).object();
    const QString text = choiceText(answer, &present);
    if (!present) {
        const QString error = serverMessage(m_buffer);
        fail(error.isEmpty() ? tr("The endpoint's answer holds no translation (choices[0].message.content).")
                             : tr("The endpoint stopped with an error: %1").arg(error));
        return;
    }
    Q_EMIT finished(text);
}

void MtClient::onTimeout()
{
    const bool gotByte = m_gotByte;
    stopReply();
    fail(gotByte ? tr("The endpoint stopped answering for %1 s; try again.").arg(m_idleMs / 1000.0)
                 : tr("The endpoint did not answer within %1 s; is it running?").arg(m_firstByteMs / 1000.0));
}

void MtClient::retryOrFail(const QByteArray &retryAfter, const QString &message)
{
    if (m_attempt >= m_maxRetries) {
        fail(message);
        return;
    }
    bool isNumber = false;
    int seconds = retryAfter.trimmed().toInt(&isNumber);
    if (!isNumber || seconds < 0) {
        seconds = 1 << m_attempt; // 1, 2, 4 s
    }
    seconds = qMin(seconds, 120);
    ++m_attempt;
    m_retryTimer->start(seconds * 1000);
    Q_EMIT retrying(seconds, m_attempt);
}

void MtClient::fail(const QString &message)
{
    m_retryTimer->stop();
    Q_EMIT failed(message);
}

void MtClient::stopReply()
{
    m_timer->stop();
    if (!m_reply) {
        return;
    }
    QNetworkReply *reply = m_reply;
    m_reply = nullptr;
    reply->disconnect(this);
    reply->abort();
    reply->deleteLater();
}

QString MtClient::errorMessage(int status, const QByteArray &body) const
{
    const QString message = serverMessage(body);
    if (message.isEmpty()) {
        return tr("The endpoint answered HTTP %1.").arg(status);
    }
    return tr("The endpoint answered HTTP %1: %2").arg(status).arg(message);
}
