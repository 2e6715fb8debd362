// SPDX-FileCopyrightText: 2026 Yiqiao authors
// SPDX-License-Identifier: GPL-3.0-or-later
#include "mt/machinepretranslator.h"

#include "draft/blockstatus.h"
#include "draft/draftsession.h"
#include "draft/drafttext.h"
#include "draft/revisionrepository.h"
#include "markdown/inlinemarkup.h"
#include "mt/mtsuggester.h"
#include "store/issuerepository.h"
#include "store/projectstore.h"
#include "tm/pretranslator.h"

#include <QHash>

namespace {
// As Pretranslator takes a memory's match: no carriage returns, no line break after.
QString blockText(const QString &stored)
{
    QString text = DraftText::withoutCarriageReturns(stored);
    while (text.endsWith(QLatin1Char('\n'))) {
        text.chop(1);
    }
    return text;
}
} // namespace

MachinePretranslator::MachinePretranslator(ProjectStore &store, qint64 issueId, const QString &apiKey)
    : MachinePretranslator(store, issueId, Suggest())
{
    m_suggest = [&store, issueId, apiKey](qint64 sourceBlockId, MtSuggestion *out, QString *error) {
        MtSuggester suggester(store, issueId, apiKey);
        if (suggester.suggest(sourceBlockId, out)) {
            return true;
        }
        *error = suggester.errorString();
        return false;
    };
}

MachinePretranslator::MachinePretranslator(ProjectStore &store, qint64 issueId, Suggest suggest)
    : m_store(store)
    , m_issueId(issueId)
    , m_suggest(std::move(suggest))
{
}

bool MachinePretranslator::run(DraftSession &session, Result *result)
{
    *result = {};
    m_error.clear();
    m_cancelled = false;
    QList<QPair<qint64, QString>> fills;
    if (!gather(session, result, &fills)) {
        *result = {};
        return false;
    }
    return fills.isEmpty() || write(session, fills, result);
}

// Every request before anything is written: a failure or Cancel leaves the issue as it was.
bool MachinePretranslator::gather(DraftSession &session, Result *result, QList<QPair<qint64, QString>> *fills)
{
    const QList<BlockRecord> sources = IssueRepository(m_store).sourceBlocks(m_issueId);
    const Pretranslator rule(session, Pretranslator::Lookup(), sources);
    QList<Pretranslator::Candidate> candidates;
    for (const Pretranslator::Candidate &candidate : rule.candidates(&result->kept)) {
        // Only prose goes to the endpoint: front matter, code, HTML, math and breaks
        // stay as imported (a model would "translate" YAML keys and code).
        if (candidate.sourceIndexes.size() == 1 && InlineMarkup::isTranslatable(sources.at(candidate.sourceIndexes.constFirst()).kind)) {
            candidates.append(candidate);
        } else {
            ++result->kept;
        }
    }
    for (int i = 0; i < candidates.size(); ++i) {
        if (m_progress && !m_progress(i, int(candidates.size()))) {
            m_cancelled = true;
            return fail(tr("Machine pre-translation was cancelled; nothing was changed."));
        }
        const int blockIndex = candidates.at(i).blockIndex;
        const qint64 sourceId = sources.at(candidates.at(i).sourceIndexes.constFirst()).id;
        MtSuggestion suggestion;
        QString error;
        if (!m_suggest(sourceId, &suggestion, &error)) {
            // A request stopped by Cancel is no failure of the endpoint.
            m_cancelled = m_progress && !m_progress(i, int(candidates.size()));
            return fail(m_cancelled ? tr("Machine pre-translation was cancelled; nothing was changed.")
                                    : tr("The endpoint failed; nothing was changed: %1").arg(error));
        }
        const QString text = blockText(suggestion.text);
        if (text.trimmed().isEmpty()) {
            ++result->kept;
            continue;
        }
        fills->append({session.blocks().at(blockIndex).id, text});
        result->blocks.append({session.blocks().at(blockIndex).id, sourceId, text, suggestion.findings});
        result->findings += int(suggestion.findings.size());
    }
    if (m_progress) {
        m_progress(int(candidates.size()), int(candidates.size()));
    }
    return true;
}

// The blocks are found again by id: only those still as imported are written, and
// only they are counted as filled (with their findings); the others are kept.
bool MachinePretranslator::write(DraftSession &session, const QList<QPair<qint64, QString>> &fills, Result *result)
{
    Pretranslator writer(session, Pretranslator::Lookup(), IssueRepository(m_store).sourceBlocks(m_issueId));
    QHash<qint64, int> now; // block id → index, of the blocks still as imported
    for (const Pretranslator::Candidate &candidate : writer.candidates()) {
        now.insert(session.blocks().at(candidate.blockIndex).id, candidate.blockIndex);
    }
    QList<Pretranslator::Fill> texts;
    for (const auto &fill : fills) {
        if (now.contains(fill.first)) {
            texts.append({now.value(fill.first), fill.second});
        }
    }
    keepOnly(now, result);
    if (texts.isEmpty()) {
        return true;
    }
    QString error;
    const bool ok = m_store.inTransaction(
        [&] {
            if (!writer.apply(texts, BlockStatus::Machine)) {
                error = writer.errorString();
                return false;
            }
            RevisionRepository revisions(m_store);
            if (!revisions.recordWithin(m_issueId, m_author, tr("pre-translated by the machine"))) {
                error = revisions.errorString();
                return false;
            }
            return true;
        },
        &error);
    if (!ok) {
        *result = {};
        return fail(error);
    }
    return true;
}

void MachinePretranslator::keepOnly(const QHash<qint64, int> &writable, Result *result)
{
    QList<Filled> written;
    result->findings = 0;
    for (const Filled &block : std::as_const(result->blocks)) {
        if (writable.contains(block.blockId)) {
            written.append(block);
            result->findings += int(block.findings.size());
        } else {
            ++result->kept;
        }
    }
    result->blocks = written;
    result->filled = int(written.size());
}
