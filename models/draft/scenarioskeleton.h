// SPDX-FileCopyrightText: 2026 Yiqiao authors
// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once

#include "draft/draftlines.h"
#include "draft/scenariooutline.h"

#include <QCoreApplication>
#include <QList>

class DraftSession;

// Rebuilds a draft around reader scenarios (seed 000): inserts an outline's headings
// ("## 环境初始化" …) into the draft as addition blocks, then the translator moves the
// post's sections under them (Move Block or Section Up/Down, the outline pane). The
// headings go before the draft's first heading of the outline's level (a title and
// a lead above it stay first), or after the last block when it has none; a heading
// the draft has already (same level, same text) is not inserted again.
class ScenarioSkeleton
{
    Q_DECLARE_TR_FUNCTIONS(ScenarioSkeleton)
public:
    // The draft's layout with the headings inserted (new lines carry no ids, so
    // that DraftSession makes them additions); *inserted: how many.
    static DraftLines::Layout withHeadings(
        const DraftLines::Layout &draft, const QList<TargetBlock> &blocks, const ScenarioOutline &outline, int *inserted);
    // Inserts and saves, in the session's one transaction; *inserted as above.
    // False with *error when the outline has a problem or the save fails: nothing
    // changes then.
    static bool apply(DraftSession &session, const ScenarioOutline &outline, int *inserted, QString *error);

private:
    static QStringList missingHeadings(const QList<TargetBlock> &blocks, const ScenarioOutline &outline);
    static int insertionLine(const QStringList &lines, const QList<TargetBlock> &blocks, int level, bool *atEnd);
};
