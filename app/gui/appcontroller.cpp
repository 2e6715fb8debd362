// SPDX-FileCopyrightText: 2026 Yiqiao authors
// SPDX-License-Identifier: GPL-3.0-or-later
#include "gui/appcontroller.h"

#include "dashboard/startercontent.h"
#include "documentview.h"
#include "drafteditor.h"
#include "gui/annotationcontroller.h"
#include "gui/appsettings.h"
#include "gui/checklistcontroller.h"
#include "gui/dashboardcontroller.h"
#include "gui/deletioncontroller.h"
#include "gui/demoproject.h"
#include "gui/draftconflictcontroller.h"
#include "gui/draftjournalcontroller.h"
#include "gui/exportcontroller.h"
#include "gui/findcontroller.h"
#include "gui/issuelistloader.h"
#include "gui/layoutmemory.h"
#include "gui/mainwindow.h"
#include "gui/panetoggle.h"
#include "gui/plainmessage.h"
#include "gui/postimportcontroller.h"
#include "gui/qacontroller.h"
#include "gui/radarcontroller.h"
#include "gui/repetitioncontroller.h"
#include "gui/reusecontroller.h"
#include "gui/reviewcontroller.h"
#include "gui/revisioncontroller.h"
#include "gui/sessionstate.h"
#include "gui/sourceupdatecontroller.h"
#include "gui/teamcontroller.h"
#include "gui/termbasecontroller.h"
#include "gui/termcontroller.h"
#include "gui/tmcontroller.h"
#include "gui/translationaids.h"
#include "gui/welcomecontroller.h"
#include "gui/workbenchcontroller.h"
#include "gui/xliffcontroller.h"
#include "issuenavigator.h"
#include "projectstyledialog.h"
#include "qa/qasettings.h"
#include "qa/qastylelearner.h"
#include "settingsdialog.h"
#include "sidebysideview.h"
#include "store/atomicfilewriter.h"
#include "store/issuerepository.h"
#include "team/teamholdermodel.h"
#include "themecontroller.h"

#include <QAction>
#include <QApplication>
#include <QDir>
#include <QDockWidget>
#include <QFile>
#include <QFileDialog>
#include <QMessageBox>
#include <QScreen>
#include <QSignalBlocker>
#include <QStandardPaths>
#include <QStatusBar>

