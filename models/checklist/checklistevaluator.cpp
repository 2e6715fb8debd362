// SPDX-FileCopyrightText: 2026 Yiqiao authors
// SPDX-License-Identifier: GPL-3.0-or-later
#include "checklist/checklistevaluator.h"

#include "checklist/checklistrepository.h"
#include "checklist/requirednotekinds.h"

#include <QDateTime>

#include <cmath>

namespace {

// A stored UTC timestamp as people read it, in local time.
QString when(const QString &timestamp)
{
    const QDateTime time = QDateTime::fromString(timestamp, Qt::ISODateWithMs);
    return time.isValid() ? time.toLocalTime().toString(QStringLiteral("yyyy-MM-dd HH:mm")) : timestamp;
}

// Things of which some may still be open: none at all, all done, or how many are open.
QString countText(int total, int open, const QString &none, const QString &allDone, const QString &someOpen)
{
    return total == 0 ? none : open == 0 ? allDone : someOpen;
}

} // namespace

QList<ChecklistItemState> ChecklistEvaluator::evaluate(
    const ChecklistTemplate &checklist, const ChecklistRun &run, const ChecklistFacts &facts)
{
    QList<ChecklistItemState> states;
    for (const ChecklistItem &item : checklist.items) {
        states.append(evaluate(item, run, facts));
    }
    return states;
}

ChecklistItemState ChecklistEvaluator::evaluate(const ChecklistItem &item, const ChecklistRun &run, const ChecklistFacts &facts)
{
    ChecklistItemState state;
    state.item = item;
    if (!item.isManual()) {
        state.done = holds(item.rule, facts);
        state.explanation = explain(item.rule, facts);
        return state;
    }
    const ChecklistRun::Result result = run.result(item.key).value_or(ChecklistRun::Result());
    state.done = result.checked;
    state.checkedBy = result.checkedBy;
    state.checkedAt = result.checkedAt;
    state.note = result.note;
    state.explanation = explainManual(result);
    return state;
}

bool ChecklistEvaluator::holds(ChecklistRule rule, const ChecklistFacts &facts)
{
    switch (rule) {
    case ChecklistRule::ReaderTest:
        return facts.readers.meetsBar();
    case ChecklistRule::DeletionRatio:
        return std::llround(facts.deletion.ratio * 1000.0) >= std::llround(facts.deletion.target * 1000.0);
    case ChecklistRule::DeletionsJustified:
        return facts.unjustifiedDeletions == 0;
    case ChecklistRule::NotesReviewed:
        return facts.unreviewedNotes == 0;
    case ChecklistRule::QaClean:
        return facts.qaErrors == 0;
    case ChecklistRule::TermsChecked:
        return facts.termFindings == 0;
    case ChecklistRule::BlocksApproved:
        return facts.unapprovedBlocks == 0;
    case ChecklistRule::ValueModules:
        return facts.missingNoteKinds.isEmpty();
    }
    return false;
}

QString ChecklistEvaluator::explain(ChecklistRule rule, const ChecklistFacts &facts)
{
    switch (rule) {
    case ChecklistRule::ReaderTest:
        return explainReaders(facts.readers);
    case ChecklistRule::DeletionRatio:
        return explainDeletionRatio(facts.deletion);
    case ChecklistRule::ValueModules:
        return explainNoteKinds(facts);
    default:
        return explainCounts(rule, facts);
    }
}

QString ChecklistEvaluator::percent(double fraction)
{
    const double value = std::round(fraction * 1000.0) / 10.0;
    return QString::number(value, 'f', value == std::floor(value) ? 0 : 1);
}

QString ChecklistEvaluator::explainManual(const ChecklistRun::Result &result)
{
    if (result.checkedAt.isEmpty()) {
        return tr("Not checked yet.");
    }
    const QString at = when(result.checkedAt);
    if (result.checkedBy.isEmpty()) {
        return (result.checked ? tr("Checked on %1.") : tr("Unchecked on %1.")).arg(at);
    }
    return (result.checked ? tr("Checked by %1 on %2.") : tr("Unchecked by %1 on %2.")).arg(result.checkedBy, at);
}

QString ChecklistEvaluator::explainReaders(const ReaderTestSummary &readers)
{
    if (readers.count == 0) {
        return tr("No reader has tested the translation yet; %1 readers are needed.").arg(ReaderTestSummary::kMinimumReaders);
    }
    const QString passed = tr("%1 of %2 readers passed (%3%)").arg(readers.passed).arg(readers.count).arg(percent(readers.passRate()));
    if (!readers.hasEnoughReaders()) {
        return explainBackgrounds(readers, passed);
    }
    if (!readers.passRateMeetsBar()) {
        return tr("%1; %2% must pass.").arg(passed).arg(ReaderTestSummary::kPassPercent);
    }
    return passed;
}

