// SPDX-FileCopyrightText: 2026 Yiqiao authors
// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once

#include <QList>
#include <QString>

// One alignment link as QA compares it: its source blocks and the draft blocks that
// translate them (AlignmentReport::linkGroups), both in post order, each side's
// texts joined with a blank line. targetStarts[i] is where targets[i]'s text begins
// in targetText, so that an offset found in the joined text can be given back per
// block (QaInput::locate).
struct QaUnit {
    QList<int> sources; // indexes into QaInput::sources
    QList<int> targets; // indexes into QaInput::targets
    QString sourceText;
    QString targetText;
    QList<int> targetStarts;
};
