// SPDX-FileCopyrightText: 2026 Yiqiao authors
// SPDX-License-Identifier: GPL-3.0-or-later
#include "qa/qaplantedoutcome.h"

#include "qa/qaerrorplanter.h"
#include "qa/qainput.h"
#include "qa/qarunner.h"

#include <QHash>
#include <QSet>

namespace {

QHash<QString, QaFinding> byKey(const QList<QaFinding> &findings)
{
    QHash<QString, QaFinding> result;
    for (const QaFinding &finding : findings) {
        result.insert(finding.key(), finding);
    }
    return result;
}

QString described(QChar sign, const QaFinding &finding)
{
    return sign + finding.check + QLatin1Char('|') + finding.detail;
}

} // namespace

QaPlantedOutcome QaPlantedOutcome::judge(const QaRunner &runner, const QaInput &input, const QaPlantedError &error)
{
    QaInput before = input;
    QaErrorPlanter::checkTerms(&before, error.terms);
    const QaInput after = QaErrorPlanter::planted(input, error);
    QSet<qint64> unitBlocks;
    for (const QaUnit &unit : after.units) {
        if (unit.targets.contains(error.targetIndex)) {
            for (int target : unit.targets) {
                unitBlocks.insert(after.targets.at(target).id);
            }
        }
    }
    const QHash<QString, QaFinding> old = byKey(runner.check(before));
    const QHash<QString, QaFinding> now = byKey(runner.check(after));
    QaPlantedOutcome outcome;
    for (auto it = now.cbegin(); it != now.cend(); ++it) {
        if (old.contains(it.key())) {
            continue;
        }
        const bool here = unitBlocks.contains(it->targetBlockId);
        outcome.found = outcome.found || here;
        if (here && it->check == error.check) {
            outcome.foundByOwn = true;
        } else {
            outcome.otherChanges.append(described(QLatin1Char('+'), *it));
        }
    }
    for (auto it = old.cbegin(); it != old.cend(); ++it) {
        if (!now.contains(it.key())) {
            outcome.otherChanges.append(described(QLatin1Char('-'), *it));
        }
    }
    outcome.otherChanges.sort();
    return outcome;
}
