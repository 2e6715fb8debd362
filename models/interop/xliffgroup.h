// SPDX-FileCopyrightText: 2026 Yiqiao authors
// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once

#include "draft/blockrecord.h"
#include "markdown/inlinemarkup.h"

#include <QList>
#include <QString>

// One XLIFF unit: a link group of the draft (AlignmentReport::linkGroups) with the
// source blocks its draft blocks are aligned to. The unit id names the source
// blocks ("s12", "s12-s13", ascending); the draft block ids travel in the file so
// that an import finds the same group, and a draft regrouped since the export is
// noticed. Source and draft sides are each one text: the blocks in order, joined
// by the line breaks after them ("\n\n" after a block without any), every line
// break written as '\n'. Draft blocks in no group (translator's notes, additions)
// and source blocks no draft block is aligned to are in no unit.
class XliffGroup
{
public:
    QString id;
    QList<qint64> sourceIds; // in source order
    QList<qint64> targetIds; // in draft order
    QList<int> targetIndexes; // into the targets given to groups()
    // False when every source block is of a kind InlineMarkup protects whole (code,
    // HTML, …): exported with translate="no", for context only.
    bool translatable = false;
    QString sourceText;
    QString draftText;
    QString status; // the least confirmed status of the draft blocks
    // The source side split by InlineMarkup, block by block, pair numbers unique
    // within the unit, line breaks as '\n'.
    QList<InlineMarkup::Run> sourceRuns;
    QList<InlineMarkup::Run> draftRuns; // the same for the draft side

    static QList<XliffGroup> groups(const QList<BlockRecord> &sources, const QList<BlockRecord> &targets);
    static QString unitId(const QList<qint64> &sourceIds);
    // Orders review states as BlockStatus::all() does (draft 0, pretranslated 1,
    // machine 2, translated 3, reviewed 4, approved 5); an unknown state counts as draft.
    static int statusRank(const QString &status);
    static QString withNewlines(QString text);
};
