// SPDX-FileCopyrightText: 2026 Yiqiao authors
// SPDX-License-Identifier: GPL-3.0-or-later
#include "gui/workbenchcontroller.h"
#include "gui/scenariocontroller.h"

#include "documentview.h"
#include "draft/blockstatus.h"
#include "draft/draftsession.h"
#include "draft/revisionrepository.h"
#include "drafteditor.h"
#include "gui/actionregistry.h"
#include "gui/appsettings.h"
#include "gui/blockcommands.h"
#include "linescroller.h"
#include "outlinepane.h"
#include "previewpane.h"
#include "sidebysideview.h"
#include "statuscolors.h"
#include "team/teamleaseguard.h"

#include <QAction>
#include <QScopedValueRollback>
#include <QScrollBar>

#include <functional>

namespace {
constexpr int kIdleMs = 300;
constexpr int kDeadlineMs = 800;
// The preview re-renders when typing pauses, not after every autosave: a 200 KB
// draft takes ~60 ms to render, a stutter in the middle of a sentence.
constexpr int kPreviewMs = 1000;
constexpr int kRetryMs = 1000;

// Scrolls to so that the block aligned with block index of from (or with the nearest
// block above that has one: a note or addition has no source) sits at the same height.
template<typename From, typename To>
void scrollAligned(const QPlainTextEdit *from, const QList<From> &fromBlocks, int index, const std::function<QList<int>(int)> &aligned,
    QPlainTextEdit *to, const QList<To> &toBlocks)
{
    while (index > 0 && aligned(index).isEmpty()) {
        --index;
    }
    if (index < 0 || aligned(index).isEmpty()) {
        return;
    }
    const To &target = toBlocks.at(aligned(index).constFirst());
    LineScroller::scrollToLine(to, target.lineStart, LineScroller::visualOffset(from, fromBlocks.at(index).lineStart));
}
} // namespace

WorkbenchController::WorkbenchController(
    ActionRegistry &actions, SideBySideView &view, OutlinePane &outline, PreviewPane &preview, QObject *parent)
    : QObject(parent)
    , m_view(view)
    , m_outline(outline)
    , m_preview(preview)
{
    m_outlineFilter.setSourceModel(&m_outlineModel);
    m_outline.setModel(&m_outlineFilter);
    for (QTimer *timer : {&m_idleTimer, &m_deadlineTimer, &m_previewTimer, &m_revisionTimer}) {
        timer->setSingleShot(true);
    }
    m_revisionTimer.setInterval(kRevisionMs);
    connect(&m_revisionTimer, &QTimer::timeout, this, &WorkbenchController::flushRevision);
    m_idleTimer.setInterval(kIdleMs);
    m_deadlineTimer.setInterval(kDeadlineMs);
    m_previewTimer.setInterval(kPreviewMs);
    connect(&m_idleTimer, &QTimer::timeout, this, &WorkbenchController::autosave);
    connect(&m_deadlineTimer, &QTimer::timeout, this, &WorkbenchController::autosave);
    connect(&m_previewTimer, &QTimer::timeout, this, &WorkbenchController::updatePreview);
    connectActions(actions);
    connectViews();
    m_commands = std::make_unique<BlockCommands>(actions, *this, m_view);
    connect(m_commands.get(), &BlockCommands::statusMessage, this, &WorkbenchController::statusMessage);
    connect(m_commands.get(), &BlockCommands::failed, this, &WorkbenchController::saveFailed);
    connect(m_commands.get(), &BlockCommands::blockConfirmed, this, &WorkbenchController::blockConfirmed);
    m_scenarios = std::make_unique<ScenarioController>(actions, *this, &m_view);
    connect(m_scenarios.get(), &ScenarioController::statusMessage, this, &WorkbenchController::statusMessage);
    connect(m_scenarios.get(), &ScenarioController::failed, this, &WorkbenchController::saveFailed);
}

WorkbenchController::~WorkbenchController() = default;

