// SPDX-FileCopyrightText: 2026 Yiqiao authors
// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once

#include <QByteArray>
#include <QStringList>

// One row of a CSV file as RFC 4180 writes it, in UTF-8: fields separated by
// commas, a field quoted (with "" for a quote inside) when it holds a comma, a quote,
// a line break or starts or ends with whitespace; the row ends with CRLF. For the
// termbase CSV files and the match analysis.
class CsvRow
{
public:
    static QByteArray of(const QStringList &fields);
    static QByteArray quoted(const QString &field);
};
