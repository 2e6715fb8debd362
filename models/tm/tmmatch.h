// SPDX-FileCopyrightText: 2026 Yiqiao authors
// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once

#include "tm/tmunit.h"

#include <QMetaType>

// A translation memory unit found for a segment (TranslationMemory::lookup) or a
// search (concordance).
struct TmMatch {
    qint64 unitId = 0;
    TmUnit unit;
    // 101: the same source text in the same context; 100: the same text up to
    // whitespace runs; below: TmSimilarity::score. Concordance hits have 0.
    int score = 0;
    int issueNumber = 0; // the issue the unit was translated in, 0 if none
    QString origin; // "project", "tmx:<file name>", …
};

Q_DECLARE_METATYPE(TmMatch)
