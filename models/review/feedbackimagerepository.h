// SPDX-FileCopyrightText: 2026 Yiqiao authors
// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once

#include "core/fallible.h"
#include "review/feedbackimage.h"

#include <QCoreApplication>
#include <QList>

#include <optional>

class ProjectStore;

// Stores the screenshots of readers' feedback reports (feedback_images). Refused,
// with errorString() and nothing changed: bytes that are no PNG, JPEG, GIF or WebP
// image (told by their first bytes: models never decode images), more than
// ImportLimits::ScreenshotBytes, a report or an image that does not exist. Each write
// is a transaction of its own (a savepoint inside the caller's).
class FeedbackImageRepository : public Fallible
{
    Q_DECLARE_TR_FUNCTIONS(FeedbackImageRepository)
public:
    explicit FeedbackImageRepository(ProjectStore &store);

    // image.feedbackId's new screenshot (id and createdAt are ignored); the new id is
    // in addedId(). The mime type is the bytes', whatever image.mime says.
    bool add(const FeedbackImage &image);
    bool remove(qint64 imageId);
    // Of a report, in the order they were added, with their bytes; a crafted project's
    // image over the limit is left out (never read into memory).
    QList<FeedbackImage> images(qint64 feedbackId) const;
    // Of every report of an issue, by report then as added.
    QList<FeedbackImage> imagesOfIssue(qint64 issueId) const;
    qint64 addedId() const { return m_addedId; }

    // "image/png", "image/jpeg", "image/gif", "image/webp" by the first bytes; "" for
    // anything else.
    static QString mimeOf(const QByteArray &data);
    // Why data cannot be stored as a screenshot, or "".
    static QString problemWith(const QByteArray &data);
    // A screenshot from an image file: read up to the limit, checked, named after the
    // file. Nothing, with *error, when it cannot be read or is refused.
    static std::optional<FeedbackImage> fromFile(const QString &path, QString *error);

private:
    QList<FeedbackImage> select(const QString &where, qint64 id) const;

    ProjectStore &m_store;
    qint64 m_addedId = 0;
};
