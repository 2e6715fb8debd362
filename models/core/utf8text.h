// SPDX-FileCopyrightText: 2026 Yiqiao authors
// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once

#include <QString>
#include <QVariant>

// Text that must survive SQLite byte for byte (block texts, their trailing line
// breaks, leads). Qt binds a QString as UTF-16 and reads text back as UTF-16, and
// SQLite's conversions are lossy: a leading U+FEFF is dropped, a leading U+FFFE
// byte-swaps the whole value, and U+FFFE / U+FFFF become U+FFFD. So such columns are
// written as `CAST(? AS TEXT)` with bind() — UTF-8 bytes, stored as TEXT without any
// conversion in our UTF-8 database — and read as `CAST(column AS BLOB)` with read().
class Utf8Text
{
public:
    static QVariant bind(const QString &text);
    static QString read(const QVariant &value);
};
