// SPDX-FileCopyrightText: 2026 Yiqiao authors
// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once

#include "gui/actionregistry.h"
#include "gui/translationaids.h"
#include "store/issuelistmodel.h"
#include "store/projectlock.h"
#include "store/projectstore.h"

#include <QObject>
#include <memory>

class AnnotationController;
class AppSettings;
class ChecklistController;
class DeletionController;
class DraftJournalController;
class ExportController;
class LayoutMemory;
class SessionState;
class DashboardController;
class RadarController;
class RepetitionController;
class AnalysisController;
class FindController;
class IssueListLoader;
class QaController;
class RevisionController;
class ReviewController;
class ReuseController;
class SourceUpdateController;
class PostImportController;
class WelcomeController;
class ProjectController;
class MainWindow;
class ThemeController;
class TeamController;
class OutlineFilterController;
class TmController;
class MtController;
class TermController;
class TermbaseController;
class XliffController;
class WorkbenchController;

// The one place that wires panes, actions and the project together. Panes emit
// requests; the controller acts on the models and shows the dialogs.
class AppController : public QObject
{
    Q_OBJECT
public:
    // Returned by QApplication::exec() when the window must be built again (the
    // interface language changed); main() then makes a new controller.
    static constexpr int RebuildExitCode = 0x59510;

    // theme outlives the controller: it remembers the platform's own palette.
    AppController(AppSettings &settings, ThemeController &theme, QObject *parent = nullptr);
    ~AppController() override;

    MainWindow *window() const { return m_window.get(); }
    WorkbenchController *workbench() const { return m_workbench.get(); }
    TermbaseController *termbase() const { return m_termbase.get(); }
    FindController *finder() const { return m_find; }
    DashboardController *dashboard() const { return m_dashboard; }
    RadarController *radar() const { return m_radar; }
    RepetitionController *repetitions() const { return m_aids->repetitions(); }
    AnalysisController *analysis() const { return m_aids->analysis(); }
    TeamController *team() const { return m_team; }
    MtController *machine() const { return m_aids->machine(); }
    OutlineFilterController *outlineFilter() const { return m_aids->outlineFilter(); }

    // Both show a message box and keep the current project when opening fails.
    bool openProject(const QString &path);
    bool openDemo();
    // Saves the draft first; false if it could not be saved (the project stays open).
    bool closeProject();
    // Shows issue number in the workbench, as a click in the navigator would; false
    // if it is not shown (no such issue, or the draft shown could not be saved).
    bool selectIssue(int number);
    // Imports markdown files as new issues, one per file, with a progress dialog.
    void importPosts(const QStringList &paths);

    // Where the demo project is created on first use.
    static QString demoProjectPath();

private:
    void followProject();
    void setProject(ProjectStore *store, bool readOnly);
    void connectActions();
    void connectTermbase();
    void connectNotesAndDeletions();
    void connectFind();
    void connectDashboard();
    void connectSourceUpdates();
    void connectTeam();
    void showMessage(const QString &message);
    void showIssue(int number);
    void adopt(std::unique_ptr<ProjectStore> store, std::unique_ptr<ProjectLock> lock, bool readOnly);
    bool keepOrDiscardDraft();
    void newProject();
    void chooseProject();
    void choosePosts();
    void postsImported(const QList<int> &imported, const QStringList &errors);
    void showSettings();
    void saveWindowSettings();
    void showAbout();
    void showError(const QString &message);
    void updateProjectActions();

    AppSettings &m_settings;
    ActionRegistry m_actions;
    std::unique_ptr<ProjectStore> m_store; // never null; closed when no project is open
    std::unique_ptr<ProjectLock> m_lock; // held while a project is open
    IssueListModel m_issues;
    int m_currentNumber = 0; // the issue shown in the workbench
    std::unique_ptr<MainWindow> m_window;
    std::unique_ptr<LayoutMemory> m_layout; // the window's geometry, docks, columns, splits
    std::unique_ptr<SessionState> m_session; // where each project was left
    ThemeController &m_theme;
    std::unique_ptr<WorkbenchController> m_workbench;
    std::unique_ptr<TmController> m_tm;
    std::unique_ptr<XliffController> m_xliff;
    std::unique_ptr<TermController> m_terms;
    std::unique_ptr<TermbaseController> m_termbase;
    // Parented to the workbench controller, which outlives them.
    DeletionController *m_deletions = nullptr;
    AnnotationController *m_notes = nullptr;
    ExportController *m_export = nullptr;
    QaController *m_qa = nullptr;
    RevisionController *m_revisions = nullptr;
    ChecklistController *m_checklist = nullptr;
    ReviewController *m_review = nullptr;
    ReuseController *m_reuse = nullptr;
    FindController *m_find = nullptr;
    DashboardController *m_dashboard = nullptr;
    RadarController *m_radar = nullptr;
    SourceUpdateController *m_sourceUpdates = nullptr;
    PostImportController *m_importer = nullptr;
    DraftJournalController *m_journal = nullptr;
    TeamController *m_team = nullptr; // working as a team
    std::unique_ptr<TranslationAids> m_aids; // machine, typing, repetitions, analysis, filters
    WelcomeController *m_welcome = nullptr; // the welcome page and the recent projects
    IssueListLoader *m_issueLoader = nullptr;
    QList<ProjectController *> m_projectControllers; // see followProject()
};