void WorkbenchController::connectActions(ActionRegistry &actions)
{
    DraftEditor *editor = m_view.draftEditor();
    QAction *undo = actions.action(ActionRegistry::Undo);
    QAction *redo = actions.action(ActionRegistry::Redo);
    connect(undo, &QAction::triggered, editor, &DraftEditor::undo);
    connect(redo, &QAction::triggered, editor, &DraftEditor::redo);
    undo->setEnabled(false);
    redo->setEnabled(false);
    connect(editor, &QPlainTextEdit::undoAvailable, undo, &QAction::setEnabled);
    connect(editor, &QPlainTextEdit::redoAvailable, redo, &QAction::setEnabled);
}

void WorkbenchController::connectViews()
{
    DraftEditor *editor = m_view.draftEditor();
    DocumentView *source = m_view.sourceView();
    connect(editor, &DraftEditor::textEdited, this, &WorkbenchController::onTextEdited);
    connect(editor, &DraftEditor::currentLineChanged, this, &WorkbenchController::followDraftCursor);
    connect(source, &DocumentView::currentLineChanged, this, &WorkbenchController::followSourceCursor);
    for (QPlainTextEdit *side : {static_cast<QPlainTextEdit *>(editor), static_cast<QPlainTextEdit *>(source)}) {
        connect(side->verticalScrollBar(), &QScrollBar::valueChanged, this, [this, side] { syncScroll(side); });
        // QPlainTextEdit moves its scroll bar with signals blocked when it scrolls to the
        // cursor (arrow keys, Page Down, a jump): updateRequest's dy is the one signal of
        // every scroll.
        connect(side, &QPlainTextEdit::updateRequest, this, [this, side](const QRect &, int dy) {
            if (dy != 0) {
                syncScroll(side);
            }
        });
    }
    connect(&m_outline, &OutlinePane::blockRequested, this, [this](int row) {
        goToBlock(row);
        m_view.draftEditor()->setFocus();
    });
}

bool WorkbenchController::showIssue(ProjectStore *store, qint64 issueId, const QString &heading)
{
    if (!save()) {
        return false;
    }
    flushRevision(); // of the issue being left
    if (m_session) {
        Q_EMIT leavingIssue();
    }
    if (!store || issueId == 0) {
        sealRevision(); // the project closes: the next session's work is a revision of its own
        // The store is about to go away (AppController::closeProject).
        m_store = nullptr;
        m_issueId = 0;
        m_conflict = false;
        m_session.reset();
        updateDraftLock();
        m_outlineModel.clear();
        m_view.clear();
        m_preview.setMarkdown({});
        m_reportedBlock = -2;
        Q_EMIT issueShown(0);
        return true;
    }
    // Loaded beside the current issue, which stays shown if this one cannot be read.
    auto session = std::make_unique<DraftSession>(*store, issueId);
    if (!session->load()) {
        Q_EMIT saveFailed(session->errorString());
        return false;
    }
    m_session = std::move(session);
    m_conflict = false;
    m_store = store;
    m_issueId = issueId;
    m_heading = heading;
    m_outlineModel.clear();
    m_view.showIssue(heading, m_session->sourceText(), m_session->text(), m_session->lineIds());
    updateDraftLock();
    refreshAfterSave();
    updatePreview();
    m_reportedBlock = -2;
    Q_EMIT issueShown(issueId);
    followDraftCursor();
    return true;
}

qint64 WorkbenchController::issueId() const
{
    return m_session ? m_issueId : 0;
}

void WorkbenchController::discardChanges()
{
    m_idleTimer.stop();
    m_deadlineTimer.stop();
    m_dirty = false;
}

void WorkbenchController::setReadOnly(bool readOnly)
{
    m_readOnly = readOnly;
    m_view.draftEditor()->setReadOnly(isDraftReadOnly() || !m_session);
}

void WorkbenchController::updateDraftLock()
{
    const bool locked = m_session && m_store && !TeamLeaseGuard(*m_store).mayWrite(m_issueId);
    m_view.draftEditor()->setReadOnly(m_readOnly || locked || !m_session);
    if (locked != m_locked) {
        m_locked = locked;
        Q_EMIT draftLockChanged(locked);
    }
}

