// SPDX-FileCopyrightText: 2026 Yiqiao authors
// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once

#include "deletions/deletion.h"
#include "draft/blockrecord.h"
#include "notes/versionconflict.h"
#include "qa/plainwording.h"
#include "qa/qafinding.h"
#include "qa/qarule.h"
#include "qa/qasettings.h"
#include "qa/qaunit.h"
#include "terms/termfinding.h"

#include <QList>

// Everything the QA checks read of one issue, filled by QaRunner::collect (or by a
// test from texts): the stored blocks of both sides, the alignment as units, the
// deletions and the termbase's findings. Checks never touch the project file.
struct QaInput {
    QList<BlockRecord> sources;
    QList<BlockRecord> targets;
    QList<QaUnit> units; // post order of their first source block
    QList<Deletion> deletions;
    QList<TermFinding> termFindings; // draftBlock / sourceBlock index targets / sources
    QStringList termSources; // the source term of each TermFinding::term index
    QaSettings settings;
    QList<QaRule> rules; // the project's own (QaRuleRepository), in their order
    QList<PlainWording> plainWordings; // the project's plain-language list (PlainLanguage)
    // The source post's versions checked against the project's catalogues
    // (VersionSnapshot); block indexes sources.
    QList<VersionConflict> versionConflicts;

    // A post and its translation as import would store them (parsed, aligned by
    // PostAligner; source ids 1…n, target ids after them, every draft block
    // translated): for tests and the benchmark, without a project file.
    static QaInput fromMarkdown(const QString &source, const QString &target);
    // Builds units from the alignment stored in sources/targets.
    void buildUnits();
    // A finding on targets[targetIndex] at [offset, offset+length) of its text.
    QaFinding finding(const QString &check, int targetIndex, int offset = -1, int length = 0) const;
    // A finding at an offset of unit.targetText, given back to the block it falls in.
    QaFinding findingInUnit(const QString &check, const QaUnit &unit, int offset = -1, int length = 0) const;
    // A finding on a source block that has no draft block.
    QaFinding sourceFinding(const QString &check, int sourceIndex) const;
};
