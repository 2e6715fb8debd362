// SPDX-FileCopyrightText: 2026 Yiqiao authors
// SPDX-License-Identifier: GPL-3.0-or-later
#include "mt/mtsuggester.h"

#include "store/projectstore.h"

MtSuggester::MtSuggester(const ProjectStore &store, qint64 issueId, const QString &apiKey)
    : m_store(store)
    , m_issueId(issueId)
    , m_apiKey(apiKey)
{
}

void MtSuggester::setTimeouts(int firstByteMs, int idleMs)
{
    m_firstByteMs = firstByteMs;
    m_idleMs = idleMs;
}

void MtSuggester::setMaxRetries(int retries)
{
    m_maxRetries = retries;
}

bool MtSuggester::suggest(qint64 sourceBlockId, MtSuggestion *out)
{
    Q_UNUSED(sourceBlockId)
    Q_UNUSED(out)
    return fail(tr("Machine suggestions are not available yet."));
}
