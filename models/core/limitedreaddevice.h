// SPDX-FileCopyrightText: 2026 Yiqiao authors
// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once

#include <QIODevice>

// A read-only device in front of another that passes on at most limit bytes: for
// imports from pipes and other sequential devices, whose size is not known before
// they are read. A file's size is checked up front (ImportLimits::exceeds) and the
// file read directly: input() is the device to parse. Once a sequential source holds
// more, every read fails (-1), so a parser stops at an error; exceeded() says why,
// before reading (a file too large) and after.
class LimitedReadDevice : public QIODevice
{
    Q_OBJECT
public:
    // Opened read-only; source must be open for reading and outlive this device.
    LimitedReadDevice(QIODevice &source, qint64 limit);

    bool exceeded() const { return m_exceeded; }
    // The source itself when its size is known, else this device.
    QIODevice &input() { return m_source.isSequential() ? static_cast<QIODevice &>(*this) : m_source; }
    // Bytes passed on so far (pos() is always 0 on a sequential device).
    qint64 consumed() const { return m_consumed; }

    bool isSequential() const override { return true; }

protected:
    qint64 readData(char *data, qint64 maxSize) override;
    qint64 writeData(const char *data, qint64 size) override;

private:
    QIODevice &m_source;
    const qint64 m_limit;
    qint64 m_consumed = 0;
    bool m_exceeded;
};
