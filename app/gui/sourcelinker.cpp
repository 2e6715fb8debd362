// SPDX-FileCopyrightText: 2026 Yiqiao authors
// SPDX-License-Identifier: GPL-3.0-or-later
#include "gui/sourcelinker.h"

#include "alignment/linkproposal.h"
#include "deletions/deletionlistmodel.h"
#include "documentview.h"
#include "draft/draftsession.h"
#include "gui/plainmessage.h"
#include "gui/workbenchcontroller.h"
#include "sidebysideview.h"

#include <QMessageBox>

SourceLinker::SourceLinker(WorkbenchController &workbench, SideBySideView &view, QObject *parent)
    : QObject(parent)
    , m_workbench(workbench)
    , m_view(view)
{
    connect(m_view.sourceView(), &DocumentView::currentLineChanged, this, &SourceLinker::notePointed);
}

// The translator moved the source cursor (a click, keys): that block is the one to
// link while the draft cursor stays in the same block.
void SourceLinker::notePointed()
{
    DraftSession *session = m_workbench.session();
    DocumentView *source = m_view.sourceView();
    if (!session || !source->hasFocus()) {
        return;
    }
    const int target = m_workbench.currentBlock();
    const int index = session->sourceBlockAtLine(source->currentLine());
    m_pointedFor = target >= 0 ? session->blocks().at(target).id : 0;
    m_pointed = index >= 0 ? session->sourceBlocks().at(index).id : 0;
}

int SourceLinker::chosenSource(int target) const
{
    const DraftSession *session = m_workbench.session();
    DocumentView *view = m_view.sourceView();
    if (view->hasFocus()) {
        return session->sourceBlockAtLine(view->currentLine());
    }
    const TargetBlock &block = session->blocks().at(target);
    if (m_pointed != 0 && m_pointedFor == block.id) {
        const QList<SourceBlockState> &sources = session->sourceBlocks();
        for (int i = 0; i < sources.size(); ++i) {
            if (sources.at(i).id == m_pointed) {
                return i;
            }
        }
    }
    return block.sources.isEmpty() ? LinkProposal::propose(session->blocks(), session->sourceBlocks(), target) : -1;
}

void SourceLinker::toggle()
{
    DraftSession *session = m_workbench.session();
    if (!m_workbench.save() || !session || m_workbench.isDraftReadOnly()) {
        return;
    }
    const int target = m_workbench.currentBlock();
    if (target < 0) {
        return;
    }
    const int source = chosenSource(target);
    if (source < 0) {
        Q_EMIT statusMessage(session->blocks().at(target).sources.isEmpty()
                ? tr("No untranslated source block between the neighbours' sources: click the source block to link, then press Ctrl+L.")
                : tr("Click the source block to link or unlink in the source view, then press Ctrl+L."));
        return;
    }
    const SourceBlockState state = session->sourceBlocks().at(source);
    const QString name = LinkProposal::describe(state.kind, LinkProposal::sourceText(session->sourceText(), state));
    const qint64 blockId = session->blocks().at(target).id;
    QList<qint64> sources = session->blocks().at(target).sources;
    const bool link = sources.removeAll(state.id) == 0;
    if (link && !confirmUnlike(target, source, name)) {
        Q_EMIT statusMessage(tr("Not linked."));
        return;
    }
    if (link) {
        sources.append(state.id);
    }
    if (!session->setSources(target, sources)) {
        Q_EMIT failed(session->errorString());
        return;
    }
    m_pointedFor = blockId;
    m_pointed = state.id;
    m_workbench.refresh();
    showSource(source);
    Q_EMIT statusMessage(link ? tr("Linked with %1.").arg(name) : tr("No longer linked with %1.").arg(name));
}

bool SourceLinker::confirmUnlike(int target, int source, const QString &sourceName) const
{
    const BlockKind kind = m_workbench.session()->blocks().at(target).kind;
    if (LinkProposal::alike(kind, m_workbench.session()->sourceBlocks().at(source).kind)) {
        return true;
    }
    const QString question =
        tr("The draft block is a %1, the source block is %2. Link them all the same?").arg(DeletionListModel::kindLabel(kind), sourceName);
    return PlainMessage::confirm(m_view.window(), tr("Link with Source Block"), question, QMessageBox::No);
}

// Selected in the source view and brought into sight, the source cursor left on it.
void SourceLinker::showSource(int source)
{
    const SourceBlockState &state = m_workbench.session()->sourceBlocks().at(source);
    DocumentView *view = m_view.sourceView();
    view->selectLines({state.lineStart, state.lineEnd});
    view->centerCursor();
}
