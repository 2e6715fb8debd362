// SPDX-FileCopyrightText: 2026 Yiqiao authors
// SPDX-License-Identifier: GPL-3.0-or-later
#include "gui/actionregistry.h"

#include <QAction>
#include <QIcon>
#include <QKeySequence>

ActionRegistry::ActionRegistry(QObject *parent)
    : QObject(parent)
{
    addFileActions();
    addEditActions();
    addViewActions();
    addMemoryActions();
    addMachineActions();
    addNoteActions();
    addReviewActions();
    addSourceUpdateActions();
    addFindActions();
    addTeamActions();
    add(About, QStringLiteral("help_about"), tr("&About Yiqiao"), {});
    action(Quit)->setMenuRole(QAction::QuitRole);
    action(About)->setMenuRole(QAction::AboutRole);
    action(Settings)->setMenuRole(QAction::PreferencesRole);
}

void ActionRegistry::addFileActions()
{
    add(NewProject, QStringLiteral("file_new"), tr("&New Project…"), {QKeySequence::New}, QStringLiteral("new-project"));
    add(OpenProject, QStringLiteral("file_open"), tr("&Open Project…"), {QKeySequence::Open}, QStringLiteral("open-project"));
    add(OpenDemo, QStringLiteral("file_open_demo"), tr("Open &Demo Project"), {});
    add(ImportPosts, QStringLiteral("file_import"), tr("&Import Posts…"), {QKeySequence(Qt::CTRL | Qt::Key_I)},
        QStringLiteral("import-post"));
    add(ExportXliff, QStringLiteral("file_export_xliff"), tr("&Export Issue as XLIFF…"), {});
    add(ImportXliff, QStringLiteral("file_import_xliff"), tr("Import &Translated XLIFF…"), {});
    add(CloseProject, QStringLiteral("file_close"), tr("&Close Project"), {QKeySequence::Close});
    add(Settings, QStringLiteral("settings"), tr("&Settings…"), {QKeySequence(Qt::CTRL | Qt::Key_Comma)}, QStringLiteral("settings"));
    add(Quit, QStringLiteral("file_quit"), tr("&Quit"), {QKeySequence::Quit});
}

// Working as a team (models/team): TeamController enables them.
void ActionRegistry::addTeamActions()
{
    add(PublishToTeam, QStringLiteral("team_publish"), tr("&Publish to Team Server…"), {});
    add(CloneTeamProject, QStringLiteral("team_clone"), tr("C&lone Team Project…"), {});
    add(SyncTeam, QStringLiteral("team_sync"), tr("S&ync with Team Server"), {});
    add(CheckOutIssue, QStringLiteral("team_checkout"), tr("Chec&k Out Issue"), {});
    add(ReleaseIssue, QStringLiteral("team_release"), tr("Re&lease Issue"), {});
    add(SettleTermChanges, QStringLiteral("team_term_changes"), tr("&Term Changes to Settle…"), {});
}

