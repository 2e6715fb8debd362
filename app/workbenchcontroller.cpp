// SPDX-FileCopyrightText: 2026 Yiqiao authors
// SPDX-License-Identifier: GPL-3.0-or-later
#include "workbenchcontroller.h"

#include "actionregistry.h"
#include "blockstatus.h"
#include "documentview.h"
#include "drafteditor.h"
#include "draftsession.h"
#include "linescroller.h"
#include "outlinepane.h"
#include "previewpane.h"
#include "sidebysideview.h"
#include "statuscolors.h"

#include <QAction>
#include <QScrollBar>
#include <QTextBlock>
#include <QTextDocument>

namespace {
constexpr int kIdleMs = 300;
constexpr int kDeadlineMs = 800;
// The preview re-renders when typing pauses, not after every autosave: a 200 KB
// draft takes ~60 ms to render, a stutter in the middle of a sentence.
constexpr int kPreviewMs = 1000;
constexpr int kRetryMs = 1000;
} // namespace

WorkbenchController::WorkbenchController(
    ActionRegistry &actions, SideBySideView &view, OutlinePane &outline, PreviewPane &preview, QObject *parent)
    : QObject(parent)
    , m_view(view)
    , m_outline(outline)
    , m_preview(preview)
{
    m_outline.setModel(&m_outlineModel);
    for (QTimer *timer : {&m_idleTimer, &m_deadlineTimer, &m_previewTimer}) {
        timer->setSingleShot(true);
    }
    m_idleTimer.setInterval(kIdleMs);
    m_deadlineTimer.setInterval(kDeadlineMs);
    m_previewTimer.setInterval(kPreviewMs);
    connect(&m_idleTimer, &QTimer::timeout, this, &WorkbenchController::autosave);
    connect(&m_deadlineTimer, &QTimer::timeout, this, &WorkbenchController::autosave);
    connect(&m_previewTimer, &QTimer::timeout, this, &WorkbenchController::updatePreview);
    connectActions(actions);
    connectViews();
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
    connect(editor->document(), &QTextDocument::undoAvailable, undo, &QAction::setEnabled);
    connect(editor->document(), &QTextDocument::redoAvailable, redo, &QAction::setEnabled);
    connect(actions.action(ActionRegistry::PreviousBlock), &QAction::triggered, this, [this] { goRelative(-1); });
    connect(actions.action(ActionRegistry::NextBlock), &QAction::triggered, this, [this] { goRelative(1); });
    connect(actions.action(ActionRegistry::NextUntranslated), &QAction::triggered, this, &WorkbenchController::goToNextUntranslated);
    connect(actions.action(ActionRegistry::NextUntranslatedSource), &QAction::triggered, this,
        &WorkbenchController::goToNextUntranslatedSource);
    connect(actions.action(ActionRegistry::CopySourceIntoDraft), &QAction::triggered, this, &WorkbenchController::copySourceIntoDraft);
    connect(actions.action(ActionRegistry::AlignWithSource), &QAction::triggered, this, &WorkbenchController::toggleAlignment);
    connect(actions.action(ActionRegistry::ConfirmAndNext), &QAction::triggered, this, &WorkbenchController::confirmAndNext);
    connect(actions.action(ActionRegistry::MoveSectionUp), &QAction::triggered, this, [this] { moveSection(-1); });
    connect(actions.action(ActionRegistry::MoveSectionDown), &QAction::triggered, this, [this] { moveSection(1); });
}

