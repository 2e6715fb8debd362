// SPDX-FileCopyrightText: 2026 Yiqiao authors
// SPDX-License-Identifier: GPL-3.0-or-later
#include "gui/findcontroller.h"

#include "documentview.h"
#include "draft/draftlayout.h"
#include "draft/draftreconciler.h"
#include "draft/draftsession.h"
#include "drafteditor.h"
#include "find/projectreplacer.h"
#include "find/projectsearch.h"
#include "find/searchhitfilter.h"
#include "findpane.h"
#include "gui/actionregistry.h"
#include "gui/appsettings.h"
#include "gui/workbenchcontroller.h"
#include "sidebysideview.h"
#include "store/issuerepository.h"
#include "store/projectstore.h"
#include "team/teamleaseguard.h"

#include <QAction>
#include <QApplication>
#include <QHash>
#include <QMap>
#include <QSet>

#include <algorithm>
#include <limits>

namespace {
constexpr int kLimit = 10000;

// The editor has '\n' for every stored line break.
QString editorText(const QString &text)
{
    return DraftLayout::normalized(text);
}

bool overlaps(int start, int length, const QList<QPair<int, int>> &ranges)
{
    return std::any_of(ranges.cbegin(), ranges.cend(),
        [&](const QPair<int, int> &range) { return start < range.second && range.first < start + qMax(length, 1); });
}

// The hits that still are what was found, as editor edits (a range of the block's
// lines and its new text); the others are counted.
QList<QPair<LineRange, QString>> editorEdits(
    const DraftSession &session, const SearchQuery &query, const QList<SearchHit> &hits, const QString &replacement, int *skipped)
{
    QList<QPair<LineRange, QString>> edits;
    for (const SearchHit &hit : hits) {
        const int index = session.indexOfBlock(hit.blockId);
        const TargetBlock *block = index >= 0 ? &session.blocks().at(index) : nullptr;
        const bool code = block && !query.includeCode && overlaps(hit.start, hit.length, ProjectSearch::codeRanges(block->text));
        if (!block || code || block->text.mid(hit.start, hit.length) != hit.matched) {
            ++*skipped;
            continue;
        }
        const QString after = ProjectReplacer::replaceIn(block->text, query, replacement, {qMakePair(hit.start, hit.length)});
        const int start = DraftReconciler::editorOffset(block->text, hit.start);
        const int end = DraftReconciler::editorOffset(block->text, hit.start + hit.length);
        edits.append({LineRange {block->lineStart, start, end - start},
            editorText(after.mid(hit.start, int(after.size() - block->text.size()) + hit.length))});
    }
    return edits;
}

QHash<qint64, QString> blockTexts(const DraftSession &session)
{
    QHash<qint64, QString> texts;
    for (const TargetBlock &block : session.blocks()) {
        texts.insert(block.id, block.text);
    }
    return texts;
}

// The blocks whose stored text is another than before, for the journal.
QList<ProjectReplacer::Edit> changedBlocks(const DraftSession &session, qint64 issueId, const QHash<qint64, QString> &before)
{
    QList<ProjectReplacer::Edit> changed;
    for (const TargetBlock &block : session.blocks()) {
        const auto was = before.constFind(block.id);
        if (was != before.cend() && *was != block.text) {
            changed.append({block.id, issueId, *was, block.text});
        }
    }
    return changed;
}
} // namespace

