// SPDX-FileCopyrightText: 2026 Yiqiao authors
// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once

#include "core/fallible.h"
#include "draft/blockrecord.h"
#include "mt/mtrequest.h"

#include <QCoreApplication>
#include <QStringList>

#include <memory>

class ProjectStore;
class TermMatcher;
class TranslationMemory;
struct MtSettings;

// Builds the request for one source block of an issue: a Chinese-aware system prompt
// (return only the translation of the block, markdown kept) and a user message that
// carries the block, its neighbours (one before, one after, with their drafts when
// translated), the termbase renderings the block's context selects (as constraints,
// TermSuggestion/TermSelector, what the term pane shows), the keep-English terms and
// forbidden renderings, the best translation-memory matches (up to 3, with their
// score) and the house style (MtStyleText). The issue, the termbase and the memory
// are read on the first build and kept for the next ones (pre-translating an issue).
class MtRequestBuilder : public Fallible
{
    Q_DECLARE_TR_FUNCTIONS(MtRequestBuilder)

public:
    static constexpr int MemoryMatches = 3;
    static constexpr int MemoryMinScore = 60;

    MtRequestBuilder(ProjectStore &store, qint64 issueId);
    ~MtRequestBuilder();

    // Fills *out; false with errorString() when the block is not a source block of
    // the issue or the project could not be read.
    bool build(qint64 sourceBlockId, const MtSettings &settings, const QString &apiKey, MtRequest *out);

    // What every request tells the model first.
    static QString systemPrompt();

private:
    bool load();
    int indexOf(qint64 sourceBlockId) const;
    QStringList termSections(int index, QStringList *constraints) const;
    bool usedBefore(int term, int index) const;
    QString memorySection(int index) const;
    QString styleSection() const;
    QString neighbourSection(int index, const QString &title) const;
    QString draftOf(int index) const;

    ProjectStore &m_store;
    qint64 m_issueId;
    bool m_loaded = false;
    QList<BlockRecord> m_sources;
    QList<BlockRecord> m_targets;
    QStringList m_tags;
    QString m_document;
    QStringList m_style;
    std::unique_ptr<TermMatcher> m_matcher;
    std::unique_ptr<TranslationMemory> m_memory;
};
