// SPDX-FileCopyrightText: 2026 Yiqiao authors
// SPDX-License-Identifier: GPL-3.0-or-later
#include "gui/outlinefiltercontroller.h"

#include "blockfilterbar.h"
#include "draft/blockfiltermodel.h"
#include "find/blockfilterfactsreader.h"
#include "gui/panerefresh.h"
#include "gui/workbenchcontroller.h"
#include "store/projectstore.h"

OutlineFilterController::OutlineFilterController(WorkbenchController &workbench, BlockFilterBar &bar, QWidget *dialogParent)
    : IssueController(workbench, dialogParent)
    , m_bar(bar)
    , m_refresh(new PaneRefresh(AfterSaveDelayMs, this))
{
    connect(&bar, &BlockFilterBar::filterRequested, this, &OutlineFilterController::apply);
    connect(m_refresh, &PaneRefresh::refresh, this, &OutlineFilterController::readFacts);
    connect(&workbench, &WorkbenchController::issueShown, m_refresh, &PaneRefresh::changed);
    connect(&workbench, &WorkbenchController::saved, m_refresh, &PaneRefresh::saved);
    BlockFilterModel &model = workbench.outlineFilter();
    for (auto signal : {&QAbstractItemModel::rowsInserted, &QAbstractItemModel::rowsRemoved}) {
        connect(&model, signal, this, &OutlineFilterController::updateCount);
    }
    connect(&model, &QAbstractItemModel::modelReset, this, &OutlineFilterController::updateCount);
    connect(&model, &QAbstractItemModel::layoutChanged, this, &OutlineFilterController::updateCount);
    connect(&model, &BlockFilterModel::filterChanged, this, &OutlineFilterController::updateCount);
    updateCount();
}

OutlineFilterController::~OutlineFilterController()
{
    m_worker.close(); // no job may call back into a controller that is gone
}

void OutlineFilterController::setProject(ProjectStore *store, bool readOnly)
{
    m_worker.close(); // before the window's connection closes (see ReadOnlyWorker)
    ProjectController::setProject(store, readOnly);
    m_read = {};
    m_workbench.outlineFilter().setFacts({});
}

void OutlineFilterController::apply(const BlockFilter &filter)
{
    BlockFilterModel &model = m_workbench.outlineFilter();
    const bool needsFacts = filter.isActive() && (!model.filter().isActive() || (filter.storedCriteria() & ~m_read));
    model.setFilter(filter);
    if (needsFacts) {
        readFacts();
    }
}

void OutlineFilterController::readFacts()
{
    m_refresh->done();
    const BlockFilter filter = m_workbench.outlineFilter().filter();
    ProjectStore *store = m_workbench.store();
    const qint64 issueId = m_workbench.issueId();
    if (!filter.isActive() || !store || issueId <= 0) {
        return;
    }
    const int generation = m_worker.newRequest();
    const BlockFilter::Criteria wanted = filter.storedCriteria();
    m_read = wanted;
    m_worker.start(store->path(), [this, generation, issueId, wanted](ProjectStore *opened, QString error) {
        BlockFilterFacts facts;
        if (opened) {
            BlockFilterFactsReader reader(*opened);
            if (!reader.read(issueId, wanted, &facts)) {
                error = reader.errorString();
            }
        }
        QMetaObject::invokeMethod(
            this, [this, generation, facts, error] { showFacts(generation, facts, error); }, Qt::QueuedConnection);
    });
}

void OutlineFilterController::showFacts(int generation, const BlockFilterFacts &facts, const QString &error)
{
    if (!m_worker.isLatest(generation)) {
        return; // another issue, filter or project since: its own facts come
    }
    if (!error.isEmpty()) {
        Q_EMIT failed(tr("The outline filter could not read this issue: %1").arg(error));
    }
    m_workbench.outlineFilter().setFacts(facts);
    updateCount();
    Q_EMIT factsRead();
}

void OutlineFilterController::updateCount()
{
    const BlockFilterModel &model = m_workbench.outlineFilter();
    m_bar.setCount(model.rowCount(), m_workbench.outline().rowCount());
}
