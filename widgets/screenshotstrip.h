// SPDX-FileCopyrightText: 2026 Yiqiao authors
// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once

#include "review/feedbackimage.h"

#include <QList>
#include <QListWidget>

#include <optional>

class QImage;

// Readers' screenshots as a row of thumbnails (the feedback form's and the Review
// pane's). A click on one opens it larger in a window of its own (showLarger()).
// fromImage() turns a pasted image into what the project stores.
class ScreenshotStrip : public QListWidget
{
    Q_OBJECT
public:
    static constexpr int ThumbnailWidth = 96;
    static constexpr int ThumbnailHeight = 64;
    // Larger images (a crafted project's) are not decoded: 64 megapixels is four 8K
    // screens.
    static constexpr qint64 MaxPixels = qint64(64) << 20;

    explicit ScreenshotStrip(QWidget *parent = nullptr);

    void setImages(const QList<FeedbackImage> &images);
    void addImage(const FeedbackImage &image);
    // The image of row, which must be valid, removed and returned.
    FeedbackImage takeImage(int row);
    const QList<FeedbackImage> &images() const { return m_images; }
    // The window showing row's image at full size (up to the screen's), raised.
    QWidget *showLarger(int row);

    // A pasted image as PNG bytes, or as JPEG when the PNG is over the project's
    // limit; nothing with *error when neither fits or the image is null.
    static std::optional<FeedbackImage> fromImage(const QImage &image, QString *error);
    // data decoded, scaled down to fit boundedBy when that is valid; a null image when
    // it cannot be read or has more than MaxPixels.
    static QImage decode(const QByteArray &data, const QSize &boundedBy = {});

private:
    QListWidgetItem *itemFor(const FeedbackImage &image) const;

    QList<FeedbackImage> m_images;
};
