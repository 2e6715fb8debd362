// SPDX-FileCopyrightText: 2026 Yiqiao authors
// SPDX-License-Identifier: GPL-3.0-or-later
#include "find/blockfilterfactsreader.h"

#include "deletions/deletionrepository.h"
#include "qa/qarunner.h"
#include "review/commentrepository.h"
#include "review/reviewrepository.h"
#include "sourceupdate/sourcechangerepository.h"
#include "store/issuerepository.h"
#include "store/projectstore.h"

namespace {
const QString kBlockSeparator = QStringLiteral("\n\n");

TargetBlock targetOf(const BlockRecord &record)
{
    TargetBlock block;
    block.id = record.id;
    block.kind = record.kind;
    block.text = record.text;
    block.origin = record.origin;
    block.status = record.status;
    block.sources = record.aligned;
    return block;
}
} // namespace

BlockFilterFactsReader::BlockFilterFactsReader(ProjectStore &store)
    : m_store(store)
{
}

bool BlockFilterFactsReader::read(qint64 issueId, BlockFilter::Criteria wanted, BlockFilterFacts *facts)
{
    m_error.clear();
    *facts = {};
    bool ok = readTexts(issueId, facts);
    ok = ok && (!(wanted & BlockFilter::Rejected) || readRejected(issueId, facts));
    ok = ok && (!(wanted & BlockFilter::Commented) || readComments(issueId, facts));
    ok = ok && (!(wanted & BlockFilter::SourceChanged) || readSourceChanges(issueId, facts));
    ok = ok && (!(wanted & (BlockFilter::QaErrors | BlockFilter::TermFindings)) || readQa(issueId, wanted, facts));
    complete(facts);
    return ok;
}

bool BlockFilterFactsReader::kept(qint64 issueId, const BlockFilter &filter, QList<qint64> *ids)
{
    BlockFilterFacts facts;
    if (!read(issueId, filter.storedCriteria(), &facts)) {
        return false;
    }
    ids->clear();
    for (const BlockRecord &target : std::as_const(m_targets)) {
        if (filter.accepts(facts.draftCriteria.value(target.id), target.text, facts.sourceTexts.value(target.id))) {
            ids->append(target.id);
        }
    }
    return true;
}

bool BlockFilterFactsReader::readTexts(qint64 issueId, BlockFilterFacts *facts)
{
    IssueRepository issues(m_store);
    m_sources = issues.sourceBlocks(issueId);
    m_targets = issues.targetBlocks(issueId);
    if (!issues.errorString().isEmpty()) {
        return fail(issues.errorString());
    }
    DeletionRepository deletions(m_store);
    m_deletedWhole.clear();
    for (const Deletion &deletion : deletions.deletions(issueId)) {
        if (deletion.isWholeBlock()) {
            m_deletedWhole.insert(deletion.sourceBlockId);
        }
    }
    if (!deletions.errorString().isEmpty()) {
        return fail(deletions.errorString());
    }
    QHash<qint64, QString> sourceText;
    for (const BlockRecord &source : std::as_const(m_sources)) {
        sourceText.insert(source.id, source.text);
    }
    facts->sourceBlockTexts = sourceText;
    for (const BlockRecord &target : std::as_const(m_targets)) {
        QStringList texts;
        for (qint64 id : target.aligned) {
            texts.append(sourceText.value(id));
        }
        facts->sourceTexts.insert(target.id, texts.join(kBlockSeparator));
        facts->draftTexts.insert(target.id, target.text);
    }
    return true;
}

bool BlockFilterFactsReader::readRejected(qint64 issueId, BlockFilterFacts *facts)
{
    ReviewRepository reviews(m_store);
    const QHash<qint64, ReviewEvent> latest = reviews.latestEvents(issueId);
    if (!reviews.errorString().isEmpty()) {
        return fail(reviews.errorString());
    }
    for (auto it = latest.cbegin(); it != latest.cend(); ++it) {
        if (it.value().action == ReviewAction::Reject) {
            facts->stored[it.key()] |= BlockFilter::Rejected;
        }
    }
    return true;
}

bool BlockFilterFactsReader::readComments(qint64 issueId, BlockFilterFacts *facts)
{
    CommentRepository comments(m_store);
    const QHash<qint64, int> open = comments.openThreadCounts(issueId);
    if (!comments.errorString().isEmpty()) {
        return fail(comments.errorString());
    }
    for (auto it = open.cbegin(); it != open.cend(); ++it) {
        if (it.value() > 0) {
            facts->stored[it.key()] |= BlockFilter::Commented;
        }
    }
    return true;
}

bool BlockFilterFactsReader::readSourceChanges(qint64 issueId, BlockFilterFacts *facts)
{
    SourceChangeRepository changes(m_store);
    const QList<SourceChange> open = changes.changes(issueId, true);
    if (!changes.errorString().isEmpty()) {
        return fail(changes.errorString());
    }
    for (const BlockRecord &target : std::as_const(m_targets)) {
        for (const SourceChange &change : open) {
            if (change.isAbout(target.id, target.aligned)) {
                facts->stored[target.id] |= BlockFilter::SourceChanged;
                break;
            }
        }
    }
    return true;
}

bool BlockFilterFactsReader::readQa(qint64 issueId, BlockFilter::Criteria wanted, BlockFilterFacts *facts)
{
    QaRunner runner;
    QaRunner::Result result;
    QString error;
    if (!runner.run(m_store, issueId, &result, &error)) {
        return fail(error);
    }
    for (const QaFinding &finding : std::as_const(result.findings)) {
        if (finding.waived || finding.targetBlockId == 0) {
            continue;
        }
        if ((wanted & BlockFilter::QaErrors) && finding.severity == QaSeverity::Error) {
            facts->stored[finding.targetBlockId] |= BlockFilter::QaErrors;
        }
        if ((wanted & BlockFilter::TermFindings) && finding.check.startsWith(QLatin1String("term."))) {
            facts->stored[finding.targetBlockId] |= BlockFilter::TermFindings;
        }
    }
    return true;
}

void BlockFilterFactsReader::complete(BlockFilterFacts *facts) const
{
    QHash<qint64, QStringList> draftTexts;
    for (const BlockRecord &record : std::as_const(m_targets)) {
        const BlockFilter::Criteria met =
            BlockFilter::ofBlock(targetOf(record), facts->sourceTexts.value(record.id), facts->stored.value(record.id));
        facts->draftCriteria.insert(record.id, met);
        for (qint64 source : record.aligned) {
            facts->sourceCriteria[source] |= met;
            draftTexts[source].append(record.text);
        }
    }
    for (const BlockRecord &source : std::as_const(m_sources)) {
        // Untranslated (DESIGN §2): no draft block translates it and it is not deleted whole.
        if (!facts->sourceCriteria.contains(source.id)) {
            facts->sourceCriteria.insert(
                source.id, m_deletedWhole.contains(source.id) ? BlockFilter::Criteria() : BlockFilter::Untranslated);
        }
        facts->draftTextsOfSources.insert(source.id, draftTexts.value(source.id).join(kBlockSeparator));
    }
}
