// SPDX-FileCopyrightText: 2026 Yiqiao authors
// SPDX-License-Identifier: GPL-3.0-or-later
#include "radarexporter.h"

#include "store/atomicfilewriter.h"

#include <QBuffer>
#include <QCoreApplication>
#include <QDir>
#include <QFileInfo>
#include <QImage>
#include <QPainter>
#include <QSvgGenerator>
#include <QWidget>

bool RadarExporter::isSvg(const QString &path)
{
    return QFileInfo(path).suffix().compare(QLatin1String("svg"), Qt::CaseInsensitive) == 0;
}

QByteArray RadarExporter::png(QWidget *widget)
{
    QImage image(widget->size(), QImage::Format_ARGB32_Premultiplied);
    image.fill(Qt::white);
    {
        QPainter painter(&image);
        widget->render(&painter);
    }
    QByteArray bytes;
    QBuffer buffer(&bytes);
    buffer.open(QIODevice::WriteOnly);
    image.save(&buffer, "PNG");
    return bytes;
}

QByteArray RadarExporter::svg(QWidget *widget, const QString &title)
{
    QByteArray bytes;
    QBuffer buffer(&bytes);
    buffer.open(QIODevice::WriteOnly);
    QSvgGenerator generator;
    generator.setOutputDevice(&buffer);
    generator.setSize(widget->size());
    generator.setViewBox(QRect(QPoint(0, 0), widget->size()));
    generator.setTitle(title);
    {
        QPainter painter(&generator);
        widget->render(&painter);
    }
    return bytes;
}

bool RadarExporter::save(QWidget *widget, const QString &path, QString *error, const QSize &size)
{
    if (size.isValid()) {
        widget->resize(size);
        // The chart lays out its axes and labels in posted layout requests.
        QCoreApplication::sendPostedEvents();
    }
    if (widget->width() <= 0 || widget->height() <= 0) {
        *error = tr("The chart has no size to draw.");
        return false;
    }
    const QByteArray bytes = isSvg(path) ? svg(widget, QFileInfo(path).completeBaseName()) : png(widget);
    if (bytes.isEmpty()) {
        *error = tr("Cannot write %1: %2").arg(QDir::toNativeSeparators(path), tr("the chart could not be drawn"));
        return false;
    }
    // A full disk must not leave a cut image in place of a good one.
    return AtomicFileWriter::write(path, bytes, error);
}
