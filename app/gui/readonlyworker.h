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
//
// The owner numbers what it asks for with newRequest() and drops a result that comes
// back when isLatest() says it is not the latest any more (a newer request, or
// close(), came since). Requests are numbered and checked on the owner's thread only.
class ReadOnlyWorker
{
public:
    // On the worker's thread: the open store, or nullptr and why it could not be opened.
    using Job = std::function<void(ProjectStore *store, const QString &error)>;

    ReadOnlyWorker();
    ~ReadOnlyWorker();

    // path is the project's file; it is opened when no connection is open yet.
    void start(const QString &path, Job job);
    // Waits for the jobs started, then closes the connection on the worker's thread;
    // no request made before is the latest any more.
    void close();

    int newRequest() { return ++m_latest; }
    bool isLatest(int request) const { return request == m_latest; }

private:
    QThreadPool m_pool;
    std::unique_ptr<ProjectStore> m_store; // touched on m_pool's thread only
    int m_latest = 0; // the owner's thread only
};