AppController::AppController(AppSettings &settings, ThemeController &theme, QObject *parent)
    : QObject(parent)
    , m_settings(settings)
    , m_store(std::make_unique<ProjectStore>())
    , m_window(std::make_unique<MainWindow>(m_actions))
    , m_theme(theme)
{
    m_workbench = std::make_unique<WorkbenchController>(m_actions, *m_window->documents(), *m_window->outline(), *m_window->preview());
    auto *conflicts =
        new DraftConflictController(*m_workbench, *m_window->documents()->conflictBar(), *m_window->documents()->draftEditor(), this);
    connect(conflicts, &DraftConflictController::failed, this, &AppController::showError);
    m_journal = new DraftJournalController(*m_workbench, *m_window->documents()->draftEditor(), m_workbench.get());
    connect(m_journal, &DraftJournalController::statusMessage, this, &AppController::showMessage);
    connect(conflicts, &DraftConflictController::statusMessage, this, &AppController::showMessage);
    m_tm = std::make_unique<TmController>(m_actions, *m_workbench, *m_window->documents(), *m_window->memoryPane(), m_window.get());
    m_tm->setMinScore(m_settings.minMatchScore());
    m_xliff = std::make_unique<XliffController>(m_actions, *m_workbench, m_window.get());
    m_terms = std::make_unique<TermController>(m_actions, *m_workbench, *m_window->documents(), *m_window->termPane());
    m_termbase = std::make_unique<TermbaseController>(m_actions, *m_window->documents(), *m_window->termbasePane(), m_window.get());
    m_aids = std::make_unique<TranslationAids>(m_actions, m_settings, *m_window, *m_workbench, *m_terms, *m_tm, this);
    connectTermbase();
    connectNotesAndDeletions();
    connectFind();
    connectDashboard();
    connectSourceUpdates();
    connectTeam();
    m_issueLoader = new IssueListLoader(m_issues, this);
    connect(m_window->navigator(), &IssueNavigator::issueRequested, this, &AppController::showIssue);
    m_importer = new PostImportController(m_window.get(), this);
    connect(m_importer, &PostImportController::finished, this, &AppController::postsImported);
    connect(m_window.get(), &MainWindow::importRequested, this, &AppController::importPosts);
    connect(m_window.get(), &MainWindow::closing, this, [this](bool *accept) {
        saveWindowSettings();
        *accept = closeProject();
    });
    connect(m_workbench.get(), &WorkbenchController::statusMessage, this,
        [this](const QString &message) { m_window->statusBar()->showMessage(message); });
    connect(m_workbench.get(), &WorkbenchController::saveFailed, this, &AppController::showError);
    connect(m_workbench.get(), &WorkbenchController::issueShown, this, &AppController::updateProjectActions);
    connect(m_workbench.get(), &WorkbenchController::saved, this, [this] { m_issues.refreshIssue(*m_store, m_currentNumber); });
    connect(&m_theme, &ThemeController::paletteChanged, this, [this] {
        m_window->documents()->sourceView()->applyHighlightPalette();
        m_window->documents()->draftEditor()->applyHighlightPalette();
    });
    followProject();
    connectActions();
    m_welcome = new WelcomeController(m_actions, m_settings, *m_window, this);
    connect(m_welcome, &WelcomeController::projectRequested, this, &AppController::openProject);
    m_session = std::make_unique<SessionState>(m_settings, *m_window, *m_workbench);
    m_layout = std::make_unique<LayoutMemory>(m_settings, *m_window);
    m_layout->restore(m_window->screen()->availableGeometry());
    m_theme.apply(m_settings.theme());
    updateProjectActions();
}

AppController::~AppController() = default;

// The controllers that follow the open project, in the order they are told of it
// (the termbase before the term marks, which take its entries); their reports are
// shown as every other.
void AppController::followProject()
{
    m_projectControllers = {m_tm.get(), m_xliff.get(), m_termbase.get(), m_deletions, m_notes, m_export, m_qa, m_revisions, m_checklist,
        m_reuse, m_review, m_find, m_dashboard, m_radar, m_sourceUpdates, m_team};
    m_projectControllers.append(m_aids->projectControllers());
    for (ProjectController *controller : std::as_const(m_projectControllers)) {
        connect(controller, &ProjectController::statusMessage, this, &AppController::showMessage);
        connect(controller, &ProjectController::failed, this, &AppController::showError);
    }
}

// store: the open project, nullptr when it closes.
void AppController::setProject(ProjectStore *store, bool readOnly)
{
    for (ProjectController *controller : std::as_const(m_projectControllers)) {
        controller->setProject(store, readOnly);
    }
    m_terms->setProject(store, store ? m_termbase->entries() : QList<TermEntry>());
}