FindController::FindController(
    ActionRegistry &actions, WorkbenchController &workbench, SideBySideView &view, FindPane &pane, QObject *parent)
    : ProjectController(parent)
    , m_workbench(workbench)
    , m_view(view)
    , m_pane(pane)
{
    connect(actions.action(ActionRegistry::FindInProject), &QAction::triggered, this, [this] { showPane(false); });
    connect(actions.action(ActionRegistry::ReplaceInProject), &QAction::triggered, this, [this] { showPane(true); });
    connect(actions.action(ActionRegistry::FindNext), &QAction::triggered, this, [this] { m_pane.stepHit(1); });
    connect(actions.action(ActionRegistry::FindPrevious), &QAction::triggered, this, [this] { m_pane.stepHit(-1); });
    connect(&pane, &FindPane::findRequested, this, &FindController::find);
    connect(&pane, &FindPane::jumpRequested, this, &FindController::jump);
    connect(&pane, &FindPane::replaceRequested, this, &FindController::replace);
    connect(&pane, &FindPane::replaceAllRequested, this, &FindController::replaceAll);
    connect(&pane, &FindPane::undoRequested, this, &FindController::undoReplace);
    connect(&pane, &FindPane::filterRequested, this, &FindController::setFilter);
    connect(&workbench, &WorkbenchController::issueShown, &pane, &FindPane::setCurrentIssue);
    // The editor's undo history starts anew: the replace there is the journal's now.
    workbench.connectEach(this, &FindController::forgetEditorUndo, &WorkbenchController::issueShown, &WorkbenchController::draftReloaded);
}

FindController::~FindController()
{
    m_worker.close(); // no job may call back into a controller that is gone
}

void FindController::setProject(ProjectStore *store, bool readOnly)
{
    m_worker.close(); // before the window's connection closes (see ReadOnlyWorker)
    ProjectController::setProject(store, readOnly);
    m_hits.clear();
    m_lastReplace = {};
    m_pane.setReadOnly(readOnly);
    m_pane.setResults({}, {}, false);
    m_pane.setMessage({});
    m_pane.setUndoAvailable(false);
    m_pane.setCurrentIssue(m_workbench.issueId());
}

// The editor's selection (one line of it) becomes the text to find.
void FindController::showPane(bool replace)
{
    const QString selected = m_view.draftEditor()->selectedText();
    if (!selected.isEmpty() && !selected.contains(QLatin1Char('\n'))) {
        m_pane.setFindText(selected);
    }
    Q_EMIT paneWanted();
    replace ? m_pane.focusReplace() : m_pane.focusFind();
}

void FindController::findEverywhere(const QString &text)
{
    SearchQuery query;
    query.text = text;
    query.side = SearchQuery::Side::Both;
    m_pane.setQuery(query);
    Q_EMIT paneWanted();
    find(m_pane.query());
}

void FindController::find(const SearchQuery &query)
{
    const int generation = m_worker.newRequest();
    m_lastQuery = query;
    if (!m_store || query.text.isEmpty()) {
        m_hits.clear();
        m_pane.setResults(query, {}, false);
        Q_EMIT searched();
        return;
    }
    // What is typed and not yet saved is searched too; a failed save reports itself.
    if (m_workbench.hasUnsavedChanges() && !m_workbench.isReadOnly()) {
        m_workbench.save();
    }
    m_pane.setSearching();
    const QString path = m_store->path();
    m_worker.start(path, [this, generation, query, filter = m_filter](ProjectStore *store, const QString &error) {
        Search search;
        search.error = error;
        if (store) {
            // Filtered as it searches: the limit counts the hits the filter keeps.
            SearchHitFilter::Found found;
            SearchHitFilter(filter).find(*store, query, kLimit, &found, &search.error);
            search.hits = found.hits;
            search.truncated = found.truncated;
            search.total = found.total;
        }
        QMetaObject::invokeMethod(
            this, [this, generation, query, search] { apply(generation, query, search); }, Qt::QueuedConnection);
    });
}

void FindController::apply(int generation, const SearchQuery &query, const Search &search)
{
    if (!m_worker.isLatest(generation)) {
        return; // another find or project since: its own result comes
    }
    m_hits = search.hits;
    if (search.error.isEmpty()) {
        m_pane.setResults(query, m_hits, search.truncated);
        m_pane.setFilterCount(int(m_hits.size()), search.total);
    } else {
        m_pane.setError(search.error);
    }
    Q_EMIT searched();
}

