// SPDX-FileCopyrightText: 2026 Yiqiao authors
// SPDX-License-Identifier: GPL-3.0-or-later
#include "gui/blockcommands.h"

#include "alignment/linkproposal.h"
#include "documentview.h"
#include "draft/blockstatus.h"
#include "draft/draftsession.h"
#include "drafteditor.h"
#include "gui/actionregistry.h"
#include "gui/appsettings.h"
#include "gui/sourcelinker.h"
#include "gui/workbenchcontroller.h"
#include "review/reviewworkflow.h"
#include "sidebysideview.h"

#include <QAction>

BlockCommands::BlockCommands(ActionRegistry &actions, WorkbenchController &workbench, SideBySideView &view, QObject *parent)
    : QObject(parent)
    , m_workbench(workbench)
    , m_view(view)
    , m_linker(new SourceLinker(workbench, view, this))
{
    using A = ActionRegistry;
    connect(m_linker, &SourceLinker::statusMessage, this, &BlockCommands::statusMessage);
    connect(m_linker, &SourceLinker::failed, this, &BlockCommands::failed);
    connect(actions.action(A::PreviousBlock), &QAction::triggered, this, [this] { goRelative(-1); });
    connect(actions.action(A::NextBlock), &QAction::triggered, this, [this] { goRelative(1); });
    connect(actions.action(A::NextUntranslated), &QAction::triggered, this, &BlockCommands::goToNextUntranslated);
    connect(actions.action(A::NextUntranslatedSource), &QAction::triggered, this, &BlockCommands::goToNextUntranslatedSource);
    connect(actions.action(A::CopySourceIntoDraft), &QAction::triggered, this, &BlockCommands::copySourceIntoDraft);
    connect(actions.action(A::AlignWithSource), &QAction::triggered, m_linker, &SourceLinker::toggle);
    connect(actions.action(A::ConfirmAndNext), &QAction::triggered, this, &BlockCommands::confirmAndNext);
    connect(actions.action(A::MoveSectionUp), &QAction::triggered, this, [this] { moveSection(-1); });
    connect(actions.action(A::MoveSectionDown), &QAction::triggered, this, [this] { moveSection(1); });
}

DraftSession *BlockCommands::session() const
{
    return m_workbench.session();
}

void BlockCommands::goRelative(int step)
{
    if (!m_workbench.save()) {
        return;
    }
    const int current = m_workbench.currentBlock();
    const BlockFilterModel &filter = m_workbench.outlineFilter();
    if (filter.filter().isActive()) {
        // Only between the blocks the outline's filter keeps. From no block both ways
        // go to the first one, as without a filter they go to block 0.
        const int next = filter.nextAccepted(current, current < 0 ? 1 : step);
        if (next < 0) {
            Q_EMIT statusMessage(
                step > 0 ? tr("No block after this one meets the filter.") : tr("No block before this one meets the filter."));
            return;
        }
        m_workbench.goToBlock(next);
        return;
    }
    m_workbench.goToBlock(qBound(0, (current < 0 ? 0 : current + step), int(session() ? session()->blocks().size() - 1 : 0)));
}

void BlockCommands::goToNextUntranslated()
{
    if (!m_workbench.save() || !session()) {
        return;
    }
    const QList<TargetBlock> &blocks = session()->blocks();
    const int count = int(blocks.size());
    const int current = m_workbench.currentBlock();
    // With the outline's filter on, only among the blocks it keeps.
    const BlockFilterModel &filter = m_workbench.outlineFilter();
    const bool filtered = filter.filter().isActive();
    for (int step = 1; step <= count; ++step) {
        const int index = (current + step + count) % count;
        if (!BlockStatus::isConfirmed(blocks.at(index).status) && (!filtered || filter.acceptsBlock(index))) {
            m_workbench.goToBlock(index);
            return;
        }
    }
    Q_EMIT statusMessage(filtered ? tr("Every block that meets the filter is confirmed.") : tr("Every block of this draft is confirmed."));
}

// Source blocks that no draft block translates and nobody deleted (DESIGN §2:
// untranslated), in source order after the source cursor, wrapping around.
void BlockCommands::goToNextUntranslatedSource()
{
    if (!m_workbench.save() || !session()) {
        return;
    }
    const QList<SourceBlockState> &sources = session()->sourceBlocks();
    const int count = int(sources.size());
    const int current = session()->sourceBlockAtLine(m_view.sourceView()->currentLine());
    for (int step = 1; step <= count; ++step) {
        const int index = (qMax(current, -1) + step + count) % count;
        if (sources.at(index).targets.isEmpty() && !sources.at(index).deleted) {
            DocumentView *view = m_view.sourceView();
            view->setFocus();
            view->goToLine(sources.at(index).lineStart);
            view->centerCursor();
            return;
        }
    }
    Q_EMIT statusMessage(tr("Every source block is translated or deleted."));
}

