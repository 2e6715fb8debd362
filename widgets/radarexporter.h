// SPDX-FileCopyrightText: 2026 Yiqiao authors
// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once

#include <QCoreApplication>
#include <QSize>

class QWidget;

// Saves what a widget shows (a radar chart) as PNG or SVG, by the file's suffix
// (".svg" is SVG, anything else PNG), at size (its own when empty). A chart view
// lays its chart out only when it is shown and resized: yiqiao-cli shows its radar
// with Qt::WA_DontShowOnScreen and sizes the window. Written through QSaveFile: a
// failure leaves an existing file as it was.
class RadarExporter
{
    Q_DECLARE_TR_FUNCTIONS(RadarExporter)
public:
    static bool save(QWidget *widget, const QString &path, QString *error, const QSize &size = {});
    static bool isSvg(const QString &path);
    static QByteArray png(QWidget *widget);
    static QByteArray svg(QWidget *widget, const QString &title);
};