void WorkbenchController::connectViews()
{
    DraftEditor *editor = m_view.draftEditor();
    DocumentView *source = m_view.sourceView();
    connect(editor, &DraftEditor::textEdited, this, &WorkbenchController::onTextEdited);
    connect(editor, &DraftEditor::currentLineChanged, this, &WorkbenchController::followDraftCursor);
    connect(source, &DocumentView::currentLineChanged, this, &WorkbenchController::followSourceCursor);
    connect(editor->verticalScrollBar(), &QScrollBar::valueChanged, this, &WorkbenchController::syncFromDraft);
    connect(source->verticalScrollBar(), &QScrollBar::valueChanged, this, &WorkbenchController::syncFromSource);
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
    if (!store || issueId == 0) {
        m_session.reset();
        m_outlineModel.clear();
        m_view.clear();
        m_preview.setMarkdown({});
        return true;
    }
    // Loaded beside the current issue, which stays shown if this one cannot be read.
    auto session = std::make_unique<DraftSession>(*store, issueId);
    if (!session->load()) {
        Q_EMIT saveFailed(session->errorString());
        return false;
    }
    m_session = std::move(session);
    m_issueId = issueId;
    m_outlineModel.clear();
    m_view.showIssue(heading, m_session->sourceText(), m_session->text(), m_session->lineIds());
    m_view.draftEditor()->setReadOnly(m_readOnly);
    refreshAfterSave();
    updatePreview();
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
    m_view.draftEditor()->setReadOnly(readOnly || !m_session);
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
        Q_EMIT saveFailed(m_session->errorString());
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
    if (!m_dirty || !m_session || write()) {
        m_lastError.clear();
        return;
    }
    m_deadlineTimer.start(kRetryMs);
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
    refreshAfterSave();
    Q_EMIT saved();
    return true;
}

