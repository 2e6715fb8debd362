// SPDX-FileCopyrightText: 2026 Yiqiao authors
// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once

#include <QCoreApplication>
#include <QString>

#include <memory>

class QLockFile;

// Keeps a second Yiqiao window (or process) from opening a project that one already
// has open for writing: a QLockFile `<project>.lock` beside the real file (symbolic
// links resolved, as ProjectStore does), so every path to the same file meets the
// same lock.
//
// Contract: a lock is never taken over while its owner lives — it is stale only when
// the process that wrote it is gone (crashed, killed) on this host, or the machine
// rebooted since; then tryLock() removes it and takes the project. A second
// ProjectLock in the same process is refused like another process. The lock is
// released by unlock() or the destructor.
class ProjectLock
{
    Q_DECLARE_TR_FUNCTIONS(ProjectLock)
public:
    enum class Error {
        None,
        HeldByOther, // another Yiqiao has the project open: do not open it
        CannotCreate, // no lock file can be written there (read-only folder): open read-only
    };

    ProjectLock();
    ~ProjectLock();
    ProjectLock(const ProjectLock &) = delete;
    ProjectLock &operator=(const ProjectLock &) = delete;

    // Releases a lock held on another project first. The project file itself need
    // not exist yet (a project about to be created), but its folder must.
    bool tryLock(const QString &projectPath);
    void unlock();

    bool isLocked() const;
    Error error() const { return m_error; }
    QString errorString() const { return m_errorString; }
    // The lock file guarding projectPath (empty when its folder does not exist).
    static QString lockFilePath(const QString &projectPath);

private:
    bool fail(Error error, const QString &message);
    static QString heldMessage(const QLockFile &lock, const QString &projectPath, const QString &lockPath);

    std::unique_ptr<QLockFile> m_lock;
    QString m_lockPath;
    Error m_error = Error::None;
    QString m_errorString;
};
