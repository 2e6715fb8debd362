// SPDX-FileCopyrightText: 2026 Yiqiao authors
// SPDX-License-Identifier: GPL-3.0-or-later
#include "lineidsmime.h"

#include <QDataStream>
#include <QIODevice>
#include <QMimeData>

QString LineIdsMime::type()
{
    return QStringLiteral("application/x-yiqiao-line-ids");
}

void LineIdsMime::write(QMimeData *data, const LineIds &ids)
{
    QByteArray bytes;
    QDataStream stream(&bytes, QIODevice::WriteOnly);
    stream.setVersion(QDataStream::Qt_5_15);
    stream << ids;
    data->setData(type(), bytes);
}

LineIds LineIdsMime::read(const QMimeData *data)
{
    const QByteArray bytes = data->data(type());
    QDataStream stream(bytes);
    stream.setVersion(QDataStream::Qt_5_15);
    LineIds ids;
    stream >> ids;
    return stream.status() == QDataStream::Ok ? ids : LineIds();
}

QString LineIdsMime::text(const QMimeData *data)
{
    QString text = data->text();
    text.replace(QChar::LineSeparator, QLatin1Char('\n'));
    return text;
}
