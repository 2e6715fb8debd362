// SPDX-FileCopyrightText: 2026 Yiqiao authors
// SPDX-License-Identifier: GPL-3.0-or-later
#include "repetitions/propagator.h"

#include "draft/blockstatus.h"
#include "draft/draftsession.h"
#include "draft/drafttext.h"
#include "draft/revisionrepository.h"
#include "repetitions/repetitionkey.h"
#include "repetitions/repetitionset.h"
#include "store/issuerepository.h"
#include "store/projectstore.h"

#include <QMap>

#include <algorithm>

const QString &Propagator::status()
{
    return BlockStatus::Pretranslated;
}

Propagator::Propagator(ProjectStore &store)
    : m_store(store)
{
}

Propagator::~Propagator() = default;

void Propagator::useSession(qint64 issueId, DraftSession *session)
{
    m_sessions.insert(issueId, session);
}

QString Propagator::summary(int count)
{
    return tr("propagated %n confirmed translation(s) to identical blocks", nullptr, count);
}

DraftSession *Propagator::sessionOf(qint64 issueId)
{
    if (DraftSession *session = m_sessions.value(issueId)) {
        return session;
    }
    auto session = std::make_unique<DraftSession>(m_store, issueId);
    if (!session->load()) {
        fail(session->errorString());
        return nullptr;
    }
    DraftSession *loaded = session.get();
    m_owned[issueId] = std::move(session);
    m_sessions.insert(issueId, loaded);
    return loaded;
}

bool Propagator::read(const QList<qint64> &issueIds, QHash<qint64, QList<BlockRecord>> *sources)
{
    const IssueRepository issues(m_store);
    for (qint64 issueId : issueIds) {
        const auto issue = issues.issueById(issueId);
        if (!issue) {
            return fail(tr("There is no issue with the id %1.").arg(issueId));
        }
        m_numbers.insert(issueId, issue->number);
        if (!sessionOf(issueId)) {
            return false;
        }
        sources->insert(issueId, issues.sourceBlocks(issueId));
    }
    return true;
}

bool Propagator::plan(const QList<qint64> &issueIds, PropagationPlan *plan, const QString &onlyKey)
{
    *plan = {};
    m_error.clear();
    QList<qint64> scope;
    for (qint64 id : issueIds) {
        if (!scope.contains(id)) {
            scope.append(id);
        }
    }
    QHash<qint64, QList<BlockRecord>> sources;
    if (!read(scope, &sources)) {
        return false;
    }
    RepetitionSet set;
    for (qint64 id : std::as_const(scope)) {
        set.add(id, sources.value(id));
    }
    for (const QString &key : set.keys()) {
        if (!onlyKey.isEmpty() && key != onlyKey) {
            continue;
        }
        QList<Occurrence> occurrences;
        for (const RepetitionSet::Source &source : set.blocksOf(key)) {
            occurrences.append({source.issueId, source.block, soleTarget(source.issueId, source.block.id)});
        }
        plan->repetitions += int(occurrences.size());
        planKey(occurrences, plan);
    }
    return true;
}

bool Propagator::planFor(qint64 issueId, qint64 blockId, PropagationPlan *plan)
{
    *plan = {};
    m_error.clear();
    DraftSession *session = sessionOf(issueId);
    if (!session) {
        return false;
    }
    const int index = session->indexOfBlock(blockId);
    if (index < 0) {
        return true;
    }
    const TargetBlock &block = session->blocks().at(index);
    if (!BlockStatus::isConfirmed(block.status) || block.sources.size() != 1 || soleTarget(issueId, block.sources.constFirst()) != index) {
        return true;
    }
    for (const BlockRecord &source : IssueRepository(m_store).sourceBlocks(issueId)) {
        if (source.id == block.sources.constFirst()) {
            return !RepetitionKey::counts(source) || this->plan({issueId}, plan, RepetitionKey::of(source.text));
        }
    }
    return true;
}

// The draft block that translates source block sourceId and nothing else, when it is
// the only one that translates it; -1 otherwise (also for a deleted source block).
int Propagator::soleTarget(qint64 issueId, qint64 sourceId) const
{
    const DraftSession *session = m_sessions.value(issueId);
    for (const SourceBlockState &state : session->sourceBlocks()) {
        if (state.id != sourceId) {
            continue;
        }
        if (state.deleted || state.targets.size() != 1) {
            return -1;
        }
        const int target = state.targets.constFirst();
        const TargetBlock &block = session->blocks().at(target);
        const bool translation = block.origin == QLatin1String("translation") && block.sources == QList<qint64> {sourceId};
        return translation ? target : -1;
    }
    return -1;
}

const TargetBlock &Propagator::blockOf(const Occurrence &occurrence) const
{
    return m_sessions.value(occurrence.issueId)->blocks().at(occurrence.target);
}

