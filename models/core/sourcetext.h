// SPDX-FileCopyrightText: 2026 Yiqiao authors
// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once

#include <QCoreApplication>
#include <QString>

class QByteArray;

// Decides whether bytes are text Yiqiao can take: strict UTF-8 (no overlong forms,
// no surrogates, nothing past U+10FFFF) without NUL bytes, which only binary files
// have. Written by hand because QTextCodec (Qt 5) and QStringDecoder (Qt 6) differ.
class SourceText
{
    Q_DECLARE_TR_FUNCTIONS(SourceText)
public:
    // Returns -1 for valid text, else the byte offset of the first bad byte.
    static qsizetype firstInvalidByte(const QByteArray &bytes);

    // QString::fromUtf8, but a leading BOM is kept (as U+FEFF), so that text
    // round-trips byte for byte.
    static QString fromUtf8(const QByteArray &bytes);

    // Decodes valid text into out; otherwise leaves out alone and returns a
    // translated one-line reason naming the line and byte where decoding failed.
    static bool decode(const QByteArray &bytes, QString *out, QString *error);
};
