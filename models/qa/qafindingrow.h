// SPDX-FileCopyrightText: 2026 Yiqiao authors
// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once

#include "qa/qafinding.h"

// A QA finding as QaFindingListModel shows it: with where its blocks stand.
struct QaFindingRow {
    QaFinding finding;
    int targetOrdinal = 0; // 1-based position of finding.targetBlockId in the draft; 0: none
    int sourceOrdinal = 0; // 1-based position of finding.sourceBlockId in the source; 0: none
};
