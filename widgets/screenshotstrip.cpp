// SPDX-FileCopyrightText: 2026 Yiqiao authors
// SPDX-License-Identifier: GPL-3.0-or-later
#include "screenshotstrip.h"

#include "core/importlimits.h"
#include "review/feedbackimagerepository.h"

#include <QBuffer>
#include <QDialog>
#include <QGuiApplication>
#include <QImage>
#include <QImageReader>
#include <QLabel>
#include <QPixmap>
#include <QScreen>
#include <QScrollArea>
#include <QVBoxLayout>

ScreenshotStrip::ScreenshotStrip(QWidget *parent)
    : QListWidget(parent)
{
    setViewMode(QListView::IconMode);
    setFlow(QListView::LeftToRight);
    setWrapping(false);
    setMovement(QListView::Static);
    setIconSize(QSize(ThumbnailWidth, ThumbnailHeight));
    setSelectionMode(QAbstractItemView::SingleSelection);
    setFixedHeight(ThumbnailHeight + fontMetrics().height() + 16);
    setToolTip(tr("Click a screenshot to see it larger"));
    connect(this, &QListWidget::itemClicked, this, [this](QListWidgetItem *item) { showLarger(row(item)); });
}

void ScreenshotStrip::setImages(const QList<FeedbackImage> &images)
{
    clear();
    m_images.clear();
    for (const FeedbackImage &image : images) {
        addImage(image);
    }
}

void ScreenshotStrip::addImage(const FeedbackImage &image)
{
    m_images.append(image);
    addItem(itemFor(image));
}

FeedbackImage ScreenshotStrip::takeImage(int row)
{
    delete takeItem(row);
    return m_images.takeAt(row);
}

QImage ScreenshotStrip::decode(const QByteArray &data, const QSize &boundedBy)
{
    QBuffer buffer;
    buffer.setData(data);
    buffer.open(QIODevice::ReadOnly);
    QImageReader reader(&buffer);
    const QSize size = reader.size();
    // A crafted project's image of, say, 100000 × 100000 pixels is not decoded.
    if (!size.isValid() || qint64(size.width()) * size.height() > MaxPixels) {
        return {};
    }
    if (boundedBy.isValid() && (size.width() > boundedBy.width() || size.height() > boundedBy.height())) {
        reader.setScaledSize(size.scaled(boundedBy, Qt::KeepAspectRatio));
    }
    return reader.read();
}

QListWidgetItem *ScreenshotStrip::itemFor(const FeedbackImage &image) const
{
    const QImage decoded = decode(image.data, iconSize());
    const QString name = image.name.isEmpty() ? tr("Pasted") : image.name;
    auto *item = new QListWidgetItem(name);
    if (!decoded.isNull()) {
        item->setIcon(QPixmap::fromImage(decoded));
        item->setToolTip(name);
    } else {
        item->setToolTip(tr("%1 cannot be shown").arg(name));
    }
    return item;
}

QWidget *ScreenshotStrip::showLarger(int row)
{
    if (row < 0 || row >= m_images.size()) {
        return nullptr;
    }
    const FeedbackImage &image = m_images.at(row);
    auto *viewer = new QDialog(window());
    viewer->setObjectName(QStringLiteral("screenshotViewer"));
    viewer->setAttribute(Qt::WA_DeleteOnClose);
    viewer->setWindowTitle(image.name.isEmpty() ? tr("Pasted Screenshot") : image.name);
    auto *label = new QLabel;
    label->setObjectName(QStringLiteral("screenshotViewerImage"));
    label->setPixmap(QPixmap::fromImage(decode(image.data)));
    auto *scroll = new QScrollArea;
    scroll->setWidget(label);
    auto *layout = new QVBoxLayout(viewer);
    layout->setContentsMargins(0, 0, 0, 0);
    layout->addWidget(scroll);
    const QSize available = screen() ? screen()->availableSize() * 0.9 : QSize(1024, 768);
    viewer->resize(label->sizeHint().boundedTo(available).expandedTo(QSize(200, 150)) + QSize(24, 24));
    viewer->show();
    viewer->raise();
    return viewer;
}

std::optional<FeedbackImage> ScreenshotStrip::fromImage(const QImage &image, QString *error)
{
    if (image.isNull()) {
        *error = tr("The clipboard holds no image.");
        return std::nullopt;
    }
    FeedbackImage made;
    for (const char *format : {"PNG", "JPEG"}) {
        made.data.clear();
        QBuffer buffer(&made.data);
        buffer.open(QIODevice::WriteOnly);
        image.save(&buffer, format, format[0] == 'J' ? 85 : -1);
        if (made.data.size() <= ImportLimits::ScreenshotBytes) {
            break;
        }
    }
    *error = FeedbackImageRepository::problemWith(made.data);
    if (!error->isEmpty()) {
        return std::nullopt;
    }
    made.mime = FeedbackImageRepository::mimeOf(made.data);
    return made;
}