void ActionRegistry::addEditActions()
{
    add(Undo, QStringLiteral("edit_undo"), tr("&Undo"), {QKeySequence::Undo});
    add(Redo, QStringLiteral("edit_redo"), tr("&Redo"), {QKeySequence::Redo});
    add(PreviousBlock, QStringLiteral("go_previous_block"), tr("&Previous Block"), {QKeySequence(Qt::ALT | Qt::Key_Up)},
        QStringLiteral("previous-block"));
    add(NextBlock, QStringLiteral("go_next_block"), tr("&Next Block"), {QKeySequence(Qt::ALT | Qt::Key_Down)},
        QStringLiteral("next-block"));
    add(NextUntranslated, QStringLiteral("go_next_untranslated"), tr("Next &Untranslated Block"), {QKeySequence(Qt::CTRL | Qt::Key_U)},
        QStringLiteral("next-untranslated"));
    add(NextUntranslatedSource, QStringLiteral("go_next_untranslated_source"), tr("Next Untranslated &Source Block"),
        {QKeySequence(Qt::CTRL | Qt::SHIFT | Qt::Key_U)});
    add(ConfirmAndNext, QStringLiteral("block_confirm_next"), tr("&Confirm and Go to Next"),
        {QKeySequence(Qt::CTRL | Qt::Key_Return), QKeySequence(Qt::CTRL | Qt::Key_Enter)}, QStringLiteral("confirm-block"));
    // Poedit's "copy source" key; the source block is the one at the source cursor.
    add(CopySourceIntoDraft, QStringLiteral("block_copy_source"), tr("Copy Source Block into &Draft"),
        {QKeySequence(Qt::CTRL | Qt::Key_B)});
    add(AlignWithSource, QStringLiteral("block_align"), tr("&Link or Unlink with Source Block"), {QKeySequence(Qt::CTRL | Qt::Key_L)});
    add(MoveSectionUp, QStringLiteral("block_move_up"), tr("Move Block or Section &Up"), {QKeySequence(Qt::CTRL | Qt::SHIFT | Qt::Key_Up)});
    add(MoveSectionDown, QStringLiteral("block_move_down"), tr("Move Block or Section &Down"),
        {QKeySequence(Qt::CTRL | Qt::SHIFT | Qt::Key_Down)});
    add(EditScenarioOutline, QStringLiteral("draft_scenario_outline"), tr("Scenario &Outline…"), {});
    // Repetitions (RepetitionController): confirmed translations to identical source
    // blocks; the second takes the offer made after Ctrl+Enter, enabled while it stands.
    add(PropagateTranslation, QStringLiteral("edit_propagate"), tr("Propagate &Translation…"), {});
    add(AcceptPropagation, QStringLiteral("edit_propagate_offer"), tr("Propagate to &Identical Blocks"),
        {QKeySequence(Qt::CTRL | Qt::ALT | Qt::Key_Return), QKeySequence(Qt::CTRL | Qt::ALT | Qt::Key_Enter)});
    action(AcceptPropagation)->setEnabled(false);
}

void ActionRegistry::addNoteActions()
{
    add(ExportFinishedPost, QStringLiteral("file_export_post"), tr("Export &Finished Post…"), {QKeySequence(Qt::CTRL | Qt::Key_E)});
    add(ExportReproductionPack, QStringLiteral("file_export_pack"), tr("Export &Reproduction Pack…"), {});
    add(DeleteFromTranslation, QStringLiteral("block_delete"), tr("&Delete from Translation…"),
        {QKeySequence(Qt::CTRL | Qt::SHIFT | Qt::Key_D)});
    // On a note: edit it; elsewhere: the first note suggested for the source block.
    add(InsertNote, QStringLiteral("note_insert"), tr("Insert or Edit Translator's &Note…"),
        {QKeySequence(Qt::CTRL | Qt::SHIFT | Qt::Key_N)});
    add(EditNoteTemplates, QStringLiteral("note_templates"), tr("Note &Templates…"), {});
    add(EditCatalogues, QStringLiteral("note_catalogues"), tr("GPU and Version &Catalogues…"), {});
    add(ReuseFromIssue, QStringLiteral("note_reuse"), tr("&Reuse from Another Issue…"), {});
}

void ActionRegistry::addReviewActions()
{
    add(RunQa, QStringLiteral("review_run_qa"), tr("Run &QA"), {QKeySequence(Qt::Key_F12)});
    add(QaSettings, QStringLiteral("review_qa_settings"), tr("QA &Settings…"), {});
    // The draft blocks of the selection (or the one at the cursor) move on one step.
    add(MarkReviewed, QStringLiteral("review_mark_reviewed"), tr("Mark &Reviewed"), {QKeySequence(Qt::CTRL | Qt::SHIFT | Qt::Key_R)});
    add(ApproveBlock, QStringLiteral("review_approve"), tr("&Approve"), {QKeySequence(Qt::CTRL | Qt::SHIFT | Qt::Key_A)});
    add(RejectBlock, QStringLiteral("review_reject"), tr("Re&ject…"), {QKeySequence(Qt::CTRL | Qt::SHIFT | Qt::Key_J)});
    add(ReopenBlock, QStringLiteral("review_reopen"), tr("Re&open for Changes"), {});
    add(AddComment, QStringLiteral("review_comment"), tr("Add &Comment…"), {QKeySequence(Qt::CTRL | Qt::SHIFT | Qt::Key_M)});
    add(ReportFeedback, QStringLiteral("review_feedback"), tr("Record Reader &Feedback…"), {});
    add(AddReaderTest, QStringLiteral("review_reader_test"), tr("Record Blind &Test…"), {});
    add(EditChecklistTemplates, QStringLiteral("review_checklist_templates"), tr("Checklist &Templates…"), {});
    add(RevisionHistory, QStringLiteral("review_history"), tr("Revision &History…"), {QKeySequence(Qt::CTRL | Qt::SHIFT | Qt::Key_H)});
}

