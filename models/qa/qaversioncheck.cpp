// SPDX-FileCopyrightText: 2026 Yiqiao authors
// SPDX-License-Identifier: GPL-3.0-or-later
#include "qa/qaversioncheck.h"

#include "qa/qainput.h"

#include <algorithm>

QStringList QaVersionCheck::ids() const
{
    return {QStringLiteral("version.conflict"), QStringLiteral("version.deprecated")};
}

void QaVersionCheck::run(const QaInput &input, QList<QaFinding> *findings) const
{
    for (const VersionConflict &conflict : input.versionConflicts) {
        if (conflict.block < 0 || conflict.block >= input.sources.size()) {
            continue;
        }
        const bool explained = std::any_of(input.targets.cbegin(), input.targets.cend(),
            [&](const BlockRecord &target) { return target.text.contains(conflict.noteText); });
        if (explained) {
            continue;
        }
        const bool deprecated = conflict.severity == VersionConflict::Deprecation;
        QaFinding finding =
            input.sourceFinding(deprecated ? QStringLiteral("version.deprecated") : QStringLiteral("version.conflict"), conflict.block);
        // The target the source block's translation has, for the jump.
        const QList<qint64> aligned = input.sources.at(conflict.block).aligned;
        finding.targetBlockId = aligned.isEmpty() ? 0 : aligned.constFirst();
        finding.detail = conflict.id;
        finding.message = tr("%1: explain it in a version snapshot note.").arg(conflict.message);
        findings->append(finding);
    }
}