void WorkbenchController::onTextEdited()
{
    m_dirty = true;
    m_previewTimer.start();
    m_idleTimer.start();
    if (!m_deadlineTimer.isActive()) {
        m_deadlineTimer.start();
    }
}

bool WorkbenchController::save()
{
    m_idleTimer.stop();
    m_deadlineTimer.stop();
    if (!m_dirty || !m_session) {
        return true;
    }
    if (!write()) {
        QString message = m_session->errorString();
        if (m_session->changedElsewhere()) {
            if (!m_conflict) {
                m_conflict = true;
                Q_EMIT draftConflict();
            }
            message = tr("%1 Your edits are still in the editor: choose above it which version goes on.").arg(message);
        }
        Q_EMIT saveFailed(message);
        return false;
    }
    return true;
}

// A failed autosave keeps the text in the editor and tries again every second; it
// reports a failure once, not at every attempt.
void WorkbenchController::autosave()
{
    m_idleTimer.stop();
    m_deadlineTimer.stop();
    if (m_dirty && m_view.draftEditor()->isComposing()) {
        // Saved now, a selection the composition replaces would be a block deleted.
        m_idleTimer.start();
        return;
    }
    if (!m_dirty || !m_session || write()) {
        m_lastError.clear();
        return;
    }
    m_deadlineTimer.start(kRetryMs);
    if (m_session->changedElsewhere()) {
        // Retrying cannot help; the user chooses (settleConflict()).
        m_deadlineTimer.stop();
        if (!m_conflict) {
            m_conflict = true;
            Q_EMIT draftConflict();
        }
        return;
    }
    if (m_session->errorString() != m_lastError) {
        m_lastError = m_session->errorString();
        Q_EMIT saveFailed(m_lastError);
    }
}

bool WorkbenchController::write()
{
    DraftEditor *editor = m_view.draftEditor();
    if (!m_session->update(editor->draftText(), editor->lineIds())) {
        return false;
    }
    m_dirty = false;
    editor->restampLineIds(m_session->lineIds());
    m_revisionDue = true;
    if (!m_revisionTimer.isActive()) {
        m_revisionTimer.start();
    }
    refreshAfterSave();
    Q_EMIT saved();
    return true;
}

// Saved changes are recorded; while the same person keeps working, in the same
// revision (RevisionRepository coalesces). Recording a long draft costs ~10 ms (read
// it back, compress, write): autosaves only mark it due, and it is written at most
// kRevisionMs later, when the issue is left or the project closed, and before the
// history is shown or the post exported (flushRevision). A revision that cannot be
// written costs no work: the draft is saved, the history only misses a step, and the
// status bar says so.
void WorkbenchController::flushRevision()
{
    m_revisionTimer.stop();
    // In a conflict the stored draft is the other program's: recorded now, it would
    // coalesce into this user's revision. DraftConflictController records it.
    if (m_revisionDue && !m_conflict) {
        recordRevision();
    }
}

void WorkbenchController::recordRevision()
{
    m_revisionDue = false;
    if (!m_store || m_issueId <= 0 || isDraftReadOnly()) {
        return;
    }
    RevisionRepository revisions(*m_store);
    if (!revisions.record(m_issueId, AppSettings().userName(), QString())) {
        Q_EMIT statusMessage(tr("The revision history could not record this save: %1").arg(revisions.errorString()));
    }
}

void WorkbenchController::sealRevision()
{
    if (m_store && m_issueId > 0 && !isDraftReadOnly()) {
        RevisionRepository(*m_store).seal(m_issueId);
    }
}

void WorkbenchController::refresh()
{
    refreshAfterSave();
    Q_EMIT saved();
}

