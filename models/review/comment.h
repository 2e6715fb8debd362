// SPDX-FileCopyrightText: 2026 Yiqiao authors
// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once

#include <QString>

// A comment on a draft block (table comments). A thread is a root comment and its
// replies; only a root is resolved, and that resolves the thread.
struct Comment {
    qint64 id = 0;
    qint64 targetBlockId = 0;
    qint64 parentId = 0; // the thread's root; 0 for a root
    QString author;
    QString body;
    QString createdAt; // Timestamps::now()
    QString resolvedAt; // empty while open
    QString resolvedBy;
    QString resolution;

    bool isRoot() const { return parentId == 0; }
    bool isResolved() const { return !resolvedAt.isEmpty(); }
};
