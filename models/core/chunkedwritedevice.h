// SPDX-FileCopyrightText: 2026 Yiqiao authors
// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once

#include <QByteArray>
#include <QIODevice>

// A write-only device in front of another (AtomicFileWriter's unbuffered QSaveFile):
// small writes (QXmlStreamWriter's, one per XML token) are collected and passed on
// ChunkBytes at a time, each checked whole, so that an export is not a system call
// per token. After a short write every later write fails (-1), so a writer that
// checks its device (QXmlStreamWriter::hasError) sees the failure.
class ChunkedWriteDevice : public QIODevice
{
    Q_OBJECT
public:
    static constexpr qint64 ChunkBytes = 64 * 1024;

    // Opened write-only; target must be open for writing and outlive this device.
    explicit ChunkedWriteDevice(QIODevice &target);

    // Passes on what is still collected; false when that or any earlier write fell short.
    bool finish();
    bool failed() const { return m_failed; }

    bool isSequential() const override { return true; }

protected:
    qint64 readData(char *data, qint64 maxSize) override;
    qint64 writeData(const char *data, qint64 size) override;

private:
    bool pass(const char *data, qint64 size);

    QIODevice &m_target;
    QByteArray m_pending;
    bool m_failed = false;
};
