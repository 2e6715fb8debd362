// SPDX-FileCopyrightText: 2026 Yiqiao authors
// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once

#include "checklist/checklistfacts.h"
#include "checklist/checklistitemstate.h"
#include "checklist/checklistrun.h"
#include "checklist/checklisttemplate.h"

#include <QCoreApplication>
#include <QList>
#include <QString>
#include <QStringList>

class ProjectStore;

// Decides every item of an issue's checklist: a manual item is done when its latest
// result in the run is checked; a computed item when its rule holds for the facts:
//   reader_test          ReaderTestSummary::meetsBar() (≥ 5 readers of different
//                        backgrounds, ≥ 80% passed)
//   deletion_ratio       the deleted share of prose reaches the project's target, in
//                        tenths of a percentage point as the gauge shows it (the
//                        users delete at least 30%; deleting more is no fault)
//   deletions_justified  no deletion waits for its justification
//   notes_reviewed       every note block reviewed or approved (none: done)
//   qa_clean             QA has no unwaived error
//   terms_checked        no unwaived term.forbidden / term.missing finding
//   blocks_approved      every draft block approved
//   value_modules        the draft has a note of every kind the project requires
//                        (RequiredNoteKinds; the seed's four modules by default)
// Open items are what blocks shipping: export warns and records an override.
class ChecklistEvaluator
{
    Q_DECLARE_TR_FUNCTIONS(ChecklistEvaluator)
public:
    // Pure: from a template, the run's results and hand-made or collected facts.
    static QList<ChecklistItemState> evaluate(const ChecklistTemplate &checklist, const ChecklistRun &run, const ChecklistFacts &facts);
    static ChecklistItemState evaluate(const ChecklistItem &item, const ChecklistRun &run, const ChecklistFacts &facts);
    static bool holds(ChecklistRule rule, const ChecklistFacts &facts);
    // One translated line: the numbers behind the rule's verdict.
    static QString explain(ChecklistRule rule, const ChecklistFacts &facts);
    // "80%", "66.7%": rounded to a tenth, without ".0".
    static QString percent(double fraction);

    explicit ChecklistEvaluator(ProjectStore &store);

    // Reads the issue's current run and its template and the facts, and evaluates,
    // without writing (ChecklistRepository::currentRunOrDefault(): an issue nobody has
    // checked anything of yet follows the active or the shipped template). False with
    // errorString() when something cannot be read; states() is empty then.
    bool evaluate(qint64 issueId);
    const ChecklistTemplate &checklist() const { return m_checklist; }
    const ChecklistFacts &facts() const { return m_facts; }
    const QList<ChecklistItemState> &states() const { return m_states; }
    // The states that are not done, in the template's order.
    QList<ChecklistItemState> openItems() const;
    QStringList openItemKeys() const;
    bool isComplete() const { return !m_states.isEmpty() && openItems().isEmpty(); }

    QString errorString() const { return m_error; }

private:
    static QString explainManual(const ChecklistRun::Result &result);
    static QString explainReaders(const ReaderTestSummary &readers);
    static QString explainBackgrounds(const ReaderTestSummary &readers, const QString &passed);
    static QString explainDeletionRatio(const DeletionRatio::Result &deletion);
    static QString explainNoteKinds(const ChecklistFacts &facts);
    static QString explainCounts(ChecklistRule rule, const ChecklistFacts &facts);

    ProjectStore &m_store;
    ChecklistTemplate m_checklist;
    ChecklistFacts m_facts;
    QList<ChecklistItemState> m_states;
    QString m_error;
};
