// SPDX-FileCopyrightText: 2026 Yiqiao authors
// SPDX-License-Identifier: GPL-3.0-or-later
#include "gui/deletioncontroller.h"

#include "deletiondialog.h"
#include "deletiongauge.h"
#include "deletionpane.h"
#include "deletions/deletionlistmodel.h"
#include "deletions/deletionratio.h"
#include "deletions/deletionrepository.h"
#include "deletions/translationdeletion.h"
#include "documentview.h"
#include "draft/draftlines.h"
#include "draft/draftreconciler.h"
#include "draft/draftsession.h"
#include "drafteditor.h"
#include "gui/actionregistry.h"
#include "gui/workbenchcontroller.h"
#include "sidebysideview.h"
#include "sourceupdate/sourcechangerepository.h"
#include "store/issuerepository.h"
#include "store/projectstore.h"

#include <QAction>

#include <algorithm>

DeletionController::DeletionController(ActionRegistry &actions, WorkbenchController &workbench, SideBySideView &view, DeletionPane &pane,
    DeletionGauge &statusGauge, QWidget *dialogParent)
    : IssueController(workbench, dialogParent)
    , m_view(view)
    , m_pane(pane)
    , m_statusGauge(statusGauge)
{
    QAction *remove = actions.action(ActionRegistry::DeleteFromTranslation);
    connect(remove, &QAction::triggered, this, &DeletionController::deleteSelection);
    m_view.sourceView()->setContextActions(m_view.sourceView()->contextActions() + QList<QAction *> {remove});
    connect(&m_pane, &DeletionPane::jumpRequested, this, &DeletionController::jump);
    connect(&m_pane, &DeletionPane::removeRequested, this, &DeletionController::remove);
    connect(&m_pane, &DeletionPane::justifyRequested, this, &DeletionController::justify);
    connect(&m_pane, &DeletionPane::clearRecheckRequested, this, &DeletionController::clearRecheck);
    // A shown or reloaded draft rebuilds the source view: its marks are gone.
    m_workbench.connectEach(this, &DeletionController::refresh, &WorkbenchController::issueShown, &WorkbenchController::draftReloaded);
    m_statusGauge.setVisible(false);
}

void DeletionController::setProject(ProjectStore *store, bool readOnly)
{
    ProjectController::setProject(store, readOnly);
    m_pane.setReadOnly(readOnly);
    refresh();
}

void DeletionController::refresh()
{
    m_issueId = m_store && m_store->isOpen() ? m_workbench.issueId() : 0;
    m_blocks.clear();
    m_deletions.clear();
    if (m_issueId != 0) {
        IssueRepository issues(*m_store);
        DeletionRepository repository(*m_store);
        m_blocks = issues.sourceBlocks(m_issueId);
        m_deletions = repository.deletions(m_issueId);
        if (!repository.errorString().isEmpty()) {
            Q_EMIT failed(repository.errorString());
        }
    }
    QList<DeletionListModel::Row> rows;
    for (const Deletion &deletion : std::as_const(m_deletions)) {
        if (const BlockRecord *block = blockById(deletion.sourceBlockId)) {
            rows.append(DeletionListModel::rowFor(deletion, *block, ordinalOf(block->id)));
        }
    }
    const double target = m_store && m_store->isOpen() ? DeletionRatio::target(*m_store) : DeletionRatio::kDefaultTarget;
    const DeletionRatio::Result result = DeletionRatio::compute(m_blocks, m_deletions, target);
    m_pane.setRows(rows);
    m_pane.setResult(result);
    m_statusGauge.setResult(result);
    m_statusGauge.setVisible(m_issueId != 0);
    showMarks(m_deletions);
}

QList<Deletion> DeletionController::deletionsForSelection() const
{
    DraftSession *session = m_workbench.session();
    if (!session || m_issueId == 0) {
        return {};
    }
    const LineSpan lines = m_view.sourceView()->selectedLines();
    QList<Deletion> deletions;
    for (const SourceBlockState &state : session->sourceBlocks()) {
        const bool deletedWhole = std::any_of(m_deletions.cbegin(), m_deletions.cend(),
            [&state](const Deletion &d) { return d.sourceBlockId == state.id && d.isWholeBlock(); });
        if (state.lineEnd >= lines.first && state.lineStart <= lines.last && !deletedWhole) {
            Deletion deletion;
            deletion.sourceBlockId = state.id;
            deletions.append(deletion);
        }
    }
    if (deletions.size() != 1) {
        return deletions;
    }
    // A selection inside one block that leaves some of its text out deletes a span.
    const BlockRecord *block = blockById(deletions.first().sourceBlockId);
    const QString text = block ? DraftReconciler::editorText(block->text) : QString();
    const auto selected = block ? m_view.sourceView()->selectionWithin(sourceBlockLine(*block), text) : std::nullopt;
    if (!selected) {
        return deletions;
    }
    const int from = selected->first;
    const int to = selected->second;
    const bool leavesTextOut = !text.left(from).trimmed().isEmpty() || !text.mid(to).trimmed().isEmpty();
    if (leavesTextOut && to > from) {
        deletions.first().spanStart = DraftReconciler::storedOffset(block->text, from);
        deletions.first().spanEnd = DraftReconciler::storedOffset(block->text, to);
    }
    return deletions;
}

