// SPDX-FileCopyrightText: 2026 Yiqiao authors
// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once

#include "dashboard/issuedashboardrow.h"
#include "gui/projectcontroller.h"

#include <QHash>
#include <QThreadPool>

#include <atomic>
#include <memory>

class DashboardView;
class PaneRefresh;
class ProjectStore;
class WorkbenchController;

// The project dashboard (View ▸ Project Dashboard): lists the issues at once and fills
// their figures on a pool thread, with a read-only connection of its own, row by
// row as they come (DashboardStats runs QA and the checklist: seconds for hundreds
// of issues). Rows are cached by their stamp for as long as the project is open, so
// showing the pane again, or a save of the open issue, recomputes only the rows
// whose stamp moved; a change to the termbase or the QA settings (projectStamp())
// recomputes them all, as Refresh does. A hidden pane computes nothing; double-click
// or Enter on a row asks for the issue (issueRequested).
class DashboardController : public ProjectController
{
    Q_OBJECT
public:
    DashboardController(WorkbenchController &workbench, DashboardView &view, QObject *parent);
    ~DashboardController() override;

    // readOnly: the dashboard only reads.
    void setProject(ProjectStore *store, bool readOnly = false) override;
    void setPaneVisible(bool visible);
    // Lists the issues and computes the rows whose stamp is not in the cache;
    // computed() once every row is there.
    void refresh();
    // Drops the cache first: every row is computed again.
    void recomputeAll();
    bool isComputing() const { return m_pending > 0; }

    static constexpr int AfterSaveDelayMs = 1000;

Q_SIGNALS:
    void issueRequested(int number);
    void computed();

private:
    void show(const QList<IssueDashboardRow> &rows);
    void compute(int generation, const QList<IssueDashboardRow> &rows, const QString &path);
    void apply(int generation, const IssueDashboardRow &row);
    void giveUp(int generation, const QString &error);
    void closeWorkerStore();
    void updateProgress();

    DashboardView &m_view;
    bool m_visible = false;
    PaneRefresh *m_refresh;
    QHash<int, IssueDashboardRow> m_cache; // by issue number
    QString m_projectStamp;
    int m_pending = 0;
    int m_total = 0;
    // Of the latest refresh; the worker stops between two issues once it moves on.
    std::atomic<int> m_generation {0};
    QThreadPool m_pool;
    std::unique_ptr<ProjectStore> m_workerStore; // opened, used and closed on m_pool's thread only
};