// Status stripe in the editor's margin, untranslated marks in the source, outline.
void WorkbenchController::refreshAfterSave()
{
    const QList<TargetBlock> &blocks = m_session->blocks();
    QVector<QColor> markers(m_view.draftEditor()->lineCount());
    for (const TargetBlock &block : blocks) {
        const QColor color = StatusColors::forStatus(block.status);
        for (int line = block.lineStart; line <= block.lineEnd && line < markers.size(); ++line) {
            markers[line] = color;
        }
    }
    m_view.draftEditor()->setLineMarkers(markers);
    QList<QPair<int, int>> untranslated;
    for (const SourceBlockState &source : m_session->sourceBlocks()) {
        if (source.targets.isEmpty() && !source.deleted) {
            untranslated.append({source.lineStart, source.lineEnd});
        }
    }
    m_view.sourceView()->setUntranslatedLines(untranslated);
    m_outlineModel.setBlocks(blocks);
    // Line numbers may have moved: mark the aligned blocks anew.
    if (m_view.sourceView()->hasFocus()) {
        followSourceCursor();
    } else {
        followDraftCursor();
    }
}

int WorkbenchController::blockForLine(int line) const
{
    if (!m_session) {
        return -1;
    }
    // Between saves line numbers may have moved; the ids on the line have not.
    const QList<TargetBlock> &blocks = m_session->blocks();
    for (qint64 id : m_view.draftEditor()->idsAt(line)) {
        for (int i = 0; i < blocks.size(); ++i) {
            if (blocks.at(i).id == id) {
                return i;
            }
        }
    }
    return m_dirty ? -1 : m_session->blockAtLine(line);
}

bool WorkbenchController::reloadIssue()
{
    if (!m_session || !save()) {
        return false;
    }
    const int block = currentBlock();
    if (!loadSession()) {
        return false;
    }
    reloadDraft();
    goToBlock(qMax(0, block));
    return true;
}

// Not through showIssue(nullptr): the issue is not left, only read again.
bool WorkbenchController::loadSession()
{
    auto session = std::make_unique<DraftSession>(*m_store, m_issueId);
    if (!session->load()) {
        Q_EMIT saveFailed(session->errorString());
        return false;
    }
    m_session = std::move(session);
    return true;
}

bool WorkbenchController::settleConflict(bool keepEditorText)
{
    if (!m_session || !loadSession()) {
        return false;
    }
    m_conflict = false;
    m_lastError.clear();
    if (keepEditorText) {
        // The editor's line ids still name the blocks they were typed in: those the
        // other program kept are matched, the others become additions.
        m_dirty = true;
        return save();
    }
    const int block = currentBlock();
    discardChanges();
    reloadDraft();
    goToBlock(qMax(0, block));
    return true;
}

void WorkbenchController::reloadDraft()
{
    if (!m_session) {
        return;
    }
    const int block = currentBlock();
    m_view.showIssue(m_heading, m_session->sourceText(), m_session->text(), m_session->lineIds());
    updateDraftLock();
    refreshAfterSave();
    updatePreview();
    goToBlock(qMax(0, block));
    recordRevision();
    Q_EMIT draftReloaded();
}

int WorkbenchController::currentBlock() const
{
    return blockForLine(m_view.draftEditor()->currentLine());
}

void WorkbenchController::followDraftCursor()
{
    if (!m_session) {
        return;
    }
    const int index = currentBlock();
    if (index != m_reportedBlock) {
        m_reportedBlock = index;
        Q_EMIT currentBlockChanged(index);
    }
    QList<QPair<int, int>> ranges;
    if (index >= 0) {
        const QList<SourceBlockState> sources = m_session->sourceBlocks();
        for (int source : m_session->sourcesOfTarget(index)) {
            ranges.append({sources.at(source).lineStart, sources.at(source).lineEnd});
        }
        const TargetBlock &block = m_session->blocks().at(index);
        Q_EMIT statusMessage(tr("Block %1 of %2 · %3 · aligned to %n source block(s)", nullptr, int(ranges.size()))
                                 .arg(index + 1)
                                 .arg(m_session->blocks().size())
                                 .arg(BlockStatus::displayName(block.status)));
    }
    m_view.sourceView()->setHighlightedLines(ranges);
    m_view.draftEditor()->setHighlightedLines({});
    m_outline.selectBlock(index);
    if (m_previewVisible && index >= 0) {
        m_preview.scrollToBlock(index);
    }
}