bool DeletionController::addDeletions(QList<Deletion> deletions, DeletionReason reason, const QString &justification)
{
    return deleteFromTranslation(std::move(deletions), reason, justification, false);
}

// One model operation (TranslationDeletion) stores the deletions and, with dropDraft,
// takes the draft blocks they leave without a reason out of the draft, in one
// transaction; the editor then loses the same lines as one undo step, so that it
// shows what is stored and an undo brings the blocks back.
bool DeletionController::deleteFromTranslation(
    QList<Deletion> deletions, DeletionReason reason, const QString &justification, bool dropDraft)
{
    DraftSession *session = m_workbench.session();
    if (!m_store || m_issueId == 0 || deletions.isEmpty()) {
        return false;
    }
    // Pending edits first: the blocks to drop are chosen on the stored draft.
    if (dropDraft && (!session || m_readOnly || m_workbench.isDraftReadOnly() || !m_workbench.save())) {
        return false;
    }
    for (Deletion &deletion : deletions) {
        deletion.reason = reason;
        deletion.justification = justification;
    }
    const QList<QPair<int, int>> lines = dropDraft
        ? DraftLines::removal(session->blocks(), TranslationDeletion::draftBlocksFor(*session, deletions), session->text())
        : QList<QPair<int, int>>();
    TranslationDeletion deletion(*m_store, m_issueId);
    if (!succeeded(deletion.apply(deletions, dropDraft ? session : nullptr), deletion)) {
        return false;
    }
    if (!deletion.removedBlocks().isEmpty()) {
        removeFromEditor(lines);
        m_workbench.save(); // nothing left to write: the editor shows what is stored
    } else if (session) {
        session->reloadDeletions();
    }
    m_workbench.refresh(); // untranslated marks and progress
    refresh();
    Q_EMIT statusMessage(justification.trimmed().isEmpty()
            ? tr("Deleted from the translation, without a justification yet: it is flagged until it has one.")
            : tr("Deleted from the translation."));
    return true;
}

void DeletionController::deleteSelection()
{
    if (m_readOnly || m_workbench.isDraftReadOnly()) {
        return;
    }
    const QList<Deletion> deletions = deletionsForSelection();
    if (deletions.isEmpty()) {
        Q_EMIT statusMessage(m_issueId == 0 ? tr("Open an issue first.")
                                            : tr("Put the source cursor in a block, or select the blocks or the text to delete."));
        return;
    }
    DeletionDialog dialog(m_dialogParent);
    DeletionDialog::Value value;
    value.summary = summaryOf(deletions);
    value.draftBlocks = int(draftBlocksOnlyFor(deletions).size());
    dialog.setValue(value);
    if (dialog.exec() != QDialog::Accepted) {
        return;
    }
    value = dialog.value();
    deleteFromTranslation(deletions, value.reason, value.justification, value.removesDraftBlocks);
}

QList<qint64> DeletionController::draftBlocksOnlyFor(const QList<Deletion> &deletions) const
{
    DraftSession *session = m_workbench.session();
    return session ? TranslationDeletion::draftBlocksFor(*session, deletions) : QList<qint64>();
}

bool DeletionController::removeDraftBlocks(const QList<qint64> &ids)
{
    DraftSession *session = m_workbench.session();
    if (!session || m_readOnly || m_workbench.isDraftReadOnly() || !m_workbench.save()) {
        return false;
    }
    removeFromEditor(DraftLines::removal(session->blocks(), ids, session->text()));
    return m_workbench.save();
}

void DeletionController::removeFromEditor(const QList<QPair<int, int>> &lines)
{
    QList<LineSpan> spans;
    for (const auto &range : lines) {
        spans.append({range.first, range.second});
    }
    m_view.draftEditor()->removeLines(spans);
}

