// SPDX-FileCopyrightText: 2026 Yiqiao authors
// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once

#include <QJsonObject>
#include <QList>
#include <QString>

#include <optional>

class ProjectStore;

// Counts per issue and for the whole project. Characters are Unicode code points.
// A source block counts as done when a target block aligned to it is confirmed
// (translated, reviewed or approved; BlockStatus::isConfirmed) or when it was deleted with a reason; progress = done source characters /
// all source characters.
class ProjectStats
{
public:
    struct Counts {
        int number = 0;
        QString title;
        QString status;
        int sourcePosts = 0;
        int sourceBlocks = 0;
        int targetBlocks = 0;
        qint64 sourceChars = 0;
        qint64 targetChars = 0;
        qint64 doneChars = 0;
        qint64 deletedChars = 0;
        double progress() const { return sourceChars > 0 ? double(doneChars) / double(sourceChars) : 0.0; }
    };

    static ProjectStats compute(const ProjectStore &store);
    // Number, title and status of every issue, counts left at zero: one cheap query
    // (compute() reads every block's text).
    static QList<Counts> listIssues(const ProjectStore &store);
    // The counts of one issue, with the statement compute() runs for each; nullopt
    // when the project has no issue with that number (or the query fails).
    static std::optional<Counts> computeIssue(const ProjectStore &store, int number);

    QList<Counts> issues;
    Counts total() const;
    QJsonObject toJson() const;
    QString toText() const;
};
