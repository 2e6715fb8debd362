// SPDX-FileCopyrightText: 2026 Yiqiao authors
// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once

#include <QByteArray>
#include <QMetaType>
#include <QString>

// A screenshot a reader sent with a feedback report, stored in the project (table
// feedback_images): the image file's bytes as they came, PNG, JPEG, GIF or WebP.
struct FeedbackImage {
    qint64 id = 0;
    qint64 feedbackId = 0;
    QString name; // the file's name, or "" for a pasted image
    QString mime; // "image/png", …
    QByteArray data;
    QString createdAt;
};

Q_DECLARE_METATYPE(FeedbackImage)
