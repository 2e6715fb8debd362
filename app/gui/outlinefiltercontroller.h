// SPDX-FileCopyrightText: 2026 Yiqiao authors
// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once

#include "draft/blockfilter.h"
#include "draft/blockfilterfacts.h"
#include "gui/issuecontroller.h"
#include "gui/readonlyworker.h"

class BlockFilterBar;
class PaneRefresh;

// The outline's filter: what the filter bar over the outline pane asks for goes to
// the workbench's BlockFilterModel (so the outline and previous/next block follow
// it); what only the store tells (rejected, comments, source changes, QA errors,
// term findings, the source texts) is read off the GUI thread by
// BlockFilterFactsReader when an issue is shown, when the filter changes and a
// moment after each save, while a filter is on. The bar says how many blocks show.
class OutlineFilterController : public IssueController
{
    Q_OBJECT
public:
    OutlineFilterController(WorkbenchController &workbench, BlockFilterBar &bar, QWidget *dialogParent);
    ~OutlineFilterController() override;

    void setProject(ProjectStore *store, bool readOnly) override;
    static constexpr int AfterSaveDelayMs = 700;

Q_SIGNALS:
    // The facts for the filter are in (tests wait for it).
    void factsRead();

private:
    void apply(const BlockFilter &filter);
    void readFacts();
    void showFacts(int generation, const BlockFilterFacts &facts, const QString &error);
    void updateCount();

    BlockFilterBar &m_bar;
    PaneRefresh *m_refresh;
    BlockFilter::Criteria m_read; // the stored criteria the last facts were read for
    ReadOnlyWorker m_worker;
};
