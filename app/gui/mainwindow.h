// SPDX-FileCopyrightText: 2026 Yiqiao authors
// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once

#include <QMainWindow>

class ActionRegistry;
class AnnotationPane;
class ChecklistPane;
class DeletionGauge;
class DeletionPane;
class DashboardView;
class FindPane;
class QaPane;
class ReviewPane;
class IssueNavigator;
class MachinePane;
class OutlinePane;
class BlockFilterBar;
class PreviewPane;
class QDockWidget;
class QMenu;
class SideBySideView;
class SourceChangesPane;
class TmPane;
class TermPane;
class TermbasePane;

// Layout and menus only; AppController decides what happens.
class MainWindow : public QMainWindow
{
    Q_OBJECT
public:
    explicit MainWindow(ActionRegistry &actions, QWidget *parent = nullptr);

    IssueNavigator *navigator() const { return m_navigator; }
    SideBySideView *documents() const { return m_documents; }
    OutlinePane *outline() const { return m_outline; }
    BlockFilterBar *outlineFilterBar() const { return m_outlineFilter; }
    PreviewPane *preview() const { return m_preview; }
    TmPane *memoryPane() const { return m_memory; }
    QDockWidget *memoryDock() const { return m_memoryDock; }
    TermPane *termPane() const { return m_terms; }
    QDockWidget *termDock() const { return m_termDock; }
    TermbasePane *termbasePane() const { return m_termbase; }
    QDockWidget *termbaseDock() const { return m_termbaseDock; }
    QDockWidget *previewDock() const { return m_previewDock; }
    QDockWidget *outlineDock() const { return m_outlineDock; }
    QDockWidget *issuesDock() const { return m_issuesDock; }
    AnnotationPane *notePane() const { return m_notes; }
    QDockWidget *noteDock() const { return m_noteDock; }
    DeletionPane *deletionPane() const { return m_deletions; }
    QDockWidget *deletionDock() const { return m_deletionDock; }
    ChecklistPane *checklistPane() const { return m_checklist; }
    QDockWidget *checklistDock() const { return m_checklistDock; }
    // The deletion ratio of the shown issue, in the status bar.
    DeletionGauge *deletionGauge() const { return m_deletionGauge; }
    QaPane *qaPane() const { return m_qa; }
    QDockWidget *qaDock() const { return m_qaDock; }
    ReviewPane *reviewPane() const { return m_review; }
    QDockWidget *reviewDock() const { return m_reviewDock; }
    FindPane *findPane() const { return m_find; }
    QDockWidget *findDock() const { return m_findDock; }
    DashboardView *dashboard() const { return m_dashboard; }
    QDockWidget *dashboardDock() const { return m_dashboardDock; }
    SourceChangesPane *sourceChangesPane() const { return m_sourceChanges; }
    QDockWidget *sourceChangesDock() const { return m_sourceChangesDock; }
    MachinePane *machinePane() const { return m_machine; }
    QDockWidget *machineDock() const { return m_machineDock; }
    // Filled by the controller from the recent-projects list.
    QMenu *recentMenu() const { return m_recent; }

    void setProjectName(const QString &name);
    // Widens the issue list's dock so that its columns show (a working copy's holder
    // column), up to a third of the window.
    void fitIssueList();

Q_SIGNALS:
    // The window is about to close: the handler saves pending work and sets
    // *accept to false to keep the window open (the work could not be saved).
    void closing(bool *accept);
    // Markdown files dropped onto the window.
    void importRequested(const QStringList &paths);

protected:
    void closeEvent(QCloseEvent *event) override;
    void dragEnterEvent(QDragEnterEvent *event) override;
    void dropEvent(QDropEvent *event) override;
    void showEvent(QShowEvent *event) override;

private:
    void keepDockTabsReadable();
    void buildMenus(ActionRegistry &actions);
    void buildToolBar(ActionRegistry &actions);
    QDockWidget *addDock(const QString &title, const QString &objectName, QWidget *content);

    IssueNavigator *m_navigator;
    SideBySideView *m_documents;
    OutlinePane *m_outline;
    BlockFilterBar *m_outlineFilter;
    PreviewPane *m_preview;
    TmPane *m_memory;
    QDockWidget *m_memoryDock = nullptr;
    TermPane *m_terms;
    QDockWidget *m_termDock = nullptr;
    TermbasePane *m_termbase;
    QDockWidget *m_termbaseDock = nullptr;
    QDockWidget *m_outlineDock = nullptr;
    QDockWidget *m_issuesDock = nullptr;
    AnnotationPane *m_notes;
    QDockWidget *m_noteDock = nullptr;
    DeletionPane *m_deletions;
    QDockWidget *m_deletionDock = nullptr;
    ChecklistPane *m_checklist;
    QDockWidget *m_checklistDock = nullptr;
    DeletionGauge *m_deletionGauge;
    QaPane *m_qa;
    QDockWidget *m_qaDock = nullptr;
    ReviewPane *m_review;
    QDockWidget *m_reviewDock = nullptr;
    FindPane *m_find;
    QDockWidget *m_findDock = nullptr;
    DashboardView *m_dashboard;
    QDockWidget *m_dashboardDock = nullptr;
    SourceChangesPane *m_sourceChanges;
    QDockWidget *m_sourceChangesDock = nullptr;
    QDockWidget *m_previewDock = nullptr;
    MachinePane *m_machine;
    QDockWidget *m_machineDock = nullptr;
    QMenu *m_recent = nullptr;
};
