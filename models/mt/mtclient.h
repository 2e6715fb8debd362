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
    QString errorMessage(int status, const QByteArray &body) const;

    QNetworkAccessManager *m_network;
    QTimer *m_timer;
    QTimer *m_retryTimer;
    QPointer<QNetworkReply> m_reply;
    MtRequest m_request;
    QByteArray m_buffer;
    QString m_text;
    bool m_gotByte = false;
    bool m_streamed = false;
    bool m_waitingRetry = false;
    int m_attempt = 0;
    int m_firstByteMs = 30000;
    int m_idleMs = 30000;
    int m_maxRetries = 3;
};