void FindController::jump(const SearchHit &hit)
{
    if (hit.issueId != m_workbench.issueId()) {
        Q_EMIT issueWanted(hit.issueNumber);
    }
    if (hit.issueId != m_workbench.issueId()) {
        return; // the draft shown could not be saved; it stays
    }
    if (hit.source) {
        jumpToSource(hit);
        return;
    }
    DraftSession *session = m_workbench.session();
    const int index = session->indexOfBlock(hit.blockId);
    if (index < 0) {
        return;
    }
    // Hit offsets are in the stored text (a CRLF counts two), the editor's have '\n'.
    const QString &text = session->blocks().at(index).text;
    if (text.mid(hit.start, hit.length) != hit.matched) {
        m_workbench.goToDraftBlockId(hit.blockId); // edited since it was found
        return;
    }
    const int start = DraftReconciler::editorOffset(text, hit.start);
    const int end = DraftReconciler::editorOffset(text, hit.start + hit.length);
    m_workbench.goToDraftBlockId(hit.blockId, start, end - start);
}

void FindController::jumpToSource(const SearchHit &hit)
{
    const QList<BlockRecord> blocks = IssueRepository(*m_store).sourceBlocks(hit.issueId);
    const auto block = std::find_if(blocks.cbegin(), blocks.cend(), [&](const BlockRecord &record) { return record.id == hit.blockId; });
    if (block == blocks.cend()) {
        return;
    }
    const int start = DraftReconciler::editorOffset(block->text, hit.start);
    const int end = DraftReconciler::editorOffset(block->text, hit.start + hit.length);
    m_workbench.goToSourceBlockId(hit.blockId, start, end - start);
}

bool FindController::canReplace() const
{
    return m_store && !m_readOnly && (!m_workbench.session() || m_workbench.save());
}

void FindController::replace(const SearchQuery &query, const QList<SearchHit> &hits, const QString &replacement)
{
    if (!canReplace()) {
        return;
    }
    const qint64 open = m_workbench.issueId();
    QList<SearchHit> inEditor;
    for (const SearchHit &hit : hits) {
        if (hit.issueId == open && !hit.source) {
            inEditor.append(hit);
        }
    }
    int skipped = 0;
    QList<ProjectReplacer::Edit> journal;
    const int editorReplaced = replaceInEditor(query, inEditor, replacement, &skipped, &journal);
    int replaced = 0;
    const qint64 batch = replaceInProject(query, &hits, replacement, &replaced, &skipped);
    finishReplace(journalEditor(batch, query, replacement, journal, editorReplaced), editorReplaced, replaced, skipped);
}

void FindController::setFilter(const BlockFilter &filter)
{
    m_filter = filter;
    if (!m_lastQuery.text.isEmpty()) {
        find(m_lastQuery);
    }
}

void FindController::replaceAll(const SearchQuery &query, const QString &replacement)
{
    if (!canReplace() || query.side == SearchQuery::Side::Source) {
        return;
    }
    if (m_filter.isActive()) {
        // Only what the filter shows, of the query it was found with.
        if (query.text != m_lastQuery.text || query.regex != m_lastQuery.regex || query.wholeWord != m_lastQuery.wholeWord
            || query.caseSensitive != m_lastQuery.caseSensitive || query.issueId != m_lastQuery.issueId) {
            Q_EMIT statusMessage(tr("With a filter on, Replace All replaces the matches shown: find them first."));
            find(query);
            return;
        }
        replace(query, m_hits, replacement);
        return;
    }
    QApplication::setOverrideCursor(Qt::WaitCursor);
    int skipped = 0;
    QList<ProjectReplacer::Edit> journal;
    const int editorReplaced = replaceInEditor(query, openIssueHits(query), replacement, &skipped, &journal);
    int replaced = 0;
    const qint64 batch = replaceInProject(query, nullptr, replacement, &replaced, &skipped);
    const qint64 journaled = journalEditor(batch, query, replacement, journal, editorReplaced);
    QApplication::restoreOverrideCursor();
    finishReplace(journaled, editorReplaced, replaced, skipped);
}

