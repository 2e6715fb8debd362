// SPDX-FileCopyrightText: 2026 Yiqiao authors
// SPDX-License-Identifier: GPL-3.0-or-later
#include "gui/repetitioncontroller.h"

#include "draft/blockstatus.h"
#include "draft/draftreconciler.h"
#include "draft/draftsession.h"
#include "drafteditor.h"
#include "gui/actionregistry.h"
#include "gui/appsettings.h"
#include "gui/workbenchcontroller.h"
#include "linerange.h"
#include "propagationbar.h"
#include "repetitions/propagator.h"
#include "sidebysideview.h"
#include "store/issue.h"
#include "store/issuerepository.h"
#include "team/teamleaseguard.h"

#include <QAction>
#include <QMessageBox>
#include <QPushButton>
#include <QStringList>

#include <algorithm>

RepetitionController::RepetitionController(
    ActionRegistry &actions, WorkbenchController &workbench, SideBySideView &view, QWidget *dialogParent)
    : IssueController(workbench, dialogParent)
    , m_view(view)
    , m_bar(*view.propagationBar())
    , m_accept(actions.action(ActionRegistry::AcceptPropagation))
{
    connect(&m_workbench, &WorkbenchController::blockConfirmed, this, &RepetitionController::offer);
    connect(&m_bar, &PropagationBar::propagateRequested, this, &RepetitionController::accept);
    connect(&m_bar, &PropagationBar::dismissRequested, this, &RepetitionController::withdraw);
    connect(m_accept, &QAction::triggered, this, &RepetitionController::accept);
    connect(actions.action(ActionRegistry::PropagateTranslation), &QAction::triggered, this, &RepetitionController::askAndPropagate);
    // The offer belongs to the draft it was made on.
    connect(&m_workbench, &WorkbenchController::leavingIssue, this, &RepetitionController::withdraw);
    connect(&m_workbench, &WorkbenchController::draftReloaded, this, &RepetitionController::withdraw);
    connect(m_view.draftEditor(), &DraftEditor::textEdited, this, &RepetitionController::withdrawIfEdited);
}

void RepetitionController::offer(qint64 blockId)
{
    withdraw();
    ProjectStore *store = m_workbench.store();
    DraftSession *session = m_workbench.session();
    if (!store || !session || m_workbench.isDraftReadOnly()) {
        return;
    }
    Propagator propagator(*store);
    propagator.useSession(m_workbench.issueId(), session);
    PropagationPlan plan;
    if (!propagator.planFor(m_workbench.issueId(), blockId, &plan) || plan.fills.isEmpty()) {
        return;
    }
    m_offered = blockId;
    m_offeredText = session->blocks().at(session->indexOfBlock(blockId)).text;
    m_accept->setEnabled(true);
    m_bar.offer(int(plan.fills.size()), m_accept->shortcut());
}

void RepetitionController::withdraw()
{
    m_offered = 0;
    m_offeredText.clear();
    m_accept->setEnabled(false);
    m_bar.withdraw();
}

void RepetitionController::withdrawIfEdited()
{
    if (m_offered == 0) {
        return;
    }
    const DraftEditor *editor = m_view.draftEditor();
    QStringList lines;
    for (int line = 0; line < editor->lineCount(); ++line) {
        if (editor->idsAt(line).contains(m_offered)) {
            lines.append(editor->lineText(line));
        }
    }
    if (lines.join(QLatin1Char('\n')) != DraftReconciler::editorText(m_offeredText)) {
        withdraw();
    }
}

void RepetitionController::accept()
{
    const qint64 blockId = m_offered;
    const QString text = m_offeredText;
    withdraw();
    if (blockId == 0 || m_workbench.isDraftReadOnly() || !m_workbench.save()) {
        return;
    }
    DraftSession *session = m_workbench.session();
    const int index = session ? session->indexOfBlock(blockId) : -1;
    if (index < 0 || !BlockStatus::isConfirmed(session->blocks().at(index).status) || session->blocks().at(index).text != text) {
        Q_EMIT statusMessage(
            tr("The block was edited after it was confirmed: nothing was propagated. Confirm it again to offer its translation."));
        return;
    }
    Propagator propagator(*m_workbench.store());
    propagator.useSession(m_workbench.issueId(), session);
    PropagationPlan plan;
    if (!succeeded(propagator.planFor(m_workbench.issueId(), blockId, &plan), propagator)) {
        return;
    }
    const int filled = fillInEditor(plan.fillsOf(m_workbench.issueId()));
    Q_EMIT statusMessage(
        tr("%n identical block(s) took the confirmed translation, pre-translated (Ctrl+Z takes them back)", nullptr, filled));
}

