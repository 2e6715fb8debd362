// SPDX-FileCopyrightText: 2026 Yiqiao authors
// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once

#include <QByteArray>
#include <QCoreApplication>
#include <QString>

#include <functional>

class QIODevice;

// Writes a whole file or nothing: the bytes go to a temporary file beside it, which
// replaces the file only when every byte was written (QSaveFile). Unbuffered, so that
// a short write (a full disk, a file size limit) is seen: QFileDevice's buffered flush
// takes one for success, and the cut file would replace a good one. It never
// replaces a Yiqiao project (ProjectFileCheck::holdsProject): all exports come here.
class AtomicFileWriter
{
    Q_DECLARE_TR_FUNCTIONS(AtomicFileWriter)
public:
    // false with *error ("cannot write PATH: why"); an existing file is then unchanged.
    static bool write(const QString &path, const QByteArray &bytes, QString *error);
    // The same for a writer that streams into a device (TMX, XLIFF, through
    // QXmlStreamWriter): its writes go to the temporary file in checked chunks of
    // ChunkedWriteDevice::ChunkBytes, never the whole file in memory. A write that
    // falls short fails from then on (produce should check, as hasError() does) and
    // gives the full-disk message; produce returning false gives its own *why. In
    // both cases the temporary file is removed and an existing file is unchanged.
    static bool write(const QString &path, const std::function<bool(QIODevice &device, QString *why)> &produce, QString *error);
};
