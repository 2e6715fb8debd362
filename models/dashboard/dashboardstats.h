// SPDX-FileCopyrightText: 2026 Yiqiao authors
// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once

#include "dashboard/issuedashboardrow.h"
#include "qa/qarunner.h"

#include <QCoreApplication>
#include <QList>
#include <QString>

class ProjectStore;

// The project dashboard's figures, one issue at a time: stamps() lists the issues
// cheaply (one query), compute() fills one row — it runs QA and evaluates the
// checklist, tens of milliseconds for a long post, so callers compute off the GUI
// thread on a connection of their own (DashboardController) and cache rows by stamp.
// A stamp is what an issue's figures depend on: issues.updated_at and the latest
// change of its draft blocks (review statuses do not touch issues.updated_at), its
// revisions, deletions, waivers, checklist results and reader tests. projectStamp()
// is what every issue's figures depend on: the termbase, the QA and deletion
// settings, the checklist templates.
class DashboardStats
{
    Q_DECLARE_TR_FUNCTIONS(DashboardStats)
public:
    explicit DashboardStats(ProjectStore &store);

    // Rows with number, title, status, updatedAt and stamp set, in number order; only
    // the issue with that number when number > 0. Empty with *error set on failure.
    static QList<IssueDashboardRow> stamps(const ProjectStore &store, QString *error, int number = 0);
    static QString projectStamp(const ProjectStore &store);
    // stamps() and compute() of every issue (the CLI).
    static QList<IssueDashboardRow> computeAll(ProjectStore &store, QString *error);

    // Fills the figures of a row from stamps(); false with row->error set when
    // something cannot be read (the figures stay zero).
    bool compute(IssueDashboardRow *row) const;

private:
    bool computeReview(IssueDashboardRow *row) const;

    ProjectStore &m_store;
    QaRunner m_runner;
};
