// SPDX-FileCopyrightText: 2026 Yiqiao authors
// SPDX-License-Identifier: GPL-3.0-or-later
#include "store/atomicfilewriter.h"
#include "core/chunkedwritedevice.h"
#include "store/projectfilecheck.h"

#include <QDir>
#include <QSaveFile>

bool AtomicFileWriter::write(const QString &path, const QByteArray &bytes, QString *error)
{
    return write(
        path, [&bytes](QIODevice &device, QString *) { return device.write(bytes) == bytes.size(); }, error);
}

bool AtomicFileWriter::write(const QString &path, const std::function<bool(QIODevice &, QString *)> &produce, QString *error)
{
    // Every export goes through here: none may replace a project, this one or another.
    if (ProjectFileCheck::holdsProject(path)) {
        *error = tr("cannot write %1: it is a Yiqiao project or its journal, which an export never replaces; choose another file name")
                     .arg(QDir::toNativeSeparators(path));
        return false;
    }
    QSaveFile file(path);
    if (!file.open(QIODevice::WriteOnly | QIODevice::Unbuffered)) {
        *error = tr("cannot write %1: %2").arg(QDir::toNativeSeparators(path), file.errorString());
        return false;
    }
    ChunkedWriteDevice device(file);
    QString why;
    const bool produced = produce(device, &why);
    if (!produced || !device.finish()) {
        // The temporary file goes with the QSaveFile; the old file was never touched.
        file.cancelWriting();
        // A short write fails the producer too, but the disk is the reason to give.
        *error = device.failed() ? tr("cannot write %1: the disk is full or the file too large; an existing file was left as it was")
                                       .arg(QDir::toNativeSeparators(path))
                                 : tr("cannot write %1: %2").arg(QDir::toNativeSeparators(path), why);
        return false;
    }
    if (!file.commit()) {
        *error = tr("cannot write %1: %2; an existing file was left as it was").arg(QDir::toNativeSeparators(path), file.errorString());
        return false;
    }
    return true;
}
