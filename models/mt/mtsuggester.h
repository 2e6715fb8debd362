// SPDX-FileCopyrightText: 2026 Yiqiao authors
// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once

#include "core/fallible.h"
#include "mt/mtsuggestion.h"

#include <QCoreApplication>

#include <functional>
#include <memory>

class MtRequestBuilder;
class ProjectStore;

// One checked suggestion, synchronously (the CLI, pre-translation): builds the
// request (MtRequestBuilder, kept for the next blocks), sends it with an MtClient in a
// local event loop, cleans the answer (cleanAnswer) and checks it
// (MtSuggestionChecker). The project's MtSettings say where; without them nothing is
// sent and suggest() fails.
class MtSuggester : public Fallible
{
    Q_DECLARE_TR_FUNCTIONS(MtSuggester)

public:
    MtSuggester(ProjectStore &store, qint64 issueId, const QString &apiKey);
    ~MtSuggester();

    // Timeouts and retries handed to the client (defaults as MtClient's).
    void setTimeouts(int firstByteMs, int idleMs);
    void setMaxRetries(int retries);
    // Told when the endpoint asked to wait (429, 503) before the next attempt.
    void setRetryNotice(std::function<void(int seconds, int attempt)> notice);

    // false with errorString() when the endpoint is not configured, the request could
    // not be built or the endpoint failed; out->request is filled whenever it was built.
    bool suggest(qint64 sourceBlockId, MtSuggestion *out);

    // The translation in a model's answer: a reasoning model's leading <think>…</think>
    // dropped, a code fence the whole answer was wrapped in removed (unless the block
    // itself is a code block: sourceIsCode), surrounding blank lines and spaces trimmed
    // (of a code block only the blank lines before it and the whitespace after it).
    static QString cleanAnswer(const QString &answer, bool sourceIsCode = false);

private:
    bool send(const MtRequest &request, QString *text);

    ProjectStore &m_store;
    qint64 m_issueId;
    QString m_apiKey;
    int m_firstByteMs = 30000;
    int m_idleMs = 30000;
    int m_maxRetries = 3;
    std::function<void(int, int)> m_retryNotice;
    std::unique_ptr<MtRequestBuilder> m_builder;
};
