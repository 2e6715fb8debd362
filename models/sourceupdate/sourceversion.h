// SPDX-FileCopyrightText: 2026 Yiqiao authors
// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once

#include <QByteArray>
#include <QString>

// One version of a source post: the current one (source_posts) or one an update
// replaced (source_versions), byte for byte as imported.
struct SourceVersion {
    qint64 postId = 0;
    int postOrdinal = 0;
    int version = 1;
    QByteArray content;
    QString originPath;
    QString importedAt;
    QString replacedAt; // empty for the current version
    bool current = false;
};