void AppController::connectActions()
{
    using A = ActionRegistry;
    connect(m_actions.action(A::NewProject), &QAction::triggered, this, &AppController::newProject);
    connect(m_actions.action(A::OpenProject), &QAction::triggered, this, &AppController::chooseProject);
    connect(m_actions.action(A::OpenDemo), &QAction::triggered, this, &AppController::openDemo);
    connect(m_actions.action(A::ImportPosts), &QAction::triggered, this, &AppController::choosePosts);
    connect(m_actions.action(A::CloseProject), &QAction::triggered, this, &AppController::closeProject);
    connect(m_actions.action(A::Settings), &QAction::triggered, this, &AppController::showSettings);
    connect(m_actions.action(A::Quit), &QAction::triggered, m_window.get(), &QWidget::close);
    connect(m_actions.action(A::About), &QAction::triggered, this, &AppController::showAbout);

    QAction *sync = m_actions.action(A::ToggleScrollSync);
    sync->setChecked(m_settings.scrollSync());
    m_workbench->setScrollSync(sync->isChecked());
    connect(sync, &QAction::toggled, this, [this](bool on) {
        m_workbench->setScrollSync(on);
        m_settings.setScrollSync(on);
    });
    // A pane's key brings it to the front, or hides it when it is there already.
    connect(m_actions.action(A::ResetLayout), &QAction::triggered, this, [this] { m_layout->reset(); });
    for (const auto &pair : {qMakePair(A::TogglePreview, m_window->previewDock()), qMakePair(A::ToggleOutline, m_window->outlineDock()),
             qMakePair(A::ToggleIssueList, m_window->issuesDock()), qMakePair(A::ToggleMemoryPane, m_window->memoryDock()),
             qMakePair(A::ToggleTermPane, m_window->termDock()), qMakePair(A::ToggleTermbasePane, m_window->termbaseDock()),
             qMakePair(A::ToggleNotePane, m_window->noteDock()), qMakePair(A::ToggleDeletionPane, m_window->deletionDock()),
             qMakePair(A::ToggleQaPane, m_window->qaDock()), qMakePair(A::ToggleReviewPane, m_window->reviewDock()),
             qMakePair(A::ToggleChecklistPane, m_window->checklistDock()),
             qMakePair(A::ToggleSourceChangesPane, m_window->sourceChangesDock()), qMakePair(A::ToggleFindPane, m_window->findDock()),
             qMakePair(A::ToggleDashboardPane, m_window->dashboardDock()), qMakePair(A::ToggleMachinePane, m_window->machineDock())}) {
        new PaneToggle(*m_actions.action(pair.first), *pair.second);
    }
    connect(m_window->previewDock(), &QDockWidget::visibilityChanged, m_workbench.get(), &WorkbenchController::setPreviewVisible);
}

void AppController::showMessage(const QString &message)
{
    m_window->statusBar()->showMessage(message, 8000);
}

void AppController::connectNotesAndDeletions()
{
    SideBySideView &view = *m_window->documents();
    m_deletions =
        new DeletionController(m_actions, *m_workbench, view, *m_window->deletionPane(), *m_window->deletionGauge(), m_window.get());
    m_notes = new AnnotationController(m_actions, *m_workbench, view, *m_window->notePane(), m_window.get());
    m_export = new ExportController(m_actions, *m_workbench, m_window.get());
    m_qa = new QaController(m_actions, *m_workbench, *m_window->qaPane(), m_window.get());
    connect(m_window->qaDock(), &QDockWidget::visibilityChanged, m_qa, &QaController::setPaneVisible);
    m_revisions = new RevisionController(m_actions, *m_workbench, m_window.get());
    m_checklist = new ChecklistController(m_actions, *m_workbench, *m_window->checklistPane(), m_window.get());
    connect(m_window->checklistDock(), &QDockWidget::visibilityChanged, m_checklist, &ChecklistController::setPaneVisible);
    m_review = new ReviewController(m_actions, *m_workbench, view, *m_window->reviewPane(), m_window.get());
    connect(m_review, &ReviewController::paneWanted, this, [this] {
        m_window->reviewDock()->show();
        m_window->reviewDock()->raise();
    });
    m_reuse = new ReuseController(m_actions, *m_workbench, *m_window->notePane(), m_window.get());
    connect(m_reuse, &ReuseController::checklistChanged, m_checklist, &ChecklistController::evaluate);
    connect(m_reuse, &ReuseController::termsChanged, this, [this] { m_termbase->setProject(m_store.get(), false); });
}

// Working as a team: the navigator shows who holds each issue; a clone opens when
// ready; what a pull brought in is read again.
void AppController::connectTeam()
{
    m_team = new TeamController(m_actions, *m_workbench, *m_window, m_issues, m_workbench.get());
    m_window->navigator()->setModel(m_team->issueModel());
    connect(m_team, &TeamController::projectRequested, this, &AppController::openProject);
    connect(m_team, &TeamController::pulled, this, [this] {
        m_termbase->setProject(m_store.get(), m_workbench->isReadOnly());
        m_tm->reloadMemory();
    });
}

