// SPDX-FileCopyrightText: 2026 Yiqiao authors
// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once

#include <QString>

// One journaled replace across draft blocks (ProjectReplacer).
struct ReplaceBatch {
    qint64 id = 0;
    QString pattern;
    QString replacement;
    QString author;
    QString createdAt;
    QString undoneAt; // empty while not undone
    int blocks = 0; // draft blocks it changed
    int issues = 0; // issues they belong to
};
