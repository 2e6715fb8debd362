// SPDX-FileCopyrightText: 2026 Yiqiao authors
// SPDX-License-Identifier: GPL-3.0-or-later
#include "qa/qadeletioncheck.h"

#include "core/idindex.h"
#include "deletions/deletionreason.h"
#include "qa/qainput.h"

#include <QHash>

QStringList QaDeletionCheck::ids() const
{
    return {QStringLiteral("deletion.unjustified"), QStringLiteral("deletion.still-translated")};
}

void QaDeletionCheck::run(const QaInput &input, QList<QaFinding> *findings) const
{
    const QHash<qint64, int> sourceIndex = IdIndex::of(input.sources);
    const QHash<qint64, int> targetIndex = IdIndex::of(input.targets);
    for (const Deletion &deletion : input.deletions) {
        const int source = sourceIndex.value(deletion.sourceBlockId, -1);
        if (source < 0) {
            continue;
        }
        if (!deletion.isJustified()) {
            QaFinding finding = input.sourceFinding(QStringLiteral("deletion.unjustified"), source);
            finding.detail = QStringLiteral("deletion %1").arg(deletion.id);
            finding.message = tr("A deletion (%1) has no justification: say why Chinese readers do not need this text.")
                                  .arg(DeletionReasons::label(deletion.reason));
            findings->append(finding);
        }
        if (!deletion.isWholeBlock()) {
            continue;
        }
        for (qint64 id : input.sources.at(source).aligned) {
            const int target = targetIndex.value(id, -1);
            if (target >= 0 && input.targets.at(target).origin == QLatin1String("translation")) {
                QaFinding finding = input.finding(QStringLiteral("deletion.still-translated"), target);
                finding.sourceBlockId = deletion.sourceBlockId;
                finding.detail = QStringLiteral("deletion %1").arg(deletion.id);
                finding.message = tr("Its source block is deleted from the translation, but this draft block still translates it: remove "
                                     "it, or undo the deletion.");
                findings->append(finding);
            }
        }
    }
}
