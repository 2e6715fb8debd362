// SPDX-FileCopyrightText: 2026 Yiqiao authors
// SPDX-License-Identifier: GPL-3.0-or-later
#include "repetitions/propagationplan.h"

QList<PropagationPlan::Fill> PropagationPlan::fillsOf(qint64 issueId) const
{
    QList<Fill> found;
    for (const Fill &fill : fills) {
        if (fill.issueId == issueId) {
            found.append(fill);
        }
    }
    return found;
}

QSet<qint64> PropagationPlan::issueIds() const
{
    QSet<qint64> ids;
    for (const Fill &fill : fills) {
        ids.insert(fill.issueId);
    }
    return ids;
}
