// SPDX-FileCopyrightText: 2026 Yiqiao authors
// SPDX-License-Identifier: GPL-3.0-or-later
#include "store/projectfilecheck.h"

#include "store/projectschema.h"

#include <QDir>
#include <QFile>
#include <QFileInfo>
#include <QThread>
#include <QtEndian>

namespace {
const char sqliteMagic[] = "SQLite format 3"; // followed by a NUL byte

QString native(const QString &path)
{
    return QDir::toNativeSeparators(path);
}
} // namespace

QString ProjectFileCheck::header(const QString &path)
{
    const QFileInfo info(path);
    if (!info.exists()) {
        return tr("There is no project file at %1.").arg(native(path));
    }
    if (info.isDir()) {
        return tr("%1 is a folder, not a Yiqiao project file.").arg(native(path));
    }
    QFile file(path);
    if (!file.open(QIODevice::ReadOnly)) {
        return tr("Cannot read %1: %2").arg(native(path), file.errorString());
    }
    const QByteArray header = file.read(100);
    if (header.isEmpty()) {
        return tr("%1 is empty, not a Yiqiao project.").arg(native(path));
    }
    if (!header.startsWith(QByteArray(sqliteMagic, sizeof sqliteMagic))) {
        return tr("%1 is not a Yiqiao project (it is not an SQLite database).").arg(native(path));
    }
    if (header.size() < 100) {
        return tr("The project file %1 is damaged (its header is cut short).").arg(native(path));
    }
    const auto *raw = reinterpret_cast<const uchar *>(header.constData());
    const qint32 userVersion = qFromBigEndian<qint32>(raw + 60);
    const qint32 applicationId = qFromBigEndian<qint32>(raw + 68);
    // Bytes 18 and 19 are 2 in WAL mode, 1 with a rollback journal.
    bool walMode = raw[18] == 2 && raw[19] == 2;
    QFileInfo wal(path + QStringLiteral("-wal"));
    bool walPending = wal.exists() && wal.size() > 0;
    // Another process closing the project switches its journal back before it
    // removes its -wal: give it a moment before calling the -wal foreign.
    for (int wait = 0; walPending && !walMode && wait < 20; ++wait) {
        QThread::msleep(50);
        QByteArray again;
        if (file.seek(0)) {
            again = file.read(20);
        }
        walMode = again.size() == 20 && again.at(18) == 2 && again.at(19) == 2;
        wal.refresh();
        walPending = wal.exists() && wal.size() > 0;
    }
    // A -wal beside a file in rollback mode belongs to some other copy of the
    // project: replaying it would wreck this one.
    if (walPending && !walMode) {
        return tr("A journal file %1 from another copy of this project lies beside it. Move that file away, "
                  "then open the project again.")
            .arg(native(wal.filePath()));
    }
    // After a crash the header can be older than the journal (a project created just
    // before the crash has no application id in it yet); the journal is read, without
    // writing it into the file, when the project is opened read-only to be verified.
    if (walPending) {
        return {};
    }
    if (applicationId != ProjectSchema::ApplicationId) {
        return tr("%1 is an SQLite database of another program, not a Yiqiao project.").arg(native(path));
    }
    if (userVersion > ProjectSchema::CurrentVersion) {
        return tr("%1 was written by a newer version of Yiqiao (file format %2; this version reads up to %3). "
                  "Update Yiqiao to open it; the file was left untouched.")
            .arg(native(path), QString::number(userVersion), QString::number(ProjectSchema::CurrentVersion));
    }
    return {};
}

QString ProjectFileCheck::writable(const QString &path)
{
    const QFileInfo info(path);
    const QFileInfo dir(info.absolutePath());
    if (!dir.isWritable()) {
        return tr("The folder %1 is read-only. Copy the project to a folder you can write to and open it there.")
            .arg(native(dir.absoluteFilePath()));
    }
    if (info.exists() && !info.isWritable()) {
        return tr("The project file %1 is read-only. Make it writable or open a copy.").arg(native(path));
    }
    return {};
}

bool ProjectFileCheck::hasHotJournal(const QString &path)
{
    const QFileInfo journal(path + QStringLiteral("-journal"));
    return journal.exists() && journal.size() > 0;
}

QString ProjectFileCheck::creatable(const QString &path)
{
    if (path.isEmpty()) {
        return tr("No project file name was given.");
    }
    if (QFileInfo::exists(path)) {
        return tr("%1 already exists; choose another name or open it.").arg(native(path));
    }
    const QString folder = QFileInfo(path).absolutePath();
    if (!QFileInfo(folder).isDir()) {
        return tr("The folder %1 does not exist.").arg(native(folder));
    }
    return writable(path);
}

bool ProjectFileCheck::isProjectFile(const QString &output, const QString &project)
{
    // Resolve links in the folder as well: a file that does not exist yet has no
    // canonical path of its own.
    const QFileInfo out(output);
    const QString folder = QFileInfo(out.absolutePath()).canonicalFilePath();
    const QString target = out.exists() ? out.canonicalFilePath() : folder + QLatin1Char('/') + out.fileName();
    const QString base = QFileInfo(project).canonicalFilePath();
    for (const QString &suffix : {QString(), QStringLiteral("-wal"), QStringLiteral("-shm"), QStringLiteral("-journal")}) {
        if (target == base + suffix) {
            return true;
        }
    }
    return false;
}

bool ProjectFileCheck::holdsProject(const QString &path)
{
    QString file = path;
    for (const QLatin1String suffix : {QLatin1String("-wal"), QLatin1String("-shm"), QLatin1String("-journal")}) {
        if (file.endsWith(suffix)) {
            file.chop(suffix.size());
            break;
        }
    }
    // Only a regular file can be a project: opening a FIFO, a terminal or a pipe
    // (-o /dev/stdout, -o >(gzip)) to read it would block.
    QFile project(file);
    if (!QFileInfo(file).isFile() || !project.open(QIODevice::ReadOnly)) {
        return false;
    }
    const QByteArray header = project.read(72);
    return header.size() == 72 && header.startsWith(QByteArray(sqliteMagic, sizeof sqliteMagic))
        && qFromBigEndian<qint32>(reinterpret_cast<const uchar *>(header.constData()) + 68) == ProjectSchema::ApplicationId;
}
