// SPDX-FileCopyrightText: 2026 Yiqiao authors
// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once

#include <QDateTime>
#include <QString>

// One stored revision of an issue's draft (RevisionRepository), without its content.
struct Revision {
    int number = 0; // 0: the draft as imported
    QString author;
    QString summary;
    QDateTime createdAt; // UTC
    QDateTime updatedAt; // UTC; later than createdAt when edits were coalesced into it
    qint64 size = 0; // bytes of the draft's UTF-8
};
