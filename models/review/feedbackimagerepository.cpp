// SPDX-FileCopyrightText: 2026 Yiqiao authors
// SPDX-License-Identifier: GPL-3.0-or-later
#include "review/feedbackimagerepository.h"

#include "core/importlimits.h"
#include "core/timestamps.h"
#include "core/utf8text.h"
#include "store/projectstore.h"

#include <QFile>
#include <QFileInfo>
#include <QSqlQuery>
#include <QVariant>

FeedbackImageRepository::FeedbackImageRepository(ProjectStore &store)
    : m_store(store)
{
}

QString FeedbackImageRepository::mimeOf(const QByteArray &data)
{
    if (data.startsWith("\x89PNG\r\n\x1a\n")) {
        return QStringLiteral("image/png");
    }
    if (data.startsWith("\xff\xd8\xff")) {
        return QStringLiteral("image/jpeg");
    }
    if (data.startsWith("GIF87a") || data.startsWith("GIF89a")) {
        return QStringLiteral("image/gif");
    }
    if (data.size() >= 12 && data.startsWith("RIFF") && data.mid(8, 4) == "WEBP") {
        return QStringLiteral("image/webp");
    }
    return {};
}

QString FeedbackImageRepository::problemWith(const QByteArray &data)
{
    if (data.size() > ImportLimits::ScreenshotBytes) {
        return ImportLimits::screenshotTooLarge();
    }
    if (mimeOf(data).isEmpty()) {
        return tr("This is no PNG, JPEG, GIF or WebP image; a screenshot must be one.");
    }
    return {};
}

std::optional<FeedbackImage> FeedbackImageRepository::fromFile(const QString &path, QString *error)
{
    QFile file(path);
    if (!file.open(QIODevice::ReadOnly)) {
        *error = tr("%1 could not be read: %2").arg(QFileInfo(path).fileName(), file.errorString());
        return std::nullopt;
    }
    FeedbackImage image;
    if (!ImportLimits::readAtMost(file, ImportLimits::ScreenshotBytes, &image.data)) {
        *error = ImportLimits::screenshotTooLarge();
        return std::nullopt;
    }
    *error = problemWith(image.data);
    if (!error->isEmpty()) {
        return std::nullopt;
    }
    image.name = QFileInfo(path).fileName();
    image.mime = mimeOf(image.data);
    return image;
}

bool FeedbackImageRepository::add(const FeedbackImage &image)
{
    m_error.clear();
    m_addedId = 0;
    const QString problem = problemWith(image.data);
    if (!problem.isEmpty()) {
        return fail(problem);
    }
    if (selectInt(m_store.database(), QStringLiteral("SELECT COUNT(*) FROM feedback_reports WHERE id = ?"), {image.feedbackId}) <= 0) {
        return m_error.isEmpty() ? fail(tr("Feedback report %1 does not exist.").arg(image.feedbackId)) : false;
    }
    if (!m_store.beginWrite()) {
        return fail(m_store.errorString());
    }
    QSqlQuery query(m_store.database());
    if (!exec(query,
            QStringLiteral("INSERT INTO feedback_images (feedback_id, name, mime, data, created_at) VALUES (?, CAST(? AS TEXT), ?, ?, ?)"),
            {image.feedbackId, Utf8Text::bind(image.name.trimmed()), mimeOf(image.data), image.data, Timestamps::now()})) {
        m_store.rollback();
        return false;
    }
    const qint64 id = query.lastInsertId().toLongLong();
    if (!m_store.commit()) {
        return fail(m_store.errorString());
    }
    m_addedId = id;
    return true;
}

bool FeedbackImageRepository::remove(qint64 imageId)
{
    m_error.clear();
    return m_store.changeOneRow(
               QStringLiteral("DELETE FROM feedback_images WHERE id = ?"), {imageId}, tr("Screenshot %1 does not exist.").arg(imageId))
        || fail(m_store.errorString());
}

QList<FeedbackImage> FeedbackImageRepository::images(qint64 feedbackId) const
{
    return select(QStringLiteral("i.feedback_id = ?"), feedbackId);
}

QList<FeedbackImage> FeedbackImageRepository::imagesOfIssue(qint64 issueId) const
{
    return select(QStringLiteral("f.issue_id = ?"), issueId);
}

QList<FeedbackImage> FeedbackImageRepository::select(const QString &where, qint64 id) const
{
    m_error.clear();
    return selectRows(m_store.database(),
        QStringLiteral("SELECT i.id, i.feedback_id, CAST(i.name AS BLOB), i.mime, i.data, i.created_at"
                       " FROM feedback_images i JOIN feedback_reports f ON f.id = i.feedback_id"
                       " WHERE %1 AND length(i.data) <= ? ORDER BY i.feedback_id, i.id")
            .arg(where),
        {id, ImportLimits::ScreenshotBytes}, [](const QSqlQuery &query) {
            FeedbackImage image;
            image.id = query.value(0).toLongLong();
            image.feedbackId = query.value(1).toLongLong();
            image.name = Utf8Text::read(query.value(2));
            image.mime = query.value(3).toString();
            image.data = query.value(4).toByteArray();
            image.createdAt = query.value(5).toString();
            return image;
        });
}
