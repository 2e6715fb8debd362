// SPDX-FileCopyrightText: 2026 Yiqiao authors
// SPDX-License-Identifier: GPL-3.0-or-later
#include "analysis/matchanalysis.h"

#include "core/idindex.h"
#include "dashboard/textcounts.h"
#include "deletions/deletionrepository.h"
#include "draft/blockstatus.h"
#include "repetitions/repetitionkey.h"
#include "store/issue.h"
#include "store/issuerepository.h"
#include "tm/tmsegment.h"
#include "tm/translationmemory.h"

#include <algorithm>

MatchAnalysis::MatchAnalysis(ProjectStore &store, const TranslationMemory &memory)
    : m_store(store)
    , m_memory(memory)
{
}

bool MatchAnalysis::run(const QList<int> &numbers, QList<IssueAnalysis> *issues)
{
    m_error.clear();
    issues->clear();
    m_seen.clear();
    QList<Issue> found;
    if (!findIssues(numbers, &found)) {
        return false;
    }
    QList<IssueAnalysis> result;
    for (const Issue &issue : std::as_const(found)) {
        IssueAnalysis analysis;
        if (!analyse(issue, &analysis)) {
            return false;
        }
        result.append(analysis);
        if (m_progress && !m_progress(int(result.size()), int(found.size()))) {
            return fail(tr("The analysis was cancelled."));
        }
    }
    *issues = result;
    return true;
}

bool MatchAnalysis::findIssues(const QList<int> &numbers, QList<Issue> *issues)
{
    QList<int> sorted = numbers;
    std::sort(sorted.begin(), sorted.end());
    sorted.erase(std::unique(sorted.begin(), sorted.end()), sorted.end());
    if (sorted.isEmpty()) {
        return fail(tr("Choose at least one issue to analyse."));
    }
    const IssueRepository repository(m_store);
    for (int number : std::as_const(sorted)) {
        const std::optional<Issue> issue = repository.issue(number);
        if (!issue) {
            return fail(repository.errorString());
        }
        issues->append(*issue);
    }
    return true;
}

bool MatchAnalysis::analyse(const Issue &issue, IssueAnalysis *analysis)
{
    const IssueRepository repository(m_store);
    const QList<BlockRecord> sources = repository.sourceBlocks(issue.id);
    const QList<BlockRecord> targets = repository.targetBlocks(issue.id);
    if (!repository.errorString().isEmpty()) {
        return fail(repository.errorString());
    }
    bool ok = true;
    const QSet<qint64> deleted = deletedBlocks(issue.id, &ok);
    if (!ok) {
        return false;
    }
    m_excluded = m_memory.issueUnitIds({issue.id});
    if (!m_memory.errorString().isEmpty()) {
        return fail(m_memory.errorString());
    }
    analysis->number = issue.number;
    analysis->title = issue.title;
    const Draft draft = draftOf(sources, targets);
    for (int i = 0; i < sources.size(); ++i) {
        AnalysedBlock block;
        if (!analyseBlock(sources, i, draft, deleted.contains(sources.at(i).id), &block)) {
            return false;
        }
        analysis->add(block);
    }
    return true;
}

// The Chinese characters of the draft blocks aligned with each source block (a draft
// block counted with the first of its sources; translator's notes not at all),
// whether one of them is machine pre-translated and whether one with Chinese covers
// the block (then its characters are counted, with this block or another, and none
// are estimated for it).
MatchAnalysis::Draft MatchAnalysis::draftOf(const QList<BlockRecord> &sources, const QList<BlockRecord> &targets) const
{
    const QHash<qint64, int> sourceIndex = IdIndex::of(sources);
    Draft draft {QVector<qint64>(sources.size(), 0), QVector<bool>(sources.size(), false), QVector<bool>(sources.size(), false)};
    for (const BlockRecord &target : targets) {
        if (target.origin == QLatin1String("note")) {
            continue; // a translator's note is text of its own, not the block's translation
        }
        const qint64 chinese = TextCounts::ofBlock(target.kind, target.text).chineseCharacters;
        int first = -1;
        for (qint64 id : target.aligned) {
            const int index = sourceIndex.value(id, -1);
            if (index < 0) {
                continue;
            }
            first = first < 0 ? index : std::min(first, index);
            draft.machine[index] = draft.machine.at(index) || target.status == BlockStatus::Machine;
            draft.covered[index] = draft.covered.at(index) || chinese > 0;
        }
        if (first >= 0) {
            draft.chineseCharacters[first] += chinese;
        }
    }
    return draft;
}

QSet<qint64> MatchAnalysis::deletedBlocks(qint64 issueId, bool *ok) const
{
    const DeletionRepository repository(m_store);
    QSet<qint64> blocks;
    for (const Deletion &deletion : repository.deletions(issueId)) {
        if (deletion.isWholeBlock()) {
            blocks.insert(deletion.sourceBlockId);
        }
    }
    *ok = repository.errorString().isEmpty() || fail(repository.errorString());
    return blocks;
}

bool MatchAnalysis::analyseBlock(const QList<BlockRecord> &sources, int index, const Draft &draft, bool deleted, AnalysedBlock *result)
{
    const BlockRecord &source = sources.at(index);
    AnalysedBlock &block = *result;
    block.sourceBlockId = source.id;
    block.words = TextCounts::ofBlock(source.kind, source.text).words;
    block.chineseCharacters = draft.chineseCharacters.at(index);
    if (deleted) {
        block.band = AnalysisBand::Deleted;
        return true;
    }
    const TmSegment segment = TmSegment::of(sources, {index});
    const QList<TmMatch> matches = m_memory.lookupExcluding(m_excluded, segment.source, AnalysisBands::LowestScore, 1, segment.context);
    if (!m_memory.errorString().isEmpty()) {
        return fail(m_memory.errorString());
    }
    block.score = matches.isEmpty() ? 0 : matches.constFirst().score;
    const bool repeatable = RepetitionKey::counts(source);
    const QString key = repeatable ? RepetitionKey::of(source.text) : QString();
    const bool repetition = repeatable && m_seen.contains(key);
    const bool estimate = !draft.covered.at(index);
    if (estimate && repetition) {
        block.chineseCharacters = m_seen.value(key);
        block.estimated = block.chineseCharacters > 0;
    } else if (estimate && !matches.isEmpty()) {
        block.chineseCharacters = TextCounts::ofBlock(source.kind, matches.constFirst().unit.target).chineseCharacters;
        block.estimated = block.chineseCharacters > 0;
    }
    if (repetition) {
        block.band = AnalysisBand::Repetition;
    } else if (draft.machine.at(index)) {
        block.band = AnalysisBand::Machine;
    } else {
        block.band = AnalysisBands::ofScore(block.score);
    }
    if (repeatable && !repetition) {
        m_seen.insert(key, block.chineseCharacters);
    }
    return true;
}
