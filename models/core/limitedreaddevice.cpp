// SPDX-FileCopyrightText: 2026 Yiqiao authors
// SPDX-License-Identifier: GPL-3.0-or-later
#include "core/limitedreaddevice.h"

#include "core/importlimits.h"

LimitedReadDevice::LimitedReadDevice(QIODevice &source, qint64 limit)
    : m_source(source)
    , m_limit(limit)
    , m_exceeded(ImportLimits::exceeds(source, limit))
{
    open(QIODevice::ReadOnly);
}

qint64 LimitedReadDevice::readData(char *data, qint64 maxSize)
{
    if (m_exceeded) {
        return -1;
    }
    // One byte past the limit tells a source of exactly limit bytes from a longer one.
    const qint64 room = m_limit - m_consumed;
    const qint64 read = m_source.read(data, qMin(maxSize, room + 1));
    if (read < 0) {
        setErrorString(m_source.errorString());
        return -1;
    }
    if (read > room) {
        m_exceeded = true;
        setErrorString(tr("The input is larger than the import limit."));
        return -1;
    }
    m_consumed += read;
    return read;
}

qint64 LimitedReadDevice::writeData(const char *, qint64)
{
    return -1;
}
