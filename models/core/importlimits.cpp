// SPDX-FileCopyrightText: 2026 Yiqiao authors
// SPDX-License-Identifier: GPL-3.0-or-later
#include "core/importlimits.h"

#include <QByteArray>
#include <QIODevice>
#include <QString>

bool ImportLimits::exceeds(const QIODevice &device, qint64 limit)
{
    return !device.isSequential() && device.size() - device.pos() > limit;
}

bool ImportLimits::readAtMost(QIODevice &device, qint64 limit, QByteArray *bytes)
{
    bytes->clear();
    if (exceeds(device, limit)) {
        return false;
    }
    // In chunks: QIODevice::read(n) allocates n bytes up front.
    constexpr qint64 Chunk = qint64(1) << 20;
    QByteArray read;
    while (read.size() <= limit) {
        const QByteArray chunk = device.read(qMin(Chunk, limit + 1 - read.size()));
        if (chunk.isEmpty()) {
            break;
        }
        read += chunk;
    }
    if (read.size() > limit) {
        return false;
    }
    *bytes = read;
    return true;
}

QString ImportLimits::postTooLarge()
{
    return tr("The file is larger than %1 MB, more than any blog post; it was not read.").arg(PostBytes >> 20);
}

QString ImportLimits::screenshotTooLarge()
{
    return tr("The screenshot is larger than %1 MB; crop it or save it as JPEG, then add it again.").arg(ScreenshotBytes >> 20);
}