// Fewer than kMinimumReaders backgrounds: too few readers, the same background given
// twice (named), or readers without a profile.
QString ChecklistEvaluator::explainBackgrounds(const ReaderTestSummary &readers, const QString &passed)
{
    const int needed = ReaderTestSummary::kMinimumReaders;
    if (!readers.duplicates.isEmpty()) {
        return tr("%1; only %2 different backgrounds, at least %3 are needed (given by more than one reader, counted once: %4).")
            .arg(passed)
            .arg(readers.backgrounds)
            .arg(needed)
            .arg(readers.duplicates.join(QStringLiteral("、")));
    }
    if (readers.count >= needed) {
        return tr("%1; %n reader(s) without a background, at least %2 different backgrounds are needed.", nullptr, readers.withoutProfile)
            .arg(passed)
            .arg(needed);
    }
    return tr("%1; at least %2 readers of different backgrounds are needed.").arg(passed).arg(needed);
}

QString ChecklistEvaluator::explainDeletionRatio(const DeletionRatio::Result &deletion)
{
    const QString ratio = percent(deletion.ratio);
    const QString target = percent(deletion.target);
    ChecklistFacts facts;
    facts.deletion = deletion;
    return (holds(ChecklistRule::DeletionRatio, facts) ? tr("Deleted %1% of the prose; the target is %2%.")
                                                       : tr("Deleted %1% of the prose, below the target of %2%."))
        .arg(ratio, target);
}

QString ChecklistEvaluator::explainNoteKinds(const ChecklistFacts &facts)
{
    if (facts.requiredNoteKinds.isEmpty()) {
        return tr("The project requires no kind of note.");
    }
    if (facts.missingNoteKinds.isEmpty()) {
        return tr("The draft has a note of each of the %n required kind(s).", nullptr, int(facts.requiredNoteKinds.size()));
    }
    QStringList labels;
    for (const QString &kind : facts.missingNoteKinds) {
        labels.append(RequiredNoteKinds::label(kind));
    }
    return tr("Missing: %1.").arg(labels.join(tr(", ")));
}

QString ChecklistEvaluator::explainCounts(ChecklistRule rule, const ChecklistFacts &facts)
{
    switch (rule) {
    case ChecklistRule::DeletionsJustified:
        return countText(facts.deletions, facts.unjustifiedDeletions, tr("No deletions."),
            tr("All %n deletion(s) justified.", nullptr, facts.deletions),
            tr("%1 of %2 deletions have no justification yet.").arg(facts.unjustifiedDeletions).arg(facts.deletions));
    case ChecklistRule::NotesReviewed:
        return countText(facts.notes, facts.unreviewedNotes, tr("No translator's notes."),
            tr("All %n note(s) reviewed.", nullptr, facts.notes),
            tr("%1 of %2 notes not reviewed yet.").arg(facts.unreviewedNotes).arg(facts.notes));
    case ChecklistRule::QaClean:
        return facts.qaErrors == 0 ? tr("QA finds no unwaived error.") : tr("QA finds %n unwaived error(s).", nullptr, facts.qaErrors);
    case ChecklistRule::TermsChecked:
        return facts.termFindings == 0 ? tr("No unwaived finding of forbidden or missing terms.")
                                       : tr("%n unwaived finding(s) of forbidden or missing terms.", nullptr, facts.termFindings);
    case ChecklistRule::BlocksApproved:
        return countText(facts.draftBlocks, facts.unapprovedBlocks, tr("The draft has no blocks."),
            tr("All %n draft block(s) approved.", nullptr, facts.draftBlocks),
            tr("%1 of %2 draft blocks not approved yet.").arg(facts.unapprovedBlocks).arg(facts.draftBlocks));
    default:
        return {};
    }
}

ChecklistEvaluator::ChecklistEvaluator(ProjectStore &store)
    : m_store(store)
{
}

bool ChecklistEvaluator::evaluate(qint64 issueId)
{
    m_states.clear();
    m_error.clear();
    ChecklistRepository repository(m_store);
    // Never writes: showing a checklist works on a read-only project (the run is
    // created when someone first checks an item).
    const std::optional<ChecklistRun> run = repository.currentRunOrDefault(issueId);
    const std::optional<ChecklistTemplate> checklist = run ? repository.templateOrDefault(*run) : std::nullopt;
    if (!checklist) {
        m_error = repository.errorString();
        return false;
    }
    const std::optional<ChecklistFacts> facts = ChecklistFacts::collect(m_store, issueId, &m_error);
    if (!facts) {
        return false;
    }
    m_checklist = *checklist;
    m_facts = *facts;
    m_states = evaluate(m_checklist, *run, m_facts);
    return true;
}

QList<ChecklistItemState> ChecklistEvaluator::openItems() const
{
    QList<ChecklistItemState> open;
    for (const ChecklistItemState &state : m_states) {
        if (!state.done) {
            open.append(state);
        }
    }
    return open;
}

QStringList ChecklistEvaluator::openItemKeys() const
{
    QStringList keys;
    for (const ChecklistItemState &state : m_states) {
        if (!state.done) {
            keys.append(state.item.key);
        }
    }
    return keys;
}