// The draft matches of the open issue, as saved (the caller saved it).
QList<SearchHit> FindController::openIssueHits(const SearchQuery &query)
{
    const qint64 open = m_workbench.issueId();
    if (open <= 0 || (query.issueId != 0 && query.issueId != open)) {
        return {};
    }
    SearchQuery inOpen = query;
    inOpen.issueId = open;
    inOpen.side = SearchQuery::Side::Draft;
    ProjectSearch search(*m_store);
    return search.find(inOpen, std::numeric_limits<int>::max());
}

// Every issue in scope but the open one, through the journal; hits null: every match.
qint64 FindController::replaceInProject(
    const SearchQuery &query, const QList<SearchHit> *hits, const QString &replacement, int *replaced, int *skipped)
{
    const qint64 open = m_workbench.issueId();
    if (open > 0 && query.issueId == open) {
        return 0;
    }
    ProjectReplacer replacer(*m_store);
    const QString author = AppSettings().userName();
    QSet<qint64> skip = open > 0 ? QSet<qint64> {open} : QSet<qint64> {};
    // A working copy changes only the drafts of the issues it holds (TeamLeaseGuard).
    const TeamLeaseGuard guard(*m_store);
    if (guard.isWorkingCopy()) {
        QList<qint64> all;
        for (const Issue &issue : IssueRepository(*m_store).issues()) {
            all.append(issue.id);
        }
        QList<qint64> left;
        guard.writable(all, &left);
        for (qint64 id : std::as_const(left)) {
            skip.insert(id);
        }
    }
    const qint64 batch =
        hits ? replacer.replace(query, *hits, replacement, author, skip) : replacer.replaceAll(query, replacement, author, skip);
    if (!replacer.errorString().isEmpty()) {
        Q_EMIT failed(tr("The other issues could not be changed: %1").arg(replacer.errorString()));
    }
    *replaced = batch ? replacer.replacedCount() : 0;
    *skipped += replacer.skippedCount();
    return batch;
}

// The open issue's hits replaced in its editor as one undo step and saved; journal
// gets the blocks that changed, as stored before and after.
int FindController::replaceInEditor(
    const SearchQuery &query, const QList<SearchHit> &hits, const QString &replacement, int *skipped, QList<ProjectReplacer::Edit> *journal)
{
    DraftSession *session = m_workbench.session();
    if (!session || hits.isEmpty() || m_workbench.isDraftReadOnly()) {
        return 0;
    }
    DraftEditor *editor = m_view.draftEditor();
    const QList<QPair<LineRange, QString>> edits = editorEdits(*session, query, hits, replacement, skipped);
    if (edits.isEmpty()) {
        return 0;
    }
    const QHash<qint64, QString> before = blockTexts(*session); // stored: the caller saved
    editor->replaceRanges(edits);
    if (m_workbench.save()) {
        *journal = changedBlocks(*m_workbench.session(), m_workbench.issueId(), before);
    }
    return int(edits.size());
}

// The editor's part goes into the replace's batch (a batch of its own when no other
// issue changed), so that Undo Replace can take it back after the editor's undo
// history is gone. Without a journal it is still the editor's undo step.
qint64 FindController::journalEditor(
    qint64 batchId, const SearchQuery &query, const QString &replacement, const QList<ProjectReplacer::Edit> &edits, int matches)
{
    if (edits.isEmpty()) {
        return batchId;
    }
    ProjectReplacer replacer(*m_store);
    const qint64 journaled = replacer.record(batchId, query, replacement, AppSettings().userName(), edits, matches);
    if (journaled == 0) {
        Q_EMIT failed(
            tr("The replace in the open draft could not be journaled (undo it there with Ctrl+Z): %1").arg(replacer.errorString()));
        return batchId;
    }
    return journaled;
}

