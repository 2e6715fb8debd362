// SPDX-FileCopyrightText: 2026 Yiqiao authors
// SPDX-License-Identifier: GPL-3.0-or-later
#include "notes/packwriter.h"

#include "store/atomicfilewriter.h"

#include <QDir>
#include <QFile>
#include <QFileInfo>

bool PackWriter::canWriteTo(const QString &directory)
{
    m_error.clear();
    if (directory.trimmed().isEmpty()) {
        return fail(tr("Give the folder to write the reproduction pack to."));
    }
    const QFileInfo info(directory);
    if (info.exists() && !info.isDir()) {
        return fail(tr("%1 is a file, not a folder.").arg(QDir::toNativeSeparators(directory)));
    }
    QDir dir(directory);
    QStringList others = dir.entryList(QDir::AllEntries | QDir::Hidden | QDir::System | QDir::NoDotAndDotDot, QDir::Name);
    for (const QString &name : ReproductionPack::fileNames()) {
        if (!QFileInfo(dir.filePath(name)).isDir()) {
            others.removeAll(name);
        }
    }
    if (!others.isEmpty()) {
        return fail(tr("%1 holds other files than a reproduction pack (%2): choose an empty folder or one with an earlier pack.")
                        .arg(QDir::toNativeSeparators(directory), others.mid(0, 3).join(QStringLiteral(", "))));
    }
    return true;
}

bool PackWriter::write(const QString &directory, const QList<ReproductionPack::File> &files)
{
    if (!canWriteTo(directory)) {
        return false;
    }
    QDir dir(directory);
    if (!dir.mkpath(QStringLiteral("."))) {
        return fail(tr("Cannot create the folder %1.").arg(QDir::toNativeSeparators(directory)));
    }
    for (const ReproductionPack::File &file : files) {
        const QString path = dir.filePath(file.name);
        QString error;
        if (!AtomicFileWriter::write(path, file.bytes, &error)) {
            return fail(error);
        }
        if (file.executable) {
            QFile::setPermissions(path, QFile::permissions(path) | QFile::ExeOwner | QFile::ExeUser | QFile::ExeGroup | QFile::ExeOther);
        }
    }
    return true;
}
