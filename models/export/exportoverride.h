// SPDX-FileCopyrightText: 2026 Yiqiao authors
// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once

#include <QString>
#include <QStringList>

// An export made while checklist items were open (export_overrides): who decided to
// ship anyway, why, and which items (their keys) were open then.
struct ExportOverride {
    qint64 id = 0;
    qint64 issueId = 0;
    QStringList openItems;
    QString reason;
    QString author;
    QString createdAt;
};
