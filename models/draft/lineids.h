// SPDX-FileCopyrightText: 2026 Yiqiao authors
// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once

#include <QList>
#include <QVector>

// The target-block ids the editor's lines carry: entry i belongs to 0-based line i of
// the draft text, lines split on '\n' (a final line after the last '\n' counts).
// Fresh from DraftSession every text line of a block carries exactly that block's id;
// after free editing a line may carry several ids, none, or ids of deleted blocks.
using LineIds = QVector<QList<qint64>>;
