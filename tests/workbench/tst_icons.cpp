// SPDX-FileCopyrightText: 2026 Yiqiao authors
// SPDX-License-Identifier: GPL-3.0-or-later
// The icons under :/icons are SVG files: they must be drawn by Qt's SVG plugins (not
// part of qtbase; Debian: libqt5svg5 / libqt6svg6), sharp at any device pixel ratio,
// and visible on the light and on the dark theme alike.
#include <QDir>
#include <QFile>
#include <QGuiApplication>
#include <QIcon>
#include <QImage>
#include <QImageReader>
#include <QPainter>
#include <QTest>

#include <cmath>

namespace {
double luminance(QRgb rgb)
{
    auto channel = [](int c) {
        const double v = c / 255.0;
        return v <= 0.03928 ? v / 12.92 : std::pow((v + 0.055) / 1.055, 2.4);
    };
    return 0.2126 * channel(qRed(rgb)) + 0.7152 * channel(qGreen(rgb)) + 0.0722 * channel(qBlue(rgb));
}

double contrast(QRgb a, QRgb b)
{
    const double la = luminance(a);
    const double lb = luminance(b);
    return (qMax(la, lb) + 0.05) / (qMin(la, lb) + 0.05);
}

// The icon drawn into a logical size × size rectangle of an image with device pixel
// ratio dpr, over background.
QImage draw(const QIcon &icon, int size, qreal dpr, const QColor &background)
{
    QImage image(QSize(size, size) * dpr, QImage::Format_ARGB32_Premultiplied);
    image.setDevicePixelRatio(dpr);
    image.fill(background);
    QPainter painter(&image);
    icon.paint(&painter, QRect(0, 0, size, size));
    painter.end();
    return image;
}

// Pixels that stand out from the background (WCAG contrast of at least 2).
int visiblePixels(const QImage &image, const QColor &background)
{
    int count = 0;
    for (int y = 0; y < image.height(); ++y) {
        for (int x = 0; x < image.width(); ++x) {
            count += contrast(image.pixel(x, y), background.rgb()) >= 2.0 ? 1 : 0;
        }
    }
    return count;
}
} // namespace

class TstIcons : public QObject
{
    Q_OBJECT
private Q_SLOTS:
    void svgPluginsInstalled();
    void everyActionHasAnIcon_data();
    void everyActionHasAnIcon();
    void draws_data();
    void draws();
};

void TstIcons::svgPluginsInstalled()
{
    QVERIFY2(QImageReader::supportedImageFormats().contains("svg"),
        "Qt's SVG image plugin is missing (install libqt5svg5 or libqt6svg6, see packaging/install-deps.sh)");
    // Without the SVG icon engine QIcon falls back to one raster size.
    const QIcon icon(QStringLiteral(":/icons/settings.svg"));
    QCOMPARE(icon.pixmap(QSize(256, 256)).size(), QSize(256, 256));
}

void TstIcons::everyActionHasAnIcon_data()
{
    QTest::addColumn<QString>("name");
    const char *names[] = {"new-project", "open-project", "import-post", "confirm-block", "next-block", "previous-block",
        "next-untranslated", "scroll-sync", "preview", "settings", "yiqiao"};
    for (const char *name : names) {
        QTest::newRow(name) << QString::fromLatin1(name);
    }
}

void TstIcons::everyActionHasAnIcon()
{
    QFETCH(QString, name);
    QVERIFY(QFile::exists(QStringLiteral(":/icons/%1.svg").arg(name)));
}

void TstIcons::draws_data()
{
    QTest::addColumn<QString>("path");
    QTest::addColumn<int>("size");
    const QStringList files = QDir(QStringLiteral(":/icons")).entryList(QDir::Files, QDir::Name);
    QVERIFY(!files.isEmpty());
    for (const QString &file : files) {
        for (int size : {16, 32}) {
            QTest::addRow("%s at %d px", qPrintable(file), size) << QStringLiteral(":/icons/") + file << size;
        }
    }
}

void TstIcons::draws()
{
    QFETCH(QString, path);
    QFETCH(int, size);
    QImageReader reader(path);
    QCOMPARE(reader.format(), QByteArray("svg"));
    const QIcon icon(path);
    QVERIFY(!icon.isNull());
    const QPixmap pixmap = icon.pixmap(QSize(size, size) * 2);
    QVERIFY(!pixmap.isNull());
    QCOMPARE(pixmap.size(), QSize(size, size) * 2);

    for (const QColor &background : {QColor(Qt::white), QColor(0x1e, 0x1e, 0x1e)}) {
        const QImage image = draw(icon, size, 2.0, background);
        QCOMPARE(image.size(), QSize(size, size) * 2);
        const int visible = visiblePixels(image, background);
        // At least a twentieth of the area stands out, on either background.
        QVERIFY2(visible * 20 >= image.width() * image.height(),
            qPrintable(
                QStringLiteral("%1 of %2 pixels visible on %3").arg(visible).arg(image.width() * image.height()).arg(background.name())));
    }
}

QTEST_MAIN(TstIcons)

#include "tst_icons.moc"