void AppController::connectSourceUpdates()
{
    m_sourceUpdates =
        new SourceUpdateController(m_actions, *m_workbench, *m_window->documents(), *m_window->sourceChangesPane(), m_window.get());
    connect(m_sourceUpdates, &SourceUpdateController::paneWanted, this, [this] {
        m_window->sourceChangesDock()->show();
        m_window->sourceChangesDock()->raise();
    });
    connect(m_window->sourceChangesDock(), &QDockWidget::visibilityChanged, m_sourceUpdates, &SourceUpdateController::setPaneVisible);
}

// Find and replace across the project: a hit in another issue opens it as the
// navigator would; issues replaced through the journal show their new progress.
void AppController::connectFind()
{
    m_find = new FindController(m_actions, *m_workbench, *m_window->documents(), *m_window->findPane(), m_window.get());
    connect(m_find, &FindController::issueWanted, this, &AppController::selectIssue);
    connect(m_find, &FindController::issuesChanged, this, [this](const QList<int> &numbers) {
        for (int number : numbers) {
            m_issues.refreshIssue(*m_store, number);
        }
    });
    connect(m_find, &FindController::paneWanted, this, [this] {
        m_window->findDock()->show();
        m_window->findDock()->raise();
    });
}

// The dashboard opens an issue as the navigator would.
void AppController::connectDashboard()
{
    m_dashboard = new DashboardController(*m_workbench, *m_window->dashboard(), m_window.get());
    connect(m_dashboard, &DashboardController::issueRequested, this, &AppController::selectIssue);
    connect(m_window->dashboardDock(), &QDockWidget::visibilityChanged, m_dashboard, &DashboardController::setPaneVisible);
    // So does the technology radar.
    m_radar = new RadarController(m_actions, *m_workbench, m_window.get());
    connect(m_radar, &RadarController::issueRequested, this, &AppController::selectIssue);
    // Repetitions: issues a propagation changed show their new progress.
    connect(m_aids->repetitions(), &RepetitionController::issuesChanged, this, [this](const QList<int> &numbers) {
        for (int number : numbers) {
            m_issues.refreshIssue(*m_store, number);
        }
    });
}

void AppController::connectTermbase()
{
    // The termbase is read once per change, by the termbase controller.
    connect(m_termbase.get(), &TermbaseController::termsChanged, m_terms.get(), &TermController::setTerms);
    connect(m_terms.get(), &TermController::failed, this, &AppController::showError);
    connect(m_termbase.get(), &TermbaseController::paneRequested, this, [this] {
        m_window->termbaseDock()->show();
        m_window->termbaseDock()->raise();
    });
    connect(m_termbase.get(), &TermbaseController::hitRequested, this, [this](const PhraseHit &hit) {
        if (hit.issueNumber != m_currentNumber) {
            selectIssue(hit.issueNumber);
        }
        if (hit.issueNumber != m_currentNumber) {
            return; // the draft shown could not be saved; it stays
        }
        if (hit.side == PhraseHit::Side::Draft) {
            m_workbench->goToDraftBlockId(hit.blockId, hit.start);
        } else {
            m_workbench->goToSourceBlockId(hit.blockId, hit.start);
        }
    });
}

void AppController::showError(const QString &message)
{
    // Also on stderr: a window started from a terminal or a script says why.
    qWarning("%s", qUtf8Printable(message));
    PlainMessage::warn(m_window.get(), tr("Yiqiao"), message); // titles, names: never markup
}

