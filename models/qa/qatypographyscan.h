// SPDX-FileCopyrightText: 2026 Yiqiao authors
// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once

#include "draft/blockrecord.h"
#include "qa/qafinding.h"
#include "qa/qahousestyle.h"

#include <QList>

class QaInput;

// The typography rules (QaTypographyCheck) over the Chinese blocks InlineMarkup
// translates, each block read as QaTypographyText. Each rule decides on cases (a colon
// after Chinese, a Chinese–Latin meeting, …): find() reports the cases against the
// project's settings, count() tallies every case's habit for QaHouseStyle with the very
// same scan, so a style learned from a text finds in it only the cases against its habits.
class QaTypographyScan
{
public:
    // Adds the cases of every house-style rule in blocks (as find() reads them), whatever
    // the settings.
    static void count(const QList<BlockRecord> &blocks, QaHouseStyle::Counts *counts);
    // Appends the findings of the checks input.settings enables in input.targets.
    static void find(const QaInput &input, QList<QaFinding> *findings);
};
