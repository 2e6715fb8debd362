// SPDX-FileCopyrightText: 2026 Yiqiao authors
// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once

#include "mt/mtrequest.h"

#include <QObject>
#include <QPointer>

class QNetworkAccessManager;
class QNetworkReply;
class QTimer;

// Sends one MtRequest at a time to an OpenAI-compatible chat-completions endpoint
// (QNetworkAccessManager, no SDK). A streamed answer (server-sent events, each
// "data: {...}" chunk's choices[0].delta.content) is reported as it grows by
// partial(); a plain one (choices[0].message.content) at once. The first byte must
// come within firstByteMs and the answer may not stall longer than idleMs, else
// failed(). 429 and 503 are retried after Retry-After seconds (else 1, 2, 4 s) up to
// maxRetries times, each announced by retrying(). Every failure is one translated line.
// Only a whole answer is finished(): a stream must end with "data: [DONE]" or a
// finish_reason; a connection broken off (at any status), finish_reason "length"
// (cut at the model's limit) or "content_filter" fail. A redirect to another origin
// is not followed (the key would go with it). After cancel() or send() from a slot,
// nothing more of the old request is emitted.
class MtClient : public QObject
{
    Q_OBJECT

public:
    explicit MtClient(QObject *parent = nullptr);
    ~MtClient() override;

    // Starts request; one at a time (a running one is cancelled first, silently).
    void send(const MtRequest &request);
    // Stops the running request; emits cancelled() when there was one.
    void cancel();
    bool isBusy() const;

    void setTimeouts(int firstByteMs, int idleMs);
    void setMaxRetries(int retries);

Q_SIGNALS:
    void partial(const QString &textSoFar);
    void finished(const QString &text);
    void failed(const QString &message);
    void retrying(int seconds, int attempt);
    void cancelled();

private:
    void start();
    void onReadyRead();
    void onFinished();
    void onTimeout();
    void finishPlain();
    void consumeEvents(bool atEnd);
    void retryOrFail(const QByteArray &retryAfter, const QString &message);
    void fail(const QString &message);
    void stopReply();
    void finishStream(bool atEnd);
    QString errorMessage(int status, const QByteArray &body) const;
    QString redirectMessage() const;
    static QString cutOffMessage(const QString &finishReason);

    QNetworkAccessManager *m_network;
    QTimer *m_timer;
    QTimer *m_retryTimer;
    QPointer<QNetworkReply> m_reply;
    MtRequest m_request;
    QByteArray m_buffer;
    QString m_text;
    QString m_finishReason; // of the stream so far
    quint64 m_generation = 0; // one more at each start and stop: stale emits are not followed
    bool m_gotByte = false;
    bool m_streamed = false;
    bool m_waitingRetry = false;
    int m_attempt = 0;
    int m_firstByteMs = 30000;
    int m_idleMs = 30000;
    int m_maxRetries = 3;
};