QString DeletionController::summaryOf(const QList<Deletion> &deletions) const
{
    const Deletion &first = deletions.first();
    const BlockRecord *block = blockById(first.sourceBlockId);
    if (deletions.size() == 1 && !first.isWholeBlock() && block) {
        return DeletionDialog::spanSummary(ordinalOf(block->id), block->text.mid(first.spanStart, first.spanEnd - first.spanStart));
    }
    qint64 characters = 0;
    for (const Deletion &deletion : deletions) {
        if (const BlockRecord *deleted = blockById(deletion.sourceBlockId)) {
            characters += DeletionListModel::rowFor(deletion, *deleted, ordinalOf(deleted->id)).characters;
        }
    }
    return DeletionDialog::blocksSummary(int(deletions.size()), characters);
}

void DeletionController::remove(const QList<qint64> &ids)
{
    if (!m_store || m_readOnly || ids.isEmpty()) {
        return;
    }
    DeletionRepository repository(*m_store);
    for (qint64 id : ids) {
        if (!repository.remove(id)) {
            Q_EMIT failed(repository.errorString());
            break;
        }
    }
    if (DraftSession *session = m_workbench.session()) {
        session->reloadDeletions();
    }
    m_workbench.refresh();
    refresh();
    Q_EMIT statusMessage(tr("%n deletion(s) undone: the text counts as untranslated again.", nullptr, int(ids.size())));
}

void DeletionController::justify(qint64 deletionId, const QString &justification)
{
    if (!m_store || m_readOnly) {
        return;
    }
    const auto it = std::find_if(m_deletions.cbegin(), m_deletions.cend(), [deletionId](const Deletion &d) { return d.id == deletionId; });
    if (it == m_deletions.cend()) {
        return;
    }
    DeletionRepository repository(*m_store);
    if (!repository.update(deletionId, it->reason, justification)) {
        Q_EMIT failed(repository.errorString());
    }
    refresh();
}

void DeletionController::clearRecheck(qint64 deletionId)
{
    if (!m_store || m_readOnly) {
        return;
    }
    SourceChangeRepository repository(*m_store);
    if (!repository.clearRecheck(deletionId)) {
        Q_EMIT failed(repository.errorString());
    }
    refresh();
}

void DeletionController::jump(qint64 sourceBlockId, int spanStart)
{
    const BlockRecord *block = blockById(sourceBlockId);
    const int column = block && spanStart > 0 ? DraftReconciler::editorOffset(block->text, spanStart) : 0;
    m_workbench.goToSourceBlockId(sourceBlockId, column);
}

// The line where block starts in the source view, or -1 when the session has none.
int DeletionController::sourceBlockLine(const BlockRecord &block) const
{
    DraftSession *session = m_workbench.session();
    if (!session) {
        return -1;
    }
    for (const SourceBlockState &state : session->sourceBlocks()) {
        if (state.id == block.id) {
            return state.lineStart;
        }
    }
    return -1;
}

// The document position where block's text starts in the source view, or -1 when
// the view does not show it there.
int DeletionController::sourceBlockStart(const BlockRecord &block) const
{
    return m_view.sourceView()->textPosition(sourceBlockLine(block), DraftReconciler::editorText(block.text));
}

void DeletionController::showMarks(const QList<Deletion> &deletions)
{
    QList<TextMarks::Mark> marks;
    for (const Deletion &deletion : deletions) {
        const BlockRecord *block = blockById(deletion.sourceBlockId);
        const int start = block ? sourceBlockStart(*block) : -1;
        if (start < 0) {
            continue;
        }
        TextMarks::Mark mark;
        mark.style = TextMarks::Style::Deleted;
        mark.start = start + (deletion.isWholeBlock() ? 0 : DraftReconciler::editorOffset(block->text, deletion.spanStart));
        mark.end = start
            + (deletion.isWholeBlock() ? int(DraftReconciler::editorText(block->text).size())
                                       : DraftReconciler::editorOffset(block->text, deletion.spanEnd));
        const QString reason = DeletionReasons::label(deletion.reason);
        mark.toolTip = deletion.isJustified() ? tr("Deleted (%1): %2").arg(reason, deletion.justification)
                                              : tr("Deleted (%1), without a justification yet").arg(reason);
        marks.append(mark);
    }
    m_view.sourceView()->setDeletionMarks(marks);
}

const BlockRecord *DeletionController::blockById(qint64 id) const
{
    for (const BlockRecord &block : m_blocks) {
        if (block.id == id) {
            return &block;
        }
    }
    return nullptr;
}

int DeletionController::ordinalOf(qint64 id) const
{
    for (int i = 0; i < m_blocks.size(); ++i) {
        if (m_blocks.at(i).id == id) {
            return i + 1;
        }
    }
    return 0;
}
