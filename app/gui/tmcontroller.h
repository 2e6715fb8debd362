// SPDX-FileCopyrightText: 2026 Yiqiao authors
// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once

#include "draft/blockrecord.h"
#include "gui/projectcontroller.h"
#include "tm/tmmatch.h"
#include "tm/tmsegment.h"
#include "tm/tmunit.h"
#include "tm/tmxreader.h"

#include <QHash>
#include <QThread>
#include <QTimer>

#include <memory>

class ActionRegistry;
class ConcordanceIndexer;
class ProjectStore;
class SideBySideView;
class TmLookupWorker;
class TmPane;
class WorkbenchController;
class QProgressDialog;
class QWidget;

// The translation memory in the workbench: looks up the source of the draft block
// at the cursor (in TmLookupWorker's thread) and shows the matches in the TmPane,
// inserts one on Ctrl+Alt+1…9, runs concordance searches, pre-translation, TMX
// import (with progress and cancel), export and the attached read-only files, and
// feeds the issue's confirmed block pairs into the memory as the translator works
// (2 s after a save that changed them, and when the issue is left). Units a large
// import left out of the concordance index are indexed between events
// (ConcordanceIndexer) while the project is open.
class TmController : public ProjectController
{
    Q_OBJECT
public:
    TmController(ActionRegistry &actions, WorkbenchController &workbench, SideBySideView &view, TmPane &pane, QWidget *window,
        QObject *parent = nullptr);
    ~TmController() override;

    // The project opened (nullptr: closed). Attached files that changed on disk are
    // read again first.
    void setProject(ProjectStore *store, bool readOnly) override;
    // Feeds the shown issue's confirmed pairs into the memory if they changed.
    void feed();
    // Units came in from elsewhere (another team member's, at a sync): the lookup
    // index is built again and the block at the cursor looked up anew.
    void reloadMemory();
    // What the Memory menu's dialogs end in, for a chosen file (testable without them).
    bool importTmxFile(const QString &path);
    bool attachFile(const QString &path, QWidget *dialogParent = nullptr);
    bool detachFile(const QString &path);
    bool pretranslateIssue(int minScore);
    // The lowest score shown in the pane and used by pre-translation.
    void setMinScore(int score);

Q_SIGNALS:
    // The matches the pane shows for the block at the cursor; none when it has none
    // or the cursor went to a block of another source (predictive typing,
    // CompletionController).
    void blockMatchesShown(const QList<TmMatch> &matches);

private:
    void connectActions(ActionRegistry &actions);
    void onIssueShown(qint64 issueId);
    void lookUpCurrentBlock();
    void showMatches(int request, const QList<TmMatch> &matches);
    void showConcordance(int request, const QList<TmMatch> &matches);
    void insertMatch(int index);
    void searchMemory(const QString &query);
    void pretranslate();
    void importTmx();
    void exportTmx();
    void manageAttachments();
    static TmxReader::Progress progressOf(QProgressDialog &dialog);
    TmSegment segmentOf(int blockIndex) const;
    uint fingerprint() const;
    void restartWorker();
    void closeWorker();
    void indexForConcordance();

    WorkbenchController &m_workbench;
    SideBySideView &m_view;
    TmPane &m_pane;
    QWidget *m_window;
    QThread m_thread;
    TmLookupWorker *m_worker; // lives in m_thread
    qint64 m_issueId = 0;
    int m_issueNumber = 0;
    QList<BlockRecord> m_sources; // the shown issue's, in order
    int m_request = 0;
    int m_workerOpenings = 0; // closeWorker() calls
    int m_minScore = 75;
    QString m_currentSource;
    QString m_query; // of the concordance search shown, until another block is chosen
    QTimer m_lookupTimer;
    QTimer m_feedTimer;
    QHash<qint64, uint> m_fed; // issue id → fingerprint of the pairs last fed
    std::unique_ptr<ConcordanceIndexer> m_indexer; // of m_store, when writable
};