int RepetitionController::fillInEditor(const QList<PropagationPlan::Fill> &fills)
{
    DraftSession *session = m_workbench.session();
    QList<QPair<LineRange, QString>> edits;
    QList<qint64> ids;
    for (const PropagationPlan::Fill &fill : fills) {
        const int index = session ? session->indexOfBlock(fill.blockId) : -1;
        const TargetBlock *block = index >= 0 ? &session->blocks().at(index) : nullptr;
        if (!block || block->text != fill.before || block->status != fill.status) {
            continue; // changed since the plan was made
        }
        edits.append({LineRange {block->lineStart, 0, int(DraftReconciler::editorText(block->text).size())},
            DraftReconciler::editorText(fill.text)});
        ids.append(block->id);
    }
    if (edits.isEmpty()) {
        return 0;
    }
    std::sort(edits.begin(), edits.end(), [](const auto &a, const auto &b) { return a.first.line > b.first.line; });
    m_view.draftEditor()->replaceRanges(edits);
    if (!m_workbench.save()) {
        return 0;
    }
    // One transaction; the session remembers the statuses they replace, so that the
    // editor's one Ctrl+Z gives back text and status (DraftSession::update()).
    session = m_workbench.session();
    QList<int> indexes;
    for (qint64 id : std::as_const(ids)) {
        const int index = session->indexOfBlock(id);
        if (index >= 0) {
            indexes.append(index);
        }
    }
    if (!session->setStatuses(indexes, Propagator::status())) {
        Q_EMIT failed(session->errorString());
    }
    m_workbench.refresh();
    return int(ids.size());
}

void RepetitionController::askAndPropagate()
{
    if (!m_store || !m_workbench.session() || m_workbench.isDraftReadOnly()) {
        return;
    }
    QMessageBox box(QMessageBox::Question, tr("Propagate Translation"),
        tr("Fill the identical source blocks whose draft nobody wrote with their confirmed translation? They become "
           "pre-translated, to be confirmed in their context; typed and confirmed blocks are left as they are."),
        QMessageBox::Cancel, m_dialogParent);
    QPushButton *issue = box.addButton(tr("In This &Issue"), QMessageBox::AcceptRole);
    QPushButton *all = box.addButton(tr("In &All Issues"), QMessageBox::AcceptRole);
    issue->setObjectName(QStringLiteral("propagateIssue"));
    all->setObjectName(QStringLiteral("propagateAllIssues"));
    box.setDefaultButton(issue);
    box.exec();
    if (box.clickedButton() == issue || box.clickedButton() == all) {
        propagate(box.clickedButton() == all);
    }
}

bool RepetitionController::propagate(bool allIssues)
{
    withdraw();
    const qint64 open = m_workbench.issueId();
    if (!m_store || !m_workbench.session() || m_workbench.isDraftReadOnly() || !m_workbench.save()) {
        return false;
    }
    QList<qint64> scope {open};
    for (const Issue &issue : allIssues ? IssueRepository(*m_store).issues() : QList<Issue>()) {
        scope.append(issue.id);
    }
    Propagator propagator(*m_store);
    propagator.useSession(open, m_workbench.session());
    PropagationPlan plan;
    if (!succeeded(propagator.plan(scope, &plan), propagator)) {
        return false;
    }
    dropNotHeld(&plan);
    if (!succeeded(propagator.apply(plan, AppSettings().userName(), {open}), propagator)) {
        return false;
    }
    QList<int> others;
    int elsewhere = 0;
    for (const PropagationPlan::Fill &fill : std::as_const(plan.fills)) {
        if (fill.issueId != open) {
            ++elsewhere;
            if (!others.contains(fill.issueNumber)) {
                others.append(fill.issueNumber);
            }
        }
    }
    const int here = fillInEditor(plan.fillsOf(open));
    if (!others.isEmpty()) {
        Q_EMIT issuesChanged(others);
    }
    Q_EMIT statusMessage(tr("%n block(s) of this issue took a confirmed translation of an identical block", nullptr, here)
        + QLatin1String("; ") + tr("%n in other issues", nullptr, elsewhere) + QLatin1String("; ")
        + tr("%n conflict(s) left alone (identical blocks confirmed differently)", nullptr, int(plan.conflicts.size())));
    return true;
}

// A working copy changes only the drafts of the issues it holds (TeamLeaseGuard).
void RepetitionController::dropNotHeld(PropagationPlan *plan) const
{
    const TeamLeaseGuard guard(*m_store);
    if (!guard.isWorkingCopy()) {
        return;
    }
    const QList<qint64> writable = guard.writable(plan->issueIds().values());
    plan->fills.erase(std::remove_if(plan->fills.begin(), plan->fills.end(),
                          [&writable](const PropagationPlan::Fill &fill) { return !writable.contains(fill.issueId); }),
        plan->fills.end());
}
