// SPDX-FileCopyrightText: 2026 Yiqiao authors
// SPDX-License-Identifier: GPL-3.0-or-later
#include "store/projectlock.h"

#include <QDir>
#include <QFileInfo>
#include <QLockFile>
#include <QSysInfo>

namespace {
QString native(const QString &path)
{
    return QDir::toNativeSeparators(path);
}

// The real file behind path, also for a file that does not exist yet.
QString realFile(const QString &path)
{
    const QFileInfo info(path);
    if (info.exists()) {
        return info.canonicalFilePath();
    }
    const QString dir = QFileInfo(info.absolutePath()).canonicalFilePath();
    return dir.isEmpty() ? QString() : QDir(dir).filePath(info.fileName());
}
} // namespace

ProjectLock::ProjectLock() = default;

ProjectLock::~ProjectLock() = default;

QString ProjectLock::lockFilePath(const QString &projectPath)
{
    const QString file = realFile(projectPath);
    return file.isEmpty() ? QString() : file + QStringLiteral(".lock");
}

bool ProjectLock::tryLock(const QString &projectPath)
{
    const QString lockPath = lockFilePath(projectPath);
    if (isLocked() && lockPath == m_lockPath) {
        return true;
    }
    unlock();
    m_error = Error::None;
    m_errorString.clear();
    if (lockPath.isEmpty()) {
        return fail(Error::CannotCreate, tr("The folder of %1 does not exist.").arg(native(projectPath)));
    }
    auto lock = std::make_unique<QLockFile>(lockPath);
    // 0: never stale by age, only when its owner is dead (QLockFile checks the pid).
    lock->setStaleLockTime(0);
    if (lock->tryLock(0)) {
        m_lock = std::move(lock);
        m_lockPath = lockPath;
        return true;
    }
    if (lock->error() == QLockFile::LockFailedError) {
        return fail(Error::HeldByOther, heldMessage(*lock, projectPath, lockPath));
    }
    return fail(Error::CannotCreate,
        tr("Cannot create the lock file %1 beside the project (the folder is read-only), so the project can only be opened read-only.")
            .arg(native(lockPath)));
}

QString ProjectLock::heldMessage(const QLockFile &lock, const QString &projectPath, const QString &lockPath)
{
    qint64 pid = 0;
    QString host;
    QString app;
    if (!lock.getLockInfo(&pid, &host, &app)) {
        return tr("%1 is locked by another program. If no Yiqiao window has it open, delete %2 and try again.")
            .arg(native(projectPath), native(lockPath));
    }
    const bool sameHost = host.isEmpty() || host == QSysInfo::machineHostName();
    if (sameHost && pid == QCoreApplication::applicationPid()) {
        return tr("This project is already open in this Yiqiao window.");
    }
    QString message = tr("This project is already open in another Yiqiao window (process %1 on host %2). Close it there first; "
                         "opening it twice could overwrite work.")
                          .arg(QString::number(pid), host);
    // Whether a process on another machine still runs cannot be checked from here.
    if (!sameHost) {
        message += QLatin1Char(' ') + tr("If Yiqiao no longer runs there, delete %1 and try again.").arg(native(lockPath));
    }
    return message;
}

bool ProjectLock::fail(Error error, const QString &message)
{
    m_error = error;
    m_errorString = message;
    m_lock.reset();
    m_lockPath.clear();
    return false;
}

void ProjectLock::unlock()
{
    m_lock.reset(); // QLockFile's destructor removes a lock it holds
    m_lockPath.clear();
}

bool ProjectLock::isLocked() const
{
    return m_lock && m_lock->isLocked();
}
