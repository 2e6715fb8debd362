// SPDX-FileCopyrightText: 2026 Yiqiao authors
// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once

#include <QStringList>

struct QaInput;
struct QaPlantedError;
class QaRunner;

// What QA made of a planted error: the findings of the draft before and after
// planting compared by QaFinding::key(). A finding that is new in the planted
// block's unit finds the error; of the kind's own check, it finds it by its own
// finding. Any other new or vanished finding is a change QA should not have made.
struct QaPlantedOutcome {
    bool found = false;
    bool foundByOwn = false;
    QStringList otherChanges; // "+check|detail" new, "-check|detail" gone

    bool othersChanged() const { return !otherChanges.isEmpty(); }

    static QaPlantedOutcome judge(const QaRunner &runner, const QaInput &input, const QaPlantedError &error);
};
