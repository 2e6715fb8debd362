// SPDX-FileCopyrightText: 2026 Yiqiao authors
// SPDX-License-Identifier: GPL-3.0-or-later
#include "mt/mtrequest.h"

#include <QJsonDocument>
#include <QJsonObject>

namespace {
QJsonObject bodyObject(const MtRequest &request)
{
    QJsonObject body;
    body.insert(QStringLiteral("model"), request.model);
    body.insert(QStringLiteral("messages"), request.messages);
    body.insert(QStringLiteral("stream"), request.stream);
    body.insert(QStringLiteral("temperature"), 0.2);
    return body;
}

// The key as shown: its first four characters when it is long enough that they give
// nothing away, the rest masked.
QString masked(const QString &key)
{
    return (key.size() >= 16 ? key.left(4) : QString()) + QStringLiteral("…");
}

QJsonObject headers(const MtRequest &request)
{
    QJsonObject headers;
    headers.insert(QStringLiteral("Content-Type"), QStringLiteral("application/json"));
    if (request.stream) {
        headers.insert(QStringLiteral("Accept"), QStringLiteral("text/event-stream"));
    }
    if (!request.apiKey.isEmpty()) {
        headers.insert(QStringLiteral("Authorization"), QStringLiteral("Bearer ") + masked(request.apiKey));
    }
    return headers;
}
} // namespace

QByteArray MtRequest::body() const
{
    return QJsonDocument(bodyObject(*this)).toJson(QJsonDocument::Compact);
}

QString MtRequest::display() const
{
    QString text = QStringLiteral("POST ") + url.toString() + QLatin1Char('\n');
    const QJsonObject head = headers(*this);
    for (auto it = head.constBegin(); it != head.constEnd(); ++it) {
        text += it.key() + QStringLiteral(": ") + it.value().toString() + QLatin1Char('\n');
    }
    text += QLatin1Char('\n') + QString::fromUtf8(QJsonDocument(bodyObject(*this)).toJson(QJsonDocument::Indented));
    return text;
}

QJsonObject MtRequest::toJson() const
{
    QJsonObject json;
    json.insert(QStringLiteral("method"), QStringLiteral("POST"));
    json.insert(QStringLiteral("url"), url.toString());
    json.insert(QStringLiteral("headers"), headers(*this));
    json.insert(QStringLiteral("body"), bodyObject(*this));
    json.insert(QStringLiteral("constraints"), QJsonArray::fromStringList(constraints));
    return json;
}
