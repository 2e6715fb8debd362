// SPDX-FileCopyrightText: 2026 Yiqiao authors
// SPDX-License-Identifier: GPL-3.0-or-later
#include "dashboard/dashboardstats.h"

#include "draft/blockstatus.h"

#include "checklist/checklistevaluator.h"
#include "checklist/checklistfacts.h"
#include "checklist/checklistrepository.h"
#include "core/sqlerrors.h"
#include "dashboard/textcounts.h"
#include "draft/blockrecord.h"
#include "draft/revisionrepository.h"
#include "store/issuerepository.h"
#include "store/projectstore.h"

#include <QSqlError>
#include <QSqlQuery>
#include <QVariant>

#include <algorithm>

namespace {

// Each part an aggregate over one issue's rows, joined with '|'.
const char kStamps[] = "SELECT i.id, i.number, i.title, i.status, i.updated_at, i.updated_at"
                       " || '|' || (SELECT COUNT(*) || ',' || COALESCE(MAX(t.updated_at), '') FROM target_blocks t WHERE t.issue_id = i.id)"
                       " || '|' || (SELECT COUNT(*) || ',' || COALESCE(MAX(r.updated_at), '') FROM revisions r WHERE r.issue_id = i.id)"
                       " || '|' || (SELECT COUNT(*) || ',' || COALESCE(MAX(d.id), 0) || ',' || TOTAL(length(d.justification))"
                       "   FROM deletions d JOIN source_blocks b ON b.id = d.source_block_id JOIN source_posts p ON p.id = b.post_id"
                       "   WHERE p.issue_id = i.id)"
                       " || '|' || (SELECT COUNT(*) || ',' || COALESCE(MAX(w.id), 0) FROM qa_waivers w WHERE w.issue_id = i.id)"
                       " || '|' || (SELECT COUNT(*) || ',' || TOTAL(c.checked) || ',' || COALESCE(MAX(r.id), 0) FROM checklist_runs r"
                       "   LEFT JOIN checklist_results c ON c.run_id = r.id WHERE r.issue_id = i.id)"
                       " || '|' || (SELECT COUNT(*) || ',' || TOTAL(passed) FROM reader_tests x WHERE x.issue_id = i.id)"
                       " FROM issues i";

const char kProjectStamp[] = "SELECT (SELECT COUNT(*) || ',' || COALESCE(MAX(updated_at), '') FROM terms)"
                             " || '|' || (SELECT COUNT(*) FROM term_renderings) || '|' || (SELECT COUNT(*) FROM term_forbidden)"
                             " || '|' || (SELECT COALESCE(group_concat(key || '=' || value, ';'), '') FROM project_settings"
                             "   WHERE key LIKE 'qa.%' OR key LIKE 'checklist%' OR key = 'deletion_target')"
                             " || '|' || (SELECT COUNT(*) || ',' || TOTAL(length(items)) FROM checklist_templates)";

void countDraft(const QList<BlockRecord> &draft, IssueDashboardRow *row)
{
    for (const BlockRecord &block : draft) {
        const TextCounts counts = TextCounts::ofBlock(block.kind, block.text);
        const bool approved = block.status == QLatin1String("approved");
        const bool reviewed = approved || block.status == QLatin1String("reviewed");
        const bool translated = reviewed || block.status == QLatin1String("translated");
        ++row->blocks;
        row->translatedBlocks += translated ? 1 : 0;
        row->reviewedBlocks += reviewed ? 1 : 0;
        row->approvedBlocks += approved ? 1 : 0;
        row->pretranslatedBlocks += block.status == BlockStatus::Pretranslated ? 1 : 0;
        row->machineBlocks += block.status == BlockStatus::Machine ? 1 : 0;
        row->chineseCharacters += counts.chineseCharacters;
        row->translatedCharacters += translated ? counts.chineseCharacters : 0;
        row->reviewedCharacters += reviewed ? counts.chineseCharacters : 0;
        row->approvedCharacters += approved ? counts.chineseCharacters : 0;
        row->draftWords += counts.words;
    }
}

qint64 sourceWords(const QList<BlockRecord> &source)
{
    qint64 words = 0;
    for (const BlockRecord &block : source) {
        words += TextCounts::ofBlock(block.kind, block.text).words;
    }
    return words;
}

} // namespace

