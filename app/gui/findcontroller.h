// SPDX-FileCopyrightText: 2026 Yiqiao authors
// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once

#include "draft/blockfilter.h"
#include "find/projectreplacer.h"
#include "find/searchhit.h"
#include "find/searchquery.h"
#include "gui/projectcontroller.h"
#include "gui/readonlyworker.h"

#include <QList>

class ActionRegistry;
class FindPane;
class ProjectStore;
class SideBySideView;
class WorkbenchController;

// Find and replace across the project: Edit ▸ Find in Project (Ctrl+F), Replace in
// Project (Ctrl+H), Next/Previous Match (F3, Shift+F3) and the Find and Replace pane.
// Searching saves the draft first and runs on a pool thread with a read-only
// connection of its own (a regular expression over a 369-issue project reads every
// block). Replacing writes the open issue's draft in the editor, as one undo step
// that Ctrl+Z takes back, and every other issue through ProjectReplacer; the open
// issue's changed blocks are journaled in the same batch once saved. Undo Replace
// takes the open issue's part back with the editor's undo while the draft's undo
// state is still the replace's, else (typed on, another issue shown since) through
// the journal like every other issue's: save(), undo, reloadIssue(). The pane's
// filter keeps the hits whose blocks meet it (SearchHitFilter, in the same job as
// the search); with a filter on, Replace All replaces the hits shown.
class FindController : public ProjectController
{
    Q_OBJECT
public:
    FindController(
        ActionRegistry &actions, WorkbenchController &workbench, SideBySideView &view, FindPane &pane, QObject *parent = nullptr);
    ~FindController() override;

    void setProject(ProjectStore *store, bool readOnly) override;
    // Saves the draft and finds query off the GUI thread; searched() comes when the
    // hits are shown. A find asked for while one runs supersedes it.
    void find(const SearchQuery &query);
    // The find field set to text, every issue's draft and source searched.
    void findEverywhere(const QString &text);
    const QList<SearchHit> &hits() const { return m_hits; }

    void jump(const SearchHit &hit);
    void replace(const SearchQuery &query, const QList<SearchHit> &hits, const QString &replacement);
    void replaceAll(const SearchQuery &query, const QString &replacement);
    void undoReplace();
    // The hits found again, with only those whose blocks filter keeps.
    void setFilter(const BlockFilter &filter);

Q_SIGNALS:
    void searched();
    // A hit in another issue: the window shows that issue (as the navigator would).
    void issueWanted(int number);
    // Issues other than the open one were written (their statistics changed).
    void issuesChanged(const QList<int> &numbers);
    void paneWanted();

private:
    struct Search {
        QList<SearchHit> hits;
        int total = 0; // hits before the filter
        bool truncated = false;
        QString error;
    };
    struct LastReplace {
        qint64 batchId = 0; // ProjectReplacer's journal: every issue replaced
        qint64 editorIssue = 0; // replaced in its editor, still shown there; else 0
        int editorUndoSteps = -1; // the document's undo state right after it
        int editorRevision = -1;
    };

    void showPane(bool replace);
    void apply(int generation, const SearchQuery &query, const Search &search);
    void jumpToSource(const SearchHit &hit);
    int replaceInEditor(const SearchQuery &query, const QList<SearchHit> &hits, const QString &replacement, int *skipped,
        QList<ProjectReplacer::Edit> *journal);
    qint64 journalEditor(
        qint64 batchId, const SearchQuery &query, const QString &replacement, const QList<ProjectReplacer::Edit> &edits, int matches);
    QList<SearchHit> openIssueHits(const SearchQuery &query);
    qint64 replaceInProject(
        const SearchQuery &query, const QList<SearchHit> *hits, const QString &replacement, int *replaced, int *skipped);
    void finishReplace(qint64 batchId, int editorReplaced, int replaced, int skipped);
    void forgetEditorUndo();
    bool editorStateIsTheReplaces(const LastReplace &last) const;
    bool undoJournal(qint64 batchId, qint64 undoneInEditor, QString *message);
    QList<int> issueNumbers(const QSet<qint64> &issueIds) const;
    bool canReplace() const;

    WorkbenchController &m_workbench;
    SideBySideView &m_view;
    FindPane &m_pane;
    SearchQuery m_lastQuery;
    QList<SearchHit> m_hits; // those the filter keeps
    BlockFilter m_filter;
    LastReplace m_lastReplace;
    ReadOnlyWorker m_worker;
};