// Status stripe in the editor's margin, untranslated marks in the source, outline.
void WorkbenchController::refreshAfterSave()
{
    const QList<TargetBlock> &blocks = m_session->blocks();
    QVector<QColor> markers(m_view.draftEditor()->document()->blockCount());
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
    const LineIds ids = m_view.draftEditor()->lineIds();
    if (line >= 0 && line < ids.size()) {
        for (qint64 id : ids.at(line)) {
            const QList<TargetBlock> &blocks = m_session->blocks();
            for (int i = 0; i < blocks.size(); ++i) {
                if (blocks.at(i).id == id) {
                    return i;
                }
            }
        }
    }
    return m_dirty ? -1 : m_session->blockAtLine(line);
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

// Scrolls the other side so that the aligned block sits at the same height.
void WorkbenchController::syncFromDraft()
{
    if (!m_scrollSync || m_syncing || !m_session || m_dirty) {
        return;
    }
    DraftEditor *editor = m_view.draftEditor();
    const QList<TargetBlock> &blocks = m_session->blocks();
    int index = m_session->blockAtLine(LineScroller::firstVisibleLine(editor));
    // A note or addition has no source: follow the nearest block above that has one.
    while (index > 0 && m_session->sourcesOfTarget(index).isEmpty()) {
        --index;
    }
    if (index < 0 || m_session->sourcesOfTarget(index).isEmpty()) {
        return;
    }
    const SourceBlockState &source = m_session->sourceBlocks().at(m_session->sourcesOfTarget(index).constFirst());
    m_syncing = true;
    LineScroller::scrollToLine(m_view.sourceView(), source.lineStart, LineScroller::visualOffset(editor, blocks.at(index).lineStart));
    m_syncing = false;
}

void WorkbenchController::syncFromSource()
{
    if (!m_scrollSync || m_syncing || !m_session || m_dirty) {
        return;
    }
    DocumentView *view = m_view.sourceView();
    const QList<SourceBlockState> sources = m_session->sourceBlocks();
    int index = m_session->sourceBlockAtLine(LineScroller::firstVisibleLine(view));
    while (index > 0 && m_session->targetsOfSource(index).isEmpty()) {
        --index;
    }
    if (index < 0 || m_session->targetsOfSource(index).isEmpty()) {
        return;
    }
    const TargetBlock &target = m_session->blocks().at(m_session->targetsOfSource(index).constFirst());
    m_syncing = true;
    LineScroller::scrollToLine(m_view.draftEditor(), target.lineStart, LineScroller::visualOffset(view, sources.at(index).lineStart));
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
    const QTextBlock line = editor->document()->findBlockByNumber(m_session->blocks().at(index).lineStart);
    QTextCursor cursor(line);
    editor->setTextCursor(cursor);
    editor->centerCursor();
}

void WorkbenchController::goRelative(int step)
{
    if (!save()) {
        return;
    }
    const int current = currentBlock();
    goToBlock(qBound(0, (current < 0 ? 0 : current + step), int(m_session ? m_session->blocks().size() - 1 : 0)));
}

void WorkbenchController::goToNextUntranslated()
{
    if (!save() || !m_session) {
        return;
    }
    const QList<TargetBlock> &blocks = m_session->blocks();
    const int count = int(blocks.size());
    const int current = currentBlock();
    for (int step = 1; step <= count; ++step) {
        const int index = (current + step + count) % count;
        if (!BlockStatus::isConfirmed(blocks.at(index).status)) {
            goToBlock(index);
            return;
        }
    }
    Q_EMIT statusMessage(tr("Every block of this draft is confirmed."));
}

// Source blocks that no draft block translates and nobody deleted (DESIGN §2:
// untranslated), in source order after the source cursor, wrapping around.
void WorkbenchController::goToNextUntranslatedSource()
{
    if (!save() || !m_session) {
        return;
    }
    const QList<SourceBlockState> &sources = m_session->sourceBlocks();
    const int count = int(sources.size());
    const int current = m_session->sourceBlockAtLine(m_view.sourceView()->currentLine());
    for (int step = 1; step <= count; ++step) {
        const int index = (qMax(current, -1) + step + count) % count;
        if (sources.at(index).targets.isEmpty() && !sources.at(index).deleted) {
            DocumentView *view = m_view.sourceView();
            view->setFocus();
            view->setTextCursor(QTextCursor(view->document()->findBlockByNumber(sources.at(index).lineStart)));
            view->centerCursor();
            return;
        }
    }
    Q_EMIT statusMessage(tr("Every source block is translated or deleted."));
}

// As in memoQ and Trados: confirm the block, then go to the next unconfirmed one.
void WorkbenchController::confirmAndNext()
{
    if (!save() || !m_session) {
        return;
    }
    const int index = currentBlock();
    if (index < 0) {
        return;
    }
    const QString status = BlockStatus::confirmed(m_session->blocks().at(index).status);
    if (!m_session->setStatus(index, status)) {
        Q_EMIT saveFailed(m_session->errorString());
        return;
    }
    refreshAfterSave();
    Q_EMIT saved();
    goToNextUntranslated();
}

int WorkbenchController::currentSourceBlock() const
{
    return m_session ? m_session->sourceBlockAtLine(m_view.sourceView()->currentLine()) : -1;
}

// Where a new draft block for source block sourceIndex goes: after the last draft
// block that translates it or, if none does, a source block before it; else first.
int WorkbenchController::insertionLineFor(int sourceIndex) const
{
    const QList<TargetBlock> &blocks = m_session->blocks();
    int after = -1;
    for (int source = sourceIndex; source >= 0 && after < 0; --source) {
        for (int target : m_session->targetsOfSource(source)) {
            after = qMax(after, target);
        }
    }
    const int end = m_view.draftEditor()->document()->blockCount();
    if (after < 0) {
        return blocks.isEmpty() ? end : blocks.constFirst().lineStart;
    }
    return after + 1 < blocks.size() ? blocks.at(after + 1).lineStart : end;
}

// As "copy source" in other CAT tools: the source block at the source cursor goes
// into the draft where its neighbours' translations are, aligned to it, ready to be
// translated over. One undo step.
void WorkbenchController::copySourceIntoDraft()
{
    const int source = currentSourceBlock();
    if (!save() || source < 0 || m_readOnly) {
        return;
    }
    const SourceBlockState state = m_session->sourceBlocks().at(source);
    const QString text =
        m_session->sourceText().split(QLatin1Char('\n')).mid(state.lineStart, state.lineEnd - state.lineStart + 1).join(QLatin1Char('\n'));
    const int line = insertionLineFor(source);
    DraftEditor *editor = m_view.draftEditor();
    QTextDocument *document = editor->document();
    QTextCursor cursor(document);
    int startLine = line;
    if (line >= document->blockCount()) {
        // At the end: after a blank line, whatever the draft ends with.
        const QString before =
            document->isEmpty() ? QString() : (document->lastBlock().text().isEmpty() ? QStringLiteral("\n") : QStringLiteral("\n\n"));
        startLine = document->blockCount() - 1 + int(before.size());
        cursor.movePosition(QTextCursor::End);
        cursor.insertText(before + text + QLatin1Char('\n'));
    } else {
        cursor.setPosition(document->findBlockByNumber(line).position());
        cursor.insertText(text + QStringLiteral("\n\n"));
    }
    if (!save()) {
        return;
    }
    const int inserted = m_session->blockAtLine(startLine);
    if (inserted < 0 || !m_session->setSources(inserted, {state.id})) {
        Q_EMIT saveFailed(m_session->errorString());
        return;
    }
    refreshAfterSave();
    Q_EMIT saved();
    goToBlock(inserted);
    editor->setFocus();
}

// Ctrl+L: the draft block at the draft cursor and the source block at the source
// cursor become aligned, or stop being aligned if they were.
void WorkbenchController::toggleAlignment()
{
    const int source = currentSourceBlock();
    if (!save() || source < 0 || m_readOnly) {
        return;
    }
    const int target = currentBlock();
    if (target < 0) {
        return;
    }
    QList<qint64> sources = m_session->blocks().at(target).sources;
    const qint64 id = m_session->sourceBlocks().at(source).id;
    const bool linked = sources.removeAll(id) == 0;
    if (linked) {
        sources.append(id);
    }
    if (!m_session->setSources(target, sources)) {
        Q_EMIT saveFailed(m_session->errorString());
        return;
    }
    refreshAfterSave();
    Q_EMIT saved();
    Q_EMIT statusMessage(linked ? tr("Linked with the source block.") : tr("No longer linked with the source block."));
}

// A heading moves with its section (every block up to the next heading of the same
// or a higher level) and swaps with the neighbouring section of the same level; it
// never leaves its parent section. Any other block swaps with the block next to it.
// One undo step either way.
QPair<int, int> WorkbenchController::sectionOf(int index) const
{
    const QList<TargetBlock> &blocks = m_session->blocks();
    const int level = blocks.at(index).headingLevel;
    int last = index;
    if (level > 0) {
        while (last + 1 < blocks.size() && (blocks.at(last + 1).headingLevel == 0 || blocks.at(last + 1).headingLevel > level)) {
            ++last;
        }
    }
    return {index, last};
}

QPair<int, int> WorkbenchController::neighbourOf(const QPair<int, int> &range, int direction) const
{
    const QList<TargetBlock> &blocks = m_session->blocks();
    const int level = blocks.at(range.first).headingLevel;
    if (direction > 0) {
        const int next = range.second + 1;
        if (next >= blocks.size() || (level > 0 && blocks.at(next).headingLevel != level)) {
            return {-1, -1};
        }
        return level > 0 ? sectionOf(next) : QPair<int, int>(next, next);
    }
    if (level == 0) {
        return range.first > 0 ? QPair<int, int>(range.first - 1, range.first - 1) : QPair<int, int>(-1, -1);
    }
    for (int previous = range.first - 1; previous >= 0; --previous) {
        const int previousLevel = blocks.at(previous).headingLevel;
        if (previousLevel == level) {
            return sectionOf(previous);
        }
        if (previousLevel > 0 && previousLevel < level) {
            break; // the parent's heading: a section stays inside its parent
        }
    }
    return {-1, -1};
}

void WorkbenchController::moveSection(int direction)
{
    if (!save() || !m_session || m_readOnly) {
        return;
    }
    const int index = currentBlock();
    if (index < 0) {
        return;
    }
    const QPair<int, int> range = sectionOf(index);
    const QPair<int, int> other = neighbourOf(range, direction);
    if (other.first < 0) {
        Q_EMIT statusMessage(tr("There is no block or section of the same level to swap with."));
        return;
    }
    const QList<TargetBlock> &blocks = m_session->blocks();
    DraftEditor *editor = m_view.draftEditor();
    // Whole lines, with the blank lines that follow each block.
    const auto endLine = [&](int last) {
        return last + 1 < blocks.size() ? blocks.at(last + 1).lineStart - 1 : editor->document()->blockCount() - 1;
    };
    // A swap is the lower range moved above the upper one.
    const QPair<int, int> &upper = direction < 0 ? other : range;
    const QPair<int, int> &lower = direction < 0 ? range : other;
    editor->moveLines(blocks.at(lower.first).lineStart, endLine(lower.second), blocks.at(upper.first).lineStart);
    save();
}
