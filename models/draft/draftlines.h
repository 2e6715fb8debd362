// SPDX-FileCopyrightText: 2026 Yiqiao authors
// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once

#include "draft/lineids.h"
#include "draft/targetblock.h"

#include <QList>
#include <QPair>
#include <QString>

// The draft as the editor holds it, by lines: the lead and the blocks joined as
// MarkdownExporter::join() joins them, every line break '\n', each line with the ids
// of the blocks on it; and the lines a block takes out of it when it goes.
class DraftLines
{
public:
    struct Layout {
        QString text;
        LineIds lineIds; // one entry a line of text; blank lines carry none
    };

    // Lays the blocks out after the lead, setting each one's lineStart and lineEnd.
    static Layout layOut(const QString &lead, QList<TargetBlock> &blocks);

    // The lines [first, last] that taking out the blocks with these ids removes from
    // text (the blocks laid out in it): each block's own and the blank line after it,
    // bottom up; unknown ids are left out.
    static QList<QPair<int, int>> removal(const QList<TargetBlock> &blocks, const QList<qint64> &ids, const QString &text);
    // layout without the lines of removal().
    static Layout without(const Layout &layout, const QList<QPair<int, int>> &removal);
};
