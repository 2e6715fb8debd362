// SPDX-FileCopyrightText: 2026 Yiqiao authors
// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once

#include <QDateTime>
#include <QJsonObject>
#include <QString>

// One issue on the project dashboard (DashboardStats computes it).
// Progress is cumulative: a reviewed block is also translated, an approved one also
// reviewed (BlockStatus: draft → translated → reviewed → approved; pretranslated and
// draft are not translated). Its characters are the blocks' Chinese characters
// (TextCounts::ofBlock).
struct IssueDashboardRow {
    qint64 issueId = 0;
    int number = 0;
    QString title;
    QString status; // issues.status
    QDateTime updatedAt; // issues.updated_at, UTC
    // What the row was computed from (DashboardStats::stamps): equal stamps, equal row.
    QString stamp;

    int blocks = 0; // draft blocks
    int translatedBlocks = 0;
    int reviewedBlocks = 0;
    int approvedBlocks = 0;
    int pretranslatedBlocks = 0; // from the memory (Pretranslator), not yet confirmed
    int machineBlocks = 0; // by the machine (MachinePretranslator), not yet confirmed
    qint64 chineseCharacters = 0; // of the whole draft
    qint64 translatedCharacters = 0;
    qint64 reviewedCharacters = 0;
    qint64 approvedCharacters = 0;
    qint64 draftWords = 0; // Latin words inside the draft (names, terms kept in English)
    qint64 sourceWords = 0; // English words of the source posts

    double deletionRatio = 0.0; // DeletionRatio: deleted prose / prose
    double deletionTarget = 0.0;
    int qaErrors = 0; // unwaived
    int qaWarnings = 0; // unwaived
    int checklistItems = 0;
    int openChecklistItems = 0;
    int revisions = 0; // RevisionRepository::count: the import (number 0) not counted

    bool computed = false; // the figures below the stamp are filled
    QString error; // set when the issue could not be read: the figures are zero

    QJsonObject toJson() const;
    static double share(qint64 part, qint64 whole) { return whole > 0 ? double(part) / double(whole) : 0.0; }
};
