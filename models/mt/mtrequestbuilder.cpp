// SPDX-FileCopyrightText: 2026 Yiqiao authors
// SPDX-License-Identifier: GPL-3.0-or-later
#include "mt/mtrequestbuilder.h"

#include "mt/mtsettings.h"
#include "store/projectstore.h"

MtRequestBuilder::MtRequestBuilder(const ProjectStore &store, qint64 issueId)
    : m_store(store)
    , m_issueId(issueId)
{
}

bool MtRequestBuilder::build(qint64 sourceBlockId, const MtSettings &settings, const QString &apiKey, MtRequest *out)
{
    m_error.clear();
    Q_UNUSED(sourceBlockId)
    out->url = settings.endpoint;
    out->model = settings.model;
    out->apiKey = apiKey;
    return true;
}
