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

namespace {
constexpr int kIdleMs = 300;
constexpr int kDeadlineMs = 800;
constexpr int kPreviewMs = 400;
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
    connect(&m_idleTimer, &QTimer::timeout, this, &WorkbenchController::save);
    connect(&m_deadlineTimer, &QTimer::timeout, this, &WorkbenchController::save);
    connect(&m_previewTimer, &QTimer::timeout, this, &WorkbenchController::updatePreview);
    connectActions(actions);
    connectViews();
}

WorkbenchController::~WorkbenchController() = default;

void WorkbenchController::connectActions(ActionRegistry &actions)
{
    DraftEditor *editor = m_view.draftEditor();
    connect(actions.action(ActionRegistry::Undo), &QAction::triggered, editor, &DraftEditor::undo);
    connect(actions.action(ActionRegistry::Redo), &QAction::triggered, editor, &DraftEditor::redo);
    connect(actions.action(ActionRegistry::PreviousBlock), &QAction::triggered, this, [this] { goRelative(-1); });
    connect(actions.action(ActionRegistry::NextBlock), &QAction::triggered, this, [this] { goRelative(1); });
    connect(actions.action(ActionRegistry::NextUntranslated), &QAction::triggered, this, &WorkbenchController::goToNextUntranslated);
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
    m_session.reset();
    m_outlineModel.clear();
    if (!store || issueId == 0) {
        m_view.clear();
        m_preview.setMarkdown({});
        return true;
    }
    auto session = std::make_unique<DraftSession>(*store, issueId);
    if (!session->load()) {
        m_view.clear();
        Q_EMIT saveFailed(session->errorString());
        return false;
    }
    m_session = std::move(session);
    m_issueId = issueId;
    m_view.showIssue(heading, m_session->sourceText(), m_session->text(), m_session->lineIds());
    refreshAfterSave();
    updatePreview();
    followDraftCursor();
    return true;
}

qint64 WorkbenchController::issueId() const
{
    return m_session ? m_issueId : 0;
}

void WorkbenchController::onTextEdited()
{
    m_dirty = true;
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
    DraftEditor *editor = m_view.draftEditor();
    if (!m_session->update(editor->draftText(), editor->lineIds())) {
        // The text stays in the editor and dirty: the next keystroke or close retries.
        if (m_session->errorString() != m_lastError) {
            m_lastError = m_session->errorString();
            Q_EMIT saveFailed(tr("The draft could not be saved: %1").arg(m_lastError));
        }
        return false;
    }
    m_lastError.clear();
    m_dirty = false;
    editor->restampLineIds(m_session->lineIds());
    refreshAfterSave();
    m_previewTimer.start();
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
    m_outline.selectBlock(currentBlock());
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

// A heading moves with its section (every block up to the next heading of the same
// or a higher level); any other block moves alone. It swaps with the neighbouring
// range of the same kind, as one undo step.
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

void WorkbenchController::moveSection(int direction)
{
    if (!save() || !m_session) {
        return;
    }
    const int index = currentBlock();
    if (index < 0) {
        return;
    }
    const QList<TargetBlock> &blocks = m_session->blocks();
    const QPair<int, int> range = sectionOf(index);
    DraftEditor *editor = m_view.draftEditor();
    // Whole lines including the blank lines that follow each block.
    const auto endLine = [&](int last) {
        return last + 1 < blocks.size() ? blocks.at(last + 1).lineStart - 1 : editor->document()->blockCount() - 1;
    };
    if (direction < 0) {
        int previous = range.first - 1;
        const int level = blocks.at(index).headingLevel;
        while (level > 0 && previous > 0 && blocks.at(previous).headingLevel != level
            && (blocks.at(previous).headingLevel == 0 || blocks.at(previous).headingLevel > level)) {
            --previous;
        }
        if (previous < 0) {
            return;
        }
        editor->moveLines(blocks.at(range.first).lineStart, endLine(range.second), blocks.at(previous).lineStart);
    } else {
        if (range.second + 1 >= blocks.size()) {
            return;
        }
        const QPair<int, int> next = sectionOf(range.second + 1);
        editor->moveLines(blocks.at(next.first).lineStart, endLine(next.second), blocks.at(range.first).lineStart);
    }
    save();
}