bool AppController::openProject(const QString &path)
{
    if (m_store->isOpen() && QFileInfo(path).canonicalFilePath() == QFileInfo(m_store->path()).canonicalFilePath()) {
        return true; // already open here
    }
    // The lock comes first: a second window must not even read a half-written draft
    // as its starting point. Where no lock can be made (a read-only folder), the
    // project can still be read.
    auto lock = std::make_unique<ProjectLock>();
    const bool locked = lock->tryLock(path);
    if (!locked && lock->error() == ProjectLock::Error::HeldByOther) {
        showError(lock->errorString());
        return false;
    }
    const bool readOnly = !locked && lock->error() == ProjectLock::Error::CannotCreate;
    QApplication::setOverrideCursor(Qt::WaitCursor);
    // Opened beside the current project, which stays open if this one is refused.
    auto store = std::make_unique<ProjectStore>();
    const bool opened = store->open(path, readOnly ? ProjectStore::Access::ReadOnly : ProjectStore::Access::ReadWrite);
    QApplication::restoreOverrideCursor();
    if (!opened) {
        showError(store->errorString());
        if (!QFileInfo::exists(path)) {
            m_settings.removeRecentProject(path);
            m_welcome->updateRecentProjects();
        }
        return false;
    }
    if (!closeProject()) {
        return false;
    }
    const QString why = lock->errorString();
    adopt(std::move(store), std::move(lock), readOnly);
    if (readOnly) {
        showError(why);
    }
    return true;
}

void AppController::adopt(std::unique_ptr<ProjectStore> store, std::unique_ptr<ProjectLock> lock, bool readOnly)
{
    QApplication::setOverrideCursor(Qt::WaitCursor);
    m_store = std::move(store);
    m_lock = std::move(lock);
    const QString path = m_store->path();
    m_journal->recover(*m_store, readOnly); // before an issue is shown
    m_settings.setLastProject(QFileInfo(path).absoluteFilePath());
    m_settings.addRecentProject(QFileInfo(path).absoluteFilePath());
    m_welcome->updateRecentProjects();
    QString name = m_store->setting(QStringLiteral("name"), QFileInfo(path).completeBaseName());
    m_window->setProjectName(readOnly ? tr("%1 (read-only)").arg(name) : name);
    m_workbench->setReadOnly(readOnly);
    m_terms->setReadOnly(readOnly);
    setProject(m_store.get(), readOnly);
    m_issueLoader->load(*m_store);
    updateProjectActions();
    // Where it was left, else the first issue.
    if (!m_session->resume(path, [this](int number) { return selectIssue(number); }) && m_issues.rowCount() > 0) {
        m_window->navigator()->setCurrentIndex(m_window->navigator()->model()->index(0, 0));
    }
    QApplication::restoreOverrideCursor();
    m_window->statusBar()->showMessage(tr("Opened %1").arg(QDir::toNativeSeparators(path)), 5000);
}

bool AppController::closeProject()
{
    m_importer->cancel();
    if (m_store->isOpen()) {
        m_session->save(m_store->path(), m_currentNumber);
    }
    if (!m_workbench->showIssue(nullptr, 0, {}) && !keepOrDiscardDraft()) {
        return false;
    }
    setProject(nullptr, false);
    m_issueLoader->close();
    m_issues.clear();
    m_currentNumber = 0;
    m_window->setProjectName({});
    m_store = std::make_unique<ProjectStore>(); // closes the previous one
    m_lock.reset();
    updateProjectActions();
    return true;
}

// The draft could not be written to the project (the error was shown). Nothing the
// user typed may be lost silently: offer to keep it in a markdown file.
bool AppController::keepOrDiscardDraft()
{
    DraftEditor *editor = m_window->documents()->draftEditor();
    QMessageBox box(QMessageBox::Warning, tr("Yiqiao"),
        tr("The latest changes to this draft are not in the project file. Save the draft as a markdown file before closing?"),
        QMessageBox::Save | QMessageBox::Discard | QMessageBox::Cancel, m_window.get());
    box.setDefaultButton(QMessageBox::Save);
    const int answer = box.exec();
    if (answer == QMessageBox::Cancel) {
        return false;
    }
    if (answer == QMessageBox::Save) {
        const QString path = QFileDialog::getSaveFileName(m_window.get(), tr("Save Draft As"), QString(), tr("Markdown (*.md)"));
        // A full disk must not leave a cut copy in place of an older good one.
        QString error;
        if (path.isEmpty() || !AtomicFileWriter::write(path, editor->draftText().toUtf8(), &error)) {
            if (!path.isEmpty()) {
                showError(error);
            }
            return false;
        }
    }
    m_workbench->discardChanges();
    return m_workbench->showIssue(nullptr, 0, {});
}

