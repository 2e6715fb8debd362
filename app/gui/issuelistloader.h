// SPDX-FileCopyrightText: 2026 Yiqiao authors
// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once

#include "gui/readonlyworker.h"

#include <QObject>

class IssueListModel;
class ProjectStore;

// The navigator's issues of the open project: listed at once (number, title,
// status), their counts — which read every block of the project, 100–200 ms for 369
// issues — computed on a worker thread once the window has painted (FirstPaint), and
// filled in when they come (IssueListModel::setCounts).
class IssueListLoader : public QObject
{
    Q_OBJECT
public:
    IssueListLoader(IssueListModel &model, QObject *parent = nullptr);
    ~IssueListLoader() override;

    void load(const ProjectStore &store);
    // Drops counts still to come and closes the worker's connection: before the
    // project's own connection closes.
    void close();

private:
    IssueListModel &m_model;
    const ProjectStore *m_store = nullptr;
    ReadOnlyWorker m_worker;
};
