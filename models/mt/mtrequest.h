// SPDX-FileCopyrightText: 2026 Yiqiao authors
// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once

#include <QByteArray>
#include <QJsonArray>
#include <QJsonObject>
#include <QString>
#include <QStringList>
#include <QUrl>

// One chat-completions request as MtClient sends it: POST url with the messages, the
// model and whether to stream; the key (if any) as a Bearer token.
struct MtRequest {
    QUrl url;
    QString model;
    QString apiKey; // empty: no Authorization header (a local llama.cpp needs none)
    QJsonArray messages; // {"role": "system"|"user", "content": ...}
    bool stream = true;
    // The term renderings the request requires ("source → rendering"), for showing
    // and asserting what was asked.
    QStringList constraints;
    // The source block's text, as the request carries it (for showing what is asked).
    QString sourceText;

    // The JSON body sent: {"model", "messages", "stream", "temperature"}.
    QByteArray body() const;
    // The exact request as sent, for the user: method and URL (without a user name or
    // password), headers with the key masked, the JSON body pretty-printed.
    QString display() const;
    // The request as JSON for `mt suggest --json`: url, model, headers (key masked),
    // body.
    QJsonObject toJson() const;
};
