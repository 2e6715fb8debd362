// SPDX-FileCopyrightText: 2026 Yiqiao authors
// SPDX-License-Identifier: GPL-3.0-or-later
#include "gui/mainwindow.h"

#include "annotationpane.h"
#include "blockfilterbar.h"
#include "checklistpane.h"
#include "dashboardview.h"
#include "deletiongauge.h"
#include "deletionpane.h"
#include "findpane.h"
#include "gui/actionregistry.h"
#include "gui/windowlayout.h"
#include "issuenavigator.h"
#include "machinepane.h"
#include "outlinepane.h"
#include "paneparts.h"
#include "previewpane.h"
#include "qapane.h"
#include "reviewpane.h"
#include "sidebysideview.h"
#include "sourcechangespane.h"
#include "termbasepane.h"
#include "termpane.h"
#include "tmpane.h"

#include <QAction>
#include <QCloseEvent>
#include <QDockWidget>
#include <QDragEnterEvent>
#include <QDropEvent>
#include <QFileInfo>
#include <QHeaderView>
#include <QMenuBar>
#include <QMimeData>
#include <QScrollArea>
#include <QScrollBar>
#include <QStatusBar>
#include <QTabBar>
#include <QToolBar>

namespace {
QStringList markdownFiles(const QMimeData *mime)
{
    QStringList paths;
    for (const QUrl &url : mime->urls()) {
        const QString suffix = QFileInfo(url.toLocalFile()).suffix().toLower();
        if (url.isLocalFile() && (suffix == QLatin1String("md") || suffix == QLatin1String("markdown") || suffix == QLatin1String("mdx"))) {
            paths.append(url.toLocalFile());
        }
    }
    return paths;
}
} // namespace

MainWindow::MainWindow(ActionRegistry &actions, QWidget *parent)
    : QMainWindow(parent)
    , m_navigator(new IssueNavigator)
    , m_documents(new SideBySideView)
    , m_outline(new OutlinePane)
    , m_outlineFilter(new BlockFilterBar(QStringLiteral("outlineFilter")))
    , m_preview(new PreviewPane)
    , m_memory(new TmPane)
    , m_terms(new TermPane)
    , m_termbase(new TermbasePane)
    , m_notes(new AnnotationPane)
    , m_deletions(new DeletionPane)
    , m_checklist(new ChecklistPane)
    , m_deletionGauge(new DeletionGauge)
    , m_qa(new QaPane)
    , m_review(new ReviewPane)
    , m_find(new FindPane)
    , m_dashboard(new DashboardView)
    , m_sourceChanges(new SourceChangesPane)
    , m_machine(new MachinePane)
{
    setCentralWidget(m_documents);
    m_issuesDock = addDock(tr("Issues"), QStringLiteral("issuesDock"), m_navigator);
    // The outline under its filter bar (OutlineFilterController); Esc in either clears the filter.
    m_outlineFilter->clearOnEscapeIn(m_outline);
    m_outlineDock = addDock(tr("Outline"), QStringLiteral("outlineDock"), PaneParts::column({m_outlineFilter, {m_outline, 1}}));
    m_previewDock = addDock(tr("Preview"), QStringLiteral("previewDock"), m_preview);
    m_memoryDock = addDock(tr("Translation Memory"), QStringLiteral("memoryDock"), m_memory);
    m_termDock = addDock(tr("Terminology"), QStringLiteral("termDock"), m_terms);
    m_termbaseDock = addDock(tr("Termbase"), QStringLiteral("termbaseDock"), m_termbase);
    m_noteDock = addDock(tr("Translator's Notes"), QStringLiteral("noteDock"), m_notes);
    m_deletionDock = addDock(tr("Deletions"), QStringLiteral("deletionDock"), m_deletions);
    m_qaDock = addDock(tr("QA"), QStringLiteral("qaDock"), m_qa);
    m_reviewDock = addDock(tr("Review"), QStringLiteral("reviewDock"), m_review);
    m_checklistDock = addDock(tr("Checklist"), QStringLiteral("checklistDock"), m_checklist);
    m_sourceChangesDock = addDock(tr("Source Changes"), QStringLiteral("sourceChangesDock"), m_sourceChanges);
    m_findDock = addDock(tr("Find and Replace"), QStringLiteral("findDock"), m_find);
    m_dashboardDock = addDock(tr("Dashboard"), QStringLiteral("dashboardDock"), m_dashboard);
    m_machineDock = addDock(tr("Machine"), QStringLiteral("machineDock"), m_machine);
    // Where each goes, and the first window's size: WindowLayout (LayoutMemory restores the user's own).
    WindowLayout(*this).arrange();
    buildMenus(actions);
    buildToolBar(actions);
    m_deletionGauge->setCompact(true);
    statusBar()->addPermanentWidget(m_deletionGauge);
    setAcceptDrops(true);
    setProjectName({});
}

