// SPDX-FileCopyrightText: 2026 Yiqiao authors
// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once

#include "core/fallible.h"
#include "mt/mtrequest.h"

#include <QCoreApplication>

class ProjectStore;
struct MtSettings;

// Builds the request for one source block of an issue: a Chinese-aware system prompt
// (return only the translation of the block, markdown kept) and a user message that
// carries the block, its neighbours (one before, one after, with their drafts when
// translated), the termbase renderings the block's context selects (as constraints,
// TermSelector as the term pane shows them), the keep-English terms, the best
// translation-memory matches (up to 3, with their score) and the house style.
class MtRequestBuilder : public Fallible
{
    Q_DECLARE_TR_FUNCTIONS(MtRequestBuilder)

public:
    MtRequestBuilder(const ProjectStore &store, qint64 issueId);

    // Fills *out; false with errorString() when the block is not a source block of
    // the issue or the project could not be read.
    bool build(qint64 sourceBlockId, const MtSettings &settings, const QString &apiKey, MtRequest *out);

private:
    const ProjectStore &m_store;
    qint64 m_issueId;
};