void AppController::updateProjectActions()
{
    const bool open = m_store->isOpen();
    m_welcome->setProjectOpen(open);
    m_actions.action(ActionRegistry::CloseProject)->setEnabled(open);
    m_actions.action(ActionRegistry::ImportPosts)->setEnabled(open);
    for (QAction *action : m_actions.workbenchActions()) {
        action->setEnabled(open);
    }
    // What only changes the termbase or the issue is off for a read-only project.
    for (ActionRegistry::Id id : {ActionRegistry::AddTerm, ActionRegistry::ImportTerms, ActionRegistry::EditIssueTags,
             ActionRegistry::DeleteFromTranslation, ActionRegistry::InsertNote, ActionRegistry::EditNoteTemplates,
             ActionRegistry::EditCatalogues, ActionRegistry::MarkReviewed, ActionRegistry::ApproveBlock, ActionRegistry::RejectBlock,
             ActionRegistry::ReopenBlock, ActionRegistry::AddComment, ActionRegistry::ReportFeedback, ActionRegistry::UpdateSource,
             ActionRegistry::MarkSourceChangeSeen, ActionRegistry::EditIssueTechnologies}) {
        m_actions.action(id)->setEnabled(open && !m_workbench->isReadOnly());
    }
    m_actions.action(ActionRegistry::AddReaderTest)->setEnabled(open && !m_workbench->isReadOnly());
    if (!m_workbench->session()) {
        for (QAction *action : m_actions.blockActions()) {
            action->setEnabled(false);
        }
    }
}

bool AppController::selectIssue(int number)
{
    {
        const QSignalBlocker blocker(m_window->navigator());
        m_window->navigator()->selectIssue(number);
    }
    showIssue(number);
    return m_currentNumber == number;
}

void AppController::showIssue(int number)
{
    IssueRepository issues(*m_store);
    const auto issue = issues.issue(number);
    const QString heading = issue ? tr("Issue %1: %2").arg(issue->number).arg(issue->title) : QString();
    if (m_workbench->showIssue(m_store.get(), issue ? issue->id : 0, heading)) {
        m_currentNumber = issue ? issue->number : 0;
        return;
    }
    // The previous draft could not be saved: stay on it rather than lose it.
    const QSignalBlocker blocker(m_window->navigator());
    m_window->navigator()->selectIssue(m_currentNumber);
}

void AppController::newProject()
{
    QString path = QFileDialog::getSaveFileName(
        m_window.get(), tr("New Project"), QFileInfo(m_settings.lastProject()).absolutePath(), tr("Yiqiao projects (*.yiqiao)"));
    if (path.isEmpty()) {
        return;
    }
    if (!path.endsWith(QLatin1String(".yiqiao"))) {
        path += QLatin1String(".yiqiao");
    }
    if (QFileInfo::exists(path)) {
        showError(
            tr("%1 already exists. Choose another name; an existing project is never overwritten.").arg(QDir::toNativeSeparators(path)));
        return;
    }
    ProjectStyleDialog style(m_window.get());
    QaStyleLearner learner;
    if (style.exec() != QDialog::Accepted) {
        return;
    }
    if (!style.folder().isEmpty() && !learner.addPaths({style.folder()})) {
        showError(learner.errorString()); // before the file is made: nothing changes
        return;
    }
    ProjectStore store;
    if (!store.create(path, QFileInfo(path).completeBaseName())) {
        showError(store.errorString());
        return;
    }
    if (!(style.folder().isEmpty() ? QaSettings::preset(style.preset())->save(store) : learner.store(store))) {
        showError(style.folder().isEmpty() ? store.errorString() : learner.errorString());
    }
    StarterContent starter;
    if (style.starterContent() && !(starter.loadShipped() && starter.apply(store))) {
        showError(tr("The project was made without starter content: %1").arg(starter.errorString()));
    }
    store.close();
    openProject(path);
}