QDockWidget *MainWindow::addDock(const QString &title, const QString &objectName, QWidget *content)
{
    auto *dock = new QDockWidget(title, this);
    dock->setObjectName(objectName);
    // A pane narrower or lower than it would like scrolls, rather than make the window
    // larger than the screen (a row of English buttons is wider than a dock on a
    // 1280-pixel screen).
    auto *scroll = new QScrollArea;
    scroll->setWidget(content);
    scroll->setWidgetResizable(true);
    scroll->setFrameShape(QFrame::NoFrame);
    scroll->setFocusPolicy(Qt::NoFocus);
    dock->setWidget(scroll);
    // Moved to another place or tab group by dragging, never torn off by a drag that
    // went a little too far (a floating pane hides the text it belongs to).
    dock->setFeatures(QDockWidget::DockWidgetMovable | QDockWidget::DockWidgetClosable);
    addDockWidget(Qt::LeftDockWidgetArea, dock);
    // Docks moved or tabified anew get tab bars of their own.
    connect(dock, &QDockWidget::dockLocationChanged, this, &MainWindow::keepDockTabsReadable, Qt::QueuedConnection);
    // Below the editors height is scarce: the title goes to the side.
    connect(dock, &QDockWidget::dockLocationChanged, dock, [dock](Qt::DockWidgetArea area) {
        const bool below = area == Qt::BottomDockWidgetArea || area == Qt::TopDockWidgetArea;
        dock->setFeatures(below ? dock->features() | QDockWidget::DockWidgetVerticalTitleBar
                                : dock->features() & ~QDockWidget::DockWidgetVerticalTitleBar);
    });
    return dock;
}

// Qt elides the titles of tabified docks to fit ("翻译…", "删除…"): a Chinese title
// is a few characters and cut it says nothing. The bar scrolls instead. Only the
// window's own tab bars (its direct children) are the docks'.
void MainWindow::keepDockTabsReadable()
{
    for (QTabBar *bar : findChildren<QTabBar *>(QString(), Qt::FindDirectChildrenOnly)) {
        bar->setElideMode(Qt::ElideNone);
        bar->setUsesScrollButtons(true);
    }
}

void MainWindow::showEvent(QShowEvent *event)
{
    keepDockTabsReadable();
    QMainWindow::showEvent(event);
}