void WorkbenchController::followSourceCursor()
{
    if (!m_session || !m_view.sourceView()->hasFocus()) {
        return;
    }
    const int source = m_session->sourceBlockAtLine(m_view.sourceView()->currentLine());
    QList<QPair<int, int>> ranges;
    if (source >= 0) {
        for (int target : m_session->targetsOfSource(source)) {
            const TargetBlock &block = m_session->blocks().at(target);
            ranges.append({block.lineStart, block.lineEnd});
        }
        const SourceBlockState &state = m_session->sourceBlocks().at(source);
        m_view.sourceView()->setHighlightedLines({{state.lineStart, state.lineEnd}});
        if (ranges.isEmpty()) {
            Q_EMIT statusMessage(state.deleted ? tr("This source block is deleted.") : tr("This source block is not translated yet."));
        }
    }
    m_view.draftEditor()->setHighlightedLines(ranges);
}

// Scrolls the other side so that the block aligned with the first one shown in from
// (the draft editor or the source view) sits at the same height.
void WorkbenchController::syncScroll(const QPlainTextEdit *from)
{
    if (!m_scrollSync || m_syncing || !m_session || m_dirty) {
        return;
    }
    const QScopedValueRollback<bool> syncing(m_syncing, true);
    const int line = LineScroller::firstVisibleLine(from);
    if (from == m_view.draftEditor()) {
        scrollAligned(
            from, m_session->blocks(), m_session->blockAtLine(line), [this](int index) { return m_session->sourcesOfTarget(index); },
            m_view.sourceView(), m_session->sourceBlocks());
    } else {
        scrollAligned(
            from, m_session->sourceBlocks(), m_session->sourceBlockAtLine(line),
            [this](int index) { return m_session->targetsOfSource(index); }, m_view.draftEditor(), m_session->blocks());
    }
}

void WorkbenchController::showAlignedSource(int index)
{
    if (!m_session || index < 0 || index >= m_session->blocks().size() || m_session->sourcesOfTarget(index).isEmpty()) {
        return;
    }
    const SourceBlockState &source = m_session->sourceBlocks().at(m_session->sourcesOfTarget(index).constFirst());
    const int offset = LineScroller::visualOffset(m_view.draftEditor(), m_session->blocks().at(index).lineStart);
    m_syncing = true;
    LineScroller::scrollToLine(m_view.sourceView(), source.lineStart, offset);
    m_syncing = false;
}

void WorkbenchController::setPreviewVisible(bool visible)
{
    m_previewVisible = visible;
    if (visible) {
        updatePreview();
    }
}

void WorkbenchController::updatePreview()
{
    if (!m_previewVisible) {
        return;
    }
    m_preview.setMarkdown(m_session ? m_view.draftEditor()->draftText() : QString());
    const int index = currentBlock();
    if (index >= 0) {
        m_preview.scrollToBlock(index);
    }
}

void WorkbenchController::goToBlock(int index)
{
    if (!m_session || index < 0 || index >= m_session->blocks().size()) {
        return;
    }
    DraftEditor *editor = m_view.draftEditor();
    editor->goToLine(m_session->blocks().at(index).lineStart);
    editor->centerCursor();
}

void WorkbenchController::goToDraftBlockId(qint64 id, int column, int length)
{
    if (!m_session) {
        return;
    }
    const int index = m_session->indexOfBlock(id);
    if (index >= 0) {
        goToBlock(index);
        DraftEditor *editor = m_view.draftEditor();
        editor->selectRange({m_session->blocks().at(index).lineStart, column, length});
        editor->setFocus();
    }
}

void WorkbenchController::goToSourceBlockId(qint64 id, int column, int length)
{
    if (!m_session) {
        return;
    }
    for (const SourceBlockState &block : m_session->sourceBlocks()) {
        if (block.id == id) {
            DocumentView *view = m_view.sourceView();
            view->selectRange({block.lineStart, column, 0});
            view->centerCursor(); // on the range's start
            view->setFocus();
            if (length > 0) {
                view->selectRange({block.lineStart, column, length});
            }
            return;
        }
    }
}