void AppController::chooseProject()
{
    const QString path = QFileDialog::getOpenFileName(m_window.get(), tr("Open Project"),
        QFileInfo(m_settings.lastProject()).absolutePath(), tr("Yiqiao projects (*.yiqiao);;All files (*)"));
    if (!path.isEmpty()) {
        openProject(path);
    }
}

void AppController::choosePosts()
{
    const QStringList paths = m_importer->choosePosts();
    if (!paths.isEmpty()) {
        importPosts(paths);
    }
}

void AppController::importPosts(const QStringList &paths)
{
    if (!m_store->isOpen()) {
        showError(tr("Open or create a project first; posts are imported into it."));
        return;
    }
    if (!m_importer->isRunning() && m_workbench->save()) {
        m_importer->start(*m_store, paths);
    }
}

void AppController::postsImported(const QList<int> &imported, const QStringList &errors)
{
    if (!m_store->isOpen()) {
        return;
    }
    m_issues.reload(*m_store);
    if (!imported.isEmpty()) {
        m_window->navigator()->selectIssue(imported.constFirst());
        m_window->statusBar()->showMessage(tr("Imported %n post(s).", nullptr, int(imported.size())), 5000);
    }
    if (!errors.isEmpty()) {
        showError(tr("Some files were not imported:\n%1").arg(errors.join(QLatin1Char('\n'))));
    }
}

void AppController::saveWindowSettings()
{
    m_layout->save();
}

void AppController::showSettings()
{
    SettingsDialog dialog(m_window.get());
    dialog.setValue({m_settings.language(), m_settings.theme(), m_settings.minMatchScore(), m_settings.userName()});
    if (dialog.exec() != QDialog::Accepted) {
        return;
    }
    const SettingsDialog::Value chosen = dialog.value();
    const bool languageChanged = chosen.language != m_settings.language();
    m_settings.setLanguage(chosen.language);
    m_settings.setTheme(chosen.theme);
    m_settings.setMinMatchScore(chosen.minMatchScore);
    if (!chosen.userName.isEmpty()) {
        m_settings.setUserName(chosen.userName);
    }
    m_tm->setMinScore(m_settings.minMatchScore());
    m_theme.apply(m_settings.theme());
    // Every text of the window changes: main() builds it again in the new language
    // and reopens the project (saved first; nothing is lost).
    if (languageChanged) {
        saveWindowSettings();
        const QString project = m_store->isOpen() ? m_store->path() : QString();
        if (closeProject()) {
            m_settings.setLastProject(project);
            QCoreApplication::exit(RebuildExitCode);
        }
    }
}

void AppController::showAbout()
{
    QMessageBox::about(m_window.get(), tr("About Yiqiao"),
        tr("<p><b>Yiqiao (译桥) %1</b></p><p>A translation workbench for Chinese localisation of "
           "English technical blogs.</p><p>Built with Qt %2.</p>")
            .arg(QCoreApplication::applicationVersion(), QString::fromLatin1(qVersion())));
}

QString AppController::demoProjectPath()
{
    return QDir(QStandardPaths::writableLocation(QStandardPaths::AppDataLocation)).filePath(QStringLiteral("demo.yiqiao"));
}

bool AppController::openDemo()
{
    const QString path = demoProjectPath();
    QString error;
    if (!QFileInfo::exists(path) && !DemoProject::create(path, &error)) {
        showError(error);
        return false;
    }
    return openProject(path);
}