void MainWindow::buildMenus(ActionRegistry &actions)
{
    using A = ActionRegistry;
    QMenu *file = menuBar()->addMenu(tr("&File"));
    file->addAction(actions.action(A::NewProject));
    file->addAction(actions.action(A::OpenProject));
    m_recent = file->addMenu(tr("Open &Recent"));
    m_recent->setObjectName(QStringLiteral("recentMenu"));
    file->addAction(actions.action(A::OpenDemo));
    file->addSeparator();
    file->addAction(actions.action(A::ImportPosts));
    file->addAction(actions.action(A::UpdateSource));
    file->addSeparator();
    file->addAction(actions.action(A::ExportFinishedPost));
    file->addAction(actions.action(A::ExportReproductionPack));
    file->addActions({actions.action(A::ExportXliff), actions.action(A::ImportXliff)});
    file->addSeparator();
    file->addActions({actions.action(A::PublishToTeam), actions.action(A::CloneTeamProject), actions.action(A::SyncTeam),
        actions.action(A::CheckOutIssue), actions.action(A::ReleaseIssue), actions.action(A::SettleTermChanges)});
    // A right click selects the issue (and shows it); these act on it.
    m_navigator->setContextMenuPolicy(Qt::ActionsContextMenu);
    m_navigator->addActions({actions.action(A::CheckOutIssue), actions.action(A::ReleaseIssue)});
    file->addSeparator();
    file->addAction(actions.action(A::CloseProject));
    file->addAction(actions.action(A::Settings));
    file->addSeparator();
    file->addAction(actions.action(A::Quit));
    QMenu *edit = menuBar()->addMenu(tr("&Edit"));
    edit->addActions({actions.action(A::Undo), actions.action(A::Redo)});
    edit->addSeparator();
    edit->addActions({actions.action(A::MoveSectionUp), actions.action(A::MoveSectionDown), actions.action(A::EditScenarioOutline)});
    // The outline is where sections are picked and moved under their scenarios.
    m_outline->setContextMenuPolicy(Qt::ActionsContextMenu);
    m_outline->addActions({actions.action(A::MoveSectionUp), actions.action(A::MoveSectionDown), actions.action(A::EditScenarioOutline)});
    edit->addSeparator();
    edit->addActions({actions.action(A::FindInProject), actions.action(A::ReplaceInProject), actions.action(A::FindNext),
        actions.action(A::FindPrevious)});
    edit->addSeparator();
    edit->addActions({actions.action(A::PropagateTranslation), actions.action(A::AcceptPropagation)});
    QMenu *block = menuBar()->addMenu(tr("&Block"));
    block->addAction(actions.action(A::ConfirmAndNext));
    block->addSeparator();
    block->addActions({actions.action(A::CopySourceIntoDraft), actions.action(A::AlignWithSource)});
    block->addSeparator();
    block->addActions({actions.action(A::DeleteFromTranslation), actions.action(A::InsertNote)});
    block->addAction(actions.action(A::MarkSourceChangeSeen));
    block->addSeparator();
    block->addActions({actions.action(A::PreviousBlock), actions.action(A::NextBlock), actions.action(A::NextUntranslated),
        actions.action(A::NextUntranslatedSource)});
    QMenu *memory = menuBar()->addMenu(tr("&Memory"));
    for (int n = 0; n < 9; ++n) {
        memory->addAction(actions.action(ActionRegistry::Id(A::InsertMatch1 + n)));
    }
    memory->addSeparator();
    memory->addActions({actions.action(A::SearchMemory), actions.action(A::Pretranslate)});
    memory->addAction(actions.action(A::MatchAnalysis));
    memory->addSeparator();
    memory->addActions({actions.action(A::ImportTmx), actions.action(A::ExportTmx), actions.action(A::AttachTmx)});
    memory->addSeparator();
    memory->addActions({actions.action(A::InsertMachineSuggestion), actions.action(A::SuggestFromMachine),
        actions.action(A::PretranslateFromMachine), actions.action(A::MachineTranslationSettings)});
    QMenu *terms = menuBar()->addMenu(tr("&Terms"));
    for (int n = 0; n < 9; ++n) {
        terms->addAction(actions.action(ActionRegistry::Id(A::InsertTerm1 + n)));
    }
    terms->addSeparator();
    terms->addActions({actions.action(A::AddTerm), actions.action(A::LookUpTerm), actions.action(A::EditIssueTags),
        actions.action(A::EditIssueTechnologies)});
    terms->addSeparator();
    terms->addActions({actions.action(A::ImportTerms), actions.action(A::ExportTerms), actions.action(A::ExportConflictLog)});
    QMenu *notes = menuBar()->addMenu(tr("&Notes"));
    notes->addActions({actions.action(A::InsertNote), actions.action(A::DeleteFromTranslation)});
    notes->addSeparator();
    notes->addActions({actions.action(A::EditNoteTemplates), actions.action(A::EditCatalogues)});
    notes->addAction(actions.action(A::ReuseFromIssue));
    QMenu *review = menuBar()->addMenu(tr("&Review"));
    review->addActions({actions.action(A::RunQa), actions.action(A::QaSettings)});
    review->addSeparator();
    review->addActions(
        {actions.action(A::MarkReviewed), actions.action(A::ApproveBlock), actions.action(A::RejectBlock), actions.action(A::ReopenBlock)});
    review->addSeparator();
    review->addActions({actions.action(A::AddComment), actions.action(A::ReportFeedback)});
    review->addSeparator();
    review->addActions({actions.action(A::AddReaderTest), actions.action(A::EditChecklistTemplates)});
    review->addSeparator();
    review->addAction(actions.action(A::RevisionHistory));
    QMenu *view = menuBar()->addMenu(tr("&View"));
    view->addActions({actions.action(A::ToggleScrollSync), actions.action(A::ToggleIssueList), actions.action(A::ToggleOutline),
        actions.action(A::TogglePreview), actions.action(A::ToggleMemoryPane), actions.action(A::ToggleTermPane),
        actions.action(A::ToggleTermbasePane), actions.action(A::ToggleNotePane), actions.action(A::ToggleDeletionPane),
        actions.action(A::ToggleQaPane), actions.action(A::ToggleReviewPane), actions.action(A::ToggleChecklistPane)});
    view->addAction(actions.action(A::ToggleSourceChangesPane));
    view->addAction(actions.action(A::ToggleFindPane));
    view->addAction(actions.action(A::ToggleDashboardPane));
    view->addAction(actions.action(A::ToggleMachinePane));
    view->addAction(actions.action(A::ShowTechnologyRadar));
    view->addAction(actions.action(A::TogglePredictiveTyping));
    view->addSeparator();
    view->addAction(actions.action(A::ResetLayout));
    QMenu *help = menuBar()->addMenu(tr("&Help"));
    help->addAction(actions.action(A::About));
}

