// SPDX-FileCopyrightText: 2026 Yiqiao authors
// SPDX-License-Identifier: GPL-3.0-or-later
#include "core/csvrow.h"

#include <QByteArrayList>
#include <QRegularExpression>

QByteArray CsvRow::quoted(const QString &field)
{
    static const QRegularExpression needsQuotes(QStringLiteral("[,\"\\r\\n]|^\\s|\\s$"));
    if (!needsQuotes.match(field).hasMatch()) {
        return field.toUtf8();
    }
    QString text = field;
    text.replace(QLatin1Char('"'), QLatin1String("\"\""));
    return '"' + text.toUtf8() + '"';
}

QByteArray CsvRow::of(const QStringList &fields)
{
    QByteArrayList cells;
    for (const QString &field : fields) {
        cells.append(quoted(field));
    }
    return cells.join(',') + "\r\n";
}