// As in memoQ and Trados: confirm the block, then go to the next unconfirmed one.
void BlockCommands::confirmAndNext()
{
    if (!m_workbench.save() || !session() || m_workbench.isDraftReadOnly()) {
        return;
    }
    const int index = m_workbench.currentBlock();
    if (index < 0) {
        return;
    }
    // A block already past draft keeps its state (Confirm does not apply to it).
    const QString &status = session()->blocks().at(index).status;
    if (!ReviewWorkflow::target(status, ReviewAction::Confirm).isEmpty()) {
        if (!session()->review({index}, ReviewAction::Confirm, AppSettings().userName(), {})) {
            Q_EMIT failed(session()->errorString());
            return;
        }
        m_workbench.refresh();
    }
    // Confirmed now or before (edited and confirmed again): its repetitions may take it.
    if (BlockStatus::isConfirmed(session()->blocks().at(index).status)) {
        Q_EMIT blockConfirmed(session()->blocks().at(index).id);
    }
    goToNextUntranslated();
}

int BlockCommands::currentSourceBlock() const
{
    return session() ? session()->sourceBlockAtLine(m_view.sourceView()->currentLine()) : -1;
}

// Where a new draft block for source block sourceIndex goes: after the last draft
// block that translates it or, if none does, a source block before it; else first.
int BlockCommands::insertionLineFor(int sourceIndex) const
{
    const QList<TargetBlock> &blocks = session()->blocks();
    int after = -1;
    for (int source = sourceIndex; source >= 0 && after < 0; --source) {
        for (int target : session()->targetsOfSource(source)) {
            after = qMax(after, target);
        }
    }
    const int end = m_view.draftEditor()->lineCount();
    if (after < 0) {
        return blocks.isEmpty() ? end : blocks.constFirst().lineStart;
    }
    return after + 1 < blocks.size() ? blocks.at(after + 1).lineStart : end;
}

// As "copy source" in other CAT tools: the source block at the source cursor goes
// into the draft where its neighbours' translations are, aligned to it, ready to be
// translated over. One undo step.
void BlockCommands::copySourceIntoDraft()
{
    const int source = currentSourceBlock();
    if (!m_workbench.save() || source < 0 || m_workbench.isDraftReadOnly()) {
        return;
    }
    const SourceBlockState state = session()->sourceBlocks().at(source);
    const QString text = LinkProposal::sourceText(session()->sourceText(), state);
    const int line = insertionLineFor(source);
    DraftEditor *editor = m_view.draftEditor();
    const int lines = editor->lineCount();
    int startLine = line;
    if (line >= lines) {
        // At the end: after a blank line, whatever the draft ends with.
        const QString before =
            editor->isEmpty() ? QString() : (editor->lineText(lines - 1).isEmpty() ? QStringLiteral("\n") : QStringLiteral("\n\n"));
        startLine = lines - 1 + int(before.size());
        editor->insertAt(lines, before + text + QLatin1Char('\n'));
    } else {
        editor->insertAt(line, text + QStringLiteral("\n\n"));
    }
    if (!m_workbench.save()) {
        return;
    }
    const int inserted = session()->blockAtLine(startLine);
    if (inserted < 0 || !session()->setSources(inserted, {state.id})) {
        Q_EMIT failed(session()->errorString());
        return;
    }
    m_workbench.refresh();
    m_workbench.goToBlock(inserted);
    editor->setFocus();
}

// A heading moves with its section (every block up to the next heading of the same
// or a higher level) and swaps with the neighbouring section of the same level; it
// never leaves its parent section. Any other block swaps with the block next to it.
// One undo step either way.
QPair<int, int> BlockCommands::sectionOf(int index) const
{
    const QList<TargetBlock> &blocks = session()->blocks();
    const int level = blocks.at(index).headingLevel;
    int last = index;
    if (level > 0) {
        while (last + 1 < blocks.size() && (blocks.at(last + 1).headingLevel == 0 || blocks.at(last + 1).headingLevel > level)) {
            ++last;
        }
    }
    return {index, last};
}

QPair<int, int> BlockCommands::neighbourOf(const QPair<int, int> &range, int direction) const
{
    const QList<TargetBlock> &blocks = session()->blocks();
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

void BlockCommands::moveSection(int direction)
{
    if (!m_workbench.save() || !session() || m_workbench.isDraftReadOnly()) {
        return;
    }
    const int index = m_workbench.currentBlock();
    if (index < 0) {
        return;
    }
    const QPair<int, int> range = sectionOf(index);
    const QPair<int, int> other = neighbourOf(range, direction);
    if (other.first < 0) {
        Q_EMIT statusMessage(tr("There is no block or section of the same level to swap with."));
        return;
    }
    const QList<TargetBlock> &blocks = session()->blocks();
    DraftEditor *editor = m_view.draftEditor();
    // Whole lines, with the blank lines that follow each block.
    const auto endLine = [&](int last) { return last + 1 < blocks.size() ? blocks.at(last + 1).lineStart - 1 : editor->lineCount() - 1; };
    // A swap is the lower range moved above the upper one.
    const QPair<int, int> &upper = direction < 0 ? other : range;
    const QPair<int, int> &lower = direction < 0 ? range : other;
    editor->moveLines(blocks.at(lower.first).lineStart, endLine(lower.second), blocks.at(upper.first).lineStart);
    if (m_workbench.save()) {
        m_workbench.showAlignedSource(m_workbench.currentBlock());
    }
}