// A newer version of the issue's source post (SourceUpdateController).
void ActionRegistry::addSourceUpdateActions()
{
    add(UpdateSource, QStringLiteral("file_update_source"), tr("&Update Source…"), {});
    add(MarkSourceChangeSeen, QStringLiteral("block_source_change_seen"), tr("Mar&k Source Change Seen"),
        {QKeySequence(Qt::CTRL | Qt::SHIFT | Qt::Key_E)});
    add(ToggleSourceChangesPane, QStringLiteral("view_source_changes"), tr("Source Chan&ges"), {QKeySequence(Qt::SHIFT | Qt::Key_F5)});
    action(ToggleSourceChangesPane)->setCheckable(true);
    action(ToggleSourceChangesPane)->setChecked(true);
}

// Find and replace across the project (FindController). Ctrl+Shift+F searches the
// memory already; Ctrl+F/Ctrl+H and F3 are what editors use for find and replace.
void ActionRegistry::addFindActions()
{
    add(FindInProject, QStringLiteral("edit_find"), tr("&Find in Project…"), {QKeySequence(Qt::CTRL | Qt::Key_F)});
    add(ReplaceInProject, QStringLiteral("edit_replace"), tr("R&eplace in Project…"), {QKeySequence(Qt::CTRL | Qt::Key_H)});
    add(FindNext, QStringLiteral("edit_find_next"), tr("Next &Match"), {QKeySequence(Qt::Key_F3)});
    add(FindPrevious, QStringLiteral("edit_find_previous"), tr("Pre&vious Match"), {QKeySequence(Qt::SHIFT | Qt::Key_F3)});
    add(ToggleFindPane, QStringLiteral("view_find"), tr("&Find and Replace"), {});
    action(ToggleFindPane)->setCheckable(true);
    action(ToggleFindPane)->setChecked(true);
}

void ActionRegistry::addViewActions()
{
    add(ToggleScrollSync, QStringLiteral("view_scroll_sync"), tr("&Synchronise Scrolling"),
        {QKeySequence(Qt::CTRL | Qt::SHIFT | Qt::Key_L)}, QStringLiteral("scroll-sync"));
    add(TogglePreview, QStringLiteral("view_preview"), tr("&Preview"), {QKeySequence(Qt::Key_F8)}, QStringLiteral("preview"));
    add(ToggleOutline, QStringLiteral("view_outline"), tr("&Outline"), {QKeySequence(Qt::Key_F7)});
    add(ToggleIssueList, QStringLiteral("view_issues"), tr("&Issue List"), {QKeySequence(Qt::Key_F4)});
    add(ToggleMemoryPane, QStringLiteral("view_memory"), tr("Translation &Memory"), {QKeySequence(Qt::Key_F9)});
    add(ToggleTermPane, QStringLiteral("view_terms"), tr("&Terminology"), {QKeySequence(Qt::Key_F6)});
    add(ToggleTermbasePane, QStringLiteral("view_termbase"), tr("Term&base"), {QKeySequence(Qt::SHIFT | Qt::Key_F6)});
    add(ToggleNotePane, QStringLiteral("view_notes"), tr("Translator's &Notes"), {QKeySequence(Qt::SHIFT | Qt::Key_F7)});
    add(ToggleDeletionPane, QStringLiteral("view_deletions"), tr("&Deletions"), {QKeySequence(Qt::SHIFT | Qt::Key_F9)});
    add(ToggleQaPane, QStringLiteral("view_qa"), tr("&QA"), {QKeySequence(Qt::SHIFT | Qt::Key_F8)});
    add(ToggleReviewPane, QStringLiteral("view_review"), tr("&Review"), {QKeySequence(Qt::SHIFT | Qt::Key_F11)});
    add(ToggleChecklistPane, QStringLiteral("view_checklist"), tr("&Checklist"), {QKeySequence(Qt::SHIFT | Qt::Key_F12)});
    for (Id id : {ToggleScrollSync, TogglePreview, ToggleOutline, ToggleIssueList, ToggleMemoryPane, ToggleTermPane, ToggleTermbasePane,
             ToggleNotePane, ToggleDeletionPane, ToggleQaPane, ToggleReviewPane, ToggleChecklistPane}) {
        action(id)->setCheckable(true);
        action(id)->setChecked(true);
    }
    // The whole project's progress (DashboardController): a tab of the bottom area.
    add(ToggleDashboardPane, QStringLiteral("view_dashboard"), tr("Project &Dashboard"), {QKeySequence(Qt::CTRL | Qt::SHIFT | Qt::Key_B)});
    action(ToggleDashboardPane)->setCheckable(true);
    action(ToggleDashboardPane)->setChecked(true);
    // Every dock back where WindowLayout puts it, columns and splits as first made.
    add(ResetLayout, QStringLiteral("view_reset_layout"), tr("Reset &Layout"), {});
    // The technology radar (RadarController): a window of its own, charts need room.
    add(ShowTechnologyRadar, QStringLiteral("view_radar"), tr("Technolo&gy Radar"), {QKeySequence(Qt::CTRL | Qt::SHIFT | Qt::Key_Y)});
    // Terms and memory pieces offered while typing in the draft (CompletionController).
    add(TogglePredictiveTyping, QStringLiteral("view_predictive_typing"), tr("Predicti&ve Typing"), {});
    action(TogglePredictiveTyping)->setCheckable(true);
    action(TogglePredictiveTyping)->setChecked(true);
}

