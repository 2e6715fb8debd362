// SPDX-FileCopyrightText: 2026 Yiqiao authors
// SPDX-License-Identifier: GPL-3.0-or-later
#include "core/chunkedwritedevice.h"

ChunkedWriteDevice::ChunkedWriteDevice(QIODevice &target)
    : m_target(target)
{
    m_pending.reserve(int(ChunkBytes));
    open(QIODevice::WriteOnly | QIODevice::Unbuffered);
}

bool ChunkedWriteDevice::finish()
{
    if (!m_failed && !m_pending.isEmpty()) {
        pass(m_pending.constData(), m_pending.size());
        m_pending.resize(0); // keeps the reserved chunk
    }
    return !m_failed;
}

qint64 ChunkedWriteDevice::readData(char *, qint64)
{
    return -1;
}

qint64 ChunkedWriteDevice::writeData(const char *data, qint64 size)
{
    if (m_failed) {
        return -1;
    }
    if (m_pending.size() + size < ChunkBytes) {
        m_pending.append(data, int(size));
        return size;
    }
    // A chunk is full: pass on what was collected and what fills it, in one write;
    // a large write goes on directly, without a copy.
    if (m_pending.isEmpty()) {
        return pass(data, size) ? size : -1;
    }
    const qint64 fill = ChunkBytes - m_pending.size();
    m_pending.append(data, int(fill));
    const bool passed = pass(m_pending.constData(), m_pending.size());
    m_pending.resize(0);
    if (!passed) {
        return -1;
    }
    return writeData(data + fill, size - fill) < 0 ? -1 : size;
}

bool ChunkedWriteDevice::pass(const char *data, qint64 size)
{
    if (m_target.write(data, size) != size) {
        m_failed = true;
        setErrorString(m_target.errorString());
    }
    return !m_failed;
}
