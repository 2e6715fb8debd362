// SPDX-FileCopyrightText: 2026 Yiqiao authors
// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once

#include "core/fallible.h"
#include "mt/mtsuggestion.h"

#include <QCoreApplication>

class ProjectStore;

// One checked suggestion, synchronously (the CLI, pre-translation): builds the
// request (MtRequestBuilder), sends it with an MtClient in a local event loop, checks
// the answer (MtSuggestionChecker). The project's MtSettings say where; without them
// nothing is sent and suggest() fails.
class MtSuggester : public Fallible
{
    Q_DECLARE_TR_FUNCTIONS(MtSuggester)

public:
    MtSuggester(const ProjectStore &store, qint64 issueId, const QString &apiKey);

    // Timeouts and retries handed to the client (defaults as MtClient's).
    void setTimeouts(int firstByteMs, int idleMs);
    void setMaxRetries(int retries);

    // false with errorString() when the endpoint is not configured, the request could
    // not be built or the endpoint failed; out->request is filled whenever it was built.
    bool suggest(qint64 sourceBlockId, MtSuggestion *out);

private:
    const ProjectStore &m_store;
    qint64 m_issueId;
    QString m_apiKey;
    int m_firstByteMs = 30000;
    int m_idleMs = 30000;
    int m_maxRetries = 3;
};
