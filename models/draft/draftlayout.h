// SPDX-FileCopyrightText: 2026 Yiqiao authors
// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once

#include "draft/targetblock.h"

#include <QList>
#include <QString>

class ProjectStore;

// How a stored draft is laid out, for everything that inserts into or reorders it
// outside a DraftSession: its dominant line break, a blank line between blocks and
// ordinals 0, 1, 2, … in draft order.
class DraftLayout
{
public:
    // The most frequent of "\r\n", "\r" and "\n" (a tie goes to "\r\n", then "\r");
    // "\n" when there is none.
    static QString lineBreakOf(const QString &text);
    static QString lineBreakOf(const QString &lead, const QList<TargetBlock> &blocks);
    // The same over the issue's stored draft (lead and blocks); "\n" on a read error.
    static QString lineBreakOf(ProjectStore &store, qint64 issueId);
    // text with every line break as '\n'.
    static QString normalized(QString text);
    // text with every line break as lineBreak.
    static QString withLineBreak(const QString &text, const QString &lineBreak);
    // The trailing of a block that a new block follows: kept when it holds a blank
    // line, else extended to one (an empty trailing, the end of the draft, in lineBreak).
    static QString blankLineAfter(const QString &trailing, const QString &lineBreak);

    // Gives the blocks ids, in this order, the ordinals 0, 1, 2, …; rows that have
    // theirs already are not changed. Inside the caller's transaction.
    static bool writeOrder(ProjectStore &store, const QList<qint64> &ids, QString *error);
    // The issue's draft blocks in their stored order (ordinal, then id) renumbered.
    static bool renumber(ProjectStore &store, qint64 issueId, QString *error);
};
