// SPDX-FileCopyrightText: 2026 Yiqiao authors
// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once

#include "store/postimportitem.h"

#include <QCoreApplication>
#include <QList>
#include <QMap>
#include <QStringList>

class ProjectStore;

// What File ▸ Import Posts… proposes before anything is imported, and the checks of
// what the translator changes: each file becomes a new issue, numbered from the next
// free number on (after the project's last issue) and titled after the post (its
// front matter's title, else its first heading; FrontMatterTitle::proposed).
class PostImportPlan
{
    Q_DECLARE_TR_FUNCTIONS(PostImportPlan)
public:
    // The project's issues: number → title.
    static QMap<int, QString> existingIssues(ProjectStore &store);
    static int nextFreeNumber(const QMap<int, QString> &existing);
    // One item per path, in order. A file that cannot be read or parsed gets an empty
    // title here; the import reports why it is refused.
    static QList<PostImportItem> propose(const QStringList &paths, const QMap<int, QString> &existing);
    static QString proposedTitle(const QString &path);
    // Why text cannot number a new issue, or an empty string: it must be a whole
    // number from 1 up, not an existing issue's nor one of the numbers in chosen
    // (given to other posts of the same import).
    static QString numberProblem(const QString &text, const QMap<int, QString> &existing, const QList<int> &chosen);
    // text as a number, or 0 when it is none.
    static int number(const QString &text);
};
