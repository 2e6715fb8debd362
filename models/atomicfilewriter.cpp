// SPDX-FileCopyrightText: 2026 Yiqiao authors
// SPDX-License-Identifier: GPL-3.0-or-later
#include "atomicfilewriter.h"

#include <QBuffer>
#include <QDir>
#include <QSaveFile>

bool AtomicFileWriter::write(const QString &path, const QByteArray &bytes, QString *error)
{
    QSaveFile file(path);
    if (!file.open(QIODevice::WriteOnly | QIODevice::Unbuffered)) {
        *error = tr("cannot write %1: %2").arg(QDir::toNativeSeparators(path), file.errorString());
        return false;
    }
    if (file.write(bytes) != bytes.size()) {
        file.cancelWriting();
        *error = tr("cannot write %1: the disk is full or the file too large; an existing file was left as it was")
                     .arg(QDir::toNativeSeparators(path));
        return false;
    }
    if (!file.commit()) {
        *error = tr("cannot write %1: %2; an existing file was left as it was").arg(QDir::toNativeSeparators(path), file.errorString());
        return false;
    }
    return true;
}

bool AtomicFileWriter::write(const QString &path, const std::function<bool(QIODevice &, QString *)> &produce, QString *error)
{
    QBuffer buffer;
    buffer.open(QIODevice::WriteOnly);
    QString why;
    if (!produce(buffer, &why)) {
        *error = tr("cannot write %1: %2").arg(QDir::toNativeSeparators(path), why);
        return false;
    }
    buffer.close();
    return write(path, buffer.data(), error);
}
