// SPDX-FileCopyrightText: 2026 Yiqiao authors
// SPDX-License-Identifier: GPL-3.0-or-later
#include "checklist/checklistfacts.h"

#include "checklist/requirednotekinds.h"
#include "core/sqlerrors.h"
#include "deletions/deletionrepository.h"
#include "draft/blockrecord.h"
#include "qa/qarunner.h"
#include "review/readertestrepository.h"
#include "store/issuerepository.h"
#include "store/projectstore.h"

#include <QSqlError>
#include <QSqlQuery>

#include <algorithm>

namespace {

bool isTermFinding(const QaFinding &finding)
{
    return !finding.waived && (finding.check == QLatin1String("term.forbidden") || finding.check == QLatin1String("term.missing"));
}

void countDraft(const QList<BlockRecord> &draft, ChecklistFacts *facts)
{
    for (const BlockRecord &block : draft) {
        const bool approved = block.status == QLatin1String("approved");
        ++facts->draftBlocks;
        facts->unapprovedBlocks += approved ? 0 : 1;
        if (block.origin == QLatin1String("note")) {
            ++facts->notes;
            facts->unreviewedNotes += approved || block.status == QLatin1String("reviewed") ? 0 : 1;
        }
    }
}

// The required kinds of which the stored draft has no note block.
bool collectNoteKinds(ProjectStore &store, qint64 issueId, ChecklistFacts *facts, QString *error)
{
    QSqlQuery query(store.database());
    query.prepare(QStringLiteral("SELECT DISTINCT note_type FROM target_blocks WHERE issue_id = ? AND origin = 'note'"
                                 " AND note_type IS NOT NULL"));
    query.addBindValue(issueId);
    if (!query.exec()) {
        *error = SqlErrors::describe(query.lastError());
        return false;
    }
    QStringList present;
    while (query.next()) {
        present.append(query.value(0).toString());
    }
    facts->requiredNoteKinds = RequiredNoteKinds::read(store);
    facts->missingNoteKinds.clear();
    for (const QString &kind : std::as_const(facts->requiredNoteKinds)) {
        if (!present.contains(kind)) {
            facts->missingNoteKinds.append(kind);
        }
    }
    return true;
}

bool collectDeletions(ProjectStore &store, qint64 issueId, ChecklistFacts *facts, QString *error)
{
    IssueRepository issues(store);
    const QList<BlockRecord> source = issues.sourceBlocks(issueId);
    const QList<BlockRecord> draft = issues.targetBlocks(issueId);
    DeletionRepository repository(store);
    const QList<Deletion> deletions = repository.deletions(issueId);
    *error = !issues.errorString().isEmpty() ? issues.errorString() : repository.errorString();
    if (!error->isEmpty()) {
        return false;
    }
    facts->deletion = DeletionRatio::compute(source, deletions, DeletionRatio::target(store));
    facts->deletions = int(deletions.size());
    facts->unjustifiedDeletions =
        int(std::count_if(deletions.cbegin(), deletions.cend(), [](const Deletion &d) { return !d.isJustified(); }));
    countDraft(draft, facts);
    return true;
}

} // namespace

std::optional<ChecklistFacts> ChecklistFacts::collect(ProjectStore &store, qint64 issueId, QString *error)
{
    QaRunner::Result qa;
    if (!QaRunner().run(store, issueId, &qa, error)) {
        return std::nullopt;
    }
    return collect(store, issueId, qa, error);
}

std::optional<ChecklistFacts> ChecklistFacts::collect(ProjectStore &store, qint64 issueId, const QaRunner::Result &qa, QString *error)
{
    ChecklistFacts facts;
    ReaderTestRepository readers(store);
    facts.readers = readers.summary(issueId);
    if (!readers.errorString().isEmpty()) {
        *error = readers.errorString();
        return std::nullopt;
    }
    if (!collectDeletions(store, issueId, &facts, error) || !collectNoteKinds(store, issueId, &facts, error)) {
        return std::nullopt;
    }
    facts.qaErrors = qa.count(QaSeverity::Error);
    facts.termFindings = int(std::count_if(qa.findings.cbegin(), qa.findings.cend(), isTermFinding));
    error->clear();
    return facts;
}
