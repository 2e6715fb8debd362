// SPDX-FileCopyrightText: 2026 Yiqiao authors
// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once

#include <QString>

// Where a phrase (an English term or a Chinese phrase) occurs in the project: one
// block of an issue's source posts or of its draft. Offsets are UTF-16, [start, end)
// within text.
struct PhraseHit {
    enum class Side { Source, Draft };
    qint64 issueId = 0;
    int issueNumber = 0;
    QString issueTitle;
    Side side = Side::Source;
    qint64 blockId = 0; // source_blocks.id or target_blocks.id
    int start = 0;
    int end = 0;
    QString text; // the whole block, line breaks as the editors hold them ('\n')
};
