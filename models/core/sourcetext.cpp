// SPDX-FileCopyrightText: 2026 Yiqiao authors
// SPDX-License-Identifier: GPL-3.0-or-later
#include "core/sourcetext.h"

#include <QByteArray>

namespace {
// Length of the UTF-8 sequence starting at p (at most n bytes left), 0 if invalid.
qsizetype sequenceLength(const unsigned char *p, qsizetype n)
{
    const unsigned char c = p[0];
    if (c < 0x80) {
        return c == 0 ? 0 : 1;
    }
    qsizetype len = 0;
    unsigned char lo = 0x80, hi = 0xBF; // allowed range of the second byte
    if (c >= 0xC2 && c <= 0xDF) {
        len = 2;
    } else if (c >= 0xE0 && c <= 0xEF) {
        len = 3;
        if (c == 0xE0) {
            lo = 0xA0; // overlong
        } else if (c == 0xED) {
            hi = 0x9F; // surrogates
        }
    } else if (c >= 0xF0 && c <= 0xF4) {
        len = 4;
        if (c == 0xF0) {
            lo = 0x90; // overlong
        } else if (c == 0xF4) {
            hi = 0x8F; // past U+10FFFF
        }
    } else {
        return 0;
    }
    if (n < len || p[1] < lo || p[1] > hi) {
        return 0;
    }
    for (qsizetype i = 2; i < len; ++i) {
        if ((p[i] & 0xC0) != 0x80) {
            return 0;
        }
    }
    return len;
}
} // namespace

qsizetype SourceText::firstInvalidByte(const QByteArray &bytes)
{
    const auto *data = reinterpret_cast<const unsigned char *>(bytes.constData());
    const qsizetype size = bytes.size();
    qsizetype i = 0;
    while (i < size) {
        const qsizetype len = sequenceLength(data + i, size - i);
        if (len == 0) {
            return i;
        }
        i += len;
    }
    return -1;
}

// With the size: Qt 5's QString::fromUtf8(QByteArray) stops at a NUL byte.
QString SourceText::fromUtf8(const QByteArray &bytes)
{
    const int bom = bytes.startsWith("\xEF\xBB\xBF") ? 3 : 0;
    const QString text = QString::fromUtf8(bytes.constData() + bom, int(bytes.size()) - bom);
    return bom > 0 ? QChar(0xFEFF) + text : text;
}

bool SourceText::decode(const QByteArray &bytes, QString *out, QString *error)
{
    const qsizetype bad = firstInvalidByte(bytes);
    if (bad < 0) {
        *out = fromUtf8(bytes);
        return true;
    }
    if (error) {
        // Line breaks as cmark counts them: \n, \r\n and a lone \r.
        const QByteArray before = bytes.left(bad);
        const int line = int(before.count('\n') + before.count('\r') - before.count("\r\n")) + 1;
        if (bytes.at(bad) == '\0') {
            *error = tr("This looks like a binary file (a NUL byte at line %1, byte %2), not markdown text.").arg(line).arg(bad);
        } else {
            *error = tr("The file is not valid UTF-8 (line %1, byte %2). Save it as UTF-8 and import it again.").arg(line).arg(bad);
        }
    }
    return false;
}
