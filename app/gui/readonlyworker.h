// SPDX-FileCopyrightText: 2026 Yiqiao authors
// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once

#include <QString>
#include <QThreadPool>

#include <functional>
#include <memory>

class ProjectStore;

// Runs jobs one after the other on one pool thread that never expires, with a
// read-only connection to the project that only that thread touches (a QSqlDatabase
// belongs to the thread that opened it), opened by the first job. The owner calls
// close() before its own connection closes: the last connection to close takes the
// file out of WAL mode.
class ReadOnlyWorker
{
public:
    // On the worker's thread: the open store, or nullptr and why it could not be opened.
    using Job = std::function<void(ProjectStore *store, const QString &error)>;

    ReadOnlyWorker();
    ~ReadOnlyWorker();

    // path is the project's file; it is opened when no connection is open yet.
    void start(const QString &path, Job job);
    // Waits for the jobs started, then closes the connection on the worker's thread.
    void close();

private:
    QThreadPool m_pool;
    std::unique_ptr<ProjectStore> m_store; // touched on m_pool's thread only
};