DashboardStats::DashboardStats(ProjectStore &store)
    : m_store(store)
{
}

QList<IssueDashboardRow> DashboardStats::stamps(const ProjectStore &store, QString *error, int number)
{
    QSqlQuery query(store.database());
    query.setForwardOnly(true);
    query.prepare(QLatin1String(kStamps) + (number > 0 ? QLatin1String(" WHERE i.number = ?") : QLatin1String(" ORDER BY i.number")));
    if (number > 0) {
        query.addBindValue(number);
    }
    QList<IssueDashboardRow> rows;
    if (!query.exec()) {
        *error = SqlErrors::describe(query.lastError());
        return rows;
    }
    while (query.next()) {
        IssueDashboardRow row;
        row.issueId = query.value(0).toLongLong();
        row.number = query.value(1).toInt();
        row.title = query.value(2).toString();
        row.status = query.value(3).toString();
        row.updatedAt = QDateTime::fromString(query.value(4).toString(), Qt::ISODateWithMs);
        row.stamp = query.value(5).toString();
        rows.append(row);
    }
    error->clear();
    return rows;
}

QString DashboardStats::projectStamp(const ProjectStore &store)
{
    QSqlQuery query(store.database());
    query.prepare(QLatin1String(kProjectStamp));
    return query.exec() && query.next() ? query.value(0).toString() : QString();
}

QList<IssueDashboardRow> DashboardStats::computeAll(ProjectStore &store, QString *error)
{
    QList<IssueDashboardRow> rows = stamps(store, error);
    const DashboardStats stats(store);
    for (IssueDashboardRow &row : rows) {
        stats.compute(&row);
    }
    return rows;
}

bool DashboardStats::compute(IssueDashboardRow *row) const
{
    row->computed = true;
    IssueRepository issues(m_store);
    const QList<BlockRecord> source = issues.sourceBlocks(row->issueId);
    const QList<BlockRecord> draft = issues.targetBlocks(row->issueId);
    if (!issues.errorString().isEmpty()) {
        row->error = issues.errorString();
        return false;
    }
    countDraft(draft, row);
    row->sourceWords = sourceWords(source);
    RevisionRepository revisions(m_store);
    row->revisions = revisions.count(row->issueId);
    row->error = revisions.errorString();
    return row->error.isEmpty() && computeReview(row);
}

// QA once: its counts feed both the QA columns and the checklist's facts.
bool DashboardStats::computeReview(IssueDashboardRow *row) const
{
    QaRunner::Result qa;
    if (!m_runner.run(m_store, row->issueId, &qa, &row->error)) {
        return false;
    }
    row->qaErrors = qa.count(QaSeverity::Error);
    row->qaWarnings = qa.count(QaSeverity::Warning);
    const std::optional<ChecklistFacts> facts = ChecklistFacts::collect(m_store, row->issueId, qa, &row->error);
    if (!facts) {
        return false;
    }
    row->deletionRatio = facts->deletion.ratio;
    row->deletionTarget = facts->deletion.target;
    ChecklistRepository checklists(m_store);
    const std::optional<ChecklistRun> run = checklists.currentRunOrDefault(row->issueId);
    const std::optional<ChecklistTemplate> checklist = run ? checklists.templateOrDefault(*run) : std::nullopt;
    if (!checklist) {
        row->error = checklists.errorString();
        return false;
    }
    const QList<ChecklistItemState> states = ChecklistEvaluator::evaluate(*checklist, *run, *facts);
    row->checklistItems = int(states.size());
    row->openChecklistItems = int(std::count_if(states.cbegin(), states.cend(), [](const ChecklistItemState &s) { return !s.done; }));
    return true;
}