void ActionRegistry::addMemoryActions()
{
    for (int n = 0; n < 9; ++n) {
        add(Id(InsertMatch1 + n), QStringLiteral("memory_insert_%1").arg(n + 1), tr("Insert Match &%1").arg(n + 1),
            {QKeySequence(Qt::CTRL | Qt::ALT | Qt::Key(Qt::Key_1 + n))});
    }
    for (int n = 0; n < 9; ++n) {
        add(Id(InsertTerm1 + n), QStringLiteral("term_insert_%1").arg(n + 1), tr("Insert Term &%1").arg(n + 1),
            {QKeySequence(Qt::CTRL | Qt::Key(Qt::Key_1 + n))});
    }
    add(AddTerm, QStringLiteral("term_add"), tr("&Add Term…"), {QKeySequence(Qt::CTRL | Qt::SHIFT | Qt::Key_T)});
    add(LookUpTerm, QStringLiteral("term_look_up"), tr("&Look Up in Termbase"), {QKeySequence(Qt::CTRL | Qt::SHIFT | Qt::Key_K)});
    add(ImportTerms, QStringLiteral("term_import"), tr("&Import Terms…"), {});
    add(ExportTerms, QStringLiteral("term_export"), tr("&Export Terms…"), {});
    add(ExportConflictLog, QStringLiteral("term_export_conflicts"), tr("Export &Conflict Log…"), {});
    add(EditIssueTags, QStringLiteral("issue_tags"), tr("Post &Tags of This Issue…"), {});
    add(EditIssueTechnologies, QStringLiteral("issue_technologies"), tr("Tec&hnologies of This Issue…"), {});
    add(SearchMemory, QStringLiteral("memory_search"), tr("&Search the Memory…"), {QKeySequence(Qt::CTRL | Qt::SHIFT | Qt::Key_F)});
    add(Pretranslate, QStringLiteral("memory_pretranslate"), tr("&Pre-translate Issue…"), {QKeySequence(Qt::CTRL | Qt::SHIFT | Qt::Key_P)});
    add(ImportTmx, QStringLiteral("memory_import"), tr("&Import TMX…"), {});
    add(ExportTmx, QStringLiteral("memory_export"), tr("&Export TMX…"), {});
    add(AttachTmx, QStringLiteral("memory_attach"), tr("&Attached TMX Files…"), {});
    // Segments, words and Chinese characters per match band (AnalysisController).
    add(MatchAnalysis, QStringLiteral("memory_analysis"), tr("Match A&nalysis…"), {});
}

