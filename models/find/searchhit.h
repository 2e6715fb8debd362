// SPDX-FileCopyrightText: 2026 Yiqiao authors
// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once

#include <QString>

// One match of a SearchQuery. start/length are UTF-16 offsets in the block's
// stored text (line breaks as stored: a CRLF draft counts two units per break).
struct SearchHit {
    qint64 issueId = 0;
    int issueNumber = 0;
    QString issueTitle;
    bool source = false; // in a source block (else a draft block)
    qint64 blockId = 0;
    int blockOrdinal = 0;
    int start = 0;
    int length = 0;
    QString matched; // the matched text
    // The line the match is on, shortened to about 40 characters each side;
    // contextStart is where the match begins in it.
    QString context;
    int contextStart = 0;
    bool inCode = false; // inside a code block or inline code
};
