// SPDX-FileCopyrightText: 2026 Yiqiao authors
// SPDX-License-Identifier: GPL-3.0-or-later
#include "gui/dashboardcontroller.h"

#include "dashboard/dashboardmodel.h"
#include "dashboard/dashboardstats.h"
#include "dashboardview.h"
#include "gui/panerefresh.h"
#include "gui/workbenchcontroller.h"
#include "store/projectstore.h"

#include <QSet>

DashboardController::DashboardController(WorkbenchController &workbench, DashboardView &view, QObject *parent)
    : ProjectController(parent)
    , m_view(view)
    , m_refresh(new PaneRefresh(AfterSaveDelayMs, this))
{
    m_refresh->setVisible(false); // until the dock says it can be seen
    connect(m_refresh, &PaneRefresh::refresh, this, &DashboardController::refresh);
    connect(&workbench, &WorkbenchController::saved, m_refresh, &PaneRefresh::saved);
    connect(&view, &DashboardView::refreshRequested, this, &DashboardController::recomputeAll);
    connect(&view, &DashboardView::issueRequested, this, &DashboardController::issueRequested);
    m_pool.setMaxThreadCount(1);
    m_pool.setExpiryTimeout(-1);
}

DashboardController::~DashboardController()
{
    closeWorkerStore();
}

// The worker's connection closes before the window's: the last connection to close
// takes the file out of WAL mode.
void DashboardController::closeWorkerStore()
{
    ++m_generation;
    m_pool.start([this] { m_workerStore.reset(); });
    m_pool.waitForDone();
}

void DashboardController::setProject(ProjectStore *store, bool /*readOnly*/)
{
    closeWorkerStore();
    m_store = store;
    m_cache.clear();
    m_projectStamp.clear();
    m_pending = 0;
    m_view.model()->clear();
    updateProgress();
    if (store && m_visible) {
        refresh();
    } else if (store) {
        m_refresh->saved(); // a hidden pane: marked stale, computed when shown
    }
}

void DashboardController::setPaneVisible(bool visible)
{
    m_visible = visible;
    m_refresh->setVisible(visible);
}

void DashboardController::recomputeAll()
{
    m_cache.clear();
    refresh();
}

void DashboardController::refresh()
{
    m_refresh->done();
    const int generation = ++m_generation;
    if (!m_store) {
        return;
    }
    const QString projectStamp = DashboardStats::projectStamp(*m_store);
    if (projectStamp != m_projectStamp) {
        m_cache.clear();
        m_projectStamp = projectStamp;
    }
    QString error;
    QList<IssueDashboardRow> rows = DashboardStats::stamps(*m_store, &error);
    if (!error.isEmpty()) {
        Q_EMIT failed(tr("The dashboard could not read the issues: %1").arg(error));
    }
    QList<IssueDashboardRow> stale;
    for (IssueDashboardRow &row : rows) {
        const auto cached = m_cache.constFind(row.number);
        if (cached != m_cache.cend() && cached->stamp == row.stamp) {
            row = *cached;
        } else {
            stale.append(row);
        }
    }
    show(rows);
    m_total = int(rows.size());
    m_pending = int(stale.size());
    updateProgress();
    if (stale.isEmpty()) {
        Q_EMIT computed();
        return;
    }
    const QString path = m_store->path();
    m_pool.start([this, generation, stale, path] { compute(generation, stale, path); });
}

// Keeps the table's current row, scroll position and sort: only rows that changed
// are replaced; a row being computed again shows its old figures until it comes.
void DashboardController::show(const QList<IssueDashboardRow> &rows)
{
    DashboardModel *model = m_view.model();
    if (model->rowCount() == 0) {
        model->setRows(rows);
        return;
    }
    QSet<int> numbers;
    for (const IssueDashboardRow &row : rows) {
        numbers.insert(row.number);
    }
    for (int i = model->rowCount() - 1; i >= 0; --i) {
        if (!numbers.contains(model->issueRow(i).number)) {
            model->removeIssue(model->issueRow(i).number);
        }
    }
    for (const IssueDashboardRow &row : rows) {
        const int shown = model->rowOf(row.number);
        if (shown < 0 || (row.computed && model->issueRow(shown).stamp != row.stamp)) {
            model->setRow(row);
        }
    }
}

// On m_pool's thread.
void DashboardController::compute(int generation, const QList<IssueDashboardRow> &rows, const QString &path)
{
    if (!m_workerStore) {
        m_workerStore = std::make_unique<ProjectStore>();
        if (!m_workerStore->open(path, ProjectStore::Access::ReadOnlyBeside)) {
            const QString error = m_workerStore->errorString();
            m_workerStore.reset();
            QMetaObject::invokeMethod(
                this, [this, generation, error] { giveUp(generation, error); }, Qt::QueuedConnection);
            return;
        }
    }
    const DashboardStats stats(*m_workerStore);
    for (IssueDashboardRow row : rows) {
        if (generation != m_generation) {
            return;
        }
        stats.compute(&row);
        QMetaObject::invokeMethod(
            this, [this, generation, row] { apply(generation, row); }, Qt::QueuedConnection);
    }
}

void DashboardController::apply(int generation, const IssueDashboardRow &row)
{
    if (generation != m_generation) {
        return; // a later refresh computes its own rows
    }
    m_cache.insert(row.number, row);
    m_view.model()->setRow(row);
    --m_pending;
    updateProgress();
    if (m_pending == 0) {
        Q_EMIT computed();
    }
}

void DashboardController::giveUp(int generation, const QString &error)
{
    if (generation != m_generation) {
        return;
    }
    m_pending = 0;
    updateProgress();
    Q_EMIT failed(tr("The dashboard could not open the project: %1").arg(error));
}

void DashboardController::updateProgress()
{
    m_view.setProgress(m_total - m_pending, m_total);
}