void Propagator::planKey(const QList<Occurrence> &occurrences, PropagationPlan *plan) const
{
    QStringList translations;
    QList<qint64> confirmed;
    for (const Occurrence &occurrence : occurrences) {
        if (occurrence.target >= 0 && BlockStatus::isConfirmed(blockOf(occurrence).status)) {
            const QString text = DraftText::withoutCarriageReturns(blockOf(occurrence).text);
            if (!translations.contains(text)) {
                translations.append(text);
            }
            confirmed.append(blockOf(occurrence).id);
        }
    }
    if (translations.isEmpty()) {
        return;
    }
    if (translations.size() > 1) {
        PropagationPlan::Conflict conflict {occurrences.constFirst().source.text, {}, confirmed, translations};
        for (const Occurrence &occurrence : occurrences) {
            conflict.sourceIds.append(occurrence.source.id);
        }
        plan->conflicts.append(conflict);
        plan->kept += int(occurrences.size() - confirmed.size());
        return;
    }
    for (const Occurrence &occurrence : occurrences) {
        if (occurrence.target >= 0 && BlockStatus::isConfirmed(blockOf(occurrence).status)) {
            continue;
        }
        if (!takes(occurrence)) {
            ++plan->kept;
            continue;
        }
        const TargetBlock &block = blockOf(occurrence);
        if (DraftText::withoutCarriageReturns(block.text) != translations.constFirst()) {
            plan->fills.append({occurrence.issueId, m_numbers.value(occurrence.issueId), block.id, occurrence.source.id,
                confirmed.constFirst(), block.status, block.text, translations.constFirst()});
        }
    }
}

// Nobody wrote the block's draft: the source's copy import made (DraftText; an
// emptied block was cleared by its translator), or filled from the memory or the
// machine and not confirmed.
bool Propagator::takes(const Occurrence &occurrence) const
{
    if (occurrence.target < 0) {
        return false;
    }
    const TargetBlock &block = blockOf(occurrence);
    if (BlockStatus::isPretranslation(block.status)) {
        return true;
    }
    return DraftText::isImportCopy(block, occurrence.source.text);
}

bool Propagator::apply(const PropagationPlan &plan, const QString &author, const QSet<qint64> &skipIssues)
{
    m_error.clear();
    QMap<qint64, QList<PropagationPlan::Fill>> byIssue; // ordered by id: a stable write order
    for (const PropagationPlan::Fill &fill : plan.fills) {
        if (!skipIssues.contains(fill.issueId)) {
            byIssue[fill.issueId].append(fill);
        }
    }
    if (byIssue.isEmpty()) {
        return true;
    }
    return m_store.inTransaction(
        [&] {
            for (auto it = byIssue.cbegin(); it != byIssue.cend(); ++it) {
                if (!write(it.key(), it.value(), author)) {
                    return false;
                }
            }
            return true;
        },
        &m_error);
}

// The fills' lines replace the blocks' lines in the editor text, carrying the block's
// id, so that each block keeps its identity and alignment; then their status.
bool Propagator::write(qint64 issueId, const QList<PropagationPlan::Fill> &fills, const QString &author)
{
    DraftSession *session = sessionOf(issueId);
    if (!session) {
        return false;
    }
    QList<QPair<int, QString>> edits; // block index, new text
    for (const PropagationPlan::Fill &fill : fills) {
        const int index = session->indexOfBlock(fill.blockId);
        if (index >= 0 && session->blocks().at(index).text == fill.before && session->blocks().at(index).status == fill.status) {
            edits.append({index, fill.text});
        }
    }
    if (edits.isEmpty()) {
        return true;
    }
    std::sort(edits.begin(), edits.end(), [](const auto &a, const auto &b) { return a.first > b.first; });
    QStringList lines = session->text().split(QLatin1Char('\n'));
    LineIds ids = session->lineIds();
    QList<qint64> filled;
    for (const auto &edit : std::as_const(edits)) {
        const TargetBlock &block = session->blocks().at(edit.first);
        const int count = block.lineEnd - block.lineStart + 1;
        lines.erase(lines.begin() + block.lineStart, lines.begin() + block.lineStart + count);
        ids.erase(ids.begin() + block.lineStart, ids.begin() + block.lineStart + count);
        const QStringList replacement = edit.second.split(QLatin1Char('\n'));
        for (int i = int(replacement.size()) - 1; i >= 0; --i) {
            lines.insert(block.lineStart, replacement.at(i));
            ids.insert(block.lineStart, QList<qint64> {block.id});
        }
        filled.append(block.id);
    }
    if (!session->update(lines.join(QLatin1Char('\n')), ids)) {
        return fail(session->errorString());
    }
    for (qint64 id : std::as_const(filled)) {
        const int index = session->indexOfBlock(id);
        if (index < 0 || !session->setStatus(index, status())) {
            return fail(index < 0 ? tr("A propagated block was lost from the draft.") : session->errorString());
        }
    }
    RevisionRepository revisions(m_store);
    if (!revisions.recordWithin(issueId, author, summary(int(filled.size())))) {
        return fail(revisions.errorString());
    }
    return true;
}