void FindController::finishReplace(qint64 batchId, int editorReplaced, int replaced, int skipped)
{
    const qint64 open = m_workbench.issueId();
    QSet<qint64> others = batchId ? ProjectReplacer(*m_store).issuesOf(batchId) : QSet<qint64>();
    others.remove(open);
    if (batchId || editorReplaced > 0) {
        const DraftEditor *editor = m_view.draftEditor();
        m_lastReplace = {batchId, editorReplaced > 0 ? open : 0, editor->availableUndoSteps(), editor->revision()};
    }
    m_pane.setUndoAvailable(m_lastReplace.batchId || m_lastReplace.editorIssue);
    if (!others.isEmpty()) {
        Q_EMIT issuesChanged(issueNumbers(others));
    }
    find(m_lastQuery); // what is left to find
    m_pane.setReplaceResult(editorReplaced + replaced, int(others.size()) + (editorReplaced > 0 ? 1 : 0), skipped);
}

void FindController::forgetEditorUndo()
{
    m_lastReplace.editorIssue = 0;
    m_pane.setUndoAvailable(m_lastReplace.batchId != 0);
}

// The open issue's part: the editor's undo while its undo state is the one the
// replace left, else the journal's (what was typed since is saved first, and the
// blocks it changed are left). Other issues: the journal's.
void FindController::undoReplace()
{
    if (!m_store || m_readOnly || !(m_lastReplace.batchId || m_lastReplace.editorIssue)) {
        return;
    }
    const LastReplace last = m_lastReplace;
    const bool inEditor = editorStateIsTheReplaces(last);
    if (!inEditor && !m_workbench.save()) {
        return; // the save failure is shown; the undo can be asked for again
    }
    m_lastReplace = {};
    m_pane.setUndoAvailable(false);
    QString message;
    if (last.batchId && !undoJournal(last.batchId, inEditor ? last.editorIssue : 0, &message)) {
        return;
    }
    if (inEditor) {
        m_view.draftEditor()->undo();
        m_workbench.save();
    } else if (!last.batchId) { // the journal could not record the editor's part
        const auto issue = IssueRepository(*m_store).issueById(last.editorIssue);
        message = tr("The draft of issue %1 was edited since: undo its replacements there with Ctrl+Z.").arg(issue ? issue->number : 0);
    }
    find(m_lastQuery);
    m_pane.setMessage(message);
}

bool FindController::editorStateIsTheReplaces(const LastReplace &last) const
{
    const DraftEditor *editor = m_view.draftEditor();
    return last.editorIssue != 0 && m_workbench.issueId() == last.editorIssue && editor->availableUndoSteps() == last.editorUndoSteps
        && editor->revision() == last.editorRevision;
}

// The batch undone through the journal but for undoneInEditor's rows, which the
// editor takes back; the open issue, if the journal wrote it, is read again.
bool FindController::undoJournal(qint64 batchId, qint64 undoneInEditor, QString *message)
{
    ProjectReplacer replacer(*m_store);
    int restored = 0;
    int skipped = 0;
    const QSet<qint64> inEditor = undoneInEditor ? QSet<qint64> {undoneInEditor} : QSet<qint64> {};
    if (!replacer.undo(batchId, &restored, &skipped, inEditor)) {
        Q_EMIT failed(tr("The replace could not be undone: %1").arg(replacer.errorString()));
        return false;
    }
    *message = tr("%n block(s) restored", nullptr, restored)
        + (skipped > 0 ? QLatin1Char(' ') + tr("(%n edited since, left as they are)", nullptr, skipped) : QString());
    QSet<qint64> issues = replacer.issuesOf(batchId);
    issues.remove(undoneInEditor);
    if (issues.contains(m_workbench.issueId())) {
        m_workbench.reloadIssue();
    }
    if (!issues.isEmpty()) {
        Q_EMIT issuesChanged(issueNumbers(issues));
    }
    return true;
}

QList<int> FindController::issueNumbers(const QSet<qint64> &issueIds) const
{
    QList<int> numbers;
    IssueRepository issues(*m_store);
    for (qint64 id : issueIds) {
        if (const auto issue = issues.issueById(id)) {
            numbers.append(issue->number);
        }
    }
    std::sort(numbers.begin(), numbers.end());
    return numbers;
}
