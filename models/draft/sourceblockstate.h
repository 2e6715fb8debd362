// SPDX-FileCopyrightText: 2026 Yiqiao authors
// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once

#include "markdown/blockkind.h"

#include <QList>

// A source block as the draft editor shows it beside the draft.
struct SourceBlockState {
    qint64 id = 0;
    BlockKind kind = BlockKind::Paragraph;
    int lineStart = 0; // 0-based, inclusive, in DraftSession::sourceText()
    int lineEnd = 0;
    QList<int> targets; // indexes into DraftSession::blocks() aligned to it, ascending
    bool deleted = false; // deliberately left out whole (a span deleted leaves the rest to translate)
};
