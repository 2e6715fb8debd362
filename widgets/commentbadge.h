// SPDX-FileCopyrightText: 2026 Yiqiao authors
// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once

#include <QString>

// What an editor's margin shows on the first line of a commented or rejected block,
// or of a block whose source changed in an update and waits to be looked at.
struct CommentBadge {
    int line = 0; // 0-based line of the editor
    int openThreads = 0; // 0: no bubble
    bool rejected = false; // the block's latest review sent it back
    QString toolTip; // the open threads' first lines, the reason of a rejection
    bool sourceChanged = false; // a "Δ": the source changed (SourceUpdateController)

    bool operator==(const CommentBadge &other) const
    {
        return line == other.line && openThreads == other.openThreads && rejected == other.rejected && toolTip == other.toolTip
            && sourceChanged == other.sourceChanged;
    }
};
