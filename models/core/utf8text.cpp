// SPDX-FileCopyrightText: 2026 Yiqiao authors
// SPDX-License-Identifier: GPL-3.0-or-later
#include "core/utf8text.h"

#include "core/sourcetext.h"

QVariant Utf8Text::bind(const QString &text)
{
    const QByteArray bytes = text.toUtf8();
    // A null QByteArray would bind as NULL; the columns are NOT NULL.
    return QVariant(bytes.isNull() ? QByteArray("") : bytes);
}

QString Utf8Text::read(const QVariant &value)
{
    // QString::fromUtf8 would drop a leading BOM.
    return SourceText::fromUtf8(value.toByteArray());
}
