// SPDX-FileCopyrightText: 2026 Yiqiao authors
// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once

#include <QHash>
#include <QObject>

class QAction;

// Every action of the application, created once with its text, shortcut and
// object name. Menus and toolbars take actions from here; nobody else creates them.
// Shortcuts follow other CAT tools: Ctrl+Enter confirms and goes on (memoQ, Trados,
// Poedit), Ctrl+U finds the next unconfirmed block (OmegaT's next untranslated).
class ActionRegistry : public QObject
{
    Q_OBJECT
public:
    enum Id {
        NewProject,
        OpenProject,
        OpenDemo,
        ImportPosts,
        ExportXliff,
        ImportXliff,
        CloseProject,
        Settings,
        Quit,
        Undo,
        Redo,
        PreviousBlock,
        NextBlock,
        NextUntranslated,
        NextUntranslatedSource,
        ConfirmAndNext,
        CopySourceIntoDraft,
        AlignWithSource,
        MoveSectionUp,
        MoveSectionDown,
        ToggleScrollSync,
        TogglePreview,
        ToggleOutline,
        ToggleIssueList,
        ResetLayout,
        ToggleMemoryPane,
        // Ctrl+Alt+1…9 (memoQ's Ctrl+1…9, OmegaT's Ctrl+1…5 insert a match): the
        // nine are consecutive, InsertMatch1 + n inserts match n + 1.
        InsertMatch1,
        InsertMatch2,
        InsertMatch3,
        InsertMatch4,
        InsertMatch5,
        InsertMatch6,
        InsertMatch7,
        InsertMatch8,
        InsertMatch9,
        // Ctrl+1…9 insert the term suggestion 1…9 (consecutive, as above).
        InsertTerm1,
        InsertTerm2,
        InsertTerm3,
        InsertTerm4,
        InsertTerm5,
        InsertTerm6,
        InsertTerm7,
        InsertTerm8,
        InsertTerm9,
        ToggleTermPane,
        ToggleTermbasePane,
        AddTerm,
        LookUpTerm,
        ImportTerms,
        ExportTerms,
        ExportConflictLog,
        EditIssueTags,
        SearchMemory,
        Pretranslate,
        ImportTmx,
        ExportTmx,
        AttachTmx,
        // Machine translation (MtController): Ctrl+Alt+0 inserts the suggestion, beside
        // the memory's Ctrl+Alt+1…9.
        InsertMachineSuggestion,
        SuggestFromMachine,
        PretranslateFromMachine,
        MachineTranslationSettings,
        ToggleMachinePane,
        ExportFinishedPost,
        ExportReproductionPack,
        DeleteFromTranslation,
        ToggleDeletionPane,
        InsertNote,
        ToggleNotePane,
        EditNoteTemplates,
        EditCatalogues,
        ReuseFromIssue,
        RunQa,
        QaSettings,
        ToggleQaPane,
        MarkReviewed,
        ApproveBlock,
        RejectBlock,
        ReopenBlock,
        AddComment,
        ReportFeedback,
        ToggleReviewPane,
        ToggleChecklistPane,
        AddReaderTest,
        EditChecklistTemplates,
        RevisionHistory,
        UpdateSource,
        MarkSourceChangeSeen,
        ToggleSourceChangesPane,
        FindInProject,
        ReplaceInProject,
        FindNext,
        FindPrevious,
        ToggleFindPane,
        ToggleDashboardPane,
        ShowTechnologyRadar,
        EditIssueTechnologies,
        PublishToTeam,
        CloneTeamProject,
        SyncTeam,
        CheckOutIssue,
        ReleaseIssue,
        SettleTermChanges,
        EditScenarioOutline,
        PropagateTranslation,
        AcceptPropagation,
        TogglePredictiveTyping,
        MatchAnalysis,
        About
    };
    Q_ENUM(Id)

    explicit ActionRegistry(QObject *parent = nullptr);

    QAction *action(Id id) const;
    // Actions that only make sense with an issue open in the workbench (undo and
    // redo follow the draft's own undo stack instead).
    QList<QAction *> workbenchActions() const;
    // Of those, the ones that act on the shown issue's blocks: off while no issue is
    // shown (a project without issues yet), though the project is open.
    QList<QAction *> blockActions() const;

private:
    QAction *add(Id id, const QString &objectName, const QString &text, const QList<QKeySequence> &shortcuts, const QString &icon = {});
    void addFileActions();
    void addEditActions();
    void addViewActions();
    void addMemoryActions();
    void addMachineActions();
    void addNoteActions();
    void addReviewActions();
    void addFindActions();
    void addSourceUpdateActions();
    void addTeamActions();

    QHash<Id, QAction *> m_actions;
};