void MainWindow::buildToolBar(ActionRegistry &actions)
{
    using A = ActionRegistry;
    QToolBar *bar = addToolBar(tr("Main"));
    bar->setObjectName(QStringLiteral("mainToolBar"));
    bar->setIconSize(QSize(20, 20));
    bar->addActions({actions.action(A::NewProject), actions.action(A::OpenProject), actions.action(A::ImportPosts)});
    bar->addSeparator();
    bar->addActions({actions.action(A::PreviousBlock), actions.action(A::NextBlock), actions.action(A::NextUntranslated),
        actions.action(A::ConfirmAndNext)});
    bar->addSeparator();
    bar->addActions({actions.action(A::ToggleScrollSync), actions.action(A::TogglePreview)});
}

void MainWindow::fitIssueList()
{
    // Every column at its width, up to a third of the window.
    const int wanted =
        m_navigator->header()->length() + m_navigator->frameWidth() * 2 + m_navigator->verticalScrollBar()->sizeHint().width();
    if (m_issuesDock->isVisible() && !m_issuesDock->isFloating() && m_issuesDock->width() < wanted) {
        resizeDocks({m_issuesDock}, {qMin(wanted, width() / 3)}, Qt::Horizontal);
    }
}

void MainWindow::setProjectName(const QString &name)
{
    setWindowTitle(name.isEmpty() ? tr("Yiqiao") : tr("%1 — Yiqiao").arg(name));
}

void MainWindow::closeEvent(QCloseEvent *event)
{
    bool accept = true;
    Q_EMIT closing(&accept);
    if (!accept) {
        event->ignore();
        return;
    }
    QMainWindow::closeEvent(event);
}

void MainWindow::dragEnterEvent(QDragEnterEvent *event)
{
    if (!markdownFiles(event->mimeData()).isEmpty()) {
        event->acceptProposedAction();
    }
}

void MainWindow::dropEvent(QDropEvent *event)
{
    const QStringList paths = markdownFiles(event->mimeData());
    if (!paths.isEmpty()) {
        event->acceptProposedAction();
        Q_EMIT importRequested(paths);
    }
}