// The Machine pane and machine pre-translation (MtController).
void ActionRegistry::addMachineActions()
{
    add(InsertMachineSuggestion, QStringLiteral("machine_insert"), tr("Insert Machine Su&ggestion"),
        {QKeySequence(Qt::CTRL | Qt::ALT | Qt::Key_0)});
    add(SuggestFromMachine, QStringLiteral("machine_suggest"), tr("As&k the Machine"), {QKeySequence(Qt::CTRL | Qt::ALT | Qt::Key_M)});
    add(PretranslateFromMachine, QStringLiteral("machine_pretranslate"), tr("Pre-translate Issue from the &Machine…"), {});
    add(MachineTranslationSettings, QStringLiteral("machine_settings"), tr("Machine &Translation Settings…"), {});
    add(ToggleMachinePane, QStringLiteral("view_machine"), tr("Mac&hine Suggestions"), {QKeySequence(Qt::CTRL | Qt::Key_F9)});
    action(ToggleMachinePane)->setCheckable(true);
    action(ToggleMachinePane)->setChecked(true);
}

QAction *ActionRegistry::add(
    Id id, const QString &objectName, const QString &text, const QList<QKeySequence> &shortcuts, const QString &icon)
{
    auto *action = new QAction(text, this);
    action->setObjectName(objectName);
    action->setShortcuts(shortcuts);
    if (!icon.isEmpty()) {
        action->setIcon(QIcon(QStringLiteral(":/icons/%1.svg").arg(icon)));
    }
    if (!shortcuts.isEmpty()) {
        // Shown in tool tips too, not only in menus.
        action->setToolTip(QStringLiteral("%1 (%2)").arg(
            QString(text).remove(QLatin1Char('&')).remove(QStringLiteral("…")), shortcuts.constFirst().toString(QKeySequence::NativeText)));
    }
    m_actions.insert(id, action);
    return action;
}

QAction *ActionRegistry::action(Id id) const
{
    return m_actions.value(id);
}

QList<QAction *> ActionRegistry::workbenchActions() const
{
    QList<QAction *> actions;
    for (Id id : {PreviousBlock, NextBlock, NextUntranslated, NextUntranslatedSource, ConfirmAndNext, CopySourceIntoDraft, AlignWithSource,
             MoveSectionUp, MoveSectionDown, EditScenarioOutline, InsertMatch1, InsertMatch2, InsertMatch3, InsertMatch4, InsertMatch5,
             InsertMatch6, InsertMatch7, InsertMatch8, InsertMatch9, InsertTerm1, InsertTerm2, InsertTerm3, InsertTerm4, InsertTerm5,
             InsertTerm6, InsertTerm7, InsertTerm8, InsertTerm9, AddTerm, LookUpTerm, ImportTerms, ExportTerms, ExportConflictLog,
             EditIssueTags, SearchMemory, Pretranslate, ImportTmx, ExportTmx, AttachTmx, ExportXliff, ImportXliff, ExportFinishedPost,
             ExportReproductionPack, DeleteFromTranslation, InsertNote, EditNoteTemplates, EditCatalogues, RunQa, QaSettings, MarkReviewed,
             ApproveBlock, RejectBlock, ReopenBlock, AddComment, ReportFeedback, AddReaderTest, EditChecklistTemplates, RevisionHistory,
             UpdateSource, MarkSourceChangeSeen}) {
        actions.append(action(id));
    }
    for (Id id : {FindInProject, ReplaceInProject, FindNext, FindPrevious}) {
        actions.append(action(id));
    }
    actions.append(action(ReuseFromIssue));
    actions.append({action(ShowTechnologyRadar), action(EditIssueTechnologies)});
    actions.append({action(InsertMachineSuggestion), action(SuggestFromMachine), action(PretranslateFromMachine)});
    actions.append(action(PropagateTranslation));
    actions.append(action(MatchAnalysis));
    return actions;
}

QList<QAction *> ActionRegistry::blockActions() const
{
    QList<QAction *> actions;
    for (Id id : {PreviousBlock, NextBlock, NextUntranslated, NextUntranslatedSource, ConfirmAndNext, CopySourceIntoDraft, AlignWithSource,
             MoveSectionUp, MoveSectionDown, DeleteFromTranslation, InsertNote, ApproveBlock, RejectBlock, ReopenBlock, AddComment,
             MarkSourceChangeSeen}) {
        actions.append(action(id));
    }
    for (int n = 0; n < 9; ++n) {
        actions.append({action(Id(InsertMatch1 + n)), action(Id(InsertTerm1 + n))});
    }
    actions.append({action(InsertMachineSuggestion), action(SuggestFromMachine)});
    return actions;
}
